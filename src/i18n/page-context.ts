import type { TranslationGraph } from '../node/translation-graph'
import { defaultLanguage, type Language } from './languages'
import { blogItem, notTranslatedAnchor } from './navigation'
import type { NotFoundKind } from './not-found'
import type { UiStrings } from './strings'

/** One language version of a page: where it lives. */
export interface Translation {
  language: Language
  path: string
}

/**
 * What every page receives from the build in its page context, so that the frame (header,
 * footer, switcher, head) renders with only its own language's data: the translation graph's
 * answer for this page, the site's routes in this language, and this language's UI strings.
 */
export interface PageFrameContext {
  language: Language
  /** This page in every language it exists in, in the order of the language list. */
  translations: Translation[]
  /** The path of every page and legal document in this language, by translation key. */
  routes: Record<string, string>
  strings: UiStrings
  /**
   * The path of the English page, when it changed after this translation was made from it
   * (see npm run i18n:status); the page then says so and links to it.
   */
  updatedEnglish?: string
  /**
   * An article's, for each language it is not written in: where its language menu leads instead,
   * that language's blog at its note saying so.
   */
  notTranslated?: Translation[]
}

/** A page made from a content file; its template queries the file by `id`. */
export interface ContentPageContext extends PageFrameContext {
  id: string
  /** The kind of page (home, about, legal, post...), for the head and the sitemap. */
  kind: string
  /** The blog's and the home page's: the articles of the page's language it shows. */
  postIds?: string[]
  /** A page of the blog's list: its number, and the paths of all its pages in its language. */
  articleList?: { number: number; pagePaths: string[] }
  /** An article's: the next newer article of its language, which neighbourIds holds with the older. */
  newerId?: string
  neighbourIds?: string[]
  /** An article's: the articles it suggests after its end. */
  relatedIds?: string[]
}

/** A not-found page, for one language and kind of unknown path. */
export interface NotFoundPageContext extends PageFrameContext {
  notFoundKind: NotFoundKind
}

/**
 * In `npm start`, a page whose content file has problems: they are shown in its place, each as
 * the build reports it (src/node/preview-problems.ts).
 */
export interface ContentProblemsPageContext {
  problems: { file: string; line?: number; field?: string; message: string }[]
}

/** An alias address: it sends the visitor on to `target`. */
export interface AliasPageContext extends PageFrameContext {
  target: string
}

/**
 * The frame of a page of the blog's list (src/node/article-lists.ts): its translations are the
 * same page of the list in the languages that have it; the switcher leads to the blog's first page
 * in the others.
 */
export function articleListFrame(
  graph: TranslationGraph,
  page: {
    path: string
    number: number
    pagePaths: string[]
    articleIds: string[]
    translations: Translation[]
  },
): Pick<ContentPageContext, 'translations' | 'notTranslated' | 'postIds' | 'articleList'> {
  const listed = new Set(page.translations.map(({ language }) => language))
  return {
    translations: page.translations,
    notTranslated: graph.translationsOf(blogItem).filter(({ language }) => !listed.has(language)),
    postIds: page.articleIds,
    articleList: { number: page.number, pagePaths: page.pagePaths },
  }
}

/** The canonical path of the page a frame belongs to: its own entry among its translations. */
export function ownPath(frame: PageFrameContext): string {
  const own = frame.translations.find((translation) => translation.language === frame.language)
  if (!own) throw new Error(`The page has no ${frame.language} entry among its translations.`)
  return own.path
}

/** The frame of a page in `language` that exists in `translations`. */
export function pageFrame(
  graph: TranslationGraph,
  strings: UiStrings,
  language: Language,
  translations: Translation[],
): PageFrameContext {
  return { language, translations, routes: graph.routesIn(language), strings }
}

/** For an article, the blog's note in each language the article is not written in. */
function notTranslated(graph: TranslationGraph, kind: string, translations: Translation[]) {
  if (kind !== 'post') return {}
  const written = new Set(translations.map((translation) => translation.language))
  return {
    notTranslated: graph
      .translationsOf(blogItem)
      .filter(({ language }) => !written.has(language))
      .map(({ language, path }) => ({ language, path: `${path}#${notTranslatedAnchor}` })),
  }
}

/**
 * The frame of a content item's page in `language` (the build's and the CMS preview's): when the
 * English file changed after this translation was made from it (`outdated`), the English page's
 * path; for an article, where its language menu leads for the languages it is not in.
 */
export function contentPageFrame(
  graph: TranslationGraph,
  strings: UiStrings,
  { language, translationKey, kind }: { language: Language; translationKey: string; kind: string },
  outdated: boolean,
): PageFrameContext {
  const translations = graph.translationsOf(translationKey)
  const frame = {
    ...pageFrame(graph, strings, language, translations),
    ...notTranslated(graph, kind, translations),
  }
  if (!outdated) return frame
  const english = frame.translations.find((translation) => translation.language === defaultLanguage)
  return { ...frame, updatedEnglish: english?.path }
}
