/**
 * JSX typings for React hosts: `import type {} from 'foyer/react'` once, then `<login-box base-url="…"
 * onsigned-in={(event) => event.detail.user} />` type-checks. React 19 passes `on<event-name>` props of a
 * custom element to `addEventListener('<event-name>')`.
 */
import type { FoyerEventMap } from './events'
import type { FoyerTagAttributeMap } from './tag-attributes'
import type { DetailedHTMLProps, HTMLAttributes } from 'react'

type ReactEventProps = {
  [K in keyof FoyerEventMap as `on${K}`]?: (event: FoyerEventMap[K]) => void
}

type ReactTag<Attributes> = DetailedHTMLProps<HTMLAttributes<HTMLElement>, HTMLElement> &
  Attributes &
  ReactEventProps

declare module 'react' {
  // eslint-disable-next-line @typescript-eslint/no-namespace -- React's JSX lives in a namespace
  namespace JSX {
    interface IntrinsicElements {
      'login-box': ReactTag<FoyerTagAttributeMap['login-box']>
      'users-table': ReactTag<FoyerTagAttributeMap['users-table']>
      'authorized-content': ReactTag<FoyerTagAttributeMap['authorized-content']>
    }
  }
}
