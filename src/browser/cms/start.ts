import { interfaceLanguage, languageMenu, storedChoice } from './interface-language'

/**
 * Runs on the CMS page before Decap's bundle. Decap reads its interface language from its
 * configuration, so this holds Decap's own start (CMS_MANUAL_INIT) and starts it with the
 * writer's language once the bundle has run; config.yml is read as usual.
 */
window.CMS_MANUAL_INIT = true
const language = interfaceLanguage(storedChoice(), navigator.languages)
document.documentElement.lang = language
document.addEventListener('DOMContentLoaded', () => {
  window.CMS?.init({ config: { locale: language } })
  document.body.append(languageMenu(language))
})
