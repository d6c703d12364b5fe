import { screen, within } from '@testing-library/react'
import { CaseStudy } from '../src/components/sections/case-study'
import { ContactForm } from '../src/components/sections/contact-form'
import { PlanCard } from '../src/components/sections/plan-card'
import { buttonStyle } from '../src/components/ui/button-link'
import { CoverImage } from '../src/components/ui/cover-image'
import { buttonSizes, buttonVariants } from '../src/styles/buttons'
import theme from '../src/styles/theme'
import { ownerFacts, type OwnerFacts } from '../src/config/owner-facts'
import enteredFacts from './fixtures/owner-facts/entered.json'
import { fill } from '../src/i18n/strings'
import { renderPage, stringsOf } from './support/render'

const contentPlan = {
  key: 'content',
  title: 'Content Optimization',
  description: 'For sellers whose listings need to convert.',
  features: ['Keyword research'],
}

/** Text with Intl's no-break and thin spaces as plain ones: which Intl writes varies by ICU version. */
const spaced = (text: string | null | undefined) => text?.replace(/\s/g, ' ')

/** The lines of the list that follows a label, as read (see spaced). */
const linesAfter = (label: string) =>
  [...(screen.getByText(label).nextElementSibling?.querySelectorAll('li') ?? [])].map((line) =>
    spaced(line.textContent),
  )

/** Sets the operator's facts a test needs as entered, and puts the file's back after it. */
function withEnteredFacts(entered: Partial<OwnerFacts>) {
  const before = { ...ownerFacts }
  beforeEach(() => Object.assign(ownerFacts, entered))
  afterEach(() => Object.assign(ownerFacts, before))
}

describe('plan card', () => {
  it('shows both prices with the prefix, the badge, the offer and a start link to contact', () => {
    renderPage(<PlanCard plan={contentPlan} contactPath="/contact" />)
    expect(screen.getByText('Starting from')).toBeInTheDocument()
    expect(screen.getByText('$690')).toHaveAttribute('data-price-currency', 'USD')
    expect(screen.getByText('€600')).toHaveAttribute('data-price-currency', 'EUR')
    expect(screen.getByText('Most Popular')).toBeInTheDocument()
    expect(screen.getByText('excl. VAT · for businesses only')).toBeInTheDocument()
    expect(screen.getByText('New Client Offer: 10 optimized ASINs FREE')).toBeInTheDocument()
    expect(
      screen.getByRole('link', { name: /^Get started\W+Content Optimization$/ }),
    ).toHaveAttribute('href', '/contact')
  })

  it('shows no badge on a plan that is not the popular one', () => {
    renderPage(<PlanCard plan={{ ...contentPlan, key: 'strategy' }} contactPath="/contact" />)
    expect(screen.queryByText('Most Popular')).not.toBeInTheDocument()
    expect(screen.queryByText('Offer conditions')).not.toBeInTheDocument()
    expect(screen.getByText('$1,300')).toBeInTheDocument()
    expect(screen.getByText('€1,200')).toBeInTheDocument()
  })
})

describe('an offer', () => {
  it('stands with the placeholder for its conditions while the operator has not entered them', () => {
    renderPage(<PlanCard plan={contentPlan} contactPath="/contact" />)
    const offer = within(screen.getByText('Offer conditions').parentElement as HTMLElement)
    expect(offer.getByText('[to be provided by the operator]')).toBeInTheDocument()
  })

  describe('once the operator has entered its conditions', () => {
    withEnteredFacts({
      offerConditions: enteredFacts.offerConditions as OwnerFacts['offerConditions'],
    })

    it('lists who qualifies, how long it lasts, the deadline, the minimum term and whether it adds up', () => {
      renderPage(<PlanCard plan={contentPlan} contactPath="/contact" />, { language: 'de' })
      const { offers } = stringsOf('de')
      expect(linesAfter(offers.conditions)).toEqual([
        offers.audience.newClients,
        fill(offers.validFor, { duration: '1 Monat' }),
        fill(offers.endsOn, { date: '30. Juni 2099' }),
        fill(offers.minimumTerm, { duration: '3 Monate' }),
        offers.notCombinable,
      ])
    })

    it('says a bundle discount lasts while its services stay booked, in the language’s numbers', () => {
      renderPage(<PlanCard plan={{ ...contentPlan, key: 'custom' }} contactPath="/contact" />, {
        language: 'fr',
      })
      const { offers } = stringsOf('fr')
      expect(spaced(document.querySelector('[data-offer] p')?.textContent)).toBe(
        spaced(fill(offers.bundleDiscount, { percent: '15 %', services: '3' })),
      )
      expect(linesAfter(offers.conditions)).toEqual([
        offers.audience.allClients,
        fill(offers.validWhileBooked, { services: '3' }),
        offers.noMinimumTerm,
        offers.combinable,
      ])
    })
  })
})

