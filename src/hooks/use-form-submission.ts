import { useState } from 'react'

export type SubmissionStatus =
  | { state: 'idle' }
  | { state: 'sending' }
  | { state: 'sent' }
  | { state: 'failed'; reason: 'error' | 'timeout' }

/** How long the form service may take before the visitor is told to try again. */
export const submissionTimeoutMs = 10_000

/**
 * Posts a form in the background. The form is cleared only once the service has accepted the
 * message; on any failure everything the visitor typed stays in place for another try.
 */
export function useFormSubmission(endpoint: string) {
  const [status, setStatus] = useState<SubmissionStatus>({ state: 'idle' })

  async function submit(form: HTMLFormElement) {
    setStatus({ state: 'sending' })
    const controller = new AbortController()
    const timer = setTimeout(() => controller.abort(), submissionTimeoutMs)
    try {
      const response = await fetch(endpoint, {
        method: 'POST',
        body: new FormData(form),
        headers: { Accept: 'application/json' },
        signal: controller.signal,
      })
      if (!response.ok) throw new Error(`The form service answered ${response.status}`)
      form.reset()
      setStatus({ state: 'sent' })
    } catch {
      setStatus({ state: 'failed', reason: controller.signal.aborted ? 'timeout' : 'error' })
    } finally {
      clearTimeout(timer)
    }
  }

  return { status, submit }
}
