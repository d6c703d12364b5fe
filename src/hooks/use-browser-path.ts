import { useSyncExternalStore } from 'react'

const subscribe = () => () => undefined

/**
 * The path in the address bar, known only in the browser: null on the server and during
 * hydration, so that the HTML one URL was built for can answer another URL without a mismatch.
 */
export function useBrowserPath(): string | null {
  return useSyncExternalStore(
    subscribe,
    () => window.location.pathname,
    () => null,
  )
}
