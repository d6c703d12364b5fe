import file from '../../content/facts/case-results.json'
import { readFigure, type Figure, type WrittenFigure } from '../i18n/format'

/**
 * The measured results of each case study. Labels are translated (UI strings `metrics.*`);
 * the values are facts, kept in content/facts/case-results.json.
 */

export const metricKeys = [
  'sales',
  'orders',
  'acos',
  'adSpend',
  'roas',
  'traffic',
  'mobile',
  'efficiency',
  'optimization',
  'conversion',
  'seoTraffic',
] as const
export type MetricKey = (typeof metricKeys)[number]

/** Each case's results, by metric (content/facts/case-results.json). */
export const caseStudies: Readonly<Record<string, Partial<Record<MetricKey, Figure>>>> =
  Object.fromEntries(
    Object.entries(file).map(([key, metrics]) => [
      key,
      Object.fromEntries(
        Object.entries(metrics as Record<string, WrittenFigure>).map(([metric, figure]) => [
          metric,
          readFigure(figure),
        ]),
      ),
    ]),
  )

/** The cases the site shows; the case studies page names them by these keys. */
export const caseStudyKeys = Object.keys(file)

export type CaseStudyKey = keyof typeof file

/** Each measured result by the name content gives it, `<case>.<metric>` (lighting.sales). */
const caseResults = new Map<string, Figure>(
  Object.entries(caseStudies).flatMap(([key, metrics]) =>
    Object.entries(metrics).map(([metric, figure]) => [`${key}.${metric}`, figure] as const),
  ),
)

export const caseResultKeys = [...caseResults.keys()]

/** The measured figure a result name (lighting.sales) stands for. */
export const caseResult = (resultKey: string): Figure | undefined => caseResults.get(resultKey)

/** The case a result name (lighting.sales) belongs to. */
export const caseKeyOf = (resultKey: string): string => resultKey.split('.')[0] ?? resultKey
