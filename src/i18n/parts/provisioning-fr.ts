import type { Catalogue } from '../catalogue'

/** The French words of the `provisioning` group of `../messages/en.ts`: The Provisioning page (`src/react/portal/pages/provisioning/`). */
const words: Catalogue = {}
export default words
