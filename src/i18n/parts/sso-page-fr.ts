import type { Catalogue } from '../catalogue'

/** The French words of the `ssoPage` group of `../messages/en.ts`: The SSO page (`src/react/portal/pages/sso/`). */
const words: Catalogue = {}
export default words
