import { graphql, type HeadProps } from 'gatsby'
import type { ReactNode } from 'react'
import { toLanguage } from '../../i18n/languages'
import { SeoHead } from '../head/seo-head'
import { Layout } from './layout'

/** What every content page needs for its frame and head: language, path, translations. */
export const query = graphql`
  fragment ContentPageFrame on Mdx {
    fields {
      language
      path
    }
    frontmatter {
      title
      description
    }
    translations {
      fields {
        language
        path
      }
    }
  }
`

export type ContentPageFrame = Queries.ContentPageFrameFragment

export function ContentPage({ page, children }: { page: ContentPageFrame; children: ReactNode }) {
  return (
    <Layout
      language={toLanguage(page.fields.language)}
      currentPath={page.fields.path}
      translations={page.translations.map(({ fields }) => fields)}
    >
      {children}
    </Layout>
  )
}

/** The Head export of a content page template. */
export function ContentPageHead({ data }: HeadProps<{ mdx: ContentPageFrame | null }>) {
  if (!data.mdx) return null
  const { fields, frontmatter } = data.mdx
  return (
    <SeoHead
      language={toLanguage(fields.language)}
      title={frontmatter.title}
      description={frontmatter.description}
      path={fields.path}
    />
  )
}
