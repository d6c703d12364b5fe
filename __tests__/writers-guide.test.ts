/** @jest-environment node */
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { contentKinds } from '../src/node/frontmatter/kinds'
import { fieldReference, withFieldReference } from '../src/node/frontmatter/reference'
import { contentRoot } from '../src/node/project-paths'

const guide = readFileSync(join(contentRoot, 'README.md'), 'utf8')

describe("the writers' guide", () => {
  it('carries the field reference the build checks against (run npm run guide if not)', () => {
    expect(withFieldReference(guide)).toBe(guide)
  })

  it('lists every kind of page and every field with its meaning', () => {
    const reference = fieldReference()
    for (const [kind, fields] of Object.entries(contentKinds)) {
      expect(reference).toContain(`### ${kind} — `)
      for (const [name, field] of Object.entries(fields)) {
        const requirement = field.required ? 'required' : 'optional'
        expect(reference).toContain(
          `\`${name}\` (${field.shared ? `${requirement} in the English file only; every language shows it` : requirement}): ${field.doc}`,
        )
      }
    }
    expect(reference).toContain(
      '`plans` (required): The price plans. Expects a group of the fields below.',
    )
  })

  it('names the commands a writer needs, each of which exists', () => {
    const scripts = Object.keys(
      (
        JSON.parse(readFileSync(join(contentRoot, '..', 'package.json'), 'utf8')) as {
          scripts: Record<string, string>
        }
      ).scripts,
    )
    const named = [...guide.matchAll(/npm (?:run )?([\w:]+)/g)].map(([, script]) => script)
    for (const script of named.filter((name) => name !== 'install'))
      expect(scripts).toContain(script === 'start' ? 'start' : script)
  })
})
