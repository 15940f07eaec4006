import {
  browserLocales,
  canonicalLocale,
  matchLocale,
  sourceLocale,
  textDirection,
} from './locales'
import { overrideLayers, overridesLocale } from './overrides'
import type { MessageMap } from './catalogue'
import type { MessageOverrides } from './overrides'

/** What picks an element's language: its `locale` attribute and the hosts' overrides. */
export interface I18nSettings {
  /** The `locale` attribute: a BCP 47 tag, or `undefined` (or invalid) for the browser's languages. */
  locale: string | undefined
  /** Host overrides, most important first (the element's `messages`, then `defineElements({ messages })`). */
  overrides: readonly (MessageOverrides | null | undefined)[]
}

/** The languages and layers one element uses. */
export interface ResolvedI18n {
  /** The locale for plural rules, numbers and dates: the attribute's, else `undefined` (the browser's). */
  formatLocale: string | undefined
  /** The built-in catalogue to use (`en` when no built-in one matches). */
  language: string
  /** The language of the text shown, for `lang`: the requested locale when the host supplies its messages. */
  lang: string
  /** `rtl` when {@link lang} is written right to left. */
  dir: 'ltr' | 'rtl'
  /** The lookup order for a loaded catalogue: overrides, that catalogue, English. */
  layers: (catalogue: MessageMap, english: MessageMap) => MessageMap[]
}

/** Resolves the language, direction and lookup order of an element from its settings. */
export function resolveI18n({ locale, overrides }: I18nSettings): ResolvedI18n {
  const formatLocale = canonicalLocale(locale)
  const requested = formatLocale ? [formatLocale] : browserLocales()
  const active = canonicalLocale(requested[0]) ?? sourceLocale
  const language = matchLocale(requested)
  const hostSupplied = overrides.some((entry) => overridesLocale(entry, active))
  const lang = hostSupplied ? active : language
  return {
    formatLocale,
    language,
    lang,
    dir: textDirection(lang),
    layers: (catalogue, english) => {
      const layers = overrides.flatMap((entry) => overrideLayers(entry, active))
      if (catalogue !== english) layers.push(catalogue)
      layers.push(english)
      return layers
    },
  }
}
