import { usePartWords } from './use-part-words'
import type { CataloguePart } from '../../i18n/part-loaders'
import type { ReactNode } from 'react'

/**
 * Renders `children` once the words of `part` are there in the element's language (a chunk of their
 * own, `i18n/part-loaders.ts`), `fallback` until then, so a part never flashes English first,
 * whether its page or a host renders it.
 */
export function PartWords({
  part,
  fallback = null,
  children,
}: {
  part: CataloguePart
  fallback?: ReactNode
  children: ReactNode
}) {
  return usePartWords(part) ? children : fallback
}
