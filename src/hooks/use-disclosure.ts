import { useEffect, type RefObject } from 'react'

/**
 * Enhances a native <details> disclosure (which already opens and closes by mouse, touch and
 * keyboard without JavaScript): its summary states aria-expanded, choosing a link inside closes
 * it, and so does Escape, which returns focus to the summary.
 */
export function useDisclosure(ref: RefObject<HTMLDetailsElement | null>) {
  useEffect(() => {
    const details = ref.current
    if (!details) return
    const summary = details.querySelector('summary')
    const close = () => {
      details.open = false
    }
    const onToggle = () => summary?.setAttribute('aria-expanded', String(details.open))
    onToggle()
    const onClick = (event: MouseEvent) => {
      if ((event.target as Element).closest('a')) close()
    }
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape' || !details.open) return
      close()
      summary?.focus()
    }
    details.addEventListener('toggle', onToggle)
    details.addEventListener('click', onClick)
    details.addEventListener('keydown', onKeyDown)
    return () => {
      details.removeEventListener('toggle', onToggle)
      details.removeEventListener('click', onClick)
      details.removeEventListener('keydown', onKeyDown)
    }
  }, [ref])
}
