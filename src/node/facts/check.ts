import { readFileSync } from 'node:fs'
import { join, relative } from 'node:path'
import type { OfferKind } from '../../config/prices'
import { figureKinds } from '../../i18n/format'
import { checkFields, type FieldProblem } from '../frontmatter/check-fields'
import type { Field, Fields } from '../frontmatter/fields'
import type { ContentProblem } from '../validate'
import type { FactFile } from './fact-fields'
import { factFiles, factsFolder } from './fact-files'

export const factFilePath = (contentRoot: string, { name }: Pick<FactFile, 'name'>) =>
  join(contentRoot, factsFolder, `${name}.json`)

/**
 * The numbers an object needs by its `kind`, for the types whose kind decides them: availability
 * takes hours a day and days a week, every other figure one value; a free-ASIN offer its number of
 * ASINs, a bundle discount its percentage and the services to book. A description cannot say so
 * field by field.
 */
const numbersByKind: Record<string, { noun: string; needs: Record<string, readonly string[]> }> = {
  Figure: {
    noun: 'figure',
    needs: Object.fromEntries(
      figureKinds.map((kind) => [
        kind,
        kind === 'availability' ? ['hoursPerDay', 'daysPerWeek'] : ['value'],
      ]),
    ),
  },
  PlanOffer: {
    noun: 'offer',
    needs: {
      freeAsins: ['asins'],
      bundleDiscount: ['percentOff', 'minimumServices'],
    } satisfies Record<OfferKind, readonly string[]>,
  },
}

function kindProblems(fields: Fields, values: unknown, prefix: string): FieldProblem[] {
  if (values === null || typeof values !== 'object') return []
  const record = values as Record<string, unknown>
  return Object.entries(fields).flatMap(([name, field]: [string, Field]) => {
    const value = record[name]
    const path = `${prefix}${name}`
    if (field.type === 'list' && Array.isArray(value))
      return value.flatMap((item, index) =>
        field.of.type === 'object' ? kindProblems(field.of.fields, item, `${path}[${index}].`) : [],
      )
    if (field.type !== 'object' || value === null || typeof value !== 'object') return []
    const kinded = numbersByKind[field.typeName]
    if (!kinded) return kindProblems(field.fields, value, `${path}.`)
    const object = value as Record<string, unknown>
    const needs = kinded.needs[String(object.kind)] ?? []
    return needs
      .filter((number) => typeof object[number] !== 'number')
      .map((number) => ({
        field: `${path}.${number}`,
        message: `is missing: a ${kinded.noun} of kind ${String(object.kind)} takes ${needs.join(' and ')}.`,
      }))
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
    ...kindProblems(factFile.fields, values, ''),
  ].map((problem) => ({ file, ...problem }))
}

/** Checks every facts file (see fact-files.ts). */
export const checkFactFiles = (contentRoot: string, projectRoot: string): ContentProblem[] =>
  factFiles.flatMap((factFile) => checkFactFile(factFile, contentRoot, projectRoot))
