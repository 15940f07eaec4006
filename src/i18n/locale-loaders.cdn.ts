import { builtInLanguages } from './locale-list'
import type { BuiltInLanguage } from './locale-list'
import type { CatalogueLoader } from './locale-loaders'

// Read while the CDN script runs: afterwards `document.currentScript` is gone.
const script = typeof document === 'undefined' ? null : document.currentScript
const base = script instanceof HTMLScriptElement && script.src ? script.src : undefined

/**
 * The CDN script's loaders, swapped in for `locale-loaders.ts` by its build: a classic script cannot be
 * split into chunks, so each language is an ES module file beside it (`locales/<lang>.js`, emitted by the
 * same build) that it imports on first use, relative to its own address.
 */
export const localeLoaders = Object.fromEntries(
  builtInLanguages.map((language) => [
    language,
    () => import(/* @vite-ignore */ new URL(`locales/${language}.js`, base ?? location.href).href),
  ]),
) as Record<BuiltInLanguage, CatalogueLoader>
