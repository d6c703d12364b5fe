/** @jest-environment node */
import { mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { editedFile, type DecapPreviewProps } from '../src/browser/cms/preview/edited-file'
import { buildCmsPreview } from '../src/node/cms/preview-bundle'
import { projectRoot } from '../src/node/project-paths'

/** An Immutable.js map as Decap hands it to a preview template, with what the preview reads. */
function decapMap(value: Record<string, unknown>) {
  const read = (path: readonly string[]) =>
    path.reduce<unknown>(
      (inner, key) =>
        inner !== null && typeof inner === 'object'
          ? (inner as Record<string, unknown>)[key]
          : undefined,
      value,
    )
  return {
    get: (key: string) => read([key]),
    getIn: read,
    toJS: () => value,
  }
}

/** Decap's props for an entry of `collection`, with its data in the pane's `locale`. */
const props = (
  collection: Record<string, unknown>,
  entry: Record<string, unknown>,
  locale: string,
  english: Record<string, unknown> = {},
) =>
  ({
    collection: decapMap(collection),
    entry: decapMap(entry),
    locale,
    state: { entryDraft: decapMap({ entry: { data: english } }) },
  }) as unknown as DecapPreviewProps

const legal = { folder: 'content/legal', path: '{{slug}}/index' }
const blog = { folder: 'content/blog', path: '{{slug}}/index' }

describe('the file the CMS preview checks and shows', () => {
  it('is the entry’s file in the pane’s language, its text apart from its fields', () => {
    const file = editedFile(
      props(
        legal,
        { slug: 'privacy/index', data: { title: 'Polityka', body: 'Tekst <CompanyEmail />' } },
        'pl',
        { title: 'Privacy', lastUpdated: '2026-11-27' },
      ),
    )
    expect(file).toMatchObject({
      displayPath: 'content/legal/privacy/index.pl.mdx',
      section: 'legal',
      translationKey: 'privacy',
      language: 'pl',
      kind: 'legal',
      frontmatter: { title: 'Polityka' },
      body: 'Tekst <CompanyEmail />',
      // The facts a translation shows from the English file come from the English one.
      english: { title: 'Privacy', lastUpdated: '2026-11-27' },
    })
  })

  it('is the English file itself in an English pane', () => {
    const file = editedFile(props(legal, { slug: 'terms/index', data: { title: 'Terms' } }, 'en'))
    expect(file?.english).toEqual({ title: 'Terms' })
  })

  it('names a new article’s folder plainly until the CMS names it from the title', () => {
    const file = editedFile(props(blog, { slug: '', data: { title: 'Prime Day' } }, 'de'))
    expect(file).toMatchObject({
      displayPath: 'content/blog/(new)/index.de.mdx',
      kind: 'post',
      language: 'de',
    })
  })

  it('knows the images beside an article, not its language files', () => {
    const mediaFiles = [{ name: 'cover.svg' }, { name: 'index.en.mdx' }, { name: 'chart.png' }]
    const file = editedFile(
      props(blog, { slug: 'launch/index', data: { title: 'Launch' }, mediaFiles }, 'en'),
    )
    expect(file?.folderFiles).toEqual(['cover.svg', 'chart.png'])
  })
})

describe('the CMS preview’s bundle', () => {
  const variables = { GATSBY_FORM_ID: 'preview-test-form', CMS_TEST_SECRET: 'never-in-a-file' }
  const folder = mkdtempSync(join(tmpdir(), 'cms-preview-'))
  afterAll(() => rmSync(folder, { recursive: true, force: true }))

  it('sees the build’s GATSBY_ variables the site’s code reads, and no other variable', async () => {
    Object.assign(process.env, variables)
    try {
      const outfile = join(folder, 'preview.js')
      await buildCmsPreview(projectRoot, outfile, {
        fontUrl: '/fonts/x.woff2',
        collections: [],
        euroTimeZones: [],
      })
      const bundle = readFileSync(outfile, 'utf8')
      expect(bundle).toContain(variables.GATSBY_FORM_ID)
      expect(bundle).not.toContain(variables.CMS_TEST_SECRET)
    } finally {
      delete process.env.GATSBY_FORM_ID
      delete process.env.CMS_TEST_SECRET
    }
  }, 60_000)
})
