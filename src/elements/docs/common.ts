import type { commonAttributes } from '../common-attributes'
import type { Documented } from '../tag-docs'

/** Descriptions of the common attributes, for `custom-elements.json` (never bundled). */
export const commonAttributeDocs: { readonly [K in keyof typeof commonAttributes]: string } = {
  baseUrl: "Required: the Foyer server's address, e.g. `https://auth.example.com`.",
  appId: 'The application id sent with each request; elements with the same one share a session.',
  apiPrefix: 'The path the server mounts its JSON API under.',
  demo: 'Answers every call in the browser with canned data; no server needed.',
  credentials: 'Send cookies to a server on another origin with `include`.',
  theme: 'The colour scheme; `auto` follows the system.',
  locale:
    "A BCP 47 tag for the language (English, French, Hebrew built in; others fall back to English unless the host supplies `messages`) and for dates and numbers; the browser's own languages by default.",
  nonce: "The CSP nonce put on the element's `<style>` tags.",
  sessionPerTenant:
    'Each browser tab keeps its own active tenant (sessionStorage `FRONTEGG_SEPARATE_TABS_BY_TENANT`), so two tabs can work in two tenants; set it on every tag of the page.',
}

/** The CSS custom properties every Foyer element's theme reads (set them on the element or an ancestor). */
export const themeProperties: readonly Documented[] = [
  { name: '--foyer-primary', description: 'Accent colour: buttons, links, focus rings.' },
  { name: '--foyer-primary-hover', description: 'Accent colour of a hovered button.' },
  { name: '--foyer-on-primary', description: 'Text colour on the accent colour.' },
  { name: '--foyer-surface', description: 'Background of the box.' },
  {
    name: '--foyer-surface-muted',
    description: 'Background of headers, skeletons and quiet areas.',
  },
  { name: '--foyer-text', description: 'Text colour.' },
  { name: '--foyer-text-muted', description: 'Secondary text colour.' },
  { name: '--foyer-border', description: 'Border colour.' },
  { name: '--foyer-error', description: 'Colour of error messages.' },
  { name: '--foyer-error-surface', description: 'Background of error notices.' },
  { name: '--foyer-radius', description: 'Corner radius (default `8px`).' },
  { name: '--foyer-font', description: 'Font family (default: the system UI font).' },
]

/** The CSS parts every Foyer element's root renders, besides the tag's own. */
export const commonParts: readonly Documented[] = [
  { name: 'root', description: "The element's themed root box." },
  { name: 'config-alert', description: 'The notice shown while `base-url` is missing.' },
  { name: 'error-notice', description: 'The notice shown when a screen failed to render.' },
]
