import { flushSync } from 'react-dom'
import { createRoot } from 'react-dom/client'
import { createShadowStyles, StylesProvider, ThemeRoot } from '../../../src/react/index'
import { afterEach } from '../../browser-setup/mocha'
import type { Theme } from '../../../src/react/index'
import type { ReactNode } from 'react'

const mounted: (() => void)[] = []

/** A kit piece rendered the way an element renders it: in an open shadow root, themed. */
export interface Rendered {
  host: HTMLElement
  shadow: ShadowRoot
  /** Renders new children in place (state kept). */
  update: (children: ReactNode) => void
}

/** Renders `children` in a shadow root inside `<main>`, with the element root's styles and theme. */
export function render(children: ReactNode, theme: Theme = 'light', dir?: 'rtl'): Rendered {
  const host = document.createElement('div')
  const main =
    document.querySelector('main') ?? document.body.appendChild(document.createElement('main'))
  main.append(host)
  const shadow = host.attachShadow({ mode: 'open' })
  const root = createRoot(shadow)
  const styles = createShadowStyles(shadow)
  const update = (next: ReactNode) =>
    flushSync(() =>
      root.render(
        <StylesProvider value={styles}>
          <ThemeRoot theme={theme}>
            {/* Screens sit on a card of the theme's surface, as every element's screen does. */}
            <div dir={dir} style={{ background: 'var(--fy-surface)', padding: 8 }}>
              {next}
            </div>
          </ThemeRoot>
        </StylesProvider>,
      ),
    )
  update(children)
  mounted.push(() => {
    root.unmount()
    host.remove()
  })
  return { host, shadow, update }
}

afterEach(() => {
  for (const unmount of mounted.splice(0)) unmount()
})

/** The element focused inside the shadow root. */
export const focused = (shadow: ShadowRoot) => shadow.activeElement
