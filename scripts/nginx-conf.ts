/**
 * Prints the nginx rules of the built site (headers, aliases, not-found pages), to include in a
 * server block whose root is public/. Usage: npm run build && npm run nginx-conf > site.conf
 */
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { nginxConfig } from '../src/node/nginx-config'
import { parseHeaders, parseRedirects } from '../src/node/post-build/host-rules'
import { projectRoot } from '../src/node/project-paths'

const built = (name: string) => readFileSync(join(projectRoot, 'public', name), 'utf8')
process.stdout.write(
  nginxConfig(parseHeaders(built('_headers')), parseRedirects(built('_redirects'))),
)
