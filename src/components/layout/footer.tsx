import { Link } from 'gatsby'
import type { ReactNode } from 'react'
import { legalFacts } from '../../config/legal'
import { company, offices } from '../../config/site'
import { languageDefinition } from '../../i18n/languages'
import { legalNavigation, mainNavigation } from '../../i18n/navigation'
import { useRoute, useStrings, useTranslations } from './page-frame'

function FooterColumn({ heading, children }: { heading: string; children: ReactNode }) {
  return (
    <div>
      <h2 sx={{ fontSize: 2, fontWeight: 'bold', color: 'gold', mt: 0, mb: 3 }}>{heading}</h2>
      <ul sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 2 }}>{children}</ul>
    </div>
  )
}

export function Footer() {
  const strings = useStrings()
  const routeTo = useRoute()
  const translations = useTranslations()
  const companyLinks = mainNavigation.filter(({ item }) => item !== 'pages/home')
  return (
    <footer sx={{ bg: 'primary', color: 'onPrimary', py: 7 }}>
      <div sx={{ variant: 'layout.container' }}>
        <p sx={{ maxWidth: 'narrow', mt: 0, mb: 6 }}>{strings.footer.tagline}</p>
        <div
          sx={{
            display: 'grid',
            gap: 5,
            gridTemplateColumns: ['1fr', '1fr 1fr', 'repeat(5, 1fr)'],
          }}
        >
          <FooterColumn heading={strings.footer.company}>
            {companyLinks.map(({ item, label }) => (
              <li key={item}>
                <Link to={routeTo(item)} sx={{ variant: 'links.footer' }}>
                  {strings.nav[label]}
                </Link>
              </li>
            ))}
          </FooterColumn>
          <FooterColumn heading={strings.footer.legal}>
            {legalNavigation.map(({ item, label }) => (
              <li key={item}>
                <Link to={routeTo(item)} sx={{ variant: 'links.footer' }}>
                  {strings.legalLinks[label]}
                </Link>
              </li>
            ))}
          </FooterColumn>
          <FooterColumn heading={strings.footer.contact}>
            <li>
              <a href={`mailto:${company.email}`} sx={{ variant: 'links.footer' }}>
                {company.email}
              </a>
            </li>
          </FooterColumn>
          <FooterColumn heading={strings.footer.offices}>
            {offices.map(({ place }) => (
              <li key={place}>{strings.places[place]}</li>
            ))}
          </FooterColumn>
          <FooterColumn heading={strings.footer.languages}>
            {translations.map(({ language, path }) => {
              const { locale, name } = languageDefinition(language)
              return (
                <li key={language} lang={locale}>
                  <Link
                    to={path}
                    hrefLang={locale}
                    data-language-link
                    sx={{ variant: 'links.footer' }}
                  >
                    {name}
                  </Link>
                </li>
              )
            })}
          </FooterColumn>
        </div>
        <p sx={{ mt: 7, mb: 0, fontSize: 1 }}>
          © {new Date().getFullYear()} {legalFacts.legalName}. {strings.footer.rights}
        </p>
      </div>
    </footer>
  )
}
