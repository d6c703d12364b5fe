import { isValidElement, type ReactNode } from 'react'
import { withSharedPagePathScript } from '../src/ssr/page-path-script'

const gatsbyPageScript = (path: string, extra = '') => (
  <script
    key="script-loader"
    id="gatsby-script-loader"
    dangerouslySetInnerHTML={{
      __html: `/*<![CDATA[*/window.pagePath=${JSON.stringify(path)};${extra}/*]]>*/`,
    }}
  />
)

interface ScriptProps {
  'data-page-path'?: string
  dangerouslySetInnerHTML?: { __html: string }
}

function sharedScriptOf(path: string) {
  const script: ReactNode = withSharedPagePathScript([gatsbyPageScript(path)])[0]
  if (!isValidElement<ScriptProps>(script)) throw new Error('No script element')
  return {
    pagePath: script.props['data-page-path'],
    source: script.props.dangerouslySetInnerHTML?.__html ?? '',
  }
}

describe("Gatsby's page script", () => {
  it('becomes the same on every page, with the path in a data attribute', () => {
    const german = sharedScriptOf('/de/preise')
    const english = sharedScriptOf('/pricing')
    expect(german.pagePath).toBe('/de/preise')
    expect(english.pagePath).toBe('/pricing')
    expect(german.source).toBe(english.source)
  })

  it('gives the runtime the path it would have had', () => {
    const { pagePath, source } = sharedScriptOf('/404.html')
    const element = document.createElement('script')
    element.dataset.pagePath = pagePath
    const currentScript = jest.spyOn(document, 'currentScript', 'get').mockReturnValue(element)
    new Function(source)()
    expect(window.pagePath).toBe('/404.html')
    currentScript.mockRestore()
  })

  it('leaves other components alone', () => {
    const other = <script key="x" id="other" />
    expect(withSharedPagePathScript([other, 'text'])).toEqual([other, 'text'])
  })

  it('refuses to drop anything else Gatsby starts putting into that script', () => {
    expect(() => withSharedPagePathScript([gatsbyPageScript('/', 'window.pageData={};')])).toThrow(
      /page script changed shape/,
    )
  })
})
