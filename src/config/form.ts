/**
 * Where the contact form posts. Set GATSBY_FORM_ENDPOINT to a whole URL, or GATSBY_FORM_ID to the
 * id of a Formspree form; the GATSBY_ prefix makes the value available to browser code too.
 */
const defaultFormId = 'xbrightshelf'

export const formEndpoint =
  process.env.GATSBY_FORM_ENDPOINT ??
  `https://formspree.io/f/${process.env.GATSBY_FORM_ID ?? defaultFormId}`
