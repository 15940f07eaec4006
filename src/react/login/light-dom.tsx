import createEmotion from '@emotion/css/create-instance'
import { useContext, useId, useLayoutEffect, useState } from 'react'
import { createPortal } from 'react-dom'
import { useI18n } from '../i18n/index'
import { StylesContext, StylesProvider } from '../ui/styles-context'
import type { Emotion } from '@emotion/css/create-instance'
import type { ReactNode } from 'react'

interface Light {
  node: HTMLElement
  emotion: Emotion
}

/**
 * Its children rendered in the element's light DOM and shown here through a named `<slot>`: the
 * sign-in's identifier and password fields (and the sign-up form) are then real form fields of the
 * page's document, in a `<form>` of their own, which password managers find (Firefox's, and the
 * content scripts of Bitwarden, 1Password, KeePassXC and others, never look inside a shadow root;
 * Home Assistant moved its sign-in out of shadow DOM for that). Labels, descriptions and errors go
 * with their field, so their references stay in one tree. The children's styles come from an
 * Emotion instance of the light node (the same class names); the theme's custom properties, the
 * font and the direction inherit through the slot. Outside a shadow root, the children render in
 * place. The light node carries the screen's `lang` and `dir` and goes when this unmounts.
 */
export function LightDom({ children }: { children: ReactNode }) {
  const shadow = useContext(StylesContext)
  const { lang, dir } = useI18n()
  const name = `foyer-fields-${useId().replace(/[^\w-]/g, '')}`
  const [slot, setSlot] = useState<HTMLSlotElement | null>(null)
  const [light, setLight] = useState<Light | 'inline' | null>(null)

  useLayoutEffect(() => {
    const root = slot?.getRootNode()
    if (!slot) return
    if (!(root instanceof ShadowRoot)) return setLight('inline')
    const node = document.createElement('div')
    node.slot = name
    node.setAttribute('data-foyer-slot', 'fields')
    root.host.append(node)
    const nonce = shadow?.sheet.nonce
    setLight({
      node,
      emotion: createEmotion({
        key: 'foyer',
        container: node,
        speedy: false,
        ...(nonce ? { nonce } : {}),
      }),
    })
    return () => {
      node.remove()
      setLight(null)
    }
  }, [slot, name, shadow])

  useLayoutEffect(() => {
    if (typeof light !== 'object' || !light) return
    light.node.lang = lang
    light.node.dir = dir
  }, [light, lang, dir])

  if (light === 'inline') return children
  return (
    <slot name={name} ref={setSlot}>
      {light
        ? createPortal(
            <StylesProvider value={light.emotion}>{children}</StylesProvider>,
            light.node,
          )
        : null}
    </slot>
  )
}

/** The steps load this on demand (see `pre-login-step.tsx`). */
export default LightDom
