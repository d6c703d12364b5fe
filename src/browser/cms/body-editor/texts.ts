import type { Language } from '../../../i18n/languages'

interface BodyEditorTexts {
  toolbar: string
  heading: string
  bold: string
  link: string
  bulletedList: string
  numberedList: string
  image: string
}

/** The body editor's toolbar, in the CMS's interface language. */
export const bodyEditorTexts: Record<Language, BodyEditorTexts> = {
  en: {
    toolbar: 'Formatting',
    heading: 'Heading',
    bold: 'Bold',
    link: 'Link',
    bulletedList: 'Bulleted list',
    numberedList: 'Numbered list',
    image: 'Photo',
  },
  es: {
    toolbar: 'Formato',
    heading: 'Subtítulo',
    bold: 'Negrita',
    link: 'Enlace',
    bulletedList: 'Lista con viñetas',
    numberedList: 'Lista numerada',
    image: 'Foto',
  },
  de: {
    toolbar: 'Formatierung',
    heading: 'Zwischenüberschrift',
    bold: 'Fett',
    link: 'Link',
    bulletedList: 'Aufzählung',
    numberedList: 'Nummerierte Liste',
    image: 'Foto',
  },
  it: {
    toolbar: 'Formattazione',
    heading: 'Sottotitolo',
    bold: 'Grassetto',
    link: 'Link',
    bulletedList: 'Elenco puntato',
    numberedList: 'Elenco numerato',
    image: 'Foto',
  },
  fr: {
    toolbar: 'Mise en forme',
    heading: 'Intertitre',
    bold: 'Gras',
    link: 'Lien',
    bulletedList: 'Liste à puces',
    numberedList: 'Liste numérotée',
    image: 'Photo',
  },
  pt: {
    toolbar: 'Formatação',
    heading: 'Subtítulo',
    bold: 'Negrito',
    link: 'Ligação',
    bulletedList: 'Lista com marcas',
    numberedList: 'Lista numerada',
    image: 'Fotografia',
  },
  pl: {
    toolbar: 'Formatowanie',
    heading: 'Śródtytuł',
    bold: 'Pogrubienie',
    link: 'Link',
    bulletedList: 'Lista punktowana',
    numberedList: 'Lista numerowana',
    image: 'Zdjęcie',
  },
}
