import { useEffect, useMemo, useState } from 'react'
import { createTranslator, loadCatalogue, loadedCatalogue, resolveI18n } from '../../i18n/index'
import { en } from '../../i18n/messages/en/index'
import { I18nContext } from './i18n-context'
import type { MessageMap, MessageOverrides } from '../../i18n/index'
import type { ReactNode } from 'react'

/** Props of {@link I18nProvider}. */
export interface I18nProviderProps {
  /** The element's `locale` attribute; the browser's languages when absent or invalid. */
  locale: string | undefined
  /** Host overrides, most important first (the element's `messages`, then the `defineElements` option). */
  overrides?: readonly (MessageOverrides | null | undefined)[]
  /** Told when a catalogue fails to load or an override is not valid ICU (English is shown instead). */
  onError?: (error: Error) => void
  children: ReactNode
}

/**
 * Picks the element's language, loads its catalogue (a chunk of its own, once per page) and provides `t`.
 * Renders nothing until that catalogue is there, so a French page never flashes English first; a catalogue
 * that fails to load falls back to English.
 */
export function I18nProvider({ locale, overrides = [], onError, children }: I18nProviderProps) {
  const [first, second] = overrides
  const resolved = useMemo(
    () => resolveI18n({ locale, overrides: [first, second] }),
    [locale, first, second],
  )
  const { language } = resolved
  const [catalogues, setCatalogues] = useState<Readonly<Record<string, MessageMap>>>({})
  const catalogue = loadedCatalogue(language) ?? catalogues[language]

  useEffect(() => {
    if (catalogue) return
    let current = true
    loadCatalogue(language).then(
      (loaded) => {
        if (current) setCatalogues((all) => ({ ...all, [language]: loaded }))
      },
      (error: unknown) => {
        if (!current) return
        onError?.(error instanceof Error ? error : new Error(String(error)))
        setCatalogues((all) => ({ ...all, [language]: en }))
      },
    )
    return () => {
      current = false
    }
  }, [catalogue, language, onError])

  const value = useMemo(() => {
    if (!catalogue) return undefined
    return {
      t: createTranslator({
        locale: resolved.formatLocale,
        layers: resolved.layers(catalogue, en),
        ...(onError ? { onError } : {}),
      }),
      lang: resolved.lang,
      dir: resolved.dir,
      formatLocale: resolved.formatLocale,
    }
  }, [catalogue, resolved, onError])

  if (!value) return null
  return <I18nContext.Provider value={value}>{children}</I18nContext.Provider>
}
