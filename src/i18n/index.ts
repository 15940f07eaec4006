/**
 * The message catalogue, free of any framework: ICU MessageFormat strings by id, English built in, other
 * languages loaded on demand, host overrides layered on top, formatted with `Intl`.
 */
export type { Catalogue, MessageId, MessageMap } from './catalogue'
export type { FormatMessage, MessageValue, MessageValues } from './format'
export { createFormatter } from './format'
export { addEnglish, english } from './english'
export {
  browserLocales,
  builtInLocales,
  canonicalLocale,
  languageOf,
  loadCatalogue,
  loadedCatalogue,
  matchLocale,
  sourceLocale,
  textDirection,
} from './locales'
export { overrideLayers, overridesLocale } from './overrides'
export type { MessageOverrides } from './overrides'
export { parseMessage } from './parse'
export type { MessageNode, MessageNodes } from './parse'
export { createTranslator } from './translator'
export {
  createLazyTranslator,
  formatPlain,
  icuLoaded,
  loadIcu,
  onIcuLoaded,
} from './lazy-translator'
export type { Translate, TranslatorOptions } from './translator'
export { resolveI18n } from './resolve'
export type { I18nSettings, ResolvedI18n } from './resolve'
