/**
 * The brand mark (a shelf with rising bars) as shapes on a 32×32 grid. The header logo draws it
 * in JSX and the build draws the favicon and app icons from it, so the mark has one source.
 */
export const brandColors = { navy: '#0b2545', gold: '#f2b441', white: '#ffffff' } as const

export const brandMark = [
  { x: 0, y: 0, width: 32, height: 32, rx: 8, fill: brandColors.navy },
  { x: 7, y: 16, width: 4, height: 8, rx: 1, fill: brandColors.gold },
  { x: 14, y: 12, width: 4, height: 12, rx: 1, fill: brandColors.gold },
  { x: 21, y: 7, width: 4, height: 17, rx: 1, fill: brandColors.white },
  { x: 5, y: 25, width: 22, height: 2, rx: 1, fill: brandColors.white },
] as const

/** The mark as a standalone SVG document. */
export function brandMarkSvg(): string {
  const shapes = brandMark
    .map(
      ({ x, y, width, height, rx, fill }) =>
        `<rect x="${x}" y="${y}" width="${width}" height="${height}" rx="${rx}" fill="${fill}"/>`,
    )
    .join('')
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32">${shapes}</svg>`
}
