import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { languageCodes } from '../../src/i18n/languages'
import { projectRoot } from '../../src/node/project-paths'
import type { DevelopmentServer } from '../harness/development-server'

/** The example queries of README's GraphiQL section, in the order they are shown. */
function readmeQueries(): string[] {
  const readme = readFileSync(join(projectRoot, 'README.md'), 'utf8')
  const section = /^## Query the content in GraphiQL\n([^]*?)^## /m.exec(readme)?.[1] ?? ''
  return [...section.matchAll(/```graphql\n([^]*?)```/g)].map(([, query]) => query ?? '')
}

type Node = {
  fields: { path: string; language: string; kind?: string }
  frontmatter: Record<string, unknown>
  translations?: { fields: { language: string } }[]
}
type QueryResult = {
  data?: {
    allMdx: { nodes?: Node[]; group?: { item: string; nodes: Node[] }[] }
  }
  errors?: unknown[]
}

/** A developer's first steps in GraphiQL: the queries README shows answer with the site content. */
export function describeGraphiqlExamples(server: () => DevelopmentServer) {
  describe('the GraphiQL examples of README', () => {
    const run = async (query: string): Promise<QueryResult> => {
      const response = await fetch(`${server().origin}/___graphql`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ query }),
      })
      return (await response.json()) as QueryResult
    }

    it('are three', () => {
      expect(readmeQueries()).toHaveLength(3)
    })

    it('list every page with its translations', async () => {
      const [allPages = ''] = readmeQueries()
      const { data, errors } = await run(allPages)
      expect(errors).toBeUndefined()
      const nodes = data?.allMdx.nodes ?? []
      expect(nodes.map(({ fields }) => fields.path)).toContain('/de/preise')
      for (const node of nodes)
        expect(node.translations?.map(({ fields }) => fields.language).sort()).toEqual(
          [...languageCodes].sort(),
        )
    })

    it('list the German blog posts, newest first', async () => {
      const [, germanPosts = ''] = readmeQueries()
      const { data, errors } = await run(germanPosts)
      expect(errors).toBeUndefined()
      const nodes = data?.allMdx.nodes ?? []
      expect(nodes.length).toBeGreaterThan(0)
      for (const { fields, frontmatter } of nodes) {
        expect(fields.path).toMatch(/^\/de\/blog\//)
        expect(frontmatter.date).toMatch(/^\d{4}-\d{2}-\d{2}$/)
      }
      const dates = nodes.map(({ frontmatter }) => String(frontmatter.date))
      expect(dates).toEqual([...dates].sort().reverse())
    })

    it('group the content by item, with each translation’s English version', async () => {
      const [, , graph = ''] = readmeQueries()
      const { data, errors } = await run(graph)
      expect(errors).toBeUndefined()
      const pricing = data?.allMdx.group?.find(({ item }) => item === 'pages/pricing')
      expect(pricing?.nodes.map(({ fields }) => fields.language).sort()).toEqual(
        [...languageCodes].sort(),
      )
      for (const { fields, frontmatter } of pricing?.nodes ?? [])
        expect(frontmatter.translatedFrom ?? null).toEqual(
          fields.language === 'en' ? null : expect.stringMatching(/^[0-9a-f]{12}$/),
        )
    })
  })
}
