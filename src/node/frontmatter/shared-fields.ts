import { caseResultKeys } from '../../config/case-studies'
import { iconNames } from '../../config/icons'
import { figures } from '../../config/site'
import { list, object, oneOf, text, type Fields } from './fields'

/**
 * The frontmatter several content kinds have in common: the fields of every page, and the blocks
 * (hero, intro, closing call, cards, figures) that more than one page kind shows. A kind's own
 * sections are in kinds.ts.
 */

export const common: Fields = {
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

export const hero = (required: 'actions' | 'no actions') =>
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

export const intro = {
  heading: text('The heading of this block.', { singleLine: true }),
  lead: text('A short introduction.', { optional: true }),
}

export const closing = object(
  'Closing',
  {
    heading: text('The heading of the call to action.', { singleLine: true }),
    text: text('One or two sentences that invite the visitor to get in touch.'),
    action: text('Label of the button that leads to the contact page.', { singleLine: true }),
  },
  'The call to action at the end of the page.',
)

export const card = (typeName: string, withIcon: boolean) =>
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
    },
    'A figure; the page shows its label and the basis it was measured on from the UI strings (`figureLabels`, `figureBasis`), the same on every page.',
  ),
  'The figures to show.',
)

export const figureList = (typeName: string) =>
  object(typeName, { ...intro, items: figureItems }, 'A row of figures.')

/** The home page's evidence for its claims. */
export const proof = object(
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
