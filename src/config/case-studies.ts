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

export const caseStudies = {
  lighting: { sales: '+221%', orders: '+172%', acos: '<10%' },
  electronics: { adSpend: '-11.8%', roas: '+21.8%', conversion: '+13.5%' },
  confectionery: { sales: '+52.21%', traffic: '+166.21%', conversion: '+25.4%' },
  cosmetics: { sales: '+72.9%', mobile: '90%', efficiency: '+36.1%', acos: '-8.1%' },
  media: { seoTraffic: '+41.2%', roas: '+21.4%', optimization: '500+' },
} as const satisfies Record<string, Partial<Record<MetricKey, string>>>

export type CaseStudyKey = keyof typeof caseStudies
