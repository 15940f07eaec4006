import type { Catalogue } from '../catalogue'

/** The Hebrew words of the `webhooks` group of `../messages/en.ts`: The Connectivity page's frame and its Webhooks tab (`src/react/portal/pages/webhooks/`). */
const words: Catalogue = {}
export default words
