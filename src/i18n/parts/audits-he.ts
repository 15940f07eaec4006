import type { Catalogue } from '../catalogue'

/** The Hebrew words of the `audits` group of `../messages/en.ts`: The Audits page (`src/react/portal/pages/audits/`). */
const words: Catalogue = {}
export default words
