import type { Catalogue } from '../catalogue'

/** The French words of the `webhooks` group of `../messages/en.ts`: The Connectivity page's frame and its Webhooks tab (`src/react/portal/pages/webhooks/`). */
const words: Catalogue = {
  'webhooks.disabledMail.subject': 'Le webhook {name} a été désactivé',
  'webhooks.disabledMail.heading': 'Un webhook a été désactivé',
  'webhooks.disabledMail.failing':
    'Tous les envois vers {name} ({url}) ont échoué pendant une journée : nous avons cessé de lui envoyer des événements.',
  'webhooks.disabledMail.turnOn':
    'Quand le point de terminaison répondra de nouveau, réactivez le webhook depuis la page Connectivité du portail d’administration.',
}
export default words
