/**
 * Keeps Gatsby's cache between Netlify builds, as Cloudflare Pages' build caching does: the last
 * build's `.cache` and `public` come back before the build, so a build renders again only the
 * pages whose data changed (docs/deploying.md). Netlify restores nothing into a folder that
 * exists, and saves only after a build that succeeded.
 */
const folders = ['.cache', 'public']

module.exports = {
  async onPreBuild({ utils }) {
    const restored = await utils.cache.restore(folders)
    console.log(restored ? "Restored Gatsby's cache." : 'No Gatsby cache yet: a full build.')
  },
  async onPostBuild({ utils }) {
    await utils.cache.save(folders)
  },
}
