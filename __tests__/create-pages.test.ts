import { readFileSync } from 'node:fs'
import { join, relative } from 'node:path'
import type { Actions, CreatePagesArgs, Node } from 'gatsby'
import { listMdxFiles, parseFrontmatter } from '../src/node/content-files'
import { itemKey, kindOf, locateContentFile } from '../src/node/content-item'
import { contentKinds } from '../src/node/frontmatter/kinds'
import { createContentPages, missingTemplates } from '../src/node/pages'
import { showProblemsInPreview } from '../src/node/preview-problems'
import { contentRoot, projectRoot } from '../src/node/project-paths'

/** Mdx nodes as our onCreateNode makes them, for the given files. */
function mdxNodes(files: string[]) {
  return files.map((file, index) => {
    const location = locateContentFile(relative(contentRoot, file))
    const frontmatter = parseFrontmatter(readFileSync(file, 'utf8')) as { slug: string }
    return {
      id: `mdx-${index}`,
      internal: { type: 'Mdx', contentFilePath: file },
      frontmatter,
      fields: {
        language: location?.language,
        translationKey: location && itemKey(location),
        path: frontmatter.slug,
        kind: location && kindOf(location.section, location.translationKey),
      },
    } as unknown as Node & {
      fields: { language: string; kind: string; path: string }
      frontmatter: { date?: string }
    }
  })
}

function run(nodes: Node[]) {
  const actions = { createPage: jest.fn() }
  const reporter = { panicOnBuild: jest.fn() }
  createContentPages({
    actions,
    reporter,
    getNodesByType: () => nodes,
  } as unknown as CreatePagesArgs)
  return { actions, reporter }
}

