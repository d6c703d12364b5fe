import type { ThemeUIStyleObject } from 'theme-ui'
import { buttonStyle } from '../ui/button-link'

/** The visible button of a <details> disclosure, without the browser's triangle. */
export const summaryButton: ThemeUIStyleObject = {
  // Narrower on the smallest phones, so that the header fits 320 px even in a fallback font.
  ...buttonStyle('ghost', 'sm', { px: [2, 3] }),
  listStyle: 'none',
  '&::-webkit-details-marker': { display: 'none' },
  'details[open] > &': { bg: 'secondary' },
}

/** The panel that opens under a disclosure's button. */
export const dropdownPanel: ThemeUIStyleObject = {
  position: 'absolute',
  top: '100%',
  mt: 2,
  listStyle: 'none',
  m: 0,
  p: 2,
  bg: 'background',
  border: '1px solid',
  borderColor: 'border',
  borderRadius: 'default',
  boxShadow: 'raised',
  zIndex: 'menu',
}
