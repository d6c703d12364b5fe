import type { ThemeUIStyleObject } from 'theme-ui'

/**
 * The buttons of the theme: the variants and sizes of the spec, each variant the same base in its
 * own colours. theme.ts puts them under `buttons` and `buttonSizes`; buttonStyle (ButtonLink)
 * combines a variant with a size.
 */

const buttonBase: ThemeUIStyleObject = {
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  gap: 2,
  fontFamily: 'body',
  fontWeight: 'bold',
  fontSize: 2,
  lineHeight: 'tight',
  borderRadius: 'default',
  border: '2px solid transparent',
  textDecoration: 'none',
  cursor: 'pointer',
  transition: 'background-color 0.15s ease, color 0.15s ease',
  px: 4,
  py: 2,
  minHeight: 44,
}

/** The button variants and sizes of the spec; any variant combines with any size. */
export const buttonVariants = [
  'default',
  'destructive',
  'outline',
  'secondary',
  'ghost',
  'link',
  'gold',
  'professional',
] as const
export type ButtonVariant = (typeof buttonVariants)[number]

export const buttonSizes = ['default', 'sm', 'lg', 'icon'] as const
export type ButtonSize = (typeof buttonSizes)[number]

export const buttonStyles: Record<ButtonVariant, ThemeUIStyleObject> = {
  default: {
    ...buttonBase,
    bg: 'primary',
    color: 'onPrimary',
    '&:hover': { bg: 'primaryHover' },
  },
  destructive: {
    ...buttonBase,
    bg: 'destructive',
    color: 'onPrimary',
    '&:hover': { bg: 'text' },
  },
  outline: {
    ...buttonBase,
    bg: 'background',
    color: 'primary',
    borderColor: 'primary',
    '&:hover': { bg: 'secondary' },
  },
  secondary: {
    ...buttonBase,
    bg: 'secondary',
    color: 'primary',
    '&:hover': { bg: 'secondaryHover' },
  },
  ghost: { ...buttonBase, bg: 'transparent', color: 'primary', '&:hover': { bg: 'secondary' } },
  link: {
    ...buttonBase,
    bg: 'transparent',
    color: 'accent',
    px: 0,
    textDecoration: 'underline',
    textUnderlineOffset: '0.2em',
    '&:hover': { color: 'primary' },
  },
  gold: { ...buttonBase, bg: 'gold', color: 'primary', '&:hover': { bg: 'goldHover' } },
  professional: {
    ...buttonBase,
    bg: 'accent',
    color: 'onPrimary',
    '&:hover': { bg: 'primary' },
  },
}

export const buttonSizeStyles: Record<ButtonSize, ThemeUIStyleObject> = {
  default: {},
  sm: { px: 3, py: 1, fontSize: 1, minHeight: 36 },
  lg: { px: 5, py: 3, fontSize: 3, minHeight: 52 },
  icon: { p: 0, width: 44, height: 44 },
}
