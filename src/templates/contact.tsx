import { graphql, type PageProps } from 'gatsby'
import { ContentPageHead } from '../components/head/content-page-head'
import { ContactCards } from '../components/sections/contact-cards'
import { ContactForm } from '../components/sections/contact-form'
import { FaqList } from '../components/sections/faq-list'
import { Hero } from '../components/sections/hero'
import { Section } from '../components/ui/section'

export default function ContactTemplate({ data }: PageProps<Queries.ContactPageQuery>) {
  if (!data.mdx) return null
  const { hero, contactCards, form, faqs } = data.mdx.frontmatter
  return (
    <>
      {hero && <Hero heading={hero.heading} lead={hero.lead} />}
      {contactCards && (
        <Section heading={contactCards.heading} lead={contactCards.lead}>
          <ContactCards email={contactCards.email} items={contactCards.items} />
        </Section>
      )}
      {form && (
        <Section heading={form.heading} lead={form.lead} muted>
          <div sx={{ maxWidth: 'narrow' }}>
            <ContactForm />
          </div>
        </Section>
      )}
      {faqs && (
        <Section heading={faqs.heading} lead={faqs.lead}>
          <FaqList items={faqs.items} />
        </Section>
      )}
    </>
  )
}

export const Head = ContentPageHead

export const query = graphql`
  query ContactPage($id: String!) {
    mdx(id: { eq: $id }) {
      ...ContentPageMeta
      frontmatter {
        hero {
          ...HeroText
        }
        contactCards {
          heading
          lead
          email {
            title
            description
          }
          items {
            icon
            title
            content
            description
          }
        }
        form {
          heading
          lead
        }
        faqs {
          heading
          lead
          items {
            question
            answer
          }
        }
      }
    }
  }
`
