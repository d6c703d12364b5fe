import { spawn, type ChildProcess } from 'node:child_process'
import { readFileSync, rmSync } from 'node:fs'
import { createServer } from 'node:net'
import { join } from 'node:path'
import { languageCodes } from '../src/i18n/languages'
import { projectRoot } from '../src/node/project-paths'
import { copyProject } from '../tools/project-copy'

/** The example queries of README's GraphiQL section, in the order they are shown. */
function readmeQueries(): string[] {
  const readme = readFileSync(join(projectRoot, 'README.md'), 'utf8')
  const section = /^## Query the content in GraphiQL\n([^]*?)^## /m.exec(readme)?.[1] ?? ''
  return [...section.matchAll(/```graphql\n([^]*?)```/g)].map(([, query]) => query ?? '')
}

const freePort = () =>
  new Promise<number>((resolve) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number }
      server.close(() => resolve(port))
    })
  })

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

/**
 * A developer's first steps in GraphiQL: the queries README shows run against `npm start`'s
 * development server and answer with the site's content. The server runs in a temporary copy, so
 * that its cache does not mix with the production build the other tests serve.
 */
describe('the GraphiQL examples of README', () => {
  let copy: string
  let server: ChildProcess
  let origin: string
  const run = async (query: string): Promise<QueryResult> => {
    const response = await fetch(`${origin}/___graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ query }),
    })
    return (await response.json()) as QueryResult
  }

  beforeAll(async () => {
    copy = copyProject('graphiql-')
    const port = await freePort()
    origin = `http://127.0.0.1:${port}`
    server = spawn(
      join(copy, 'node_modules', '.bin', 'gatsby'),
      ['develop', '--host', '127.0.0.1', '--port', String(port)],
      {
        cwd: copy,
        // Jest sets NODE_ENV=test, which gatsby develop refuses to run under.
        env: { ...process.env, NODE_ENV: 'development', GATSBY_TELEMETRY_DISABLED: '1' },
        stdio: ['ignore', 'pipe', 'pipe'],
        detached: true,
      },
    )
    // Gatsby reports a failed start on either stream; the end of the output says why.
    let output = ''
    const keepEnd = (chunk: Buffer) => (output = (output + chunk.toString()).slice(-4000))
    server.stdout?.on('data', keepEnd)
    server.stderr?.on('data', keepEnd)
    const deadline = Date.now() + 400_000
    for (;;) {
      const ready = await run('{ allMdx(limit: 1) { totalCount } }').then(
        (result) => result.data !== undefined,
        () => false,
      )
      if (ready) break
      if (Date.now() > deadline || server.exitCode !== null)
        throw new Error(`The development server did not start:\n${output}`)
      await new Promise((resolve) => setTimeout(resolve, 2000))
    }
  }, 420_000)

  afterAll(() => {
    if (server.pid) process.kill(-server.pid, 'SIGTERM')
    rmSync(copy, { recursive: true, force: true })
  })

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
