import type { Catalogue } from '../catalogue'

/** The French words of the `audits` group of `../messages/en.ts`: The Audits page (`src/react/portal/pages/audits/`). */
const words: Catalogue = {
  'audits.title': "Journaux d'audit",
  'audits.subtitle': "Ce qui s'est passé dans votre compte, qui l'a fait et d'où.",
  'audits.column.time': 'Heure',
  'audits.column.user': 'Utilisateur',
  'audits.column.action': 'Action',
  'audits.column.description': 'Description',
  'audits.column.ip': 'Adresse IP',
  'audits.search': 'Rechercher dans les audits',
  'audits.severityFilter': 'Gravité',
  'audits.severityAll': 'Toutes les gravités',
  'audits.severityInfo': 'Info',
  'audits.severityHigh': 'Élevée',
  'audits.statsToday': "Aujourd'hui",
  'audits.statsSevere': 'Graves cette semaine',
  'audits.statsLabel': "Statistiques d'audit",
  'audits.empty': "Aucune ligne d'audit ne correspond.",
  'audits.loadFailed': "Les journaux d'audit n'ont pas pu être chargés.",
  'audits.forbidden': "Lire les journaux d'audit demande la permission de lire les audits.",
  'audits.more': 'Détails',
  'audits.moreLabel': 'Détails de {action} à {time}',
  'audits.moreTitle': "Détails de l'audit",
  'audits.severity': 'Gravité',
  'audits.userAgent': 'Agent utilisateur',
  'audits.json': 'Données JSON',
  'audits.apiToken': "Jeton d'API · {description}",
  'audits.close': 'Fermer',
}
export default words
