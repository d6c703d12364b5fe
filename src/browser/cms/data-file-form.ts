/**
 * How the CMS writes a data file (facts, UI strings): JSON with two-space indents, every
 * object's keys in code-unit order, and a final line break (which Decap adds to every file).
 * Decap's own JSON format keeps its in-memory order, which loses the file's order for objects of
 * more than eight keys; a fixed order makes a save change only the lines of the values changed.
 * The build's form check (src/node/cms/content-form.ts) holds the files in this form.
 */

export const dataFileFormat = 'sorted-json'

const sortedKeys = (value: unknown): unknown =>
  Array.isArray(value)
    ? value.map(sortedKeys)
    : value !== null && typeof value === 'object'
      ? Object.fromEntries(
          Object.entries(value)
            .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
            .map(([key, inner]) => [key, sortedKeys(inner)]),
        )
      : value

/** The file's text, without the final line break Decap adds. */
export const dataFileText = (data: unknown) => JSON.stringify(sortedKeys(data), null, 2)

/** The format, as Decap's registerCustomFormat takes it. */
export const dataFileFormatter = {
  fromFile: (text: string): unknown => JSON.parse(text),
  toFile: (data: unknown) => dataFileText(data),
}
