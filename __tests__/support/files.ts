import { readdirSync } from 'node:fs'
import { join } from 'node:path'

/** Every file below a folder, by its path from there, sorted. */
export const filesBelow = (folder: string) =>
  readdirSync(folder, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => join(entry.parentPath, entry.name).slice(folder.length + 1))
    .sort()
