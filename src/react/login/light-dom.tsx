import createEmotion from '@emotion/css/create-instance'
import { Suspense, useContext, useId, useLayoutEffect, useState } from 'react'
import { createPortal } from 'react-dom'
import { useI18n } from '../i18n/index'
import { StylesContext, StylesProvider } from '../ui/styles-context'
import type { Emotion } from '@emotion/css/create-instance'
import type { ReactNode } from 'react'

interface Light {
  host: Element
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
  // Made once (attached only once this is committed: a render React throws away leaves nothing).
  const [light] = useState<Light | null>(() => {
    const root = shadow?.sheet.container
    if (!(root instanceof ShadowRoot)) return null
    const node = document.createElement('div')
    node.slot = name
    node.setAttribute('data-foyer-slot', 'fields')
    const nonce = shadow?.sheet.nonce
    const options = { key: 'foyer', container: node, speedy: false }
    return {
      host: root.host,
      node,
      emotion: createEmotion(nonce ? { ...options, nonce } : options),
    }
  })
  // The children render once the node is in the page, so that their `autoFocus` takes. Set once,
  // never reset: a suspense boundary hiding this (which runs the cleanup) cannot loop.
  const [attached, setAttached] = useState(false)

  useLayoutEffect(() => {
    if (!light) return
    light.host.append(light.node)
    // Once, after attaching the node (an outside system): the children then mount in the page.
    // eslint-disable-next-line react-hooks/set-state-in-effect -- see above
    setAttached(true)
    return () => light.node.remove()
  }, [light])

  useLayoutEffect(() => {
    if (!light) return
    light.node.setAttribute('lang', lang)
    light.node.setAttribute('dir', dir)
  }, [light, lang, dir])

  if (!light) return children
  return (
    <slot name={name}>
      {attached &&
        createPortal(
          <StylesProvider value={light.emotion}>
            <Suspense fallback={null}>{children}</Suspense>
          </StylesProvider>,
          light.node,
        )}
    </slot>
  )
}

/** The steps load this on demand (see `pre-login-step.tsx`). */
export default LightDom
