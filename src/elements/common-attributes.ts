import { booleanAttribute, choiceAttribute, textAttribute } from './attributes'
import type { AttributeDefs } from './attributes'

/** Props every Foyer element reads from its attributes. */
export interface CommonProps {
  /** `base-url` (required): the Foyer server's address, e.g. `https://auth.example.com`. */
  baseUrl: string | undefined
  /** `app-id`: the application id sent with each request; elements with the same one share a session. */
  appId: string | undefined
  /** `api-prefix` (default `api`): the path the server mounts its JSON API under. */
  apiPrefix: string
  /** `demo`: answers every call in the browser with canned data; no server needed. */
  demo: boolean
  /** `credentials` (`same-origin` default, or `include` for a server on another origin). */
  credentials: 'same-origin' | 'include'
  /** `theme` (`light` default, `dark`, or `auto` to follow the system). */
  theme: 'light' | 'dark' | 'auto'
  /**
   * `locale`: a BCP 47 tag for the language (English, French, Hebrew built in; others English unless the
   * host supplies `messages`), and for dates and numbers; the browser's own languages by default.
   */
  locale: string | undefined
  /** `nonce`: the CSP nonce put on the element's `<style>` tags. */
  nonce: string | undefined
}

/** Attribute definitions of {@link CommonProps}. */
export const commonAttributes: AttributeDefs<CommonProps> = {
  baseUrl: textAttribute('base-url'),
  appId: textAttribute('app-id'),
  apiPrefix: textAttribute('api-prefix', 'api'),
  demo: booleanAttribute('demo'),
  credentials: choiceAttribute('credentials', ['same-origin', 'include'], 'same-origin'),
  theme: choiceAttribute('theme', ['light', 'dark', 'auto'], 'light'),
  locale: textAttribute('locale'),
  nonce: textAttribute('nonce'),
}
