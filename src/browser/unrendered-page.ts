/**
 * What Gatsby's browser bundle gets in place of every page template in a production build
 * (src/node/webpack-config.ts): production pages never load that bundle, and compiling each
 * template once per MDX file for it cost as much build time as rendering the pages.
 */
export default function UnrenderedPage() {
  return null
}
