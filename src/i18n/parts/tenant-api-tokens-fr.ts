import type { Catalogue } from '../catalogue'

/** The French words of the `tenantApiTokens` group of `../messages/en.ts`: The tenant API tokens page (`src/react/portal/pages/api-tokens/`). */
const words: Catalogue = {}
export default words
