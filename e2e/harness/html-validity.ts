import { HtmlValidate } from 'html-validate'

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

/** What the validator finds wrong in a built page's file, one line per finding. */
export async function htmlErrors(file: string): Promise<string[]> {
  const report = await validator.validateFile(file)
  return report.results.flatMap(({ messages }) =>
    messages.map(({ ruleId, message, selector }) => `${ruleId}: ${message} (at ${selector})`),
  )
}
