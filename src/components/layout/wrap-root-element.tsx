import type { ReactNode } from 'react'
import { ThemeUIProvider } from 'theme-ui'
import theme from '../../styles/theme'

/** The theme around the whole app, mounted once; pages change inside it. */
export function wrapRootElement({ element }: { element: ReactNode }) {
  return <ThemeUIProvider theme={theme}>{element}</ThemeUIProvider>
}
