import type { Catalogue } from '../catalogue'

/** The French words of the `impersonation` group of `../messages/en.ts`: Impersonation: the banner and the `/account/impersonate` route (`src/react/impersonation/`). */
const words: Catalogue = {
  'impersonation.impersonating': 'Début de l’action en tant que cet utilisateur…',
  'impersonation.success.title': 'Vous agissez en tant que {name}',
  'impersonation.success.body':
    'Cette session se termine dans 30 minutes au plus. Tant que vous agissez en tant que cet utilisateur, son mot de passe, son e-mail, son profil, ses seconds facteurs, ses clés d’accès et ses jetons d’API ne peuvent pas être modifiés.',
  'impersonation.success.continue': 'Continuer',
  'impersonation.failed.title': 'L’usurpation n’a pas démarré',
  'impersonation.failed.missing':
    'Ce lien n’indique pas en tant que quel utilisateur agir ni pourquoi. Demandez un nouveau lien.',
  'impersonation.backToLogin': 'Retour à la connexion',
  'impersonation.banner': 'Vous agissez en tant que {name}',
  'impersonation.banner.detail':
    'Tout ce que vous faites est consigné dans le journal d’audit de son compte ; ses paramètres de connexion sont verrouillés.',
  'impersonation.end': 'Mettre fin à l’usurpation',
  'impersonation.ending': 'Fin de l’usurpation…',
  // hierarchy2: the Users page's Impersonate.
  'impersonate.action': 'Usurper l’identité',
  'impersonate.title': 'Agir en tant que {name} ?',
  'impersonate.body':
    'Vous agirez en tant que {name} avec ses propres droits, pendant 30 minutes au plus. Tout ce que vous faites est consigné dans le journal d’audit de son compte avec votre motif ; son mot de passe, son e-mail, ses facteurs et ses jetons ne peuvent pas être modifiés pendant ce temps.',
  'impersonate.reason': 'Motif',
  'impersonate.reasonHint':
    'Pourquoi vous devez agir en tant que cet utilisateur, par exemple un ticket de support.',
  'impersonate.reasonRequired': 'Indiquez pourquoi vous agissez en tant que cet utilisateur.',
  'impersonate.submit': 'Usurper l’identité',
  'impersonate.cancel': 'Annuler',
  'impersonate.offline': 'Vous semblez hors ligne. Vérifiez votre connexion et réessayez.',
  'impersonate.failed': 'L’usurpation n’a pas démarré. Réessayez.',
}
export default words
