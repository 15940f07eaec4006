import type { Catalogue } from '../catalogue'

/** The French words of the `usage` group of `../messages/en.ts`: The Usage page (`src/react/portal/pages/usage/`). */
const words: Catalogue = {
  'usage.title': 'Utilisation',
  'usage.subtitle': 'Ce que votre compte utilise au regard de son offre, et les 30 derniers jours.',
  'usage.loading': 'Chargement de l’utilisation…',
  'usage.loadFailed': 'L’utilisation n’a pas pu être chargée.',
  'usage.forbidden':
    'Il vous faut la permission de lecture de l’utilisation pour la voir ; demandez à un administrateur.',
  'usage.retry': 'Réessayer',
  'usage.noPlan': 'Votre compte n’a pas encore d’offre : rien n’est limité.',
  'usage.plans': '{count, plural, one {Offre : {names}.} other {Offres : {names}.}}',
  'usage.metric.members': 'Membres (places)',
  'usage.metric.ssoConnections': 'Connexions SSO',
  'usage.metric.apiTokens': 'Jetons d’API',
  'usage.ofLimit': '{used} sur {limit}',
  'usage.noLimit': 'Aucune limite dans votre offre.',
  'usage.nearLimit': 'Proche de la limite de votre offre.',
  'usage.atLimit': 'À la limite de votre offre : en ajouter peut être refusé.',
  'usage.reported': 'Transmis par l’application.',
  'usage.chart.metric': 'Courbe',
  'usage.chart.title': '{name}, les 30 derniers jours',
  'usage.chart.summary':
    '{name} : {today} aujourd’hui ; {first} le {since} ; entre {min} et {max} sur la période.',
  'usage.chart.limit': 'La limite de l’offre est {limit}.',
  'usage.chart.none': 'Rien n’a été enregistré ces 30 derniers jours.',
  'usage.chart.legendUsed': 'Trait plein : l’utilisation en fin de journée.',
  'usage.chart.legendLimit': 'Pointillés : la limite de l’offre.',
  'usage.chart.legendGaps': 'Interruptions : jours sans relevé.',
  'usage.chart.showTable': 'Afficher en tableau',
  'usage.chart.hideTable': 'Masquer le tableau',
  'usage.chart.tableCaption': '{name} par jour, le plus récent d’abord',
  'usage.chart.day': 'Jour',
  'usage.chart.used': 'Utilisé',
  'usage.chart.noRecord': 'Aucun relevé',
}
export default words
