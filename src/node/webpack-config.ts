import type { GatsbyNode } from 'gatsby'
import { builtAssets } from './built-assets'

export const onCreateWebpackConfig: GatsbyNode['onCreateWebpackConfig'] = ({
  stage,
  actions,
  plugins,
  getConfig,
}) => {
  if (stage === 'build-javascript') {
    // Production pages never load Gatsby's browser bundle (src/ssr/without-runtime.tsx), so source
    // maps and minification of it were half of its build time spent on files nobody downloads.
    const config = getConfig()
    config.devtool = false
    config.optimization.minimize = false
    actions.replaceWebpackConfig(config)
  }
  if (stage === 'build-html' || stage === 'develop-html') {
    // The page renderer learns the hashed URLs of what the build made outside webpack.
    const { enhancements, font } = builtAssets()
    actions.setWebpackConfig({
      plugins: [
        plugins.define({
          ENHANCEMENT_FILES: JSON.stringify(enhancements),
          FONT_FILE: JSON.stringify(font),
        }),
      ],
    })
  }
}
