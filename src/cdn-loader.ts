/**
 * The CDN script `foyer.min.js`: a few hundred bytes of classic script, so a host keeps one plain
 * `<script src=".../foyer.min.js"></script>` tag. It imports the CDN's ES module build (`foyer.esm.js`:
 * every tag and React, which defines every tag) from beside itself; that module loads its lazy chunks (flow
 * screens, languages, the demo transport) from the same folder on demand, which a classic script cannot do.
 * The tags are defined, and the elements already in the page upgrade, once the module has run: hosts wait
 * with `customElements.whenDefined('login-box')` or `window.Foyer.ready`, which resolves to the package's
 * exports (also copied onto `window.Foyer` then).
 */
import type * as FoyerModule from './cdn'

/** The ES module build's file, named by the CDN build (`define`). */
declare const FOYER_CDN_MODULE: string

type FoyerApi = (typeof FoyerModule)['default']

/** `window.Foyer`: `ready` at once, the package's exports once `foyer.esm.js` has loaded. */
type FoyerGlobal = Partial<FoyerApi> & { ready: Promise<FoyerApi> }

// Read while this script runs: afterwards `document.currentScript` is gone.
const script = document.currentScript instanceof HTMLScriptElement ? document.currentScript : null
const base = script?.src || location.href
const host = window as unknown as { Foyer?: FoyerGlobal }

/** Imports the module and fills `global` with its exports; a failure is also a `foyer-error` on `document`. */
function load(global: FoyerGlobal): Promise<FoyerApi> {
  const url = new URL(FOYER_CDN_MODULE, base).href
  return import(url).then(
    ({ default: api }: { default: FoyerApi }) => {
      Object.assign(global, api)
      return api
    },
    (error: unknown) => {
      const message = `Foyer: ${url} could not be loaded; serve the CDN folder as it is built (with CORS from another origin).`
      const detail =
        error instanceof Error
          ? { message, error: { name: error.name, message: error.message } }
          : { message }
      document.dispatchEvent(new CustomEvent('foyer-error', { detail }))
      throw error
    },
  )
}

// A script included twice keeps the first one's global (the module itself is imported once anyway); an
// element with id "Foyer" (which `window.Foyer` names too) is not one.
if (!(host.Foyer?.ready instanceof Promise)) {
  const global = {} as FoyerGlobal
  host.Foyer = global
  global.ready = load(global)
  // Hosts that never read `ready` see a failure as the `foyer-error` above, not as an unhandled rejection.
  global.ready.catch(() => undefined)
}
