import { createContext, useContext } from 'react'

const LocaleContext = createContext<string | undefined>(undefined)

/** Provides the element's `locale` attribute (a BCP 47 tag) to the screens below it. */
export const LocaleProvider = LocaleContext.Provider

/** The element's locale when it is a valid BCP 47 tag, else `undefined` for the browser's own. */
export function useLocale(): string | undefined {
  const locale = useContext(LocaleContext)
  if (!locale) return undefined
  try {
    return Intl.getCanonicalLocales(locale)[0]
  } catch {
    return undefined
  }
}
