/**
 * Template typings for Vue hosts: `import type {} from 'foyer/vue'` once, then Volar checks
 * `<login-box base-url="…" @signed-in="(event) => event.detail.user" />`. Tell Vue's compiler the tags are
 * custom elements (`compilerOptions.isCustomElement`).
 */
import type { FoyerEventMap } from './events'
import type { FoyerTagAttributeMap } from './tag-attributes'
import type { DefineComponent } from 'vue'

/** `signed-in` -> `SignedIn`. */
type Pascal<S extends string> = S extends `${infer Head}-${infer Tail}`
  ? `${Capitalize<Head>}${Pascal<Tail>}`
  : Capitalize<S>

type VueEventProps = {
  [K in keyof FoyerEventMap as `on${Pascal<K>}`]?: (event: FoyerEventMap[K]) => void
}

type VueTag<Attributes> = DefineComponent<Attributes & VueEventProps>

declare module 'vue' {
  interface GlobalComponents {
    'login-box': VueTag<FoyerTagAttributeMap['login-box']>
    'users-table': VueTag<FoyerTagAttributeMap['users-table']>
    'authorized-content': VueTag<FoyerTagAttributeMap['authorized-content']>
  }
}
