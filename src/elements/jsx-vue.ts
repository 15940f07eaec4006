/**
 * Template typings for Vue hosts: `import type {} from 'foyer/vue'` once, then Volar checks
 * `<login-box base-url="…" @signed-in="(event) => event.detail.user" />`. Tell Vue's compiler the tags are
 * custom elements (`compilerOptions.isCustomElement`). Derived from the tag registry.
 */
import type { FoyerEventMap } from './events'
import type { FoyerTagName } from './registry'
import type { FoyerTagAttributeMap, FoyerTagEventName } from './tag-types'
import type { DefineComponent } from 'vue'

/** `signed-in` -> `SignedIn`. */
type Pascal<S extends string> = S extends `${infer Head}-${infer Tail}`
  ? `${Capitalize<Head>}${Pascal<Tail>}`
  : Capitalize<S>

type VueEventProps<E extends keyof FoyerEventMap> = {
  [K in E as `on${Pascal<K>}`]?: (event: FoyerEventMap[K]) => void
}

type VueTags = {
  [T in FoyerTagName]: DefineComponent<
    FoyerTagAttributeMap[T] & VueEventProps<FoyerTagEventName<T>>
  >
}

declare module 'vue' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- members come from the registry
  interface GlobalComponents extends VueTags {}
}
