/** @jest-environment node */
import type { GatsbyCache } from 'gatsby'
import { compiledMdxBody } from '../src/node/mdx-body'

/** Gatsby's cache as the schema's resolvers get it, counting what is written to it. */
function countingCache() {
  const stored = new Map<string, unknown>()
  const writes: string[] = []
  const cache = {
    get: (key: string) => Promise.resolve(stored.get(key)),
    set: (key: string, value: unknown) => {
      writes.push(key)
      stored.set(key, value)
      return Promise.resolve(value)
    },
  } as unknown as GatsbyCache
  return { cache, writes }
}

describe('a body compiled for the pages', () => {
  const body = '## Match types\n\n![The report](./report.jpg)\n'
  const settings = { tableOfContents: true }

  it('is compiled once when a page asks for its code and its images at the same time', async () => {
    const { cache, writes } = countingCache()
    const [code, images] = await Promise.all([
      compiledMdxBody(body, 'digest-1', settings, cache),
      compiledMdxBody(body, 'digest-1', settings, cache),
    ])
    expect(code).toBe(images)
    expect(images.imageSources).toEqual(['./report.jpg'])
    expect(writes).toHaveLength(1)
  })

  it('is read from the cache afterwards, and compiled again once its text changes', async () => {
    const { cache, writes } = countingCache()
    await compiledMdxBody(body, 'digest-1', settings, cache)
    await compiledMdxBody(body, 'digest-1', settings, cache)
    await compiledMdxBody(`${body}\nMore.\n`, 'digest-2', settings, cache)
    expect(writes).toHaveLength(2)
  })
})
