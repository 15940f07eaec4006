/**
 * JSX typings for React hosts: `import type {} from 'foyer/react'` once, then `<login-box base-url="…"
 * onsigned-in={(event) => event.detail.user} />` type-checks. React 19 passes `on<event-name>` props of a
 * custom element to `addEventListener('<event-name>')`. Derived from the tag registry.
 */
import type { FoyerEventMap } from './events'
import type { FoyerTagName } from './registry'
import type { FoyerTagAttributeMap, FoyerTagEventName, FoyerTagPropertyMap } from './tag-types'
import type { DetailedHTMLProps, HTMLAttributes } from 'react'

type ReactEventProps<E extends keyof FoyerEventMap> = {
  [K in E as `on${K}`]?: (event: FoyerEventMap[K]) => void
}

type ReactTags = {
  [T in FoyerTagName]: DetailedHTMLProps<HTMLAttributes<HTMLElement>, HTMLElement> &
    FoyerTagAttributeMap[T] &
    FoyerTagPropertyMap[T] &
    ReactEventProps<FoyerTagEventName<T>>
}

declare module 'react' {
  // eslint-disable-next-line @typescript-eslint/no-namespace -- React's JSX lives in a namespace
  namespace JSX {
    // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- members come from the registry
    interface IntrinsicElements extends ReactTags {}
  }
}
