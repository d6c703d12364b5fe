import type { GatsbyNode } from 'gatsby'
import { serveAdminPage } from './cms/admin'
import { waitForLazyImageSizes } from './lazy-image-wait'

/** What `npm start`'s server adds to Gatsby's: the CMS's page, and patience for new photos. */
export const onCreateDevServer: GatsbyNode['onCreateDevServer'] = ({ app }) => {
  serveAdminPage(app)
  app.use(waitForLazyImageSizes(app))
}
