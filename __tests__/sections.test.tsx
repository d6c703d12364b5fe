import { screen, within } from '@testing-library/react'
import { CaseStudy } from '../src/components/sections/case-study'
import { ContactForm } from '../src/components/sections/contact-form'
import { PlanCard } from '../src/components/sections/plan-card'
import { buttonStyle } from '../src/components/ui/button-link'
import { CoverImage } from '../src/components/ui/cover-image'
import { buttonSizes, buttonVariants } from '../src/styles/buttons'
import theme from '../src/styles/theme'
import { renderPage } from './support/render'

const contentPlan = {
  key: 'content',
  title: 'Content Optimization',
  description: 'For sellers whose listings need to convert.',
  features: ['Keyword research'],
  offer: 'New Client Offer: 10 optimized ASINs FREE',
}

describe('plan card', () => {
  it('shows both prices with the prefix, the badge, the offer and a start link to contact', () => {
    renderPage(<PlanCard plan={contentPlan} contactPath="/contact" />)
    expect(screen.getByText('Starting from')).toBeInTheDocument()
    expect(screen.getByText('$690')).toHaveAttribute('data-price-currency', 'USD')
    expect(screen.getByText('€600')).toHaveAttribute('data-price-currency', 'EUR')
    expect(screen.getByText('Most Popular')).toBeInTheDocument()
    expect(screen.getByText(contentPlan.offer)).toBeInTheDocument()
    expect(
      screen.getByRole('link', { name: /^Get started\W+Content Optimization$/ }),
    ).toHaveAttribute('href', '/contact')
  })

  it('shows no badge on a plan that is not the popular one', () => {
    renderPage(
      <PlanCard plan={{ ...contentPlan, key: 'strategy', offer: null }} contactPath="/contact" />,
    )
    expect(screen.queryByText('Most Popular')).not.toBeInTheDocument()
    expect(screen.getByText('$1,300')).toBeInTheDocument()
    expect(screen.getByText('€1,200')).toBeInTheDocument()
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
