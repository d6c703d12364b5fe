import { Link } from 'gatsby'
import { defaultLanguage, languageDefinition } from '../../i18n/languages'
import { useStrings, useUpdatedEnglish } from './page-frame'

/** On a translation whose English page changed since: says so and links to the English. */
export function OutdatedTranslationNotice() {
  const strings = useStrings()
  const english = useUpdatedEnglish()
  if (!english) return null
  return (
    <div role="note" data-outdated-translation data-pagefind-ignore sx={{ bg: 'muted' }}>
      <p sx={{ variant: 'layout.container', py: 3, my: 0, fontSize: 1, color: 'mutedText' }}>
        {strings.translation.outdated}{' '}
        <Link to={english} hrefLang={languageDefinition(defaultLanguage).locale}>
          {strings.translation.readEnglish}
        </Link>
      </p>
    </div>
  )
}
