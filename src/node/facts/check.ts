import { readFileSync } from 'node:fs'
import { join, relative } from 'node:path'
import { figureKinds } from '../../i18n/format'
import { checkFields, type FieldProblem } from '../frontmatter/check-fields'
import type { Field, Fields } from '../frontmatter/fields'
import type { ContentProblem } from '../validate'
import { factFiles, factsFolder, type FactFile } from './fact-files'

export const factFilePath = (contentRoot: string, { name }: Pick<FactFile, 'name'>) =>
  join(contentRoot, factsFolder, `${name}.json`)

/**
 * A figure's numbers follow its kind: availability takes hours a day and days a week, every
 * other kind one value. Its description cannot say so field by field.
 */
function figureProblems(fields: Fields, values: unknown, prefix: string): FieldProblem[] {
  if (values === null || typeof values !== 'object') return []
  const record = values as Record<string, unknown>
  return Object.entries(fields).flatMap(([name, field]: [string, Field]) => {
    const value = record[name]
    const path = `${prefix}${name}`
    if (field.type === 'list' && Array.isArray(value))
      return value.flatMap((item, index) =>
        field.of.type === 'object'
          ? figureProblems(field.of.fields, item, `${path}[${index}].`)
          : [],
      )
    if (field.type !== 'object' || value === null || typeof value !== 'object') return []
    if (field.typeName !== 'Figure') return figureProblems(field.fields, value, `${path}.`)
    const figure = value as Record<string, unknown>
    const needs = figure.kind === 'availability' ? ['hoursPerDay', 'daysPerWeek'] : ['value']
    const isKnownKind = (figureKinds as readonly unknown[]).includes(figure.kind)
    return isKnownKind
      ? needs
          .filter((number) => typeof figure[number] !== 'number')
          .map((number) => ({
            field: `${path}.${number}`,
            message: `is missing: a figure of kind ${String(figure.kind)} takes ${needs.join(' and ')}.`,
          }))
      : []
  })
}

/** Checks one facts file against its description; every problem names the file and the field. */
export function checkFactFile(
  factFile: FactFile,
  contentRoot: string,
  projectRoot: string,
): ContentProblem[] {
  const path = factFilePath(contentRoot, factFile)
  const file = relative(projectRoot, path)
  let values: unknown
  try {
    values = JSON.parse(readFileSync(path, 'utf8'))
  } catch (error) {
    const reason =
      (error as NodeJS.ErrnoException).code === 'ENOENT'
        ? 'is missing'
        : `is not valid JSON (${(error as Error).message})`
    return [{ file, message: `${reason}. ${factFile.doc}` }]
  }
  if (values === null || typeof values !== 'object' || Array.isArray(values))
    return [{ file, message: 'must hold a group of fields, {"name": value, …}.' }]
  return [
    ...checkFields(factFile.fields, values as Record<string, unknown>, '', new Map()),
    ...figureProblems(factFile.fields, values, ''),
  ].map((problem) => ({ file, ...problem }))
}

/** Checks every facts file (see fact-files.ts). */
export const checkFactFiles = (contentRoot: string, projectRoot: string): ContentProblem[] =>
  factFiles.flatMap((factFile) => checkFactFile(factFile, contentRoot, projectRoot))
