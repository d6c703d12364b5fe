import { defaultLanguage, type Language } from '../../i18n/languages'
import type { DecapCms } from './decap'
import {
  articleCollection,
  itemOfFile,
  judgeLanguages,
  languageOfFile,
  type RuleField,
} from './entry-languages'
import { previewSite } from './site-data'

/**
 * The CMS writes only what a writer wrote. Decap writes a file for every language of an entry,
 * filled or not (decap-cms#6932), and checks only the English for required fields; here, before
 * each save (Decap's preSave event), the entry's languages are judged (entry-languages.ts): a
 * save that would write an unfinished language, a blank page language or a wrong address is
 * refused with the reason, which Decap shows, and the files of the languages an article leaves
 * out are taken from the save by a wrapper around the backend's own `persistEntry`, whichever
 * backend the configuration names (decap-server's `proxy` on localhost, GitHub or Git Gateway).
 */

/** The backends a configuration of the site can name, decap-server's included. */
const backendNames = ['proxy', 'github', 'git-gateway']

interface ConfigCollection {
  name: string
  fields?: RuleField[]
}

/** The part of an Immutable.js Map of an entry these rules read. */
interface EntryMap {
  get(key: string): unknown
  toJS(): {
    collection: string
    path?: string
    newRecord?: boolean
    data: Record<string, unknown>
    i18n?: Partial<Record<Language, { data?: Record<string, unknown> }>>
  }
}

interface DataFile {
  path: string
}

interface BackendInstance {
  persistEntry(entry: { dataFiles: DataFile[] }, options: unknown): Promise<unknown>
}

async function collectionsOf(configUrl: string): Promise<ConfigCollection[]> {
  const response = await fetch(configUrl)
  const config = (await response.json()) as { collections: ConfigCollection[] }
  return config.collections
}

/** Registers the rules; Decap must have loaded and not yet started. */
export function registerSaveRules(cms: DecapCms, cmsLanguage: Language, configUrl: string) {
  const collections = collectionsOf(configUrl)
  // The languages the save being made leaves out, set by its preSave event just before.
  let leftOut = new Set<Language>()

  cms.registerEventListener({
    name: 'preSave',
    handler: async ({ entry }: { entry: EntryMap }) => {
      leftOut = new Set()
      const { collection, path, newRecord, data, i18n = {} } = entry.toJS()
      const fields = (await collections).find(({ name }) => name === collection)?.fields
      // The facts are one file for all languages.
      if (!fields || Object.keys(i18n).length === 0) return undefined
      const { pages } = await previewSite().catch(() => ({ pages: [] }))
      const judged = judgeLanguages({
        data: {
          [defaultLanguage]: data,
          ...Object.fromEntries(
            Object.entries(i18n).map(([language, translation]) => [
              language,
              translation?.data ?? {},
            ]),
          ),
        },
        fields,
        languagesOptional: collection === articleCollection,
        item: newRecord ? undefined : itemOfFile(path),
        pages,
        cmsLanguage,
      })
      if (judged.problems.length > 0) throw new Error(judged.problems.join(' '))
      leftOut = new Set(judged.leftOut)
      return undefined
    },
  })

  for (const name of backendNames) {
    const backend = cms.getBackend(name)
    if (!backend) continue
    const init = backend.init
    backend.init = (...args: unknown[]) => {
      const instance = init(...args) as BackendInstance
      const persist = instance.persistEntry.bind(instance)
      instance.persistEntry = (entry, options) =>
        persist(
          {
            ...entry,
            dataFiles: entry.dataFiles.filter(({ path }) => {
              const language = languageOfFile(path)
              return !language || !leftOut.has(language)
            }),
          },
          options,
        )
      return instance
    }
  }
}
