import { caseStudies, type CaseStudyKey, type MetricKey } from '../../config/case-studies'
import { formatFigure, type Figure } from '../../i18n/format'
import { CaseBasisNote } from '../facts/case-basis'
import { useLanguage, useStrings } from '../layout/page-frame'

export interface CaseStudyContent {
  key: string
  title: string
  category: string
  challenge: string
  solution: string
  results: readonly string[]
}

/** The measured metrics of a case, from the site facts, in the order they are listed there. */
export function metricsOf(key: string): [MetricKey, Figure][] {
  const metrics: Partial<Record<MetricKey, Figure>> = caseStudies[key as CaseStudyKey] ?? {}
  return Object.entries(metrics) as [MetricKey, Figure][]
}

export function CaseStudy({ study }: { study: CaseStudyContent }) {
  const strings = useStrings()
  const language = useLanguage()
  const metrics = metricsOf(study.key)
  return (
    <article sx={{ variant: 'cards.primary', display: 'grid', gap: 4 }}>
      <header>
        <p sx={{ variant: 'text.eyebrow', m: 0 }}>{study.category}</p>
        <h3 sx={{ variant: 'text.cardTitle', mt: 2 }}>{study.title}</h3>
      </header>
      <h4 sx={{ variant: 'text.eyebrow', m: 0 }}>{strings.caseStudy.keyMetrics}</h4>
      <dl
        sx={{
          m: 0,
          display: 'grid',
          gap: 3,
          gridTemplateColumns: 'repeat(auto-fit, minmax(8.5rem, 1fr))',
        }}
      >
        {metrics.map(([metric, value]) => (
          <div key={metric} sx={{ bg: 'muted', borderRadius: 'default', p: 3 }}>
            <dt sx={{ variant: 'text.small' }}>{strings.metrics[metric]}</dt>
            <dd sx={{ variant: 'text.number', m: 0, fontSize: 5 }}>
              {formatFigure(value, language, strings.figureForms)}
            </dd>
          </div>
        ))}
      </dl>
      <CaseBasisNote caseKey={study.key} metrics={metrics.map(([metric]) => metric)} />
      <div sx={{ display: 'grid', gap: 4, gridTemplateColumns: ['1fr', null, '1fr 1fr 1fr'] }}>
        <div>
          <h4 sx={{ variant: 'text.heading', fontSize: 2, m: 0 }}>{strings.caseStudy.challenge}</h4>
          <p sx={{ color: 'mutedText', mb: 0 }}>{study.challenge}</p>
        </div>
        <div>
          <h4 sx={{ variant: 'text.heading', fontSize: 2, m: 0 }}>{strings.caseStudy.solution}</h4>
          <p sx={{ color: 'mutedText', mb: 0 }}>{study.solution}</p>
        </div>
        <div>
          <h4 sx={{ variant: 'text.heading', fontSize: 2, m: 0 }}>{strings.caseStudy.results}</h4>
          <ul sx={{ pl: 4, mb: 0 }}>
            {study.results.map((result) => (
              <li key={result}>{result}</li>
            ))}
          </ul>
        </div>
      </div>
    </article>
  )
}
