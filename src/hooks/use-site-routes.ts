import { graphql, useStaticQuery } from 'gatsby'
import { defaultLanguage, type Language } from '../i18n/languages'
import { homePath } from '../i18n/paths'

/** Finds the path of a content item (by translation key) in a language. */
export type RouteFinder = (item: string, language: Language) => string

/**
 * The paths of the site's pages and legal documents in every language, read from content.
 * Blog posts are left out: their links come from the page queries that list them.
 */
export function useSiteRoutes(): RouteFinder {
  const data = useStaticQuery<Queries.SiteRoutesQuery>(graphql`
    query SiteRoutes {
      allMdx(filter: { fields: { kind: { ne: "post" } } }) {
        nodes {
          fields {
            language
            translationKey
            path
          }
        }
      }
    }
  `)
  const paths = new Map(
    data.allMdx.nodes.map(({ fields }) => [
      `${fields.translationKey}|${fields.language}`,
      fields.path,
    ]),
  )
  return (item, language) =>
    paths.get(`${item}|${language}`) ??
    paths.get(`${item}|${defaultLanguage}`) ??
    homePath(language)
}
