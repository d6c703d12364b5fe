import { caseStudies } from '../../config/case-studies'
import { iconNames } from '../../config/icons'
import { plans } from '../../config/prices'
import { inlineSvgMaxKB } from '../inline-svg'
import { date, image, list, object, oneOf, reference, text, type Fields } from './fields'
import { card, closing, common, figureList, hero, intro, proof } from './shared-fields'

/**
 * Every kind of content item and the frontmatter it takes. The folder of an item decides its kind
 * (kindOf in content-item.ts): `content/pages/<key>` is the page kind named <key> (one of
 * pageKinds) or else a plain `page`, `content/legal/*` is legal, `content/blog/*` is post,
 * `content/categories/*` a category and `content/authors/*` an author.
 */

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
    updated: date(
      'The day the article was last changed in substance (new advice, new figures), as YYYY-MM-DD; leave it out until then. Not for a corrected typo.',
      { shared: true, optional: true },
    ),
    author: reference(
      'authors',
      'Who wrote the article: the folder name of their entry in content/authors (e.g. laura-mendez).',
      {
        shared: true,
      },
    ),
    categories: list(
      reference(
        'categories',
        'A category: the folder name of its entry in content/categories (e.g. advertising).',
      ),
      'The categories the article belongs to, the main one first.',
      { shared: true },
    ),
    image: image(
      `The cover image, a file in the same folder: a drawing as SVG (e.g. cover.svg, at most ${inlineSvgMaxKB} KB compressed), shown with the page's first bytes, or a photo (cover.jpg, .png or .webp).`,
      { shared: true },
    ),
    imageAlt: text('What the cover image shows, for people who cannot see it.'),
    excerpt: text('A short summary shown on the blog list.'),
  },
  category: {
    ...common,
    name: text('The name of the category, as articles show it.', { singleLine: true }),
  },
  author: {
    ...common,
    name: text('The name of the author, as articles show it.', { shared: true, singleLine: true }),
    role: text('What the author does, in a few words.', { singleLine: true }),
    bio: text('Two or three sentences about the author, shown on their page.'),
    image: image(
      'A photo of the author, a file in the same folder (photo.jpg, .png or .webp), at least 400 pixels wide; leave it out until there is one.',
      { shared: true, optional: true },
    ),
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

export const contentSections = ['pages', 'legal', 'blog', 'categories', 'authors'] as const
export type ContentSection = (typeof contentSections)[number]
