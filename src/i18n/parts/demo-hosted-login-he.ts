import type { Catalogue } from '../catalogue'

/** The Hebrew words of demo hosted login's dialog (`src/host/demo-dialog-name.ts`). */
const words: Catalogue = {
  'demoHostedLogin.dialog': 'התחברות',
}

export default words
