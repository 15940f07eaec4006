import type { Catalogue } from '../catalogue'

/** The French words of the `tenantApiTokens` group of `../messages/en.ts`: The tenant API tokens page (`src/react/portal/pages/api-tokens/`). */
const words: Catalogue = {
  'tenantApiTokens.title': 'Jetons d’API',
  'tenantApiTokens.subtitle':
    'Les machines se connectent avec un jeton pour appeler l’API au nom de ce compte, avec les rôles que vous lui donnez et sans utilisateur. Gardez les jetons aussi secrets qu’un mot de passe.',
  'tenantApiTokens.new': 'Nouveau jeton',
  'tenantApiTokens.readOnly':
    'Vous pouvez voir les jetons de ce compte. Pour en créer ou en supprimer, il faut l’autorisation d’un administrateur.',
  'tenantApiTokens.column.description': 'Description',
  'tenantApiTokens.column.clientId': 'ID client',
  'tenantApiTokens.column.tokenId': 'ID du jeton',
  'tenantApiTokens.column.roles': 'Rôles',
  'tenantApiTokens.column.created': 'Créé le',
  'tenantApiTokens.column.expires': 'Expire le',
  'tenantApiTokens.noRoles': 'Aucun rôle',
  'tenantApiTokens.never': 'Jamais',
  'tenantApiTokens.expired': 'Expiré',
  'tenantApiTokens.empty':
    'Aucun jeton pour l’instant. Créez-en un pour une machine qui appelle l’API au nom de ce compte.',
  'tenantApiTokens.loadFailed': 'Les jetons du compte n’ont pas pu être chargés.',
  'tenantApiTokens.forbidden':
    'Vous n’avez pas l’autorisation de voir les jetons d’API de ce compte.',
  'tenantApiTokens.delete': 'Supprimer',
  'tenantApiTokens.deleteLabel': 'Supprimer le jeton {description}',
  'tenantApiTokens.confirmDelete.title': 'Supprimer ce jeton ?',
  'tenantApiTokens.confirmDelete.message':
    '« {description} » cesse de fonctionner immédiatement, avec tous les jetons d’accès obtenus grâce à lui.',
  'tenantApiTokens.confirmDelete.action': 'Supprimer le jeton',
  'tenantApiTokens.deleted': 'Jeton « {description} » supprimé.',
  'tenantApiTokens.deleteFailed': 'Le jeton n’a pas pu être supprimé. Réessayez.',
  'tenantApiTokens.deleteForbidden':
    'Vous n’avez pas l’autorisation de supprimer les jetons de ce compte.',
  'tenantApiTokens.alreadyDeleted': 'Ce jeton avait déjà été supprimé.',
  'tenantApiTokens.create.title': 'Nouveau jeton d’API',
  'tenantApiTokens.create.description': 'Description',
  'tenantApiTokens.create.descriptionHint': 'Ce qui l’utilisera, par ex. « Synchro facturation ».',
  'tenantApiTokens.create.roles': 'Rôles',
  'tenantApiTokens.create.rolesHint':
    'Seuls les rôles compris dans vos propres autorisations sont proposés.',
  'tenantApiTokens.create.rolesLoading': 'Chargement des rôles…',
  'tenantApiTokens.create.rolesFailed': 'Les rôles n’ont pas pu être chargés. Fermez et réessayez.',
  'tenantApiTokens.create.noRoles': 'Aucun rôle n’est compris dans vos propres autorisations.',
  'tenantApiTokens.create.expires': 'Expire après (jours)',
  'tenantApiTokens.create.expiresHint':
    'Laissez vide pour un jeton qui n’expire jamais ; {max, number} jours au plus.',
  'tenantApiTokens.create.submit': 'Créer le jeton',
  'tenantApiTokens.create.cancel': 'Annuler',
  'tenantApiTokens.create.descriptionRequired': 'Saisissez une description.',
  'tenantApiTokens.create.descriptionTooLong': 'Utilisez au plus {max, number} caractères.',
  'tenantApiTokens.create.expiresInvalid':
    'Saisissez un nombre entier de jours entre 1 et {max, number}, ou laissez vide.',
  'tenantApiTokens.create.offline': 'Le serveur est injoignable. Réessayez.',
  'tenantApiTokens.create.failed': 'Le jeton n’a pas pu être créé. Réessayez.',
}
export default words
