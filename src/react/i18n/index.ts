/**
 * Translation for the screens: `const t = useT()` then `t('users.count', { count: 3 })`. Element roots wrap
 * their screen in {@link I18nProvider}; without one, screens render English.
 */
export { I18nProvider } from './i18n-provider'
export type { I18nProviderProps } from './i18n-provider'
export { I18nContext, useI18n, useT } from './i18n-context'
export type { I18nValue } from './i18n-context'
export type { MessageId, MessageValues, Translate } from '../../i18n/index'
export { usePartWords } from './use-part-words'
export { PartWords } from './part-words'
