import { english } from './english'
import { localeLoaders } from './locale-loaders'
import type { MessageMap } from './catalogue'

/** The language every message falls back to; its catalogue is built in. */
export const sourceLocale = 'en'

const loaders: Readonly<Record<string, () => Promise<{ default: MessageMap }>>> = localeLoaders

/** Every language with a built-in catalogue. */
export const builtInLocales: readonly string[] = [sourceLocale, ...Object.keys(loaders)]

const loaded = new Map<string, MessageMap>([[sourceLocale, english]])
const loading = new Map<string, Promise<MessageMap>>()

/** The canonical form of a BCP 47 tag, or `undefined` when it is missing or not a valid tag. */
export function canonicalLocale(tag: string | null | undefined): string | undefined {
  if (!tag) return undefined
  try {
    return Intl.getCanonicalLocales(tag)[0]
  } catch {
    return undefined
  }
}

/** The language subtag of a canonical tag: `fr` for `fr-CA`. */
export const languageOf = (tag: string): string => tag.split('-')[0] ?? tag

/** The browser's preferred languages (none outside a browser). */
export function browserLocales(): readonly string[] {
  if (typeof navigator === 'undefined') return []
  return navigator.languages?.length ? navigator.languages : [navigator.language]
}

/** The first of `requested` whose language has a built-in catalogue, else English. */
export function matchLocale(requested: readonly string[]): string {
  for (const tag of requested) {
    const canonical = canonicalLocale(tag)
    const language = canonical && languageOf(canonical)
    if (language && builtInLocales.includes(language)) return language
  }
  return sourceLocale
}

/** The catalogue of a built-in language when it is already loaded (English always is). */
export function loadedCatalogue(language: string): MessageMap | undefined {
  return loaded.get(language)
}

/**
 * Adds a part's words (loaded with that part, `part-loaders.ts`) to a built-in language's catalogue.
 * Translators read their layers on each call, so the words show from the next render on.
 */
export function extendCatalogue(language: string, messages: MessageMap): void {
  const catalogue = loaded.get(language)
  if (catalogue && catalogue !== english) Object.assign(catalogue, messages)
}

/** Loads the catalogue of a built-in language once; rejects when it is unknown or its chunk fails to load. */
export function loadCatalogue(language: string): Promise<MessageMap> {
  const ready = loaded.get(language)
  if (ready) return Promise.resolve(ready)
  const load = Object.hasOwn(loaders, language) ? loaders[language] : undefined
  if (!load) return Promise.reject(new RangeError(`Foyer: no built-in messages for "${language}"`))
  let pending = loading.get(language)
  if (!pending) {
    pending = load().then(
      (module) => {
        loaded.set(language, module.default)
        return module.default
      },
      (error: unknown) => {
        loading.delete(language)
        throw error
      },
    )
    loading.set(language, pending)
  }
  return pending
}

const rtlScripts = new Set(['Arab', 'Hebr', 'Thaa', 'Syrc', 'Nkoo', 'Adlm', 'Rohg', 'Mand', 'Samr'])

/** `rtl` for a language written right to left (by its likely script: Hebrew, Arabic, Thaana, …), else `ltr`. */
export function textDirection(tag: string): 'ltr' | 'rtl' {
  try {
    const script = new Intl.Locale(tag).maximize().script
    return script && rtlScripts.has(script) ? 'rtl' : 'ltr'
  } catch {
    return 'ltr'
  }
}
