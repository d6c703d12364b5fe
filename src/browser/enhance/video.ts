/**
 * A video's link (src/components/mdx/video.tsx) plays it in the page: the click that asks for it
 * is the first moment the page loads anything from the video's service. A click that opens the
 * link elsewhere (a new tab, a modifier key) is left to the browser.
 */
export function playVideosInPage(root: Document) {
  root.addEventListener('click', (event) => {
    const link = (event.target as Element | null)?.closest?.<HTMLAnchorElement>(
      'a[data-video-embed]',
    )
    const modified = event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey
    if (!link || modified) return
    event.preventDefault()
    const player = root.createElement('iframe')
    player.src = link.dataset.videoEmbed ?? ''
    player.title = link.dataset.videoTitle ?? ''
    player.allow = 'autoplay; encrypted-media; fullscreen; picture-in-picture'
    player.allowFullscreen = true
    player.setAttribute('data-video-player', '')
    link.replaceWith(player)
    player.focus()
  })
}
