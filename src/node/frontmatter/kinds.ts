import { caseResultKeys, caseStudies } from '../../config/case-studies'
import { iconNames } from '../../config/icons'
import { plans } from '../../config/prices'
import { figures } from '../../config/site'
import { inlineSvgMaxKB } from '../inline-svg'
import { date, image, list, object, oneOf, text, type Fields } from './fields'

/**
 * Every kind of content item and the frontmatter it takes. The folder of an item decides its kind:
 * `content/pages/<key>` is the page kind named <key> (one of pageKinds) or else a plain `page`,
 * `content/legal/*` is legal, `content/blog/*` is post.
 */

const common: Fields = {
  slug: text(
    "The page's full address on the site, starting with the language prefix, e.g. /es/precios.",
    { singleLine: true },
  ),
  aliases: list(
    text('An old or alternative address.', { singleLine: true }),
    'Other addresses that lead to this page.',
    {
      optional: true,
    },
  ),
  title: text('The page title shown in the browser tab and search results.', {
    singleLine: true,
  }),
  description: text('One or two sentences for search results and link previews.', {
    maxLength: 160,
  }),
  translatedFrom: text(
    'Translations only: the version of the English file this text was translated from. `npm run i18n:status -- --mark` writes it; do not type it.',
    { optional: true },
  ),
}

const hero = (required: 'actions' | 'no actions') =>
  object(
    'Hero',
    {
      heading: text('The main heading at the top of the page.', { singleLine: true }),
      lead: text('The short text under the heading.'),
      primaryAction: text('Label of the first button.', {
        optional: required === 'no actions',
        singleLine: true,
      }),
      secondaryAction: text('Label of the second button.', {
        optional: required === 'no actions',
        singleLine: true,
      }),
    },
    'The banner at the top of the page.',
  )

const intro = {
  heading: text('The heading of this block.', { singleLine: true }),
  lead: text('A short introduction.', { optional: true }),
}

const closing = object(
  'Closing',
  {
    heading: text('The heading of the call to action.', { singleLine: true }),
    text: text('One or two sentences that invite the visitor to get in touch.'),
    action: text('Label of the button that leads to the contact page.', { singleLine: true }),
  },
  'The call to action at the end of the page.',
)

const card = (typeName: string, withIcon: boolean) =>
  object(
    typeName,
    {
      ...(withIcon ? { icon: oneOf(iconNames, 'The picture shown on the card.') } : {}),
      title: text('The title of the card.', { singleLine: true }),
      description: text('The text of the card.'),
    },
    'A card.',
  )

const figureItems = list(
  object(
    'Figure',
    {
      figure: oneOf(Object.keys(figures), 'Which of the company figures to show.'),
      label: text('What the figure counts, e.g. "Clients served".', { singleLine: true }),
    },
    'A figure with its label; the page shows the basis the figure was measured on below it.',
  ),
  'The figures to show.',
)

const figureList = (typeName: string) =>
  object(typeName, { ...intro, items: figureItems }, 'A row of figures.')

const proof = object(
  'Proof',
  {
    figures: figureItems,
    caseResult: object(
      'CaseResult',
      {
        result: oneOf(
          caseResultKeys,
          'Which measured result to show, as <case>.<metric>, e.g. lighting.sales.',
        ),
        label: text('What the result measures, for whom, e.g. "Sales of a lighting brand".', {
          singleLine: true,
        }),
        linkLabel: text('Label of the link to the case studies.', { singleLine: true }),
      },
      'One measured result from a case study.',
    ),
    partnerLabel: text('The words before the name of the Amazon programme the agency is in.', {
      singleLine: true,
    }),
  },
  'The proof strip: headline figures with their basis, one case result and the partner programme.',
)

