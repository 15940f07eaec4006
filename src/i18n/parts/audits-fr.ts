import type { Catalogue } from '../catalogue'

/** The French words of the `audits` group of `../messages/en.ts`: The Audits page (`src/react/portal/pages/audits/`). */
const words: Catalogue = {}
export default words
