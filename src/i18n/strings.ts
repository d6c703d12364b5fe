import en from '../../content/strings/en.json'
import type { Language } from './languages'

/** The shape of the UI strings; the English file defines it and every other language must match. */
export type UiStrings = typeof en

const stringsByLanguage: Partial<Record<Language, UiStrings>> = { en }

export function uiStrings(language: Language): UiStrings {
  return stringsByLanguage[language] ?? en
}

/** Fills `{name}` placeholders of a UI string. */
export function fill(template: string, values: Record<string, string>): string {
  return template.replace(/\{(\w+)\}/g, (placeholder, name: string) => values[name] ?? placeholder)
}
