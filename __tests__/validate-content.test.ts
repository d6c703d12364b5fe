import { join } from 'node:path'
import { listMdxFiles } from '../src/node/content-files'
import { contentRoot, projectRoot } from '../src/node/project-paths'
import { checkContentFiles, formatProblem, validateContent } from '../src/node/validate'

const fixtures = join(__dirname, 'fixtures', 'content-problems')

/** The files of a fixture's content folder, and the problems of those that are out of place. */
function read(fixture: string) {
  const root = join(fixtures, fixture)
  const content = join(root, 'content')
  const { files, problems } = checkContentFiles(listMdxFiles(content), content, root)
  return { files, unplaced: problems.filter(({ message }) => message.includes('is not where')) }
}

/** The author (laura) and category (ads) every fixture's articles name. */
const articleEntries = read('entries').files

/** The messages the build would print for a fixture's content folder. */
function messagesFor(fixture: string): string[] {
  const { files, unplaced } = read(fixture)
  return [...unplaced, ...validateContent([...files, ...articleEntries])].map(formatProblem)
}

describe('content validation', () => {
  it('accepts the real content of the site', () => {
    expect(checkContentFiles(listMdxFiles(contentRoot), contentRoot, projectRoot).problems).toEqual(
      [],
    )
  })

  it('accepts a valid fixture with a translation and an alias', () => {
    expect(messagesFor('valid')).toEqual([])
  })

  it('names a missing required field, what it expects and what it is for', () => {
    expect(messagesFor('missing-field')).toContain(
      'content/legal/privacy/index.en.mdx, field "description": is missing. Expected a text of at most 160 characters (One or two sentences for search results and link previews.).',
    )
  })

  it('names a field of the wrong type and what was found instead', () => {
    expect(messagesFor('wrong-type')).toContain(
      'content/legal/privacy/index.en.mdx, line 3, field "title": expected a text, but found a list.',
    )
  })

  it('refuses a shared fact in a translation: it is written once, in the English file', () => {
    expect(messagesFor('shared-fact')).toContain(
      'content/legal/privacy/index.de.mdx, line 5, field "lastUpdated": is written once, in the English file (index.en.mdx), and every language shows it from there. Remove it here.',
    )
  })

  it('refuses a source version in an English file, which is the source itself', () => {
    expect(messagesFor('source-version')).toContain(
      'content/legal/privacy/index.en.mdx, line 6, field "translatedFrom": belongs in translations only: the English file is the source they are translated from. Remove it.',
    )
  })

  it('names a misspelt fact component or legal fact in the body, with its line and the known ones', () => {
    const messages = messagesFor('unknown-component').filter((message) => message.includes('line'))
    expect(messages).toEqual([
      expect.stringMatching(
        /^content\/legal\/privacy\/index\.en\.mdx, line 10: <CompanyEmial \/> is not a component of the site\. Did you mean "CompanyEmail"\? The components are: <CompanyName \/>, /,
      ),
      expect.stringMatching(
        /^content\/legal\/privacy\/index\.en\.mdx, line 10: <LegalFact name="euRepresentativ" \/> names no legal fact\. .*The facts are: legalName, /,
      ),
      expect.stringMatching(
        /^content\/legal\/privacy\/index\.en\.mdx, line 12: <LegalFact \/> needs the name of the fact, e\.g\. <LegalFact name="vatId" \/>\./,
      ),
    ])
  })

  it('names what the body gets wrong, each on its line, with what to do', () => {
    const file = 'content/blog/launch/index.en.mdx'
    const videoExample = '<Video youtube="M7lc1UVf-VE" title="What the video shows" />'
    expect(messagesFor('body-problems')).toEqual([
      `${file}, line 37: <Video /> plays one video: give its id on YouTube or on Vimeo, e.g. ${videoExample} (the id is the part after "v=" in a YouTube address, the number in a Vimeo address).`,
      `${file}, line 39: <Video youtube="abc" /> is not a YouTube video id: it is the 11 characters after "v=" in the video's address.`,
      `${file}, line 41: <Video /> needs a title, which names the video for those who cannot see it, e.g. ${videoExample}.`,
      `${file}, line 17: this table row has 2 cell(s) and the table's header 3. Give every row one cell per column: add empty cells ("| |") or move the extra text.`,
      `${file}, line 18: this table row has 4 cell(s) and the table's header 3. Give every row one cell per column: add empty cells ("| |") or move the extra text.`,
      `${file}, line 20: [^later] cites a footnote that is not written. Add a line "[^later]: …" with the note below the paragraph, or remove [^later].`,
      `${file}, line 33: an <img> tag is not made ready for every screen as the site's images are, and a photo from another site would tell that site of every visitor. Save the image beside this file and write ![What it shows](./name.jpg "Caption") instead.`,
      `${file}, line 35: an <iframe> loads another site's page, and tells that site of every visitor, before anyone asks for it; the site's security policy blocks it. Link to the page instead.`,
      `${file}, line 23: the footnote [^unused] is cited nowhere in the text. Add [^unused] where it belongs, or delete the note.`,
      `${file}, line 25: the image "./report.png" has no description for readers who cannot see it. Write what it shows between the brackets: ![The search term report, filtered by match type](./report.png).`,
      `${file}, line 27: the image "./reprot.png" is not in this item's folder. Did you mean "./report.png"? Save the file beside this one, or correct the name.`,
      `${file}, line 29: the image "https://example.com/chart.png" is on another site. A page loads nothing from other sites, which would learn of every visitor. Save the image beside this file and write ![A chart](./name.jpg).`,
      `${file}, line 31: the image "./huge.png" cannot be shown: it is 20000 × 15000 pixels (300 megapixels), more than any screen shows. Save it at most 10,000 pixels on its longer side (6,000 is plenty), as JPEG, WebP or AVIF.`,
      `${file}, line 43: the image "./poster.jpg" is not in this item's folder. Save the file beside this one, or correct the name.`,
    ])
  })

  it('names the line where the body stops being readable MDX', () => {
    expect(messagesFor('body-unreadable')).toEqual([
      expect.stringMatching(
        /^content\/blog\/launch\/index\.en\.mdx, line 16: the text cannot be read as MDX: .*<Note>.*\. Check the tags \(<…>\) and braces \(\{…\}\) there\.$/,
      ),
    ])
  })

  it("rejects a slug without its language's prefix", () => {
    expect(messagesFor('slug-prefix')).toContain(
      'content/legal/privacy/index.de.mdx, line 2, field "slug": "/datenschutz" does not belong to this file\'s language (de). An address in this file must start with "/de" (e.g. "/de/...").',
    )
  })

  it('rejects an English slug that carries another language prefix', () => {
    expect(messagesFor('slug-prefix-en')).toContain(
      'content/legal/privacy/index.en.mdx, line 2, field "slug": "/es/privacidad" does not belong to this file\'s language (en). An address in this file must not start with a language prefix (/en, /es, /de, /it, /fr, /pt, /pl).',
    )
  })

  it('rejects an address that is not a clean path', () => {
    expect(messagesFor('bad-address')).toContain(
      'content/legal/privacy/index.en.mdx, line 2, field "slug": "/Privacy Policy/" is not a valid address. Start with "/", use lower-case letters, digits and hyphens, separate parts with "/", and do not end with "/".',
    )
  })

  it('rejects an alias on the address of a page, naming both files', () => {
    expect(messagesFor('alias-on-page')).toContain(
      'content/legal/terms/index.en.mdx: the address "/privacy-policy" is claimed more than once: by the page content/legal/privacy/index.en.mdx and by an alias in content/legal/terms/index.en.mdx. An alias must be an address that no page has; remove it from the aliases.',
    )
  })

  it('rejects one alias claimed by two pages, which would redirect to two places', () => {
    expect(messagesFor('alias-twice')).toContain(
      'content/legal/privacy/index.en.mdx: the address "/legal" is claimed more than once: by an alias in content/legal/privacy/index.en.mdx and by an alias in content/legal/terms/index.en.mdx. Give each page its own address.',
    )
  })

  it('rejects two pages on the same address', () => {
    expect(messagesFor('duplicate-path')).toContain(
      'content/legal/privacy/index.en.mdx: the address "/legal" is claimed more than once: by the page content/legal/privacy/index.en.mdx and by the page content/legal/terms/index.en.mdx. Give each page its own address.',
    )
  })

  it('names the languages a page lacks and the files to add', () => {
    expect(messagesFor('missing-language')).toEqual([
      'content/legal/privacy: is missing the language(s) es, it, fr, pt, pl. Every page needs a file per language: add index.es.mdx, index.it.mdx, index.fr.mdx, index.pt.mdx, index.pl.mdx.',
    ])
  })

  it('accepts an article in English and German only: it goes out in the languages it is written in', () => {
    expect(messagesFor('article-in-some-languages')).toEqual([])
  })

  it('names an author or category that has no entry, with the closest one', () => {
    expect(messagesFor('unknown-entries')).toEqual([
      'content/blog/launch/index.en.mdx, line 6, field "author": "lara" is not in content/authors. Did you mean "laura"? Write the folder name of one of: laura, or add content/authors/lara/ with its files.',
      'content/blog/launch/index.en.mdx, line 7, field "categories[0]": "adds" is not in content/categories. Did you mean "ads"? Write the folder name of one of: ads, or add content/categories/adds/ with its files.',
      'content/blog/launch/index.en.mdx, line 7, field "categories[1]": "pricing" is not in content/categories. Write the folder name of one of: ads, or add content/categories/pricing/ with its files.',
    ])
  })

  it('refuses an update dated before the article was published', () => {
    expect(messagesFor('updated-before-date')).toEqual([
      'content/blog/launch/index.en.mdx, line 6, field "updated": is 2025-08-01, before the article was published (date: 2025-08-28). Write the day of the update, on or after the publication date.',
    ])
  })

  it('asks for the English file of an article, which holds its shared facts', () => {
    expect(messagesFor('article-without-english')).toEqual([
      'content/blog/launch: has no English file. An article is written in English first (index.en.mdx holds its date, author and cover, and translations are checked against it): add it.',
    ])
  })

  it('refuses text below the frontmatter of a page that shows only its fields, which would be lost', () => {
    expect(messagesFor('text-below-fields')).toContain(
      "content/pages/contact/index.en.mdx, line 58: holds text below its frontmatter, which a contact page does not show: it would be lost. Move it into one of the page's fields, or remove it.",
    )
  })

  it('names a blank file: an article’s is to write or delete, a page’s to write', () => {
    expect(messagesFor('blank-file')).toEqual([
      'content/blog/launch/index.es.mdx: is empty: write it or delete it. An article needs no file in a language it is not written in; the site then leaves it out of that language.',
      'content/legal/privacy/index.it.mdx: is empty: write it. Every page exists in every language.',
    ])
  })

  it('rejects a file for a language the site does not have, listing the valid ones', () => {
    expect(messagesFor('unknown-language')).toContain(
      'content/legal/privacy/index.jp.mdx: "jp" is not a language of the site. Name the file index.<language>.mdx with one of: en, es, de, it, fr, pt, pl.',
    )
  })

  it('rejects a title that another page has', () => {
    expect(messagesFor('duplicate-title')).toContain(
      'content/legal/privacy/index.en.mdx, field "title": "Legal" is also the title of content/legal/terms/index.en.mdx. Give every page its own title.',
    )
  })

  it('rejects a description longer than search results show', () => {
    expect(messagesFor('long-description')).toContain(
      'content/legal/privacy/index.en.mdx, line 4, field "description": is 165 characters long; search results show at most 160. Shorten it.',
    )
  })

  it('rejects a date that does not exist in the calendar', () => {
    expect(messagesFor('malformed-date')).toContain(
      'content/legal/privacy/index.en.mdx, line 5, field "lastUpdated": expected a date written as YYYY-MM-DD, but found the text "2025-02-30".',
    )
  })

  it('rejects a date in another format', () => {
    expect(messagesFor('date-format')).toContain(
      'content/legal/privacy/index.en.mdx, line 5, field "lastUpdated": expected a date written as YYYY-MM-DD, but found the text "28/08/2025".',
    )
  })

  it('suggests the closest known field for a misspelt one', () => {
    expect(messagesFor('misspelt-field')).toContain(
      'content/legal/privacy/index.en.mdx, line 6, field "lastUpdate": is not a known field. Did you mean "lastUpdated"? Known fields here: slug, aliases, title, description, translatedFrom, lastUpdated.',
    )
  })

  it('lists the valid values of a field with a fixed set of values', () => {
    expect(messagesFor('unknown-value')).toContain(
      'content/pages/pricing/index.en.mdx, line 11, field "plans.items[0].key": expected one of: advertising, content, custom, international, management, strategy, but found the text "platinum".',
    )
  })

  it('names the line of a frontmatter that is not valid YAML, instead of failing the build', () => {
    expect(messagesFor('yaml-syntax')).toContainEqual(
      expect.stringMatching(
        /^content\/legal\/privacy\/index\.en\.mdx: line 3: the frontmatter is not valid YAML \(.+\)\. Check the quotes, colons and indentation there\.$/,
      ),
    )
  })

  it('names every line a writer has still to write after npm run new', () => {
    expect(messagesFor('unwritten')).toEqual(
      expect.arrayContaining([
        'content/legal/privacy/index.en.mdx: line 4 still holds the text "TO WRITE" that `npm run new` left there. Replace it with the real text in this file\'s language.',
        'content/legal/privacy/index.en.mdx: line 8 still holds the text "TO WRITE" that `npm run new` left there. Replace it with the real text in this file\'s language.',
      ]),
    )
  })

  it('reports an image that is not next to the file', () => {
    expect(messagesFor('missing-image')).toContain(
      'content/blog/launch/index.en.mdx, line 8, field "image": the image "cover.jpg" is not in this item\'s folder. Put the file next to the .mdx file or correct the name.',
    )
  })

  it('refuses an SVG cover that cannot be drawn in the page, saying why and what to do', () => {
    expect(messagesFor('unsafe-svg')).toContain(
      'content/blog/launch/index.en.mdx, line 8, field "image": the image "cover.svg" cannot be drawn in the page: it holds a script, which an image in a page may not run. Remove it.',
    )
  })

  it('reads any other folder in content/pages as a plain page, with the fields of one', () => {
    expect(messagesFor('unknown-page')).toContain(
      'content/pages/careers/index.en.mdx, line 5, field "lastUpdated": is not a known field. Known fields here: slug, aliases, title, description, translatedFrom.',
    )
  })

  it('rejects a file outside the content layout', () => {
    expect(messagesFor('misplaced')).toContain(
      'content/privacy.en.mdx: is not where content files go. Use content/<pages|legal|blog|categories|authors>/<item>/index.<language>.mdx.',
    )
  })
})

describe('translation rules on files that the file system cannot hold twice', () => {
  it('rejects two files of one item in the same language', () => {
    const file = (displayPath: string) => ({
      section: 'legal',
      translationKey: 'privacy',
      language: 'de',
      displayPath,
      version: 'abc',
      fieldLines: {},
      siblingFiles: new Map(),
      frontmatter: {
        slug: '/de/datenschutz',
        title: 'Datenschutz',
        description: 'D',
        lastUpdated: '2025-09-01',
      },
    })
    const messages = validateContent([
      file('a/index.de.mdx'),
      { ...file('b/index.de.mdx'), frontmatter: { ...file('').frontmatter, slug: '/de/privat' } },
    ]).map(formatProblem)
    expect(messages).toContain(
      'content/legal/privacy: has more than one file for the language de: a/index.de.mdx, b/index.de.mdx. Keep one.',
    )
  })
})
