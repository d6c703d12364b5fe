import { screen } from '@testing-library/react'
import { factComponents } from '../src/components/facts/company-facts'
import { PrivacyNote } from '../src/components/sections/contact-form'
import { legalFacts } from '../src/config/legal'
import { componentProblem } from '../src/node/body-components'
import { renderPage, stringsOf } from './support/render'

const { LegalFact } = factComponents
const readerAuthority = { name: 'LegalFact', attributes: { name: 'readerAuthority' }, line: 9 }

describe('a legal fact that differs by market', () => {
  it('shows the value of the page’s language: the authority, its address and its website, unlinked', () => {
    renderPage(<LegalFact name="readerAuthority" />, { language: 'fr' })
    expect(document.body.textContent).toBe(
      'Commission nationale de l’informatique et des libertés (CNIL), 3 place de Fontenoy, TSA 80715, 75334 Paris Cedex 07, France, www.cnil.fr',
    )
    expect(screen.queryByRole('link')).toBeNull()
  })

  it('names each market’s own authority, its country in the page’s language', () => {
    renderPage(<LegalFact name="readerAuthority" />, { language: 'pl' })
    expect(document.body.textContent).toContain(
      'Prezes Urzędu Ochrony Danych Osobowych (PUODO), ul. Stawki 2, 00-193 Warszawa, Polska',
    )
  })

  it('is refused by the content check in a language that has no value for it, naming those that have', () => {
    expect(componentProblem(readerAuthority, 'it')).toBeUndefined()
    expect(componentProblem(readerAuthority, 'en')).toBe(
      `<LegalFact name="readerAuthority" /> differs by market and has no value for this file's language (en); it has one for it, fr, pt, pl. Remove it here, or add the value for en in content/facts/legal.json (readerAuthorities).`,
    )
  })

  it('leaves the facts that are the same in every market alone, whatever the language', () => {
    const vatId = { name: 'LegalFact', attributes: { name: 'vatId' }, line: 3 }
    expect(componentProblem(vatId, 'en')).toBeUndefined()
    expect(componentProblem(vatId, 'pl')).toBeUndefined()
  })
})

describe('the privacy note under the contact form', () => {
  it('names the controller by its legal name and links the privacy policy of the page’s language', () => {
    renderPage(<PrivacyNote />, { language: 'de' })
    const text = document.body.textContent ?? ''
    expect(text).toContain(`Verantwortlich ist die ${legalFacts.legalName}.`)
    expect(text).toContain('Formspree')
    expect(text).not.toContain('{')
    expect(
      screen.getByRole('link', { name: stringsOf('de').form.privacyLink }).getAttribute('href'),
    ).toBe('/de/datenschutz')
  })
})
