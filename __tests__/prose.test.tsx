import { compileSync } from '@mdx-js/mdx'
import { fireEvent, screen, within } from '@testing-library/react'
import type { IGatsbyImageData } from 'gatsby-plugin-image'
import { BodyImagesProvider, type BodyImages } from '../src/components/mdx/body-images'
import { bodyCompileSettings, mdxCompileOptions } from '../src/components/mdx/compile/options'
import { Prose } from '../src/components/mdx/mdx-components'
import { playVideosInPage } from '../src/browser/enhance/video'
import type { Language } from '../src/i18n/languages'
import { renderPage } from './support/render'

/** A body compiled as the build compiles one of the kind, and rendered in a page of the language. */
function renderBody(
  body: string,
  {
    kind = 'post',
    language = 'en',
    images = new Map(),
  }: { kind?: string; language?: Language; images?: BodyImages } = {},
) {
  const compiledBody = String(compileSync(body, mdxCompileOptions(bodyCompileSettings(kind))))
  return renderPage(
    <BodyImagesProvider value={images}>
      <Prose body={{ compiledBody, bodyImages: [] }} />
    </BodyImagesProvider>,
    { language },
  )
}

const sections = [
  '## Prüfliste für Händler',
  '## Main content',
  '## Prüfliste für Händler',
  '### Łódź',
].join('\n\n')

describe('the headings of a body', () => {
  it('take ids from their text, without accents, unique in the page', () => {
    const { container } = renderBody(sections, { kind: 'legal' })
    expect([...container.querySelectorAll('h2, h3')].map((heading) => heading.id)).toEqual([
      'prufliste-fur-handler',
      // The page's own skip link leads to #main-content.
      'main-content-2',
      'prufliste-fur-handler-2',
      'lodz',
    ])
  })

  it('each have a link to themselves beside them, named in the page’s language', () => {
    renderBody(sections, { kind: 'legal', language: 'de' })
    const link = screen.getByRole('link', { name: 'Link zum Abschnitt „Łódź“' })
    expect(link).toHaveAttribute('href', '#lodz')
    expect(screen.getByRole('heading', { name: 'Łódź' })).toBeInTheDocument()
  })
})

describe('the footnotes of a body', () => {
  it('link back to their citations by the number readers see, whatever the writer’s label', () => {
    renderBody(
      [
        'Zwei Angaben.[^window] Und eine zweite.[^basis]',
        '[^window]: Sieben Tage.',
        '[^basis]: 40 Konten.',
      ].join('\n\n'),
      { language: 'de' },
    )
    const footnotes = screen.getByRole('heading', { name: 'Fußnoten' }).closest('section')
    expect(footnotes).not.toBeNull()
    expect(
      within(footnotes as HTMLElement)
        .getAllByRole('link')
        .map((link) => link.getAttribute('aria-label')),
    ).toEqual(['Zurück zu Verweis 1', 'Zurück zu Verweis 2'])
  })
})

describe('the table of contents', () => {
  it('opens an article of three sections or more, in the page’s language, as plain links', () => {
    renderBody(sections, { language: 'pl' })
    const contents = screen.getByRole('navigation', { name: 'Spis treści' })
    expect(
      within(contents)
        .getAllByRole('link')
        .map((link) => [link.textContent, link.getAttribute('href')]),
    ).toEqual([
      ['Prüfliste für Händler', '#prufliste-fur-handler'],
      ['Main content', '#main-content-2'],
      ['Prüfliste für Händler', '#prufliste-fur-handler-2'],
      ['Łódź', '#lodz'],
    ])
  })

  it('is left out of an article of fewer sections, and of other pages', () => {
    renderBody('## One\n\n## Two')
    expect(screen.queryByRole('navigation')).toBeNull()
    renderBody(sections, { kind: 'legal' })
    expect(screen.queryByRole('navigation')).toBeNull()
  })
})

