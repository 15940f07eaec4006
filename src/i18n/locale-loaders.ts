import type { Catalogue } from './catalogue'
import type { BuiltInLanguage } from './locale-list'

/** Loads one language's catalogue. */
export type CatalogueLoader = () => Promise<{ default: Catalogue }>

/**
 * The loaders: each dynamic import becomes a chunk of its own, fetched on first use (in the CDN build
 * `locales/<lang>.js`, beside the script).
 */
export const localeLoaders: Readonly<Record<BuiltInLanguage, CatalogueLoader>> = {
  fr: () => import('./messages/fr'),
  he: () => import('./messages/he'),
}
