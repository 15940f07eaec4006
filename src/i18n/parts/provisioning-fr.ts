import type { Catalogue } from '../catalogue'

/** The French words of the `provisioning` group of `../messages/en.ts`: The Provisioning page (`src/react/portal/pages/provisioning/`). */
const words: Catalogue = {
  'provisioning.title': 'Provisionnement',
  'provisioning.subtitle':
    'Reliez votre fournisseur d’identité (Okta, Entra ID, …) en SCIM 2.0 : il crée, met à jour et retire les membres de votre compte pour vous.',
  'provisioning.new': 'Nouvelle connexion',
  'provisioning.readOnly':
    'Vous voyez les connexions. Les créer, les modifier et les supprimer demande un administrateur.',
  'provisioning.noDelete': 'Supprimer une connexion demande un administrateur.',
  'provisioning.loading': 'Chargement des connexions…',
  'provisioning.loadFailed': 'Les connexions n’ont pas pu être chargées.',
  'provisioning.forbidden':
    'Il vous faut la permission de lecture du provisionnement pour voir les connexions ; demandez à un administrateur.',
  'provisioning.retry': 'Réessayer',
  'provisioning.empty':
    'Aucune connexion pour l’instant. Créez-en une, puis collez son URL de base SCIM et son jeton dans votre fournisseur d’identité.',
  'provisioning.source.okta': 'Okta',
  'provisioning.source.azure-ad': 'Microsoft Entra ID',
  'provisioning.source.frontegg': 'Foyer',
  'provisioning.source.other': 'Un autre annuaire SCIM 2.0',
  'provisioning.users': 'Membres provisionnés',
  'provisioning.usersCount': '{count, plural, =0 {Aucun} one {# membre} other {# membres}}',
  'provisioning.lastSync': 'Dernière synchronisation',
  'provisioning.never': 'Jamais',
  'provisioning.baseUrl': 'URL de base SCIM',
  'provisioning.copy': 'Copier',
  'provisioning.copyBaseUrl': 'Copier l’URL de base SCIM',
  'provisioning.copyBaseUrlOf': 'Copier l’URL de base SCIM de {name}',
  'provisioning.copied': 'Copié dans le presse-papiers.',
  'provisioning.copyFailed': 'Copie impossible : sélectionnez le texte et copiez-le vous-même.',
  'provisioning.sync': 'Synchroniser avec la gestion des utilisateurs',
  'provisioning.syncHint':
    'Désactivée, l’annuaire peut lire mais pas modifier les membres : ses changements sont refusés jusqu’à ce que vous la réactiviez.',
  'provisioning.syncOn': '{name} modifie désormais les membres.',
  'provisioning.syncOff': '{name} ne peut plus modifier les membres.',
  'provisioning.syncFailed': 'La synchronisation de {name} n’a pas pu être modifiée. Réessayez.',
  'provisioning.mappingsButton': 'Correspondances groupe → rôle',
  'provisioning.mappingsLabel': 'Correspondances groupe → rôle de {name}',
  'provisioning.rotate': 'Remplacer le jeton',
  'provisioning.rotateLabel': 'Remplacer le jeton de {name}',
  'provisioning.delete': 'Supprimer',
  'provisioning.deleteLabel': 'Supprimer la connexion {name}',
  'provisioning.cancel': 'Annuler',
  'provisioning.close': 'Fermer',
  'provisioning.create.title': 'Nouvelle connexion',
  'provisioning.create.source': 'Fournisseur d’identité',
  'provisioning.create.name': 'Nom (facultatif)',
  'provisioning.create.nameHint': 'p. ex. Okta – équipe',
  'provisioning.create.nameTooLong': 'Utilisez au plus {max, number} caractères.',
  'provisioning.create.submit': 'Créer la connexion',
  'provisioning.create.offline': 'Le serveur est injoignable. Réessayez.',
  'provisioning.create.failed': 'La connexion n’a pas pu être créée. Réessayez.',
  'provisioning.secret.title': 'Connexion créée',
  'provisioning.secret.rotatedTitle': 'Jeton remplacé',
  'provisioning.secret.warning':
    'Copiez le jeton maintenant : vous ne le reverrez pas. Si vous le perdez, remplacez-le.',
  'provisioning.secret.paste':
    'Collez les deux dans les réglages de provisionnement de votre fournisseur d’identité pour {name}.',
  'provisioning.secret.token': 'Jeton porteur',
  'provisioning.secret.copyToken': 'Copier le jeton',
  'provisioning.secret.done': 'Terminé',
  'provisioning.rotateConfirm.title': 'Remplacer le jeton de {name} ?',
  'provisioning.rotateConfirm.message':
    'Le jeton actuel cesse aussitôt de fonctionner : le provisionnement s’arrête jusqu’à ce que vous colliez le nouveau dans votre fournisseur d’identité.',
  'provisioning.rotateConfirm.action': 'Remplacer le jeton',
  'provisioning.rotateFailed': 'Le jeton n’a pas pu être remplacé. Réessayez.',
  'provisioning.delete.title': 'Supprimer {name} ?',
  'provisioning.delete.message':
    'Votre fournisseur d’identité ne pourra plus atteindre le compte par {name}.',
  'provisioning.delete.usersLegend':
    '{count, plural, =0 {Elle n’a provisionné aucun membre.} one {Elle a provisionné # membre. Que devient-il ?} other {Elle a provisionné # membres. Que deviennent-ils ?}}',
  'provisioning.delete.keep':
    '{count, plural, =0 {Garder ses groupes comme groupes ordinaires} one {Garder le membre, comme membre ordinaire} other {Garder les # membres, comme membres ordinaires}}',
  'provisioning.delete.remove':
    '{count, plural, =0 {Supprimer aussi ses groupes} one {Retirer le membre du compte, avec ses groupes} other {Retirer les # membres du compte, avec ses groupes}}',
  'provisioning.delete.action': 'Supprimer la connexion',
  'provisioning.delete.withUsers':
    '{count, plural, =0 {Supprimer la connexion} one {Supprimer avec # membre} other {Supprimer avec # membres}}',
  'provisioning.delete.failed': 'La connexion n’a pas pu être supprimée. Réessayez.',
  'provisioning.deleted': 'Connexion {name} supprimée ; ses membres restent.',
  'provisioning.deletedWithUsers':
    '{count, plural, =0 {Connexion {name} supprimée.} one {Connexion {name} supprimée avec son membre.} other {Connexion {name} supprimée avec ses # membres.}}',
  'provisioning.mappings.title': 'Correspondances groupe → rôle de {name}',
  'provisioning.mappings.intro':
    'Les membres d’un groupe que pousse votre fournisseur d’identité reçoivent les rôles associés à son nom (sans distinction de casse).',
  'provisioning.mappings.loading': 'Chargement des correspondances…',
  'provisioning.mappings.loadFailed': 'Les correspondances n’ont pas pu être chargées.',
  'provisioning.mappings.empty': 'Aucun groupe associé pour l’instant.',
  'provisioning.mappings.noRoles': 'Aucun rôle',
  'provisioning.mappings.groupLegend': 'Groupe {n, number}',
  'provisioning.mappings.group': 'Nom du groupe dans l’annuaire',
  'provisioning.mappings.groupRequired': 'Saisissez le nom du groupe.',
  'provisioning.mappings.groupTwice': 'Ce groupe est déjà associé.',
  'provisioning.mappings.hint':
    'Seuls les rôles dans vos propres permissions peuvent être donnés ; un rôle au-delà reste tel quel.',
  'provisioning.mappings.add': 'Ajouter un groupe',
  'provisioning.mappings.remove': 'Retirer',
  'provisioning.mappings.removeLabel': 'Retirer le groupe {group}',
  'provisioning.mappings.save': 'Enregistrer les correspondances',
  'provisioning.mappings.saveFailed':
    'Les correspondances n’ont pas pu être enregistrées. Réessayez.',
  'provisioning.mappings.saved': 'Correspondances de {name} enregistrées.',
  'provisioning.team.managed': 'Provisionné par {name} (SCIM)',
  'provisioning.team.hint':
    'Retirer, désactiver, réactiver ce membre ou lui donner une date de fin se fait dans votre fournisseur d’identité : un changement fait ici serait annulé à sa prochaine synchronisation.',
}
export default words
