import type { Catalogue } from '../catalogue'

/** The French words of the `usage` group of `../messages/en.ts`: The Usage page (`src/react/portal/pages/usage/`). */
const words: Catalogue = {}
export default words
