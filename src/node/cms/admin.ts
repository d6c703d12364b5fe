import { cpSync, mkdirSync, readdirSync, rmSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { company } from '../../config/site'
import { contentRoot, projectRoot, resolveFromProject } from '../project-paths'
import englishStrings from '../../../content/strings/index.en.json'
import { defaultLanguage, languageCodes, type Language } from '../../i18n/languages'
import { cmsTexts } from './cms-texts'
import { decapConfig, type CmsBackend } from './decap-config'

/** Where the CMS is served; the site's pages never link to it or load its code. */
export const adminFolder = 'admin'

/**
 * The policy of the CMS page alone (docs/cms.md, "It never reaches visitors"): Decap compiles its
 * configuration schema at run time ('unsafe-eval'), styles itself inline, previews uploads as
 * blobs and talks to its backend: the local one of `npm run cms`, or GitHub and Netlify Identity.
 */
export const adminContentSecurityPolicy = [
  "default-src 'self'",
  "script-src 'self' 'unsafe-eval'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: blob: https://avatars.githubusercontent.com",
  "font-src 'self' data:",
  "connect-src 'self' blob: data: http://localhost:8081 https://api.github.com https://*.netlify.app https://*.netlify.com",
  "frame-src 'self' blob:",
  "worker-src 'self' blob:",
  "frame-ancestors 'none'",
  "base-uri 'self'",
  "object-src 'none'",
].join('; ')

/** The backend the deployed CMS saves through, from the build's settings (docs/cms.md). */
export function cmsBackend(env: NodeJS.ProcessEnv = process.env): CmsBackend {
  const branch = env.CMS_BRANCH ?? 'main'
  if (!env.CMS_REPO) return { name: 'git-gateway', branch }
  return {
    name: 'github',
    repo: env.CMS_REPO,
    branch,
    ...(env.CMS_AUTH_URL && { base_url: env.CMS_AUTH_URL }),
  }
}

/** The script that starts the CMS in the writer's language (src/browser/cms/start.ts). */
export const startScript = 'start-cms.js'

/** Decap's own bundle, as its npm package ships it. */
const decapScript = 'decap-cms.js'

/** The script that previews an entry as the site's page (src/browser/cms/preview). */
export const previewScript = 'preview.js'

/** The configuration in the words of `language` (cms-texts.ts); the CMS's start picks the writer's. */
export const configFile = (language: Language) => `config.${language}.yml`

/** Decap's bundle runs after the script that holds its start, and before the preview's. */
const adminPage = `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <meta name="robots" content="noindex, nofollow" />
    <title>Content manager | ${company.name}</title>
    <link href="/${adminFolder}/${configFile(defaultLanguage)}" type="text/yaml" rel="cms-config-url" />
  </head>
  <body>
    <script src="/${adminFolder}/${startScript}"></script>
    <script src="/${adminFolder}/${decapScript}"></script>
    <script src="/${adminFolder}/${previewScript}"></script>
  </body>
</html>
`

/** The part of Express's response the development server's route uses. */
interface FileResponse {
  sendFile: (path: string) => void
}

/**
 * The development server serves files of public/ but not a folder's index.html, which the static
 * hosts do: so it answers /admin and /admin/ with the CMS's page itself.
 */
export function serveAdminPage(app: {
  get: (paths: string[], handler: (request: unknown, response: FileResponse) => void) => void
}) {
  app.get([`/${adminFolder}`, `/${adminFolder}/`], (_request, response) => {
    response.sendFile(join(projectRoot, 'public', adminFolder, 'index.html'))
  })
}

/**
 * Writes the CMS into public/admin/: Decap's own prebuilt bundle from its npm package (no CDN),
 * the page that loads it after the script that starts it in the writer's language
 * (buildCmsStart) and before the preview's (buildCmsPreview), and the configuration generated
 * from the content's descriptions, in each language of the CMS; returns the English one.
 */
export function writeAdmin(publicDir: string) {
  const folder = join(publicDir, adminFolder)
  rmSync(folder, { recursive: true, force: true })
  mkdirSync(folder, { recursive: true })
  const dist = join(resolveFromProject('decap-cms/package.json'), '..', 'dist')
  for (const file of readdirSync(dist).filter((name) => /(decap-cms\.js|\.wasm)$/.test(name)))
    cpSync(join(dist, file), join(folder, file))
  const pageFolders = readdirSync(join(contentRoot, 'pages'), { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name)
    .sort()
  const configIn = (language: Language) =>
    decapConfig(pageFolders, cmsBackend(), englishStrings, cmsTexts(language))
  for (const language of languageCodes)
    writeFileSync(
      join(folder, configFile(language)),
      `${JSON.stringify(configIn(language), null, 2)}\n`,
    )
  writeFileSync(join(folder, 'index.html'), adminPage)
  return configIn(defaultLanguage)
}
