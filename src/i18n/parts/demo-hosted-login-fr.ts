import type { Catalogue } from '../catalogue'

/** The French words of demo hosted login's dialog (`src/host/demo-dialog-name.ts`). */
const words: Catalogue = {
  'demoHostedLogin.dialog': 'Connexion',
}

export default words
