import type { Catalogue } from '../catalogue'

/** The French words of the `connectivityChannels` group of `../messages/en.ts`: The Connectivity page's Email, SMS and Slack tabs (`src/react/portal/pages/webhooks/channels/`). */
const words: Catalogue = {
  'connectivityChannels.mail.subject': '{brand} : {event}',
  'connectivityChannels.mail.when': 'Quand : {when}',
  'connectivityChannels.mail.why':
    'Vous recevez ce mail car cette adresse figure sur une liste de {brand} pour « {event} ». Un administrateur du compte peut modifier la liste sur la page Connectivité.',
  'connectivityChannels.sms.text': '{brand} : {event}. {details}',
  'connectivityChannels.loading': 'Chargement des réglages de notification…',
  'connectivityChannels.loadFailed': 'Les réglages de notification n’ont pas pu être chargés.',
  'connectivityChannels.retry': 'Réessayer',
  'connectivityChannels.readOnly':
    'Vous pouvez voir ces réglages mais pas les modifier : il faut l’autorisation Modifier les intégrations. Demandez à un administrateur.',
  'connectivityChannels.email.title': 'Notifications par e-mail',
  'connectivityChannels.email.subtitle':
    'Écrire à des personnes quand quelque chose se passe dans le compte.',
  'connectivityChannels.sms.title': 'Notifications par SMS',
  'connectivityChannels.sms.subtitle':
    'Envoyer un SMS à des personnes quand quelque chose se passe dans le compte.',
  'connectivityChannels.noEvents': 'Il n’y a encore aucun événement auquel s’abonner.',
  'connectivityChannels.active': 'Actif',
  'connectivityChannels.inactive': 'Désactivé',
  'connectivityChannels.summary':
    '{count, plural, =0 {Aucun événement n’est encore envoyé.} one {Un événement est envoyé.} other {{count, number} événements sont envoyés.}}',
  'connectivityChannels.send': 'Envoyer cet événement',
  'connectivityChannels.email.recipients': 'Adresses e-mail, séparées par des virgules',
  'connectivityChannels.sms.recipients':
    'Numéros de téléphone avec leur indicatif pays, séparés par des virgules',
  'connectivityChannels.email.invalid': '{value} n’est pas une adresse e-mail.',
  'connectivityChannels.sms.invalid':
    '{value} n’est pas un numéro au format international, comme +33612345678.',
  'connectivityChannels.tooMany': 'Une liste peut contenir au plus {max} destinataires.',
  'connectivityChannels.emptyHint':
    'Sans destinataire, rien n’est envoyé et la liste est supprimée.',
  'connectivityChannels.list.name': 'Nom de la liste',
  'connectivityChannels.list.untitled': 'Liste {n, number}',
  'connectivityChannels.list.enabled': 'Envoyer à cette liste',
  'connectivityChannels.list.remove': 'Retirer la liste',
  'connectivityChannels.list.removeLabel': 'Retirer la liste {name}',
  'connectivityChannels.list.removed': 'Liste retirée : enregistrez pour appliquer.',
  'connectivityChannels.list.add': 'Ajouter une liste',
  'connectivityChannels.list.max': 'Un événement a au plus {max, number} listes.',
  'connectivityChannels.list.nameRequired': 'Saisissez un nom pour cette liste.',
  'connectivityChannels.list.nameTooLong': 'Un nom de liste a au plus {max, number} caractères.',
  'connectivityChannels.list.nameTaken': 'Une autre liste de cet événement s’appelle {name}.',
  'connectivityChannels.save': 'Enregistrer',
  'connectivityChannels.saved': '{event} : enregistré.',
  'connectivityChannels.saveFailed': 'La modification n’a pas pu être enregistrée.',
  'connectivityChannels.slack.title': 'Slack',
  'connectivityChannels.slack.subtitle':
    'Publier dans des canaux Slack quand quelque chose se passe dans le compte.',
  'connectivityChannels.slack.notConfigured':
    'Slack n’est pas disponible ici : le produit n’a pas d’application Slack configurée.',
  'connectivityChannels.slack.notInstalled':
    'Ajoutez l’application à votre espace de travail Slack, puis choisissez les canaux informés de chaque événement.',
  'connectivityChannels.slack.add': 'Ajouter à Slack',
  'connectivityChannels.slack.installing': 'Connexion à Slack…',
  'connectivityChannels.slack.installFailed': 'Slack n’a pas pu être connecté.',
  'connectivityChannels.slack.stateMismatch':
    'Cette réponse de Slack n’a pas été demandée depuis cette page : ajoutez à Slack de nouveau.',
  'connectivityChannels.slack.connected': 'Connecté à l’espace de travail Slack {team}.',
  'connectivityChannels.slack.reconnect': 'Reconnecter Slack',
  'connectivityChannels.slack.channels': 'Canaux',
  'connectivityChannels.slack.channelsHint':
    'Maintenez Ctrl ou ⌘ pour en choisir plusieurs ; n’en choisissez aucun pour ne plus publier cet événement.',
  'connectivityChannels.slack.channelsFailed': 'Les canaux Slack n’ont pas pu être chargés.',
  'connectivityChannels.slack.noChannels':
    'L’espace de travail n’a aucun canal visible par l’application.',
  'connectivityChannels.slack.post': 'Publier cet événement',
}
export default words
