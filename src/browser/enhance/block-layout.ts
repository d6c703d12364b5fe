/**
 * Blocks below the first screen are left unlaid-out until they near it (`content-visibility:
 * auto`, the theme's `layout.renderWhenNear`), so that a phone lays out one screen, not the whole
 * page, before its first paint. Once that screen is shown, this lays the other blocks out, one
 * per task from the top, so that no task grows long: the page then has its real height (an
 * exact scrollbar, in-page links that land where they point) and each block stands where it
 * is drawn for whatever reads the page without scrolling it, Lighthouse's accessibility audit
 * among them, which had read text of a block still at its guessed height over the footer.
 */
export function layOutBlocksInTurn(root: Document) {
  const waiting = [...root.body.querySelectorAll<HTMLElement>('*')].filter(
    (element) => getComputedStyle(element).contentVisibility === 'auto',
  )
  const layOutNext = () => {
    const block = waiting.shift()
    if (!block) return
    block.style.contentVisibility = 'visible'
    // Reading its size lays the block out now, in this task, rather than with all the others
    // in the next frame.
    void block.offsetHeight
    setTimeout(layOutNext, 0)
  }
  setTimeout(layOutNext, 0)
}
