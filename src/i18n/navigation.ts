import type { UiStrings } from './strings'

/**
 * Which content items the header and footer link to, by translation key; the localized paths
 * come from the content, the labels from the UI strings.
 */
export const mainNavigation = [
  { item: 'pages/home', label: 'home' },
  { item: 'pages/services', label: 'services' },
  { item: 'pages/case-studies', label: 'caseStudies' },
  { item: 'pages/pricing', label: 'pricing' },
  { item: 'pages/blog', label: 'blog' },
  { item: 'pages/about', label: 'about' },
  { item: 'pages/contact', label: 'contact' },
] as const satisfies readonly { item: string; label: keyof UiStrings['nav'] }[]

export const legalNavigation = [
  { item: 'legal/privacy', label: 'privacy' },
  { item: 'legal/terms', label: 'terms' },
  { item: 'legal/cookies', label: 'cookies' },
  { item: 'legal/legal-notice', label: 'legalNotice' },
] as const satisfies readonly { item: string; label: keyof UiStrings['legalLinks'] }[]

export const contactItem = 'pages/contact'
export const blogItem = 'pages/blog'
/**
 * The place on each blog page of the note that an article is not in its language: the language
 * menu of an article leads there for the languages the article is not written in.
 */
export const notTranslatedAnchor = 'not-translated'
export const aboutItem = 'pages/about'
export const servicesItem = 'pages/services'
export const searchItem = 'pages/search'
export const caseStudiesItem = 'pages/case-studies'
