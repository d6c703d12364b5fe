import type { Language } from '../../i18n/languages'

/**
 * What the CMS says when it refuses to save a language of an entry, or of an address, in the
 * CMS's interface language. `language` is the name of the entry's language in that interface
 * language, capitalised ("Deutsch", "Alemán"); `fields` the labels of the fields to fill in.
 */
export interface SaveRuleTexts {
  /** A page's language with nothing written: a page exists in every language. */
  blankPage: (language: string) => string
  /** An article's language begun and not finished. */
  unfinishedArticle: (language: string, fields: string) => string
  /** A page's language with required fields empty. */
  unfinishedPage: (language: string, fields: string) => string
  /** An address not written as one. */
  addressShape: (address: string) => string
  /** An address outside its language's part of the site. */
  addressLanguage: (address: string, prefix: string) => string
  /** An address another page has. */
  addressTaken: (address: string) => string
}

export const saveRuleTexts: Record<Language, SaveRuleTexts> = {
  en: {
    blankPage: (language) =>
      `${language}: nothing is written, and every page is published in every language. Nothing was saved. If the fields did not load, reload the page.`,
    unfinishedArticle: (language, fields) =>
      `${language} is begun but not finished: fill in ${fields}, or empty every field of it to publish the article without it for now.`,
    unfinishedPage: (language, fields) => `${language} is not finished: fill in ${fields}.`,
    addressShape: (address) =>
      `"${address}" is not an address: start with "/" and use lower-case letters, digits and hyphens.`,
    addressLanguage: (address, prefix) => `"${address}" must start with "${prefix}/".`,
    addressTaken: (address) => `"${address}" is already the address of another page.`,
  },
  es: {
    blankPage: (language) =>
      `${language}: no hay nada escrito, y cada página se publica en todos los idiomas. No se ha guardado nada. Si los campos no se cargaron, vuelva a cargar la página.`,
    unfinishedArticle: (language, fields) =>
      `${language} está empezado pero sin terminar: rellene ${fields}, o vacíe todos sus campos para publicar el artículo sin este idioma de momento.`,
    unfinishedPage: (language, fields) => `${language} está sin terminar: rellene ${fields}.`,
    addressShape: (address) =>
      `«${address}» no es una dirección: empiece por «/» y use minúsculas, cifras y guiones.`,
    addressLanguage: (address, prefix) => `«${address}» debe empezar por «${prefix}/».`,
    addressTaken: (address) => `«${address}» ya es la dirección de otra página.`,
  },
  de: {
    blankPage: (language) =>
      `${language}: Es ist nichts geschrieben, und jede Seite erscheint in allen Sprachen. Es wurde nichts gespeichert. Falls die Felder nicht geladen wurden, laden Sie die Seite neu.`,
    unfinishedArticle: (language, fields) =>
      `${language} ist begonnen, aber nicht fertig: Füllen Sie ${fields} aus, oder leeren Sie alle Felder dieser Sprache, um den Artikel vorerst ohne sie zu veröffentlichen.`,
    unfinishedPage: (language, fields) => `${language} ist nicht fertig: Füllen Sie ${fields} aus.`,
    addressShape: (address) =>
      `„${address}“ ist keine Adresse: Beginnen Sie mit „/“ und verwenden Sie Kleinbuchstaben, Ziffern und Bindestriche.`,
    addressLanguage: (address, prefix) => `„${address}“ muss mit „${prefix}/“ beginnen.`,
    addressTaken: (address) => `„${address}“ ist bereits die Adresse einer anderen Seite.`,
  },
  it: {
    blankPage: (language) =>
      `${language}: non c’è nulla di scritto, e ogni pagina è pubblicata in tutte le lingue. Non è stato salvato nulla. Se i campi non si sono caricati, ricarica la pagina.`,
    unfinishedArticle: (language, fields) =>
      `${language}: la traduzione è iniziata ma non finita. Compila ${fields}, oppure svuota tutti i suoi campi per pubblicare per ora l’articolo senza questa lingua.`,
    unfinishedPage: (language, fields) =>
      `${language}: la traduzione non è finita. Compila ${fields}.`,
    addressShape: (address) =>
      `«${address}» non è un indirizzo: inizia con «/» e usa lettere minuscole, cifre e trattini.`,
    addressLanguage: (address, prefix) => `«${address}» deve iniziare con «${prefix}/».`,
    addressTaken: (address) => `«${address}» è già l’indirizzo di un’altra pagina.`,
  },
  fr: {
    blankPage: (language) =>
      `${language} : rien n’est écrit, et chaque page est publiée dans toutes les langues. Rien n’a été enregistré. Si les champs ne se sont pas chargés, rechargez la page.`,
    unfinishedArticle: (language, fields) =>
      `${language} : la traduction est commencée mais pas terminée. Remplissez ${fields}, ou videz tous ses champs pour publier l’article sans cette langue pour l’instant.`,
    unfinishedPage: (language, fields) =>
      `${language} : la traduction n’est pas terminée. Remplissez ${fields}.`,
    addressShape: (address) =>
      `« ${address} » n’est pas une adresse : commencez par « / » et utilisez des minuscules, des chiffres et des traits d’union.`,
    addressLanguage: (address, prefix) => `« ${address} » doit commencer par « ${prefix}/ ».`,
    addressTaken: (address) => `« ${address} » est déjà l’adresse d’une autre page.`,
  },
  pt: {
    blankPage: (language) =>
      `${language}: não há nada escrito, e cada página é publicada em todas as línguas. Nada foi guardado. Se os campos não carregaram, recarregue a página.`,
    unfinishedArticle: (language, fields) =>
      `${language}: a tradução foi começada mas não terminada. Preencha ${fields}, ou esvazie todos os seus campos para publicar o artigo sem esta língua por agora.`,
    unfinishedPage: (language, fields) =>
      `${language}: a tradução não está terminada. Preencha ${fields}.`,
    addressShape: (address) =>
      `«${address}» não é um endereço: comece por «/» e use minúsculas, algarismos e hífenes.`,
    addressLanguage: (address, prefix) => `«${address}» tem de começar por «${prefix}/».`,
    addressTaken: (address) => `«${address}» já é o endereço de outra página.`,
  },
  pl: {
    blankPage: (language) =>
      `${language}: nic nie zostało napisane, a każda strona jest publikowana we wszystkich językach. Niczego nie zapisano. Jeśli pola się nie wczytały, odśwież stronę.`,
    unfinishedArticle: (language, fields) =>
      `${language}: tłumaczenie jest rozpoczęte, ale niedokończone. Wypełnij pola ${fields} albo wyczyść wszystkie jego pola, aby na razie opublikować artykuł bez tego języka.`,
    unfinishedPage: (language, fields) =>
      `${language}: tłumaczenie jest niedokończone. Wypełnij pola ${fields}.`,
    addressShape: (address) =>
      `„${address}” nie jest adresem: zacznij od „/” i używaj małych liter, cyfr i łączników.`,
    addressLanguage: (address, prefix) => `„${address}” musi zaczynać się od „${prefix}/”.`,
    addressTaken: (address) => `„${address}” jest już adresem innej strony.`,
  },
}

/** The name of `language` in `interfaceLanguage`, as a sentence begins with it. */
export function languageName(language: Language, interfaceLanguage: Language): string {
  const name = new Intl.DisplayNames([interfaceLanguage], { type: 'language' }).of(language)
  return name ? name.charAt(0).toLocaleUpperCase(interfaceLanguage) + name.slice(1) : language
}