describe('page creation', () => {
  it('has a template for every kind of content, for aliases and for not-found pages', () => {
    expect(missingTemplates([...Object.keys(contentKinds), 'alias', 'not-found'])).toEqual([])
    expect(missingTemplates(['careers'])).toEqual([
      expect.stringMatching(/src\/templates\/careers\.tsx$/),
    ])
  })

  it('creates one page per content file at its slug, with the template of its kind', () => {
    const files = listMdxFiles(contentRoot)
    const { actions, reporter } = run(mdxNodes(files))
    expect(reporter.panicOnBuild).not.toHaveBeenCalled()
    const pages = actions.createPage.mock.calls.map(([page]) => page)
    expect(pages.map((page) => page.path)).toEqual(
      expect.arrayContaining([
        '/',
        '/about',
        '/pricing',
        '/blog/double-your-targeting-amazon-campaigns',
      ]),
    )
    const pricing = pages.find((page) => page.path === '/pricing')
    expect(pricing.component).toMatch(/src\/templates\/pricing\.tsx$/)
    expect(pricing.context).toEqual({
      id: expect.any(String),
      kind: 'pricing',
      language: 'en',
      translations: expect.arrayContaining([
        { language: 'en', path: '/pricing' },
        { language: 'pl', path: '/pl/cennik' },
      ]),
      routes: expect.objectContaining({
        'pages/contact': '/contact',
        'legal/terms': '/terms-conditions',
      }),
      strings: expect.objectContaining({
        pricing: expect.objectContaining({ startingFrom: 'Starting from' }),
      }),
    })
    const germanPricing = pages.find((page) => page.path === '/de/preise')
    expect(germanPricing.context.routes['pages/contact']).toBe('/de/kontakt')
    expect(germanPricing.context.strings.pricing.startingFrom).toBe('Ab')
  })

  it('gives every page its translations in the order of the language list', () => {
    const { actions } = run(mdxNodes(listMdxFiles(contentRoot)))
    const about = actions.createPage.mock.calls
      .map(([page]) => page)
      .find((page) => page.path === '/about')
    expect(
      about.context.translations.map(({ language }: { language: string }) => language),
    ).toEqual(['en', 'es', 'de', 'it', 'fr', 'pt', 'pl'])
  })

  it('creates not-found pages per language for pages and blog posts, and one for uploads, the English page’s also as /404.html every time', () => {
    const { actions } = run(mdxNodes(listMdxFiles(contentRoot)))
    const notFound = actions.createPage.mock.calls
      .map(([page]) => page)
      .filter((page) => page.component.endsWith('not-found.tsx'))
    expect(
      notFound.map((page) => [
        page.path,
        page.matchPath,
        page.context.language,
        page.context.notFoundKind,
      ]),
    ).toEqual([
      ['/404', undefined, 'en', 'page'],
      ['/404.html', undefined, 'en', 'page'],
      ['/blog/404', '/blog/*', 'en', 'blog-post'],
      ['/es/404', '/es/*', 'es', 'page'],
      ['/es/blog/404', '/es/blog/*', 'es', 'blog-post'],
      ['/de/404', '/de/*', 'de', 'page'],
      ['/de/blog/404', '/de/blog/*', 'de', 'blog-post'],
      ['/it/404', '/it/*', 'it', 'page'],
      ['/it/blog/404', '/it/blog/*', 'it', 'blog-post'],
      ['/fr/404', '/fr/*', 'fr', 'page'],
      ['/fr/blog/404', '/fr/blog/*', 'fr', 'blog-post'],
      ['/pt/404', '/pt/*', 'pt', 'page'],
      ['/pt/blog/404', '/pt/blog/*', 'pt', 'blog-post'],
      ['/pl/404', '/pl/*', 'pl', 'page'],
      ['/pl/blog/404', '/pl/blog/*', 'pl', 'blog-post'],
      ['/lovable-uploads/404', '/lovable-uploads/*', 'en', 'upload'],
    ])
  })

  it('gives the blog its language’s articles, newest first, and the home page the newest', () => {
    const nodes = mdxNodes(listMdxFiles(contentRoot))
    const { actions } = run(nodes)
    const pages = actions.createPage.mock.calls.map(([page]) => page)
    const englishPosts = nodes
      .filter((node) => node.fields.kind === 'post' && node.fields.language === 'en')
      .sort((a, b) => String(b.frontmatter.date).localeCompare(String(a.frontmatter.date)))
      .map((node) => node.id)
    expect(englishPosts.length).toBeGreaterThan(1)
    expect(pages.find((page) => page.path === '/blog').context.postIds).toEqual(englishPosts)
    expect(pages.find((page) => page.path === '/').context.postIds).toEqual(
      englishPosts.slice(0, 1),
    )
    expect(pages.find((page) => page.path === '/pricing').context).not.toHaveProperty('postIds')
  })

  it('leads the language menu of an article to the blog’s note in a language it is not in', () => {
    const withoutGerman = mdxNodes(listMdxFiles(contentRoot)).filter(
      (node) => !(node.fields.kind === 'post' && node.fields.language === 'de'),
    )
    const { actions } = run(withoutGerman)
    const pages = actions.createPage.mock.calls.map(([page]) => page)
    const article = pages.find(
      (page) => page.path === '/blog/double-your-targeting-amazon-campaigns',
    )
    expect(
      article.context.translations.map(({ language }: { language: string }) => language),
    ).toEqual(['en', 'es', 'it', 'fr', 'pt', 'pl'])
    expect(article.context.notTranslated).toEqual([
      { language: 'de', path: '/de/blog#not-translated' },
    ])
    expect(pages.find((page) => page.path === '/de/blog').context.postIds).toEqual([])
    expect(pages.find((page) => page.path === '/pricing').context).not.toHaveProperty(
      'notTranslated',
    )
  })

  it('creates a redirect page for every alias (the host rules redirect it permanently)', () => {
    const nodes = mdxNodes(listMdxFiles(contentRoot)) as unknown as (Node & {
      frontmatter: { slug: string; aliases?: string[] }
    })[]
    const privacy = nodes.find((node) => node.frontmatter.slug === '/privacy-policy')
    if (!privacy) throw new Error('No English privacy policy in the content')
    privacy.frontmatter.aliases = ['/privacy']
    const { actions } = run(nodes)
    expect(actions.createPage).toHaveBeenCalledWith({
      path: '/privacy',
      component: expect.stringMatching(/src\/templates\/alias\.tsx$/),
      context: expect.objectContaining({ language: 'en', target: '/privacy-policy' }),
    })
  })

  it('fails the build with every problem listed, and creates no page', () => {
    const broken = join(
      __dirname,
      'fixtures/content-problems/missing-field/content/legal/privacy/index.en.mdx',
    )
    const { actions, reporter } = run(mdxNodes([...listMdxFiles(contentRoot), broken]))
    expect(actions.createPage).not.toHaveBeenCalled()
    expect(reporter.panicOnBuild).toHaveBeenCalledTimes(1)
    expect(reporter.panicOnBuild.mock.calls[0][0]).toMatch(
      /^The content has 1 problem\(s\) to fix:\n {2}- __tests__\/fixtures\/.*index\.en\.mdx: is not where content files go/,
    )
  })

  it('in npm start, shows a problem on the page of its file and makes every other page as usual', () => {
    const nodes = mdxNodes(listMdxFiles(contentRoot)) as (Node & {
      fields: { language: string; path: string }
    })[]
    const problem = {
      file: 'content/legal/privacy/index.en.mdx',
      line: 6,
      field: 'lastUpdate',
      message: 'is not a known field. Did you mean "lastUpdated"?',
    }
    const actions = { createPage: jest.fn() }
    const healthy = showProblemsInPreview(actions as unknown as Actions, nodes, [problem])
    expect(actions.createPage.mock.calls.map(([page]) => page)).toEqual([
      {
        path: '/privacy-policy',
        component: expect.stringMatching(/src\/templates\/content-problems\.tsx$/),
        context: { problems: [problem] },
      },
    ])
    expect(healthy).toHaveLength(nodes.length - 1)
    expect(healthy.map((node) => node.fields.path)).toContain('/de/datenschutz')
  })

  it('in npm start, shows the problem of a blank file, which has no address, on its item’s pages', () => {
    const folder = join(__dirname, 'fixtures/content-problems/blank-file/content/blog/launch')
    const english = {
      id: 'launch-en',
      internal: { type: 'Mdx', contentFilePath: join(folder, 'index.en.mdx') },
      fields: { language: 'en', path: '/blog/launch' },
    } as unknown as Node & { fields: { language: string; path: string } }
    const problem = {
      file: relative(projectRoot, join(folder, 'index.es.mdx')),
      message: 'is empty: write it or delete it.',
    }
    const actions = { createPage: jest.fn() }
    expect(
      showProblemsInPreview(
        actions as unknown as Actions,
        [english],
        [problem],
        listMdxFiles(folder),
      ),
    ).toEqual([])
    expect(actions.createPage.mock.calls.map(([page]) => page)).toEqual([
      {
        path: '/blog/launch',
        component: expect.stringMatching(/src\/templates\/content-problems\.tsx$/),
        context: { problems: [problem] },
      },
    ])
  })
})
