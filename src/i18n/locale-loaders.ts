import type { Catalogue } from './catalogue'
import type { BuiltInLanguage } from './locale-list'

/** Loads one language's catalogue. */
export type CatalogueLoader = () => Promise<{ default: Catalogue }>

/**
 * The ES build's loaders: each dynamic import becomes a chunk of its own, fetched on first use. (The CDN
 * script, which cannot be split, swaps this module for `locale-loaders.cdn.ts`.)
 */
export const localeLoaders: Readonly<Record<BuiltInLanguage, CatalogueLoader>> = {
  fr: () => import('./messages/fr'),
  he: () => import('./messages/he'),
}
