import type { ThemeUIStyleObject } from 'theme-ui'

/** The visible button of a <details> disclosure, without the browser's triangle. */
export const summaryButton: ThemeUIStyleObject = {
  variant: 'buttons.ghost',
  '&&': { variant: 'buttonSizes.sm' },
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
