import type { Language } from '../../i18n/languages'
import type { TranslationState } from '../../i18n/source-version'

interface StatusTexts {
  /** Shown in the English pane, above each language's state. */
  source: string
  states: Record<TranslationState, string>
  markChecked: string
}

/** The translation status widget's texts, in the CMS's interface language. */
export const statusTexts: Record<Language, StatusTexts> = {
  en: {
    source: 'The English text is the source. Each translation is checked against it as it is now:',
    states: {
      source: 'source',
      'up to date': 'up to date with the English',
      outdated: 'outdated: the English changed since this translation was checked',
      missing: 'missing',
    },
    markChecked: 'Mark as checked against the English',
  },
  es: {
    source:
      'El texto en inglés es el original. Cada traducción se revisa frente a su versión actual:',
    states: {
      source: 'original',
      'up to date': 'al día con el inglés',
      outdated: 'desactualizada: el inglés cambió desde que se revisó esta traducción',
      missing: 'falta',
    },
    markChecked: 'Marcar como revisada frente al inglés',
  },
  de: {
    source:
      'Der englische Text ist die Vorlage. Jede Übersetzung wird mit seinem aktuellen Stand abgeglichen:',
    states: {
      source: 'Vorlage',
      'up to date': 'auf dem Stand des Englischen',
      outdated: 'veraltet: Das Englische hat sich seit der letzten Prüfung geändert',
      missing: 'fehlt',
    },
    markChecked: 'Als mit dem Englischen abgeglichen markieren',
  },
  it: {
    source:
      'Il testo inglese è l’originale. Ogni traduzione si verifica sulla sua versione attuale:',
    states: {
      source: 'originale',
      'up to date': 'allineata all’inglese',
      outdated: 'da aggiornare: l’inglese è cambiato dall’ultima verifica',
      missing: 'mancante',
    },
    markChecked: 'Segna come verificata sull’inglese',
  },
  fr: {
    source:
      'Le texte anglais est l’original. Chaque traduction est vérifiée par rapport à sa version actuelle :',
    states: {
      source: 'original',
      'up to date': 'à jour par rapport à l’anglais',
      outdated: 'à revoir : l’anglais a changé depuis la dernière vérification',
      missing: 'manquante',
    },
    markChecked: 'Marquer comme vérifiée par rapport à l’anglais',
  },
  pt: {
    source: 'O texto em inglês é o original. Cada tradução é verificada face à sua versão atual:',
    states: {
      source: 'original',
      'up to date': 'atualizada face ao inglês',
      outdated: 'desatualizada: o inglês mudou desde a última verificação',
      missing: 'em falta',
    },
    markChecked: 'Marcar como verificada face ao inglês',
  },
  pl: {
    source: 'Tekst angielski jest oryginałem. Każde tłumaczenie sprawdza się z jego obecną wersją:',
    states: {
      source: 'oryginał',
      'up to date': 'zgodne z angielskim',
      outdated: 'nieaktualne: tekst angielski zmienił się od ostatniego sprawdzenia',
      missing: 'brak',
    },
    markChecked: 'Oznacz jako sprawdzone z angielskim',
  },
}
