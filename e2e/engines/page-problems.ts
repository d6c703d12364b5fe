/**
 * Firefox's and WebKit's drivers report neither uncaught errors nor Content-Security-Policy
 * violations, and classic WebDriver (WebKit) cannot run a script before the page's own. So the
 * engine tests' server puts this recorder first in every page's head, as a same-origin file that
 * the site's policy allows, and the tests read what it kept.
 */

export interface PageProblem {
  kind: 'error' | 'unhandledrejection' | 'securitypolicyviolation'
  message: string
}

declare global {
  interface Window {
    e2eProblems?: PageProblem[]
  }
}

export const recorderPath = '/__e2e/record-problems.js'

/** Runs in the page, before any of the site's scripts. */
function recordProblems() {
  const problems: PageProblem[] = []
  window.e2eProblems = problems
  window.addEventListener('error', (event) => {
    problems.push({
      kind: 'error',
      message: `${event.message} (${event.filename}:${event.lineno})`,
    })
  })
  window.addEventListener('unhandledrejection', (event) => {
    problems.push({ kind: 'unhandledrejection', message: String(event.reason) })
  })
  document.addEventListener('securitypolicyviolation', (event) => {
    problems.push({
      kind: 'securitypolicyviolation',
      message: `${event.effectiveDirective}: ${event.blockedURI} ${event.sample}`.trim(),
    })
  })
}

export const recorderScript = `(${recordProblems.toString()})()`
