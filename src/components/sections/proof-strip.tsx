import { Link } from 'gatsby'
import { caseKeyOf, caseResult } from '../../config/case-studies'
import { caseStudiesItem } from '../../i18n/navigation'
import { formatFigure } from '../../i18n/format'
import { CaseBasisLine } from '../facts/case-basis'
import { factComponents } from '../facts/company-facts'
import { useLanguage, useRoute, useStrings } from '../layout/page-frame'
import { FigureCard, FigureCards, FigureGrid } from './figure-row'

interface ProofStripProps {
  proof: {
    figures: readonly { figure: string }[]
    caseResult: { result: string; label: string; linkLabel: string }
    partnerLabel: string
  }
}

/**
 * The evidence behind the home page's claims: the headline figures with their basis, one measured
 * case result with a link to the case, and the Amazon programme the agency is in.
 */
export function ProofStrip({ proof }: ProofStripProps) {
  const language = useLanguage()
  const routeTo = useRoute()
  const { figureForms } = useStrings()
  const result = caseResult(proof.caseResult.result)
  return (
    <div sx={{ mb: 6 }}>
      <FigureGrid>
        <FigureCards items={proof.figures} />
        {result && (
          <FigureCard
            value={formatFigure(result, language, figureForms)}
            label={proof.caseResult.label}
            note={
              <>
                <small sx={{ display: 'block', mt: 2, color: 'mutedText', fontSize: 1 }}>
                  <CaseBasisLine caseKey={caseKeyOf(proof.caseResult.result)} />
                </small>
                <Link
                  to={routeTo(caseStudiesItem)}
                  sx={{ variant: 'styles.a', display: 'block', mt: 2, fontSize: 1 }}
                >
                  {proof.caseResult.linkLabel}
                </Link>
              </>
            }
          />
        )}
      </FigureGrid>
      <p sx={{ mt: 4, mb: 0, textAlign: 'center' }}>
        {proof.partnerLabel} <factComponents.PartnerProgramme />
      </p>
    </div>
  )
}
