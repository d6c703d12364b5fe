import { Link } from 'gatsby'
import type { ReactNode } from 'react'
import { company, offices } from '../../config/site'
import { useSiteRoutes } from '../../hooks/use-site-routes'
import { languages } from '../../i18n/languages'
import { legalNavigation, mainNavigation } from '../../i18n/navigation'
import { useLanguage, useStrings } from './language-context'
import type { Translation } from './language-switcher'

function FooterColumn({ heading, children }: { heading: string; children: ReactNode }) {
  return (
    <div>
      <h2 sx={{ fontSize: 2, fontWeight: 'bold', color: 'gold', mt: 0, mb: 3 }}>{heading}</h2>
      <ul sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 2 }}>{children}</ul>
    </div>
  )
}

export function Footer({ translations }: { translations: readonly Translation[] }) {
  const language = useLanguage()
  const strings = useStrings()
  const routeTo = useSiteRoutes()
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
                <Link to={routeTo(item, language)} sx={{ variant: 'links.footer' }}>
                  {strings.nav[label]}
                </Link>
              </li>
            ))}
          </FooterColumn>
          <FooterColumn heading={strings.footer.legal}>
            {legalNavigation.map(({ item, label }) => (
              <li key={item}>
                <Link to={routeTo(item, language)} sx={{ variant: 'links.footer' }}>
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
            {offices.map(({ city }) => (
              <li key={city}>{city}</li>
            ))}
          </FooterColumn>
          <FooterColumn heading={strings.footer.languages}>
            {languages
              .filter(({ code }) =>
                translations.some((translation) => translation.language === code),
              )
              .map(({ code, locale, name }) => (
                <li key={code} lang={locale}>
                  <Link
                    to={
                      translations.find((translation) => translation.language === code)?.path ?? '/'
                    }
                    hrefLang={locale}
                    sx={{ variant: 'links.footer' }}
                  >
                    {name}
                  </Link>
                </li>
              ))}
          </FooterColumn>
        </div>
        <p sx={{ mt: 7, mb: 0, fontSize: 1 }}>
          © {new Date().getFullYear()} {company.legalName}. {strings.footer.rights}
        </p>
      </div>
    </footer>
  )
}
