import { screen, within } from '@testing-library/react'
import { RenderErrorBoundary } from '../src/components/layout/error-boundary'
import { Footer } from '../src/components/layout/footer'
import { Header } from '../src/components/layout/header'
import { LanguageSwitcher } from '../src/components/layout/language-switcher'
import { legalFacts } from '../src/config/legal'
import { company, offices } from '../src/config/site'
import { renderPage, stringsOf } from './support/render'

const pricing = {
  currentPath: '/pricing',
  translations: [{ language: 'en' as const, path: '/pricing' }],
}

/** The header as every page has it: the main content follows it. */
const headerOnPage = (
  <>
    <Header />
    <main />
  </>
)

describe('header', () => {
  it('hides the items after the logo while no main content follows it, so a half-parsed header never shows', () => {
    const { container } = renderPage(<Header />, pricing)
    const search = () => container.querySelector('a[aria-label="Search the site"]')
    expect(search()).not.toBeVisible()
    expect(screen.getByRole('link', { name: 'Brightshelf, home page' })).toBeVisible()
    container.querySelector('header')?.after(document.createElement('main'))
    expect(search()).toBeVisible()
  })

  it('links the logo to the home page of the language', () => {
    renderPage(headerOnPage, pricing)
    expect(screen.getByRole('link', { name: 'Brightshelf, home page' })).toHaveAttribute(
      'href',
      '/',
    )
  })

  it('has the seven main links at their content paths and marks the current page', () => {
    const { container } = renderPage(headerOnPage, pricing)
    // jsdom applies no media query, so the inline navigation keeps its small-screen display: none
    // and is out of the accessibility tree there.
    const nav = container.querySelector<HTMLElement>('nav[aria-label="Main navigation"]')
    const links = within(nav as HTMLElement).getAllByRole('link', { hidden: true })
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Home', '/'],
      ['Services', '/services'],
      ['Case Studies', '/case-studies'],
      ['Pricing', '/pricing'],
      ['Blog', '/blog'],
      ['About', '/about'],
      ['Contact', '/contact'],
    ])
    const current = links.filter((link) => link.getAttribute('aria-current') === 'page')
    expect(current.map((link) => link.textContent)).toEqual(['Pricing'])
  })

  it('offers a call to action to the contact page', () => {
    renderPage(headerOnPage, pricing)
    expect(screen.getByRole('link', { name: 'Get in touch', hidden: true })).toHaveAttribute(
      'href',
      '/contact',
    )
  })

  it('puts the main links behind a Menu disclosure for small screens', () => {
    const { container } = renderPage(headerOnPage, pricing)
    const menu = [...container.querySelectorAll('details')].find((details) =>
      details.querySelector('summary')?.textContent?.includes('Menu'),
    )
    expect(menu).toBeDefined()
    expect(within(menu as HTMLElement).getAllByRole('link', { hidden: true })).toHaveLength(7)
  })
})

describe('language switcher', () => {
  it('lists the seven languages by their own names and links those that exist', () => {
    renderPage(<LanguageSwitcher />, {
      currentPath: '/pricing',
      translations: [
        { language: 'en', path: '/pricing' },
        { language: 'de', path: '/de/preise' },
      ],
    })
    const items = screen.getAllByRole('listitem', { hidden: true })
    expect(items.map((item) => item.textContent?.split(' (')[0])).toEqual([
      'English',
      'Español',
      'Deutsch',
      'Italiano',
      'Français',
      'Português',
      'Polski',
    ])
    const links = screen.getAllByRole('link', { hidden: true })
    expect(links.map((link) => link.getAttribute('href'))).toEqual(['/pricing', '/de/preise'])
    expect(links[0]).toHaveAttribute('aria-current', 'page')
    expect(links[1]).toHaveAttribute('hreflang', 'de')
  })
})

describe('footer', () => {
  it('has company and legal links, the e-mail, the six offices and the copyright year', () => {
    renderPage(<Footer />, pricing)
    for (const name of ['Services', 'Case Studies', 'Pricing', 'Blog', 'About', 'Contact']) {
      expect(screen.getByRole('link', { name })).toBeInTheDocument()
    }
    for (const [name, href] of [
      ['Privacy Policy', '/privacy-policy'],
      ['Terms and Conditions', '/terms-conditions'],
      ['Cookie Policy', '/cookie-policy'],
      ['Legal Notice', '/legal-notice'],
    ]) {
      expect(screen.getByRole('link', { name })).toHaveAttribute('href', href)
    }
    expect(screen.getByRole('link', { name: company.email })).toHaveAttribute(
      'href',
      `mailto:${company.email}`,
    )
    for (const city of [
      'Barcelona',
      'Santa Cruz de Tenerife',
      'Munich',
      'Miami',
      'Monterrey',
      'Shenzhen',
    ])
      expect(screen.getByText(city)).toBeInTheDocument()
    expect(offices).toHaveLength(6)
    expect(
      screen.getByText(new RegExp(`© ${new Date().getFullYear()} ${legalFacts.legalName}`)),
    ).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'English' })).toHaveAttribute('href', '/pricing')
  })

  it('names the offices as the page’s language does', () => {
    renderPage(<Footer />, { language: 'de', currentPath: '/de/preise' })
    expect(screen.getByText('München')).toBeInTheDocument()
    expect(screen.queryByText('Munich')).not.toBeInTheDocument()
  })
})

describe('a render error', () => {
  it('shows the localized error view with a link to the language home, not a blank page', () => {
    const Broken = () => {
      throw new Error('broken content')
    }
    const consoleError = jest.spyOn(console, 'error').mockImplementation(() => undefined)
    renderPage(
      <RenderErrorBoundary language="de" strings={stringsOf('de')}>
        <Broken />
      </RenderErrorBoundary>,
      { language: 'de' },
    )
    consoleError.mockRestore()
    const alert = screen.getByRole('alert')
    expect(within(alert).getByRole('heading', { level: 1 })).toHaveTextContent(
      stringsOf('de').appError.title,
    )
    expect(within(alert).getByRole('link')).toHaveAttribute('href', '/de')
  })
})
