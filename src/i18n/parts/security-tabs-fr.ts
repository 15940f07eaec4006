import type { Catalogue } from '../catalogue'

/**
 * The French words of the Security page's four tabs (`src/react/portal/pages/security/`: session
 * management, general settings, IP and email-domain restrictions), a chunk of their own that the
 * page loads with its tabs (`part-loaders.ts`), so the language's catalogue, which every element
 * loads, does not carry them. Every id of the `securitySession`, `securityGeneral`, `securityIp`
 * and `securityDomains` groups of `../messages/en.ts`.
 */
const words: Catalogue = {
  // The Security page: session management
  'securitySession.title': 'Gestion des sessions',
  'securitySession.idle.title': 'Expiration des sessions inactives',
  'securitySession.idle.on': 'Déconnecter les membres inactifs',
  'securitySession.idle.minutes': 'Minutes sans activité',
  'securitySession.idle.openSessions':
    'Les sessions ouvertes la suivent dès leur prochain renouvellement.',
  'securitySession.relogin.title': 'Reconnexion obligatoire',
  'securitySession.relogin.on': 'Demander aux membres de se reconnecter après un certain temps',
  'securitySession.relogin.hours': 'Heures après la connexion',
  'securitySession.relogin.openSessions':
    'Les sessions ouvertes plus anciennes prennent fin à leur prochain renouvellement.',
  'securitySession.concurrent.title': 'Sessions simultanées maximales',
  'securitySession.concurrent.on': 'Limiter le nombre de sessions simultanées d’un membre',
  'securitySession.concurrent.max': 'Sessions par membre',
  'securitySession.concurrent.onLimit': 'Quand un membre se connecte au-delà de la limite',
  'securitySession.concurrent.evictOldest': 'Fermer sa session la plus ancienne',
  'securitySession.concurrent.deny': 'Refuser la nouvelle connexion',
  'securitySession.concurrent.openSessions':
    'Les sessions ouvertes restent ; les plus anciennes ferment à la prochaine connexion du membre.',
  'securitySession.concurrent.openSessionsDeny':
    'Les sessions ouvertes restent ; au-delà de la limite, le membre ne peut se connecter avant d’en fermer.',

  // The Security page: general settings
  'securityGeneral.title': 'Paramètres généraux',
  'securityGeneral.strategy.password': 'Mot de passe',
  'securityGeneral.strategy.link': 'Lien par e-mail',
  'securityGeneral.strategy.code': 'Code par e-mail',
  'securityGeneral.strategy.sms': 'Code par SMS',
  'securityGeneral.strategy.key': 'Clé d’accès ou de sécurité',
  'securityGeneral.strategy.sso': 'Authentification unique seulement',
  'securityGeneral.unknown': 'Lecture impossible.',
  'securityGeneral.loadFailed': 'La politique de sécurité n’a pas pu être chargée.',
  'securityGeneral.forbidden': 'Vous ne pouvez pas voir la politique de sécurité de ce compte.',
  'securityGeneral.readOnly':
    'Vous pouvez voir ces paramètres sans les modifier : il faut pour cela la permission de modifier la politique de sécurité.',
  'securityGeneral.failed': 'Les modifications n’ont pas pu être enregistrées. Réessayez.',
  'securityGeneral.range': 'Saisissez un nombre entier entre {min, number} et {max, number}.',
  'securityGeneral.off': 'désactivé',
  'securityGeneral.mfa.title': 'Authentification multifacteur',
  'securityGeneral.mfa.legend': 'Qui doit utiliser un second facteur pour se connecter',
  'securityGeneral.mfa.DontForce': 'Chaque membre choisit',
  'securityGeneral.mfa.Force': 'Tous les membres',
  'securityGeneral.mfa.ForceExceptSAML':
    'Tous les membres, sauf ceux qui se connectent par SSO SAML',
  'securityGeneral.lockout.title': 'Verrouillage des comptes',
  'securityGeneral.lockout.on': 'Verrouiller les comptes après des échecs de connexion',
  'securityGeneral.lockout.max': 'Échecs de connexion avant le verrouillage',
  'securityGeneral.lockout.vendor':
    'après {count, plural, one {un échec de connexion} other {{count, number} échecs de connexion}}',
  'securityGeneral.history.title': 'Historique des mots de passe',
  'securityGeneral.history.on': 'Refuser les mots de passe récemment utilisés',
  'securityGeneral.history.size': 'Mots de passe mémorisés',
  'securityGeneral.history.vendor':
    '{count, plural, one {le dernier mot de passe} other {les {count, number} derniers mots de passe}}',
  'securityGeneral.complexity.title': 'Complexité des mots de passe',
  'securityGeneral.complexity.minLength': 'Longueur minimale',
  'securityGeneral.complexity.maxLength': 'Au plus {count, number} caractères',
  'securityGeneral.complexity.optional':
    '{count, plural, one {Au moins un de ces éléments} other {Au moins {count, number} de ces éléments}} : {tests}',
  'securityGeneral.complexity.passphrase':
    'Ou une phrase de passe de {count, number} caractères ou plus',
  'securityGeneral.complexity.test.requireLowercase': 'une minuscule',
  'securityGeneral.complexity.test.requireUppercase': 'une majuscule',
  'securityGeneral.complexity.test.requireNumbers': 'un chiffre',
  'securityGeneral.complexity.test.requireSpecialChars': 'un symbole',
  'securityGeneral.complexity.nist':
    'Le NIST (SP 800-63B) déconseille les règles de composition : la longueur et le refus des mots de passe divulgués protègent mieux.',
  'securityGeneral.rotation.title': 'Renouvellement des mots de passe',
  'securityGeneral.rotation.on': 'Faire expirer les mots de passe',
  'securityGeneral.rotation.period': 'Jours avant l’expiration d’un mot de passe',
  'securityGeneral.rotation.notice': 'Jours de préavis avant l’expiration',
  'securityGeneral.rotation.vendor':
    'Renouvellement propre à l’application : tous les {count, plural, one {jours} other {{count, number} jours}}.',
  'securityGeneral.rotation.vendorOff': 'L’application n’impose aucun renouvellement.',
  'securityGeneral.rotation.effective':
    'Les mots de passe des membres expirent après {count, plural, one {un jour} other {{count, number} jours}} (la plus courte des deux durées).',
  'securityGeneral.rotation.effectiveOff': 'Les mots de passe des membres n’expirent pas.',
  'securityGeneral.signIn.title': 'Connexion',
  'securityGeneral.captcha.title': 'Captcha',
  'securityGeneral.captcha.on': 'La connexion demande un captcha ({provider}).',
  'securityGeneral.captcha.off': 'La connexion ne demande pas de captcha.',
  'securityGeneral.strategies.title': 'Moyens de connexion',
  'securityGeneral.locked.signIn':
    'L’application fixe le captcha et les moyens de connexion pour tous les comptes ; ils ne peuvent pas être modifiés ici.',
  'securityGeneral.locked.lockout':
    'L’application fixe le verrouillage pour tous les comptes ({value}) ; il ne peut pas être modifié ici.',
  'securityGeneral.locked.history':
    'L’application fixe l’historique des mots de passe pour tous les comptes ({value}) ; il ne peut pas être modifié ici.',
  'securityGeneral.locked.complexity':
    'L’application fixe la complexité des mots de passe pour tous les comptes ; elle ne peut pas être modifiée ici.',
  'securityGeneral.locked.rotation':
    'L’application fixe le renouvellement des mots de passe pour tous les comptes ; il ne peut pas être modifié ici.',

  // The Security page: IP restrictions
  'securityIp.title': 'Restrictions d’IP',
  'securityIp.subtitle':
    'Seules les adresses que vous autorisez, ou toutes sauf celles que vous bloquez, peuvent se connecter à ce compte et l’utiliser.',
  'securityIp.readOnly':
    'Vous pouvez voir ces restrictions mais pas les modifier : il faut la permission de modifier la politique de sécurité.',
  'securityIp.loadFailed': 'Les restrictions d’IP n’ont pas pu être chargées.',
  'securityIp.retry': 'Réessayer',
  'securityIp.active': 'Restreindre l’accès par adresse IP',
  'securityIp.strategy': 'Liste appliquée',
  'securityIp.strategy.ALLOW': 'Liste d’autorisation : seulement ces adresses',
  'securityIp.strategy.BLOCK': 'Liste de blocage : toutes sauf ces adresses',
  'securityIp.myIp': 'Votre adresse IP : {ip}',
  'securityIp.myIpUnknown': 'Le serveur ne connaît pas votre adresse IP.',
  'securityIp.addMyIp': 'Ajouter mon IP',
  'securityIp.addMyIpHint': 'Ajoute votre adresse à la liste d’autorisation et active cette liste.',
  'securityIp.addedMyIp': 'Votre IP est dans la liste d’autorisation, et la liste est active.',
  'securityIp.saved': 'Restrictions d’IP enregistrées.',
  'securityIp.saveFailed': 'La modification n’a pas pu être enregistrée.',
  'securityIp.add.title': 'Ajouter une adresse',
  'securityIp.add.ip': 'Adresse IP ou plage CIDR',
  'securityIp.add.ipHint': 'Par exemple 203.0.113.7, 10.0.0.0/8 ou 2001:db8::/32',
  'securityIp.add.description': 'Description (facultative)',
  'securityIp.add.list': 'Liste',
  'securityIp.add.submit': 'Ajouter',
  'securityIp.add.required': 'Saisissez une adresse IP ou une plage CIDR.',
  'securityIp.add.invalid': 'Ce n’est ni une adresse IP ni une plage CIDR.',
  'securityIp.add.duplicate': 'Cette adresse est déjà dans la liste.',
  'securityIp.added': '{ip} ajoutée.',
  'securityIp.bulk.open': 'En ajouter plusieurs',
  'securityIp.bulk.title': 'Ajouter plusieurs adresses',
  'securityIp.bulk.ips': 'Adresses, une par ligne (une description facultative après une espace)',
  'securityIp.bulk.invalid': 'La ligne {line} n’est ni une adresse IP ni une plage CIDR : {text}',
  'securityIp.bulk.required': 'Saisissez au moins une adresse.',
  'securityIp.bulk.tooMany': 'Ajoutez au plus 100 adresses à la fois.',
  'securityIp.bulk.submit': 'Tout ajouter',
  'securityIp.bulk.cancel': 'Annuler',
  'securityIp.bulk.added': '{count, plural, one {# adresse ajoutée.} other {# adresses ajoutées.}}',
  'securityIp.search': 'Rechercher des adresses',
  'securityIp.column.ip': 'Adresse',
  'securityIp.column.description': 'Description',
  'securityIp.column.list': 'Liste',
  'securityIp.list.ALLOW': 'Autoriser',
  'securityIp.list.BLOCK': 'Bloquer',
  'securityIp.empty': 'Aucune restriction d’IP pour l’instant.',
  'securityIp.noMatch': 'Aucune adresse ne correspond à cette recherche.',
  'securityIp.delete': 'Supprimer',
  'securityIp.deleteLabel': 'Supprimer {ip}',
  'securityIp.confirmDelete.title': 'Supprimer cette restriction ?',
  'securityIp.confirmDelete.message': '{ip} quitte la liste immédiatement.',
  'securityIp.deleted': '{ip} supprimée.',
  'securityIp.deleteFailed': 'La restriction n’a pas pu être supprimée.',
  'securityIp.forbidden': 'Vous n’avez plus la permission de faire ceci.',
  'securityIp.pages': 'Pages',
  'securityIp.range': '{from, number}–{to, number} sur {total, number}',
  'securityIp.previous': 'Précédent',
  'securityIp.previousPage': 'Page précédente',
  'securityIp.next': 'Suivant',
  'securityIp.nextPage': 'Page suivante',

  // The Security page: email-domain restrictions
  'securityDomains.title': 'Restrictions de domaines de messagerie',
  'securityDomains.subtitle':
    "Décidez quelles adresses e-mail peuvent rejoindre ce compte : les invitations, les inscriptions par le lien d'invitation, l'authentification unique, la connexion sociale et les changements d'adresse s'y conforment. Les membres déjà présents restent.",
  'securityDomains.loading': 'Chargement des restrictions de domaines…',
  'securityDomains.loadFailed': 'Les restrictions de domaines n’ont pas pu être chargées.',
  'securityDomains.retry': 'Réessayer',
  'securityDomains.readOnly':
    'Vous pouvez voir ces restrictions ; les modifier nécessite la permission de modifier la politique de sécurité.',
  'securityDomains.active': 'Restreindre les domaines de messagerie',
  'securityDomains.activeOn':
    'Activé : les nouveaux membres sont vérifiés d’après la liste ci-dessous.',
  'securityDomains.activeOff': 'Désactivé : toute adresse peut rejoindre.',
  'securityDomains.mode': 'Quelle liste s’applique',
  'securityDomains.mode.BLOCK':
    'Liste de blocage : tout le monde peut rejoindre sauf les adresses des domaines bloqués',
  'securityDomains.mode.ALLOW':
    'Liste d’autorisation : seules les adresses des domaines autorisés peuvent rejoindre',
  'securityDomains.public': 'Bloquer les domaines de messagerie publics',
  'securityDomains.publicHint':
    'Refuse les adresses des messageries publiques comme gmail.com, outlook.com ou yahoo.com (une liste d’environ 8 700 fournisseurs tenue sur le serveur), pour que les membres rejoignent avec une adresse professionnelle.',
  'securityDomains.allowedTitle': 'Domaines autorisés',
  'securityDomains.blockedTitle': 'Domaines bloqués',
  'securityDomains.listHint':
    'Un domaine couvre aussi ses sous-domaines : acme.com couvre aussi eu.acme.com.',
  'securityDomains.domain': 'Domaine',
  'securityDomains.add': 'Ajouter le domaine',
  'securityDomains.adding': 'Ajout…',
  'securityDomains.invalid': 'Saisissez un nom de domaine comme example.com.',
  'securityDomains.duplicate': '{domain} figure déjà sur une liste.',
  'securityDomains.added': '{domain} ajouté.',
  'securityDomains.emptyAllowed':
    'Aucun domaine autorisé pour l’instant. Ajoutez-en un avant d’activer la liste d’autorisation.',
  'securityDomains.emptyBlocked': 'Aucun domaine bloqué pour l’instant.',
  'securityDomains.remove': 'Retirer {domain}',
  'securityDomains.removeTitle': 'Retirer ce domaine ?',
  'securityDomains.removeAllowed':
    'Les adresses de {domain} ne pourront plus rejoindre le compte. Les membres déjà présents restent.',
  'securityDomains.removeBlocked':
    'Les adresses de {domain} pourront de nouveau rejoindre le compte.',
  'securityDomains.removeConfirm': 'Retirer le domaine',
  'securityDomains.removed': '{domain} retiré.',
  'securityDomains.saved': 'Enregistré.',
  'securityDomains.failed': 'La modification n’a pas pu être enregistrée.',
}

export default words
