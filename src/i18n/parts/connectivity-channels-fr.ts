import type { Catalogue } from '../catalogue'

/** The French words of the `connectivityChannels` group of `../messages/en.ts`: The Connectivity page's Email, SMS and Slack tabs (`src/react/portal/pages/webhooks/channels/`). */
const words: Catalogue = {
  'connectivityChannels.mail.subject': '{brand} : {event}',
  'connectivityChannels.mail.when': 'Quand : {when}',
  'connectivityChannels.mail.why':
    'Vous recevez ce mail car cette adresse figure sur une liste de {brand} pour « {event} ». Un administrateur du compte peut modifier la liste sur la page Connectivité.',
  'connectivityChannels.sms.text': '{brand} : {event}. {details}',
}
export default words
