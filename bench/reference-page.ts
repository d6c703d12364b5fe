import { copyFileSync, mkdtempSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { basename, join } from 'node:path'

/**
 * The yardstick: a hand-written page with no JavaScript, no web font and no image, served
 * and measured exactly as the site's pages are. Its figures are the floor this machine and
 * Lighthouse reach; the report prints them beside the site's so a budget can be read against them.
 * Its tab icon is an empty `data:` URL, as the site's is a `data:` URL: without one, Chromium asks
 * for /favicon.ico after the load, and Lighthouse counted that request in the largest paint on
 * some runs and not on others (753 or 637 ms), so the floor moved between runs.
 */
const html = (image: string) => `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Reference page</title>
<link rel="icon" href="data:,">
<meta name="description" content="A hand-written page with no JavaScript, the benchmark's yardstick.">
<style>body{font:16px/1.6 system-ui,sans-serif;max-width:40rem;margin:0 auto;padding:1rem;color:#0f172a}</style>
</head>
<body>
<header><a href="/">Brightshelf</a></header>
<main>
<h1>Grow your brand on the marketplace</h1>
${image}<p>We help brands, sellers and vendors plan, launch and grow their business on the largest online marketplace, from the first listing to international expansion.</p>
<p>Our consultants audit your catalogue, fix what holds your listings back, run your advertising and report every month on what changed and why.</p>
<p>Tell us where you stand and we will reply within one working day with a plan.</p>
</main>
</body>
</html>
`

/** An image file and its size in pixels. */
export interface ReferenceImage {
  file: string
  width: number
  height: number
}

/**
 * Writes the reference page into a fresh folder and returns the folder, to serve as a site root.
 * With `image`, the page shows it under its heading, fetched first and as wide as the text, as
 * the site's article shows its cover: the floor of a page whose largest element is an image,
 * which the report prints for comparison (the budget stays on the page without one).
 */
export function writeReferenceSite(image?: ReferenceImage): string {
  const root = mkdtempSync(join(tmpdir(), 'bench-reference-'))
  let tag = ''
  if (image) {
    const name = basename(image.file)
    copyFileSync(image.file, join(root, name))
    tag = `<img src="/${name}" width="${image.width}" height="${image.height}" style="display:block;width:100%;height:auto" alt="" fetchpriority="high">\n`
  }
  writeFileSync(join(root, 'index.html'), html(tag))
  return root
}
