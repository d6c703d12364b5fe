/** @jest-environment node */
import type { ReactNode } from 'react'
import { renderToStaticMarkup, renderToString } from 'react-dom/server'
import { styleElement, withOneStyleElement } from '../src/ssr/critical-css'
import { withoutHeadApiMark, withoutTextSeparators } from '../src/ssr/without-runtime'
import { organization } from '../src/seo/structured-data'
import { pendingFacts } from '../src/node/owner-facts-check'

const markup = (components: ReactNode[]) => renderToStaticMarkup(<>{components}</>)

describe('the head of a built page', () => {
  it('holds all its inline CSS in one style element, where the first one stood', () => {
    const head = [
      <script key="boot">boot()</script>,
      styleElement('page', '.a{color:red}'),
      <meta key="description" name="description" content="x" />,
      styleElement('fonts', '@font-face{font-family:F}'),
    ]
    expect(markup(withOneStyleElement(head))).toBe(
      '<script>boot()</script><style>.a{color:red}@font-face{font-family:F}</style>' +
        '<meta name="description" content="x"/>',
    )
  })

  it('is left as it is when it has no inline CSS', () => {
    const head = [<title key="title">Page</title>]
    expect(withOneStyleElement(head)).toBe(head)
  })

  it("drops the Head API's mark, which only Gatsby's runtime reads, and keeps the rest", () => {
    const marked = <meta key="d" name="description" content="x" data-gatsby-head="true" />
    expect(markup([withoutHeadApiMark(marked)])).toBe('<meta name="description" content="x"/>')
  })
})

describe('the body of a built page', () => {
  it("has none of React's separators between pieces of text", () => {
    const body = renderToString(
      <p>
        © {2026} {'Brightshelf'}
      </p>,
    )
    expect(body).toContain('<!-- -->')
    expect(withoutTextSeparators(body)).toBe('<p>© 2026 Brightshelf</p>')
  })
})

describe('the Organization in the structured data', () => {
  const identity = ['@id', '@type', 'logo', 'name', 'url']

  it.each(['home', 'about', 'contact'])(
    'is whole on the %s page, which describes the company',
    (kind) => {
      const node = organization(kind)
      expect(node).toHaveProperty('legalName')
      expect(node).toHaveProperty('location')
      expect(node).toHaveProperty('areaServed')
      expect(Object.keys(node)).toEqual(expect.arrayContaining(identity))
    },
  )

  it("leaves out the operator's address and phone while they are examples", () => {
    const node = organization('home')
    expect(pendingFacts()).toEqual(expect.arrayContaining(['company.address', 'company.phone']))
    expect(node).not.toHaveProperty('address')
    expect(node).not.toHaveProperty('telephone')
  })

  it.each(['post', 'pricing', 'legal'])(
    'only names the company on a %s page, by the same @id',
    (kind) => {
      expect(Object.keys(organization(kind)).sort()).toEqual(identity)
      expect(organization(kind)['@id']).toBe(organization('home')['@id'])
    },
  )
})
