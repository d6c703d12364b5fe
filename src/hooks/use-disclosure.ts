import { useEffect, type RefObject } from 'react'

/**
 * Enhances a native <details> disclosure (which already opens and closes by mouse, touch and
 * keyboard without JavaScript): choosing a link inside closes it, and so does Escape, which
 * returns focus to its summary.
 */
export function useDisclosure(ref: RefObject<HTMLDetailsElement | null>) {
  useEffect(() => {
    const details = ref.current
    if (!details) return
    const close = () => {
      details.open = false
    }
    const onClick = (event: MouseEvent) => {
      if ((event.target as Element).closest('a')) close()
    }
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape' || !details.open) return
      close()
      details.querySelector('summary')?.focus()
    }
    details.addEventListener('click', onClick)
    details.addEventListener('keydown', onKeyDown)
    return () => {
      details.removeEventListener('click', onClick)
      details.removeEventListener('keydown', onKeyDown)
    }
  }, [ref])
}
