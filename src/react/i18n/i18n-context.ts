import { createContext, useContext, useSyncExternalStore } from 'react'
import {
  createLazyTranslator,
  english as englishMessages,
  icuLoaded,
  onIcuLoaded,
  sourceLocale,
} from '../../i18n/index'
import type { Translate } from '../../i18n/index'

/** What the screens below an element root read: `t`, and the language and direction of its text. */
export interface I18nValue {
  t: Translate
  /** The language of the text shown (`lang`). */
  lang: string
  /** The text direction of that language (`dir`). */
  dir: 'ltr' | 'rtl'
  /** The locale for numbers and dates; `undefined` for the browser's own. */
  formatLocale: string | undefined
}

/** Outside an element root (a screen rendered alone, in a test): English, with the browser's formats. */
const english: I18nValue = {
  t: createLazyTranslator({ locale: undefined, layers: [englishMessages] }),
  lang: sourceLocale,
  dir: 'ltr',
  formatLocale: undefined,
}

/** The element's translation context; see `I18nProvider`. */
export const I18nContext = createContext<I18nValue>(english)

/**
 * The element's `t`, language and direction. A screen renders again when the ICU translator's chunk
 * arrives (`createLazyTranslator`: a message with ICU syntax is blank until then). `t` stays the same
 * function, so no effect that depends on it runs again.
 */
export function useI18n(): I18nValue {
  useSyncExternalStore(onIcuLoaded, icuLoaded, icuLoaded)
  return useContext(I18nContext)
}

/** `t(id, values?)`: the text of a message in the element's language, e.g. `t('users.count', { count: 3 })`. */
export function useT(): Translate {
  return useI18n().t
}
