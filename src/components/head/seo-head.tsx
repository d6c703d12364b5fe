import { siteUrl } from '../../config/site'
import { languageDefinition, type Language } from '../../i18n/languages'

interface SeoHeadProps {
  language: Language
  title: string
  description?: string | null
  path: string
  noindex?: boolean
  children?: React.ReactNode
}

/** The head tags every page shares, rendered through Gatsby's Head API. */
export function SeoHead({
  language,
  title,
  description,
  path,
  noindex = false,
  children,
}: SeoHeadProps) {
  return (
    <>
      <html lang={languageDefinition(language).locale} />
      <title>{title}</title>
      {description && <meta name="description" content={description} />}
      <link rel="canonical" href={`${siteUrl}${path}`} />
      {noindex && <meta name="robots" content="noindex" />}
      <meta name="theme-color" content="#0b2545" />
      {children}
    </>
  )
}
