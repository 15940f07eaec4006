import { useEffect, useState } from 'react'
import { languageOf } from '../../i18n/index'
import { loadPart, partLoaded } from '../../i18n/part-loaders'
import { useI18n } from './i18n-context'
import type { CataloguePart } from '../../i18n/part-loaders'

/**
 * Whether the words of `part` (a page's part with a word chunk of its own) are there in the element's
 * language; loads them otherwise and renders again when they are. A part shows its loading state
 * until then, so its text never flashes English first.
 */
export function usePartWords(part: CataloguePart): boolean {
  const { lang } = useI18n()
  const language = languageOf(lang)
  const ready = partLoaded(part, language)
  const [, setLoads] = useState(0)
  useEffect(() => {
    if (ready) return
    let live = true
    void loadPart(part, language).then(() => {
      if (live) setLoads((count) => count + 1)
    })
    return () => {
      live = false
    }
  }, [part, language, ready])
  return ready
}