describe('case study', () => {
  it('shows the metrics of the case from the site facts with localized labels', () => {
    renderPage(
      <CaseStudy
        study={{
          key: 'lighting',
          title: 'Lighting',
          category: 'Home & Lighting',
          challenge: 'Flat sales.',
          solution: 'New campaigns.',
          results: ['More sales'],
        }}
      />,
    )
    const heading = screen.getByRole('heading', { level: 4, name: 'Key metrics' })
    const metrics = within(heading.nextElementSibling as HTMLElement)
    expect(metrics.getByText('Sales').nextSibling).toHaveTextContent('+221%')
    expect(metrics.getByText('Orders').nextSibling).toHaveTextContent('+172%')
    expect(metrics.getByText('ACOS').nextSibling).toHaveTextContent('<10%')
  })

  const lighting = {
    key: 'lighting',
    title: 'Lighting',
    category: 'Home & Lighting',
    challenge: 'Flat sales.',
    solution: 'New campaigns.',
    results: ['More sales'],
  }

  it('says what each of its metrics measures and that its results are individual, holding the placeholder for its basis until it is entered', () => {
    renderPage(<CaseStudy study={lighting} />)
    expect(linesAfter('What each metric measures')).toEqual([
      'ACOS: ad spend as a share of the sales the ads brought in (Amazon Ads console)',
      'Orders: total order items (Business Reports)',
      'Sales: ordered product sales (Business Reports)',
    ])
    expect(
      screen.getByText(
        '[to be provided by the operator] These are individual results, not typical of every account: yours will depend on your products, category and starting point.',
      ),
    ).toBeInTheDocument()
  })

  describe('once the operator has entered its basis', () => {
    withEnteredFacts({ caseBasis: enteredFacts.caseBasis as OwnerFacts['caseBasis'] })

    it('states the stores, the months and the comparison, as an individual result', () => {
      renderPage(<CaseStudy study={lighting} />, { language: 'es' })
      const { caseBasis } = stringsOf('es')
      const [start] = caseBasis.note.split('{')
      expect(spaced(screen.getByText(new RegExp(`^${start}`)).textContent)).toBe(
        `${fill(caseBasis.note, {
          stores: 'amazon.de, amazon.fr y amazon.it',
          period: 'marzo de 2024 – febrero de 2025',
          from: 'marzo de 2024',
          to: 'febrero de 2025',
          baseline: caseBasis.baselines.precedingPeriod,
        })} ${caseBasis.individual}`,
      )
    })
  })
})

describe('contact form', () => {
  it('posts the six fields of the spec to the form service, each with its label', () => {
    const { container } = renderPage(<ContactForm />)
    const form = container.querySelector('form')
    expect(form).toHaveAttribute('method', 'POST')
    expect(form?.getAttribute('action')).toMatch(/^https:\/\/formspree\.io\/f\/\w+$/)
    const fields = ['First name', 'Last name', 'Email *', 'Company', 'Subject', 'Message *'].map(
      (label) => screen.getByLabelText(label),
    )
    expect(fields.map((field) => field.getAttribute('name'))).toEqual([
      'firstName',
      'lastName',
      'email',
      'company',
      'subject',
      'message',
    ])
    expect(screen.getByLabelText('Email *')).toHaveAttribute('type', 'email')
    expect(screen.getByRole('button', { name: 'Send message' })).toHaveAttribute('type', 'submit')
  })
})

describe('theme', () => {
  it('has every button variant and size of the spec', () => {
    expect(buttonVariants).toEqual([
      'default',
      'destructive',
      'outline',
      'secondary',
      'ghost',
      'link',
      'gold',
      'professional',
    ])
    expect(buttonSizes).toEqual(['default', 'sm', 'lg', 'icon'])
    for (const variant of buttonVariants) expect(theme.buttons[variant]).toBeDefined()
    for (const size of buttonSizes) expect(theme.buttonSizes[size]).toBeDefined()
    expect(buttonStyle('gold', 'lg')).toEqual({
      variant: 'buttons.gold',
      '&&': { variant: 'buttonSizes.lg' },
    })
  })
})

describe('cover image', () => {
  const svg = {
    viewBox: '0 0 160 90',
    body: '<path fill="#0b2545" d="M0 0h160v90H0z"/>',
    url: '/static/abc/cover.svg',
  }

  it('draws an SVG cover of the first screen in the page, named for screen readers', () => {
    renderPage(<CoverImage svg={svg} alt="A rising chart" loading="eager" />)
    const cover = screen.getByRole('img', { name: 'A rising chart' })
    expect(cover.tagName).toBe('svg')
    expect(cover).toHaveAttribute('viewBox', '0 0 160 90')
    expect(cover.querySelector('path')).toHaveAttribute('d', 'M0 0h160v90H0z')
  })

  it('shows an SVG cover further down as a lazy image of its file', () => {
    renderPage(<CoverImage svg={svg} alt="A rising chart" />)
    const cover = screen.getByRole('img', { name: 'A rising chart' })
    expect(cover.tagName).toBe('IMG')
    expect(cover).toHaveAttribute('src', svg.url)
    expect(cover).toHaveAttribute('loading', 'lazy')
  })

  it('hides a cover without a description from screen readers', () => {
    const { container } = renderPage(<CoverImage svg={svg} alt="" loading="eager" />)
    expect(screen.queryByRole('img')).not.toBeInTheDocument()
    expect(container.querySelector('svg')).toHaveAttribute('aria-hidden', 'true')
  })
})
