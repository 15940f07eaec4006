import type { Catalogue } from '../../catalogue'

const messages: Catalogue = {
  'users.title': 'Équipe',
  'users.subtitle': 'Toutes les personnes ayant accès à ce compte.',
  'users.signedOut': 'Connectez-vous pour voir votre équipe.',
  'users.search': 'Rechercher des utilisateurs',
  'users.searchPlaceholder': 'Filtrer par adresse e-mail',
  'users.column.user': 'Utilisateur',
  'users.column.roles': 'Rôles',
  'users.column.joined': 'Inscription',
  'users.column.lastSeen': 'Dernière visite',
  'users.roles': 'Rôles',
  'users.noRoles': 'Aucun rôle',
  'users.never': 'Jamais',
  'users.noDate': 'Inconnue',
  'users.empty': 'Aucun utilisateur pour l’instant.',
  'users.emptySearch': 'Aucun utilisateur ne correspond à votre recherche.',
  'users.loadFailed': 'Impossible de charger l’équipe.',
  'users.forbidden': 'Vous n’avez pas l’autorisation de voir l’équipe.',
  'users.locked': 'Verrouillé',
  'users.unverified': 'Non vérifié',
  'users.mfa': 'MFA',
}
export default messages
