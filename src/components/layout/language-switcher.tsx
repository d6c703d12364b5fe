import { Link } from 'gatsby'
import { languageDefinition, languages } from '../../i18n/languages'
import { VisuallyHidden } from '../ui/visually-hidden'
import { useLanguage, useNotTranslated, useStrings, useTranslations } from './page-frame'
import { dropdownPanel, summaryButton } from './disclosure-styles'

/**
 * A list of real links, one per language, to this page's translations. A language an article is
 * not written in leads to that language's blog, which says so; any other language without a
 * translation is listed but not linked.
 */
export function LanguageSwitcher() {
  const current = useLanguage()
  const translations = useTranslations()
  const notTranslated = useNotTranslated()
  const strings = useStrings()
  const unavailable = (
    <span lang={languageDefinition(current).locale} sx={{ variant: 'text.small' }}>
      ({strings.languageSwitcher.unavailable})
    </span>
  )
  return (
    <details data-disclosure sx={{ position: 'relative' }}>
      <summary sx={summaryButton}>
        {/* The visible code is part of the name, so speech users can say what they see. */}
        <VisuallyHidden>{`${strings.languageSwitcher.label}${strings.site.colon}`}</VisuallyHidden>
        {current.toUpperCase()}
      </summary>
      <ul sx={{ ...dropdownPanel, right: 0, minWidth: 180 }}>
        {languages.map(({ code, locale, name }) => {
          const translation = translations.find((candidate) => candidate.language === code)
          const elsewhere = notTranslated.find((candidate) => candidate.language === code)
          return (
            <li key={code} lang={locale}>
              {translation ? (
                <Link
                  to={translation.path}
                  data-language-link
                  hrefLang={locale}
                  aria-current={code === current ? 'page' : undefined}
                  sx={{ variant: 'links.nav', display: 'block' }}
                >
                  {name}
                </Link>
              ) : elsewhere ? (
                <Link
                  to={elsewhere.path}
                  data-language-link
                  hrefLang={locale}
                  sx={{ variant: 'links.nav', display: 'block' }}
                >
                  {name} {unavailable}
                </Link>
              ) : (
                <span sx={{ display: 'block', px: 2, py: 2, color: 'mutedText' }}>
                  {name} {unavailable}
                </span>
              )}
            </li>
          )
        })}
      </ul>
    </details>
  )
}
