import type { Catalogue } from '../catalogue'

/** The Hebrew words of the `subscriptions` group of `../messages/en.ts`: The Subscriptions (billing) page and `<checkout-dialog>` (`src/react/portal/pages/subscriptions/`, `src/react/checkout/`). */
const words: Catalogue = {}
export default words
