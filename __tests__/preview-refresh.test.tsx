import { render, screen } from '@testing-library/react'
import { showsServerState } from '../src/browser/preview-refresh'
import { canonicalJson } from '../src/i18n/source-version'
import { wrapPageElement } from '../src/components/layout/wrap-page-element'

const problems = [{ file: 'content/pages/pricing/index.de.mdx', line: 3, message: 'Fix it.' }]

describe('the live preview of `npm start`', () => {
  it('compares page data however its keys are ordered', () => {
    expect(canonicalJson({ b: 1, a: { d: [2, { f: 1, e: 0 }], c: null } })).toBe(
      canonicalJson({ a: { c: null, d: [2, { e: 0, f: 1 }] }, b: 1 }),
    )
  })

  it('counts a page as current only with the server’s component and data', () => {
    const server = {
      componentChunkName: 'component---src-templates-pricing-tsx',
      result: { data: { mdx: { title: 'Preise' } }, pageContext: { language: 'de' } },
    }
    const shown = { page: { componentChunkName: server.componentChunkName }, json: server.result }
    expect(showsServerState(shown, server)).toBe(true)
    expect(showsServerState(undefined, server)).toBe(false)
    expect(
      showsServerState(
        {
          ...shown,
          page: { componentChunkName: 'component---src-templates-content-problems-tsx' },
        },
        server,
      ),
    ).toBe(false)
    expect(
      showsServerState({ ...shown, json: { ...server.result, data: { mdx: null } } }, server),
    ).toBe(false)
  })

  it('shows a page’s content problems whichever template is mounted when its data arrives', () => {
    function PricingTemplate(): never {
      throw new Error('A page template drawn with the data of the problems page')
    }
    render(
      wrapPageElement({
        element: <PricingTemplate />,
        props: { pageContext: { problems }, location: { pathname: '/de/preise' } },
      } as unknown as Parameters<typeof wrapPageElement>[0]),
    )
    expect(screen.getByText('content/pages/pricing/index.de.mdx, line 3')).toBeTruthy()
    expect(screen.getByText('Fix it.')).toBeTruthy()
  })
})