describe('a photo of a body', () => {
  const photo: IGatsbyImageData = {
    layout: 'constrained',
    width: 760,
    height: 428,
    images: {
      fallback: { src: '/static/1/photo.jpg', srcSet: '/static/1/photo.jpg 760w', sizes: '760px' },
      sources: [{ type: 'image/avif', srcSet: '/static/1/photo.avif 760w', sizes: '760px' }],
    },
  }
  const body =
    '![The report](./photo.jpg "The report, sorted")\n\nText.\n\nMore text.\n\n![Again](./photo.jpg)'

  it('on a line of its own is a figure whose caption is its title, in the sizes the build made', () => {
    const { container } = renderBody(body, {
      images: new Map([['./photo.jpg', { picture: photo }]]),
    })
    const [first, second] = container.querySelectorAll('figure')
    expect(first?.querySelector('figcaption')?.textContent).toBe('The report, sorted')
    expect(first?.querySelector('source')).toHaveAttribute('type', 'image/avif')
    expect(within(first as HTMLElement).getByRole('img', { name: 'The report' })).toHaveAttribute(
      'width',
      '760',
    )
    expect(second?.querySelector('figcaption')).toBeNull()
  })

  it('loads first among the opening blocks, and when it nears the screen further down', () => {
    renderBody(body, { images: new Map([['./photo.jpg', { picture: photo }]]) })
    expect(screen.getByRole('img', { name: 'The report' })).toHaveAttribute('loading', 'eager')
    expect(screen.getByRole('img', { name: 'Again' })).toHaveAttribute('loading', 'lazy')
  })

  it('without its file (the problem `npm start` shows beside the page) is its alt text, and asks the server for nothing', () => {
    const { container } = renderBody(body)
    expect(container.querySelector('img')).toBeNull()
    expect(container.querySelector('figure')?.textContent).toBe('The reportThe report, sorted')
  })
})

describe('what else writers use', () => {
  it('highlights code at build time by class names, with no inline style', () => {
    const { container } = renderBody('```excel\n=IF(E2>=2, "Harvest", "Watch")\n```')
    const code = container.querySelector('pre code')
    expect(code?.querySelector('.hljs-built_in')?.textContent).toBe('IF')
    expect(code?.querySelector('.hljs-string')?.textContent).toBe('"Harvest"')
    expect(container.querySelector('[style]')).toBeNull()
  })

  it('labels a note in the page’s language, and quotes a pull quote with its source', () => {
    renderBody(
      '<Note>\n\nCheck the dates.\n\n</Note>\n\n<PullQuote cite="Laura Méndez">\n\nFind, then earn.\n\n</PullQuote>',
      {
        language: 'fr',
      },
    )
    expect(screen.getByRole('note')).toHaveTextContent(/^RemarqueCheck the dates\.$/)
    const quote = screen.getByText('Find, then earn.').closest('figure')
    expect(quote?.querySelector('blockquote')).toHaveTextContent('Find, then earn.')
    expect(quote?.querySelector('figcaption')).toHaveTextContent('Laura Méndez')
  })
})

describe('a video', () => {
  const body = '<Video youtube="aqz-KE-bpKQ" title="Big Buck Bunny" poster="./poster.jpg" />'

  it('is a poster and a link to the video on its service, until the visitor plays it', () => {
    const { container } = renderBody(body, {
      language: 'de',
      images: new Map([['./poster.jpg', { url: '/static/poster.jpg' }]]),
    })
    const link = screen.getByRole('link', { name: 'Video „Big Buck Bunny“ abspielen' })
    expect(link).toHaveAttribute('href', 'https://www.youtube.com/watch?v=aqz-KE-bpKQ')
    expect(link.querySelector('img')).toHaveAttribute('src', '/static/poster.jpg')
    expect(container.querySelector('iframe')).toBeNull()
    expect(container.querySelector('figcaption')).toHaveTextContent(
      /lädt diese Seite nichts von YouTube\. Mit dem Start willigen Sie ein.*jederzeit widerrufen\. Wie wir mit Ihren Daten umgehen$/,
    )
  })

  it('plays in the page, in YouTube’s no-cookie player, once clicked', () => {
    playVideosInPage(document)
    renderBody(body)
    fireEvent.click(screen.getByRole('link', { name: 'Play the video “Big Buck Bunny”' }))
    const player = document.querySelector('iframe')
    expect(player).toHaveAttribute(
      'src',
      'https://www.youtube-nocookie.com/embed/aqz-KE-bpKQ?autoplay=1',
    )
    expect(player).toHaveAttribute('title', 'Big Buck Bunny')
    expect(screen.queryByRole('link', { name: /Play the video/ })).toBeNull()
  })
})
