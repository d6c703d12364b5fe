import { readFileSync, readdirSync } from 'node:fs'
import { dirname, extname, join, posix, relative } from 'node:path'
import { gunzipSync } from 'node:zlib'
import { siteUrl } from '../../src/config/site'
import { uploadsPrefix } from '../../src/i18n/not-found'
import { resolveFile } from '../../tools/static-server'
import { languageCodes } from '../../src/i18n/languages'
import { adminFolder, configFile } from '../../src/node/cms/admin'

/**
 * The files a visitor, a host, a crawler or a writer asks for without a link to them: the host's
 * rules, the crawler's entry points and the browser's icon, the home page and the host's
 * not-found page, the CMS with the configuration Decap loads from beside its page, and the files
 * uploaded to the old site, kept at their addresses for links from elsewhere.
 */
const entryPoints = [
  '_headers',
  '_redirects',
  'robots.txt',
  'sitemap.xml',
  'favicon.ico',
  'index.html',
  '404.html',
  'admin/index.html',
  ...languageCodes.map((language) => `${adminFolder}/${configFile(language)}`),
]
const uploadsFolder = uploadsPrefix.slice(1)

/** Files whose text can name other files. */
const textExtensions = new Set([
  '.html',
  '.xml',
  '.txt',
  '.json',
  '.webmanifest',
  '.css',
  '.js',
  '',
])

/**
 * Paths a text names: the site's own absolute URLs, paths from the root, and (in HTML) `src`
 * and `href` relative to the page.
 */
function namedPaths(text: string, fileUrl: string): string[] {
  const paths: string[] = []
  for (const [url] of text.matchAll(/https?:\/\/[^\s"'<>()]+/g)) {
    if (url.startsWith(`${siteUrl}/`)) paths.push(url.slice(siteUrl.length))
  }
  for (const [path] of text.matchAll(/(?<=[\s"'(=,`])\/(?!\/)[^\s"'<>()?#,`]*/g)) paths.push(path)
  for (const [, path = ''] of text.matchAll(/\s(?:src|href)="(?![a-z]+:|\/|#)([^"?#]+)/g))
    paths.push(posix.join(posix.dirname(fileUrl), path))
  return paths
}

/**
 * File names a script mentions, as it builds the addresses it loads from them (Pagefind's
 * `${basePath}pagefind-entry.json`, say), taken relative to the script's folder; and the chunks
 * a webpack bundle (the CMS's) loads by id (`__webpack_require__.e(<id>)`, minified `n.e(<id>)`) from `<id>.<name>.js`.
 */
function mentionedFiles(script: string, file: string, fileUrl: string): string[] {
  const folder = posix.dirname(fileUrl)
  const names = [...script.matchAll(/[\w~-][\w~.-]*(?:\/[\w~.-]+)*\.[a-z][a-z0-9]*/gi)].map(
    ([name]) => posix.join(folder, name),
  )
  const chunkIds = new Set([...script.matchAll(/\b\w+\.e\((\d+)\)/g)].map(([, id]) => id))
  if (chunkIds.size === 0) return names
  const chunks = readdirSync(dirname(file)).filter((name) =>
    chunkIds.has(/^(\d+)\.[\w.-]*\.js$/.exec(name)?.[1] ?? ''),
  )
  return [...names, ...chunks.map((name) => posix.join(folder, name))]
}

/**
 * Pagefind's index names its parts by hash: the entry file each language's metadata and
 * WebAssembly, the (compressed) metadata its index chunks, fragments and filters.
 */
function searchIndexParts(file: string, fileUrl: string): string[] {
  const folder = posix.dirname(fileUrl)
  if (file.endsWith('pagefind-entry.json')) {
    const { languages } = JSON.parse(readFileSync(file, 'utf8')) as {
      languages: Record<string, { hash: string; wasm: string }>
    }
    return Object.values(languages).flatMap(({ hash, wasm }) => [
      `${folder}/pagefind.${hash}.pf_meta`,
      `${folder}/wasm.${wasm}.pagefind`,
    ])
  }
  // A language as Pagefind names it: the page's `lang`, in lower case (de, pt-pt).
  const language = /pagefind\.([a-z]+(?:-[a-z]+)?)_/.exec(fileUrl)?.[1] ?? ''
  const metadata = gunzipSync(readFileSync(file)).toString('latin1')
  return [...metadata.matchAll(new RegExp(`${language}_[0-9a-f]{7,}`, 'g'))].flatMap(([part]) => [
    `${folder}/index/${part}.pf_index`,
    `${folder}/fragment/${part}.pf_fragment`,
    `${folder}/filter/${part}.pf_filter`,
  ])
}

/** The paths (from the root) a file names. */
function referencesOf(publicDir: string, file: string): string[] {
  const fileUrl = `/${relative(publicDir, file)}`
  if (file.endsWith('pagefind-entry.json') || file.endsWith('.pf_meta'))
    return searchIndexParts(file, fileUrl)
  if (!textExtensions.has(extname(file))) return []
  const text = readFileSync(file, 'utf8')
  return [
    ...namedPaths(text, fileUrl),
    ...(file.endsWith('.js') ? mentionedFiles(text, file, fileUrl) : []),
  ]
}

/**
 * The files of a built site that nothing uses: whatever is not an entry point nor reached from
 * one through the pages, host rules, feeds, manifest, crawler files, scripts and search index.
 */
export function unusedFiles(publicDir: string): string[] {
  const all = readdirSync(publicDir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => join(entry.parentPath, entry.name))
  const reached = new Set<string>()
  const uploads = all.filter((file) => relative(publicDir, file).startsWith(`${uploadsFolder}/`))
  const queue = [...entryPoints.map((name) => join(publicDir, name)), ...uploads]
  for (let file = queue.pop(); file !== undefined; file = queue.pop()) {
    if (reached.has(file)) continue
    reached.add(file)
    for (const path of referencesOf(publicDir, file)) {
      const target = resolveFile(publicDir, path)
      if (target && !reached.has(target)) queue.push(target)
    }
  }
  return all
    .filter((file) => !reached.has(file))
    .map((file) => relative(publicDir, file))
    .sort()
}
