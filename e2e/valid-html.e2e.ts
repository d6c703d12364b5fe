import { readFileSync } from 'node:fs'
import { builtPages } from './harness/built-pages'
import { htmlErrors } from './harness/html-validity'

describe.each(builtPages())('the HTML of %s', (_path, file) => {
  it('is valid, with one h1 and no skipped heading level', async () => {
    await expect(htmlErrors(file)).resolves.toEqual([])
    expect(readFileSync(file, 'utf8').match(/<h1[\s>]/g)).toHaveLength(1)
  })
})
