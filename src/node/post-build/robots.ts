import { writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import { absoluteUrl } from '../../seo/urls'

/** Every crawler may read everything; the sitemap is named by its absolute address. */
export function robotsTxt(): string {
  return `User-agent: *\nAllow: /\n\nSitemap: ${absoluteUrl('/sitemap.xml')}\n`
}

export async function writeRobotsTxt(publicDir: string) {
  await writeFile(join(publicDir, 'robots.txt'), robotsTxt())
}
