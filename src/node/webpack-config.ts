import type { GatsbyNode } from 'gatsby'
import { join } from 'node:path'
import { builtAssets } from './built-assets'
import { projectRoot } from './project-paths'

const pageTemplates = /[\\/]src[\\/]templates[\\/][^?]+\.tsx(\?.*)?$/
const unrenderedPage = join(projectRoot, 'src', 'browser', 'unrendered-page.ts')

export const onCreateWebpackConfig: GatsbyNode['onCreateWebpackConfig'] = ({
  stage,
  actions,
  plugins,
  getConfig,
}) => {
  if (stage === 'build-javascript') {
    // Production pages never load Gatsby's browser bundle (src/ssr/without-runtime.tsx). Gatsby
    // still builds it, so it is built from empty pages, without source maps or minification:
    // compiling every template once per MDX file for it grew with the content like rendering did.
    const config = getConfig()
    config.devtool = false
    config.optimization.minimize = false
    config.plugins.push(plugins.normalModuleReplacement(pageTemplates, unrenderedPage))
    actions.replaceWebpackConfig(config)
  }
  if (stage === 'build-html' || stage === 'develop-html') {
    // The page renderer learns what the build made outside webpack.
    const { enhancements, boot, tabIcon } = builtAssets()
    actions.setWebpackConfig({
      plugins: [
        plugins.define({
          ENHANCEMENT_FILES: JSON.stringify(enhancements),
          BOOT_SCRIPTS: JSON.stringify(boot),
          TAB_ICON: JSON.stringify(tabIcon),
        }),
      ],
    })
  }
}
