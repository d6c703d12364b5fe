import { existsSync } from 'node:fs'

/** Debian's Chromium, or the one CHROME_PATH names. */
export function chromiumPath(): string {
  const path = process.env.CHROME_PATH ?? '/usr/bin/chromium'
  if (!existsSync(path)) {
    throw new Error(
      `Chromium not found at ${path}. Install it (apt-get install -y chromium) or set CHROME_PATH.`,
    )
  }
  return path
}

/**
 * Flags that keep headless Chromium from stalling on a machine without outside network.
 * Playwright gives every launch a fresh, empty profile of its own.
 */
export const chromiumArgs = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
]
