import type en from '../../content/strings/index.en.json'

/**
 * The shape of the UI strings: the English file defines it and every other language must match
 * it key for key (the build checks this). Pages receive their language's strings in their page
 * context, so the browser never loads the other languages' strings.
 */
export type UiStrings = typeof en

/** Fills `{name}` placeholders of a UI string. */
export function fill(template: string, values: Record<string, string>): string {
  return template.replace(/\{(\w+)\}/g, (placeholder, name: string) => values[name] ?? placeholder)
}
