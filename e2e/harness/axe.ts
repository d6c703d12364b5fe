import { readFileSync } from 'node:fs'
import type { Page } from 'playwright-core'
import { blocksLaidOut } from './layout'

const axeSource = readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8')

/** WCAG 2.2 levels A and AA, as axe-core tags them. */
const wcagTags = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa']

interface Violation {
  id: string
  help: string
  targets: string[]
}

/** The page's WCAG 2.2 A and AA violations, as axe-core finds them once its blocks are laid out. */
export async function violations(page: Page): Promise<Violation[]> {
  await blocksLaidOut(page)
  await page.addScriptTag({ content: axeSource })
  return page.evaluate(async (tags) => {
    const axe = (
      window as unknown as {
        axe: {
          run: (
            context: Document,
            options: object,
          ) => Promise<{
            violations: { id: string; help: string; nodes: { target: string[] }[] }[]
          }>
        }
      }
    ).axe
    // Only violations are read; leaving out passes and incomplete results saves work.
    const result = await axe.run(document, {
      runOnly: { type: 'tag', values: tags },
      resultTypes: ['violations'],
    })
    return result.violations.map(({ id, help, nodes }) => ({
      id,
      help,
      targets: nodes.map(({ target }) => target.join(' ')),
    }))
  }, wcagTags)
}
