/**
 * The CDN's ES module build (`foyer.esm.js`): defines every Foyer tag on load. Hosts do not import it
 * themselves: the CDN script `foyer.min.js` (`cdn-loader.ts`) does, from beside itself, and copies the
 * package's API, this module's default export, onto `window.Foyer`.
 */
import * as api from './index'

api.defineElements()

/** The package's exports (`defineElements`, `getEntitlements`, …), which become `window.Foyer`. */
export default api
