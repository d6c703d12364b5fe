import type { Figure } from '../i18n/format'

/**
 * The measured results of each case study. Labels are translated (UI strings `metrics.*`);
 * the values are facts and live only here.
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

const change = (value: number) => ({ kind: 'change', value }) as const
/** A change of a percentage in percentage points, e.g. of an ACOS. */
const pointChange = (value: number) => ({ kind: 'pointChange', value }) as const

export const caseStudies = {
  lighting: { sales: change(221), orders: change(172), acos: { kind: 'percentBelow', value: 10 } },
  electronics: { adSpend: change(-11.8), roas: change(21.8), conversion: change(13.5) },
  confectionery: { sales: change(52.21), traffic: change(166.21), conversion: change(25.4) },
  cosmetics: {
    sales: change(72.9),
    mobile: { kind: 'percent', value: 90 },
    efficiency: change(36.1),
    /**
     * Percentage points: only a fall of 8.1 points (about 30.5% to 22.4%) agrees with ROAS +36.1%,
     * since ROAS is 1/ACOS; a relative fall of 8.1% would lift ROAS by about 9%.
     */
    acos: pointChange(-8.1),
  },
  media: {
    seoTraffic: change(41.2),
    roas: change(21.4),
    optimization: { kind: 'atLeast', value: 500 },
  },
} as const satisfies Record<string, Partial<Record<MetricKey, Figure>>>

export type CaseStudyKey = keyof typeof caseStudies

/** Each measured result by the name content gives it, `<case>.<metric>` (lighting.sales). */
const caseResults = new Map<string, Figure>(
  Object.entries(caseStudies).flatMap(([key, metrics]) =>
    Object.entries(metrics).map(([metric, figure]) => [`${key}.${metric}`, figure] as const),
  ),
)

export const caseResultKeys = [...caseResults.keys()]

/** The measured figure a result name (lighting.sales) stands for. */
export const caseResult = (resultKey: string): Figure | undefined => caseResults.get(resultKey)
