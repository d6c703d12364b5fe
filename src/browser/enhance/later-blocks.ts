import { laterBlockSelector } from '../../styles/later-blocks'

/**
 * Lays out the blocks that waited for the first screen (src/styles/later-blocks.ts), one per task
 * from the top, so that no task grows long. The page then has its real height (an exact
 * scrollbar, in-page links that land where they point), and whatever reads it without scrolling
 * sees each block where it is drawn: Lighthouse's accessibility audit had read the text of a
 * block still at its guessed height over the footer. The blocks are found by their selector, not
 * by their computed style, which would make the browser work out the styles of every block it
 * had left aside.
 */
export function layOutLaterBlocks(root: Document) {
  const waiting = [...root.querySelectorAll<HTMLElement>(laterBlockSelector)]
  const layOutNext = () => {
    const block = waiting.shift()
    if (!block) return
    block.style.contentVisibility = 'visible'
    // Reading its size lays the block out now, in this task, not with all the others in the
    // next frame.
    void block.offsetHeight
    setTimeout(layOutNext, 0)
  }
  // The boot script loads this one only once the first screen is painted (src/browser/boot.ts).
  setTimeout(layOutNext, 0)
}
