import { interfaceLanguage, languageMenu, storedChoice } from './interface-language'
import { dataFileFormat, dataFileFormatter } from './data-file-form'
import { registerDateField } from './date-field-widget'
import { registerTranslationStatus } from './translation-status'

/**
 * Runs on the CMS page before Decap's bundle. Decap reads its interface language from its
 * configuration, so this holds Decap's own start (CMS_MANUAL_INIT) and starts it with the
 * writer's language once the bundle has run, reading the configuration written in that language
 * (its labels and hints; src/node/cms/cms-texts.ts).
 */
window.CMS_MANUAL_INIT = true
const language = interfaceLanguage(storedChoice(), navigator.languages)
document.documentElement.lang = language
document
  .querySelector('link[rel="cms-config-url"]')
  ?.setAttribute('href', `/admin/config.${language}.yml`)
document.addEventListener('DOMContentLoaded', () => {
  if (window.CMS) {
    const registerWidget = window.CMS.registerWidget.bind(window.CMS)
    registerTranslationStatus(registerWidget)
    registerDateField(registerWidget, language)
    window.CMS.registerCustomFormat(dataFileFormat, 'json', dataFileFormatter)
  }
  window.CMS?.init({ config: { locale: language } })
  document.body.append(languageMenu(language))
})
