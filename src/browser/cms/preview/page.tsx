import type { ReactElement } from 'react'
import { wrapPageElement } from '../../../components/layout/wrap-page-element'
import { wrapRootElement } from '../../../components/layout/wrap-root-element'
import { BodyImagesProvider } from '../../../components/mdx/body-images'
import { coverShape } from '../../../components/ui/cover-image'
import type { Fields } from '../../../node/frontmatter/fields'
import { contentKinds } from '../../../node/frontmatter/kinds'
import type { PreviewSite } from '../../../node/cms/preview-site'
import { itemInLanguageKey } from '../../../node/article-lists'
import { itemKey } from '../../../node/content-item'
import { readingMinutes } from '../../../node/reading-time'
import { checkedFile } from './checked-file'
import type { EditedFile } from './edited-file'
import { pageContextOf } from './site'
import { pagePreviews } from './templates'

/**
 * An image as the preview shows it. The build makes a cover ready for the page (an SVG drawn in
 * it, a photo cut to the cover's shape in several sizes); the preview shows the CMS's copy of the
 * writer's file as it is: a plain image in the same box, cropped to fill it as the build crops
 * photos, drawn through the cover's SVG path as an <image> in a drawing of the cover's shape.
 */
function imageInPreview(url: string): Queries.CoverSvgFragment {
  const { width, height } = coverShape
  const href = url.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;')
  return {
    viewBox: `0 0 ${width} ${height}`,
    body: `<image href="${href}" width="${width}" height="${height}" preserveAspectRatio="xMidYMid slice"/>`,
    url,
  }
}

/**
 * The fields as the page's query gives them to its template: the facts a translation shares with
 * the English file taken from it (the schema's @shared), images as the preview shows them.
 */
function queriedFields(file: EditedFile, assetUrl: (name: string) => string) {
  return Object.fromEntries(
    Object.entries(contentKinds[file.kind] as Fields).map(([name, field]) => {
      const value = field.shared ? file.english[name] : file.frontmatter[name]
      if (field.type !== 'image' || typeof value !== 'string') return [name, value]
      return [name, { svg: imageInPreview(assetUrl(value)), childImageSharp: null }]
    }),
  )
}

/**
 * The edited file's page as the site frames it, from the site's own wrappers and templates; or,
 * while the file has problems the build would stop at, those problems, as `npm start` shows them.
 */
export function previewPage(
  file: EditedFile,
  site: PreviewSite,
  assetUrl: (name: string) => string,
): ReactElement {
  const { problems, compiledBody, imageSources } = checkedFile(file)
  const path = String(file.frontmatter.slug)
  const location = { pathname: path }
  if (problems.length > 0) {
    const element = <></>
    return wrapRootElement({
      element: wrapPageElement({ element, props: { pageContext: { problems }, location } }),
    })
  }
  const pageContext = pageContextOf(site, file, path)
  const entryIn = (section: string, key: unknown) =>
    site.entries[itemInLanguageKey(`${section}/${String(key)}`, file.language)]
  const categories: unknown[] = Array.isArray(file.english.categories)
    ? file.english.categories
    : []
  const mdx = {
    frontmatter: queriedFields(file, assetUrl),
    compiledBody,
    readingMinutes: readingMinutes(file.body, file.language),
    bodyImages: [] as const,
    // An article's author and categories as the last build knew them (its schema's resolvers).
    authorPage: entryIn('authors', file.english.author) ?? null,
    categoryPages: categories.flatMap((key) => entryIn('categories', key) ?? []),
  }
  // The body's images, the CMS's copies of the files in the entry's folder (`./photo.jpg`).
  const images = new Map(
    imageSources.map((src) => [src, { url: assetUrl(src.replace(/^\.\//, '')) }]),
  )
  const page = pagePreviews[file.kind](
    mdx,
    site.posts[file.language] ?? [],
    pageContext,
    site.articleEnds[itemInLanguageKey(itemKey(file), file.language)],
  )
  const element = <BodyImagesProvider value={images}>{page}</BodyImagesProvider>
  return wrapRootElement({
    element: wrapPageElement({ element, props: { pageContext, location } }),
  })
}
