import { Link } from 'gatsby'
import type { ReactNode } from 'react'
import type { ThemeUIStyleObject } from 'theme-ui'
import type { ButtonSize, ButtonVariant } from '../../styles/buttons'

/** The style of a button of the theme: one of the spec's variants in one of its sizes. */
export function buttonStyle(
  variant: ButtonVariant,
  size: ButtonSize,
  sizeAdjustments: ThemeUIStyleObject = {},
): ThemeUIStyleObject {
  return {
    variant: `buttons.${variant}`,
    '&&': { variant: `buttonSizes.${size}`, ...sizeAdjustments },
  }
}

interface ButtonLinkProps {
  to: string
  children: ReactNode
  variant?: ButtonVariant
  size?: ButtonSize
}

/** An internal link that looks like a button. */
export function ButtonLink({
  to,
  children,
  variant = 'default',
  size = 'default',
}: ButtonLinkProps) {
  return (
    <Link to={to} sx={buttonStyle(variant, size)}>
      {children}
    </Link>
  )
}
