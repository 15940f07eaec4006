import type { Catalogue } from '../catalogue'

/** The French words of the `impersonation` group of `../messages/en.ts`: Impersonation: the banner and the `/account/impersonate` route (`src/react/impersonation/`). */
const words: Catalogue = {}
export default words
