import { readFileSync } from 'node:fs'
import { HtmlValidate } from 'html-validate'
import { builtPages } from './harness/built-pages'

/**
 * Validity (the standard and document presets) plus the accessibility rules html-validate adds
 * to axe, such as unique landmark names. Style-only rules (attribute case, void-element style)
 * are left out: React writes `charSet`, and HTML does not care.
 */
const validator = new HtmlValidate({
  extends: ['html-validate:standard', 'html-validate:document', 'html-validate:a11y'],
  rules: {
    'heading-level': ['error', { allowMultipleH1: false }],
    // Subresource integrity guards files from other hosts; every script here is the site's own.
    'require-sri': 'off',
  },
})

describe.each(builtPages())('the HTML of %s', (_path, file) => {
  it('is valid, with one h1 and no skipped heading level', async () => {
    const report = await validator.validateFile(file)
    const errors = report.results.flatMap(({ messages }) =>
      messages.map(({ ruleId, message, selector }) => `${ruleId}: ${message} (at ${selector})`),
    )
    expect(errors).toEqual([])
    expect(readFileSync(file, 'utf8').match(/<h1[\s>]/g)).toHaveLength(1)
  })
})
