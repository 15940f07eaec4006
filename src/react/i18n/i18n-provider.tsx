import { useEffect, useMemo, useState } from 'react'
import {
  createLazyTranslator,
  english as en,
  loadCatalogue,
  loadedCatalogue,
  resolveI18n,
  sourceLocale,
  textDirection,
} from '../../i18n/index'
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
  onError?: (error: Error, id?: string) => void
  children: ReactNode
}

/**
 * Picks the element's language, loads its catalogue (a chunk of its own, once per page) and provides `t`.
 * Renders nothing until the first catalogue is there, so a French page never flashes English first; on a
 * later change of language it keeps the previous one until the new one is there. A catalogue that fails to
 * load falls back to English.
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
    // A language whose catalogue failed to load shows English, so it says English and reads left to right.
    const fellBack =
      catalogue === en && resolved.lang === resolved.language && resolved.language !== sourceLocale
    const lang = fellBack ? sourceLocale : resolved.lang
    return {
      t: createLazyTranslator({
        locale: resolved.formatLocale,
        layers: resolved.layers(catalogue, en),
        ...(onError ? { onError } : {}),
      }),
      lang,
      dir: fellBack ? textDirection(lang) : resolved.dir,
      formatLocale: resolved.formatLocale,
    }
  }, [catalogue, resolved, onError])

  // While a new language loads, the previous one stays: unmounting the screen would lose what was typed.
  const [shown, setShown] = useState(value)
  if (value && value !== shown) setShown(value)
  const current = value ?? shown
  if (!current) return null
  return <I18nContext.Provider value={current}>{children}</I18nContext.Provider>
}
