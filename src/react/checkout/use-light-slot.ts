import { useEffect, useId, useRef, useState } from 'react'

/**
 * A node in the light DOM of the element that renders this screen, shown at this place of the
 * shadow tree through a named `<slot>`: what must not live in a shadow root (Stripe's Elements:
 * "Elements cannot be mounted in a ShadowRoot") mounts there. Outside a shadow root the node is
 * the anchor itself. The node goes when the screen unmounts; it carries the screen's `lang` and `dir`.
 */
export function useLightSlot(lang: string, dir: 'ltr' | 'rtl') {
  const anchor = useRef<HTMLSpanElement>(null)
  const light = useRef<HTMLElement | null>(null)
  const slotName = `foyer-card-${useId().replace(/[^\w-]/g, '')}`
  const [node, setNode] = useState<HTMLElement | null>(null)

  useEffect(() => {
    const place = anchor.current
    if (!place) return
    const root = place.getRootNode()
    const created = root instanceof ShadowRoot ? document.createElement('div') : null
    if (created && root instanceof ShadowRoot) {
      created.slot = slotName
      created.setAttribute('data-foyer-slot', 'card')
      root.host.append(created)
    }
    light.current = created
    setNode(created ?? place)
    return () => {
      created?.remove()
      light.current = null
      setNode(null)
    }
  }, [slotName])

  useEffect(() => {
    if (!light.current) return
    light.current.lang = lang
    light.current.dir = dir
  }, [node, lang, dir])

  return { anchor, slotName, node }
}