export const contentKinds = {
  home: {
    ...common,
    hero: hero('actions'),
    highlights: object(
      'Highlights',
      { ...intro, items: list(card('Highlight', false), 'The numbered cards.') },
      'The three numbered service cards.',
    ),
    proof,
    reasons: object(
      'Reasons',
      {
        ...intro,
        items: list(text('One reason.'), 'The reasons to choose the agency.'),
        linkLabel: text('Label of the link to the about page.', { singleLine: true }),
      },
      'The why-choose-us list.',
    ),
    blogTeaser: object(
      'BlogTeaser',
      { ...intro, linkLabel: text('Label of the link to the blog.', { singleLine: true }) },
      'The block that shows the latest blog post.',
    ),
    closing,
  },
  about: {
    ...common,
    hero: hero('no actions'),
    values: object(
      'Values',
      { ...intro, items: list(card('Value', true), 'The values.') },
      'The values of the company.',
    ),
    impact: figureList('Impact'),
    markets: object(
      'Markets',
      intro,
      'The countries the agency sells in; the list itself comes from the site facts.',
    ),
    closing,
  },
  services: {
    ...common,
    hero: hero('no actions'),
    services: object(
      'ServiceList',
      {
        ...intro,
        items: list(
          object(
            'Service',
            {
              icon: oneOf(iconNames, 'The picture shown with the service.'),
              title: text('The name of the service.', { singleLine: true }),
              description: text('What the service is, in one or two sentences.'),
              features: list(
                text('One feature.', { singleLine: true }),
                'What the service includes.',
              ),
            },
            'A service.',
          ),
          'The services, in the order they are numbered.',
        ),
      },
      'The numbered services.',
    ),
    closing,
  },
  'case-studies': {
    ...common,
    hero: hero('no actions'),
    stats: figureList('Stats'),
    cases: object(
      'CaseList',
      {
        ...intro,
        items: list(
          object(
            'CaseStudy',
            {
              key: oneOf(
                Object.keys(caseStudies),
                'Which case this is; its measured metrics come from the site facts.',
              ),
              title: text('The title of the case.', { singleLine: true }),
              category: text('The product category of the client.', { singleLine: true }),
              challenge: text('What the client struggled with.'),
              solution: text('What the agency did.'),
              results: list(text('One result.'), 'The results, one per line.'),
            },
            'A case study.',
          ),
          'The case studies.',
        ),
      },
      'The case studies.',
    ),
    closing,
  },
  pricing: {
    ...common,
    hero: hero('no actions'),
    plans: object(
      'PlanList',
      {
        ...intro,
        items: list(
          object(
            'Plan',
            {
              key: oneOf(
                Object.keys(plans),
                'Which plan this is; its price comes from the price list.',
              ),
              title: text('The name of the plan.', { singleLine: true }),
              description: text('Who the plan is for.'),
              features: list(text('One feature.', { singleLine: true }), 'What the plan includes.'),
              offer: text('A special offer shown on the card.', {
                optional: true,
                singleLine: true,
              }),
            },
            'A plan.',
          ),
          'The plans.',
        ),
      },
      'The price plans.',
    ),
    closing,
  },
  blog: {
    ...common,
    hero: hero('no actions'),
  },
  contact: {
    ...common,
    hero: hero('no actions'),
    contactCards: object(
      'ContactCards',
      {
        ...intro,
        email: object(
          'EmailCard',
          {
            title: text('The title of the card.', { singleLine: true }),
            description: text('A short explanation under the address.'),
          },
          'The first card, which shows the e-mail address from the site facts.',
        ),
        items: list(
          object(
            'ContactCard',
            {
              icon: oneOf(iconNames, 'The picture shown on the card.'),
              title: text('The title of the card.', { singleLine: true }),
              content: text('The main line of the card.', { singleLine: true }),
              description: text('A short explanation under it.'),
            },
            'A way to reach the agency.',
          ),
          'The other contact cards.',
        ),
      },
      'The contact information cards.',
    ),
    form: object('FormIntro', intro, 'The heading above the message form.'),
    faqs: object(
      'Faqs',
      {
        ...intro,
        items: list(
          object(
            'Faq',
            { question: text('The question.', { singleLine: true }), answer: text('The answer.') },
            'A question and its answer.',
          ),
          'The questions.',
        ),
      },
      'Frequently asked questions.',
    ),
  },
  'thank-you': {
    ...common,
    hero: hero('no actions'),
  },
  search: {
    ...common,
    hero: hero('no actions'),
  },
  page: common,
  legal: {
    ...common,
    lastUpdated: date('The day this document last changed, as YYYY-MM-DD.', { shared: true }),
  },
  post: {
    ...common,
    date: date('The publication date, as YYYY-MM-DD.', { shared: true }),
    author: text('The name of the author.', { shared: true, singleLine: true }),
    image: image(
      `The cover image, a file in the same folder: a drawing as SVG (e.g. cover.svg, at most ${inlineSvgMaxKB} KB compressed), shown with the page's first bytes, or a photo (cover.jpg, .png or .webp).`,
      { shared: true },
    ),
    imageAlt: text('What the cover image shows, for people who cannot see it.'),
    excerpt: text('A short summary shown on the blog list.'),
  },
} as const satisfies Record<string, Fields>

export type ContentKind = keyof typeof contentKinds

/**
 * The page kinds that live in content/pages, each with its own template and sections. Any other
 * folder there is a plain `page`: a title and Markdown text, as `npm run new -- page` makes.
 */
export const pageKinds = [
  'home',
  'about',
  'services',
  'case-studies',
  'pricing',
  'blog',
  'contact',
  'thank-you',
  'search',
] as const

/** The kinds whose pages show the Markdown text below the frontmatter (their template's `Prose`). */
export const kindsWithBody = ['about', 'pricing', 'thank-you', 'page', 'legal', 'post'] as const

export const contentSections = ['pages', 'legal', 'blog'] as const
export type ContentSection = (typeof contentSections)[number]
