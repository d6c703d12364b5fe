import { join } from 'node:path'
import { formatProblem } from '../src/node/validate'
import { addressWordProblems, compareUiStrings, loadUiStrings } from '../src/node/ui-strings'
import { projectRoot, stringsRoot } from '../src/node/project-paths'
import { sameAsEnglish } from '../e2e/harness/same-words'

const fixtures = join(__dirname, 'fixtures', 'strings')
const messagesFor = (fixture: string) =>
  loadUiStrings(join(fixtures, fixture), join(fixtures, fixture)).problems.map(formatProblem)

describe('UI strings', () => {
  it('are complete and consistent in every language of the site', () => {
    const { strings, problems } = loadUiStrings(stringsRoot, projectRoot)
    expect(problems).toEqual([])
    expect(Object.keys(strings)).toEqual(['en', 'es', 'de', 'it', 'fr', 'pt', 'pl'])
  })

  it('carry the price prefix of the spec in each language', () => {
    const { strings } = loadUiStrings(stringsRoot, projectRoot)
    expect(
      Object.fromEntries(
        Object.entries(strings).map(([code, texts]) => [code, texts.pricing.startingFrom]),
      ),
    ).toEqual({
      en: 'Starting from',
      de: 'Ab',
      es: 'Desde',
      fr: 'À partir de',
      it: 'A partire da',
      pl: 'Od',
      pt: 'A partir de',
    })
  })

  it('are translated: a text equal to the English one is a word that language shares', () => {
    const { strings } = loadUiStrings(stringsRoot, projectRoot)
    type Tree = { [key: string]: string | Tree }
    const leaves = (tree: Tree, prefix = ''): [string, string][] =>
      Object.entries(tree).flatMap(([key, value]) =>
        typeof value === 'string'
          ? [[`${prefix}${key}`, value]]
          : leaves(value, `${prefix}${key}.`),
      )
    const english = new Map(leaves(strings.en as unknown as Tree))
    for (const [language, shared] of Object.entries(sameAsEnglish)) {
      const untranslated = leaves(
        strings[language as keyof typeof sameAsEnglish] as unknown as Tree,
      )
        .filter(([key, text]) => english.get(key) === text && !shared.includes(text))
        .map(([key]) => `${language}: ${key}`)
      expect(untranslated).toEqual([])
    }
  })

  it('accept a complete set', () => {
    expect(messagesFor('complete')).toEqual([])
  })

  it('refuse a word of the addresses written otherwise than addresses are', () => {
    expect(
      addressWordProblems(
        { addresses: { page: 'Seite' }, blog: { page: 'Seite' } },
        'index.de.json',
      ).map(formatProblem),
    ).toEqual([
      'index.de.json, field "addresses.page": is a word of the site\'s addresses, so it is written as they are: lower-case letters a–z without accents, digits and hyphens ("Seite" is not). For example "seite" or "pagina".',
    ])
    expect(addressWordProblems({ addresses: { page: 'strona' } }, 'index.pl.json')).toEqual([])
  })

  it('let a span of months be written as one range or as its first and last month, and nothing else', () => {
    const english = { basis: { clients: 'Clients with a paid project, {period}' } }
    const problems = (text: string) =>
      compareUiStrings(english, { basis: { clients: text } }, 'index.es.json').map(formatProblem)
    expect(problems('Clientes con un proyecto de pago, periodo {period}')).toEqual([])
    expect(problems('Clientes con un proyecto de pago, de {from} a {to}')).toEqual([])
    expect(problems('Clientes con un proyecto de pago, desde {from}')).toEqual([
      'index.es.json, field "basis.clients": must contain the placeholders {period} exactly as in English, untranslated ({from} and {to} may stand for {period}).',
    ])
  })

  it('name the language file and the key of every mistake, and how to fix it', () => {
    expect(messagesFor('broken')).toEqual([
      'index.de.json, field "nav.blog": is missing. Add it with the translation of the English "Blog".',
      'index.de.json, field "nav.hmoe": is not a key of the English strings file, so nothing uses it. Did you mean "nav.home"?',
      'index.it.json, field "nav.home": is empty. Write the translation.',
      'index.fr.json, field "blog.byAuthor": must contain the placeholders {author} exactly as in English, untranslated.',
      expect.stringMatching(/^index\.pt\.json: is not valid JSON \(.+\)\.$/),
      'index.pl.json: is missing. Copy index.en.json and translate every text.',
    ])
  })
})
