import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { languageCodes } from '../../src/i18n/languages'
import { projectRoot } from '../../src/node/project-paths'
import type { DevelopmentServer } from '../harness/development-server'

/** The example queries of docs/graphiql.md, in the order they are shown. */
function graphiqlQueries(): string[] {
  const guide = readFileSync(join(projectRoot, 'docs', 'graphiql.md'), 'utf8')
  return [...guide.matchAll(/```graphql\n([^]*?)```/g)].map(([, query]) => query ?? '')
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

/** A developer's first steps in GraphiQL: the example queries answer with the site's content. */
export function describeGraphiqlExamples(server: () => DevelopmentServer) {
  describe('the GraphiQL examples of docs/graphiql.md', () => {
    const run = async (query: string): Promise<QueryResult> => {
      const response = await fetch(`${server().origin}/___graphql`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ query }),
      })
      return (await response.json()) as QueryResult
    }

    it('are three', () => {
      expect(graphiqlQueries()).toHaveLength(3)
    })

    it('list every page with its translations', async () => {
      const [allPages = ''] = graphiqlQueries()
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
      const [, germanPosts = ''] = graphiqlQueries()
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
      const [, , graph = ''] = graphiqlQueries()
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
