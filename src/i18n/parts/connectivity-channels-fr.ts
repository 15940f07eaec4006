import type { Catalogue } from '../catalogue'

/** The French words of the `connectivityChannels` group of `../messages/en.ts`: The Connectivity page's Email, SMS and Slack tabs (`src/react/portal/pages/webhooks/channels/`). */
const words: Catalogue = {}
export default words
