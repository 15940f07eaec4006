import type { Catalogue } from '../catalogue'

/** The Hebrew words of the `allAccounts` group of `../messages/en.ts`: The All accounts page (`src/react/portal/pages/all-accounts/`). */
const words: Catalogue = {}
export default words
