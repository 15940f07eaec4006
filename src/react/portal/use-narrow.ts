import { useLayoutEffect, useState } from 'react'
import type { RefObject } from 'react'

/**
 * Whether an element is narrower than `width` pixels, followed as it resizes. The portal measures its own
 * box, not the window: a host may put it in a narrow column of a wide page.
 */
export function useNarrow(ref: RefObject<HTMLElement | null>, width: number): boolean {
  const [narrow, setNarrow] = useState(false)
  useLayoutEffect(() => {
    const element = ref.current
    if (!element) return
    const measure = () => setNarrow(element.getBoundingClientRect().width < width)
    measure()
    const observer = new ResizeObserver(measure)
    observer.observe(element)
    return () => observer.disconnect()
  }, [ref, width])
  return narrow
}
