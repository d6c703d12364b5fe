import { interfaceLanguage, languageMenu, storedChoice } from './interface-language'
import { registerAddressField } from './address-widget'
import { registerBodyEditor } from './body-editor/body-editor'
import { dataFileFormat, dataFileFormatter } from './data-file-form'
import { registerDateField } from './date-field-widget'
import { mendEditor } from './editor-mends'
import { registerReferenceField } from './reference-widget'
import { registerSaveRules } from './save-rules'
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
const configUrl = `/admin/config.${language}.yml`
document.querySelector('link[rel="cms-config-url"]')?.setAttribute('href', configUrl)
// Decap saves through `npm run cms`'s local backend there, and no host builds a deploy preview.
const onThisComputer = ['localhost', '127.0.0.1'].includes(location.hostname)
document.addEventListener('DOMContentLoaded', () => {
  const cms = window.CMS
  if (cms) {
    const registerWidget = cms.registerWidget.bind(cms)
    registerTranslationStatus(registerWidget)
    registerDateField(registerWidget, language)
    registerAddressField(registerWidget, language)
    registerReferenceField(cms)
    registerBodyEditor(cms)
    registerSaveRules(cms, language, configUrl)
    cms.registerCustomFormat(dataFileFormat, 'json', dataFileFormatter)
  }
  mendEditor({ deployPreviews: !onThisComputer })
  cms?.init({ config: { locale: language } })
  document.body.append(languageMenu(language))
})
