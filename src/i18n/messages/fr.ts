import type { Catalogue } from '../catalogue'

/**
 * The French catalogue: every id of `en.ts`, flat, grouped by feature. Loaded as its own
 * chunk (the CDN script: `locales/fr.js`) when an element's locale is French; an id it lacks falls back to
 * English, and `test/i18n/catalogues.test.ts` fails on any missing one.
 */
const fr: Catalogue = {
  // The elements' own words (every element: the render-failure notice, the missing `base-url` alert)
  'element.renderFailed': 'Une erreur s’est produite.',
  'element.retry': 'Réessayer',
  'element.missingBaseUrl':
    'Foyer : définissez l’attribut {attribute} de {tag} sur l’adresse de votre serveur Foyer.',

  // The UI kit's words (data table, pager, dialogs, form, toasts)
  'ui.table.loading': 'Chargement…',
  'ui.table.loadFailed': 'Impossible de charger cette liste.',
  'ui.table.retry': 'Réessayer',
  'ui.table.selectAll': 'Sélectionner toutes les lignes de cette page',
  'ui.table.selectRow': 'Sélectionner {name}',
  'ui.table.actions': 'Actions',
  'ui.table.selected':
    '{count, plural, one {# ligne sélectionnée} many {# de lignes sélectionnées} other {# lignes sélectionnées}}',
  'ui.pager.label': 'Pages',
  'ui.pager.range': '{from, number}–{to, number} sur {total, number}',
  'ui.pager.previous': 'Précédent',
  'ui.pager.previousPage': 'Page précédente',
  'ui.pager.next': 'Suivant',
  'ui.pager.nextPage': 'Page suivante',
  'ui.dialog.close': 'Fermer',
  'ui.confirm.cancel': 'Annuler',
  'ui.form.summary':
    '{count, plural, =1 {Un champ demande votre attention :} one {# champ demande votre attention :} many {# de champs demandent votre attention :} other {# champs demandent votre attention :}}',
  'ui.form.failed': 'Cela n’a pas fonctionné. Réessayez.',
  'ui.form.offline':
    'Impossible de joindre le serveur. Vérifiez votre connexion et réessayez ; rien de ce que vous avez saisi n’est perdu.',
  'ui.toast.region': 'Notifications',
  'ui.toast.dismiss': 'Fermer',

  // The login box
  'login.signIn.title': 'Connexion',
  'login.signIn.subtitle': 'Saisissez votre adresse e-mail pour continuer.',
  'login.email': 'Adresse e-mail',
  'login.continue': 'Continuer',
  'login.password.title': 'Saisissez votre mot de passe',
  'login.password.forgot': 'Mot de passe oublié ?',
  'login.password': 'Mot de passe',
  'login.password.show': 'Afficher',
  'login.password.hide': 'Masquer',
  'login.password.showLabel': 'Afficher le mot de passe',
  'login.password.hideLabel': 'Masquer le mot de passe',
  'login.changeEmail': 'Modifier',
  'login.changeEmailLabel': 'Modifier l’adresse e-mail',
  'login.submit': 'Se connecter',
  'login.sso.title': 'Authentification unique',
  'login.sso.redirecting': 'Redirection vers votre fournisseur d’identité…',
  'login.checkingSession': 'Vérification de votre session…',
  'login.signingOut': 'Déconnexion…',
  'login.loading': 'Chargement…',
  'login.signedIn.title': 'Session ouverte',
  'login.account': 'Votre compte',
  'login.signOut': 'Se déconnecter',
  'login.error.invalidEmail': 'Saisissez une adresse e-mail valide',
  'login.error.passwordRequired': 'Saisissez votre mot de passe',
  'login.error.strategyUnsupported':
    'La connexion avec {strategy} n’est pas encore disponible ici. Contactez votre administrateur.',
  'login.error.credentials': 'Adresse e-mail ou mot de passe incorrect',
  'login.error.locked': 'Compte verrouillé. Réessayez plus tard ou contactez votre administrateur',
  'login.error.notVerified':
    'Ce compte n’est pas encore activé. Ouvrez d’abord le lien d’activation que nous vous avons envoyé.',
  'login.error.tooMany': 'Trop de tentatives. Patientez un instant, puis réessayez.',
  'login.error.unreachable':
    'Impossible de joindre le serveur de connexion. Vérifiez votre connexion et réessayez.',
  'login.error.failed': 'La connexion n’a pas abouti. Réessayez.',
  'login.server.unreachableTitle': 'Serveur de connexion injoignable',
  'login.server.unreachable':
    '{baseUrl} n’a pas répondu. Le serveur est-il démarré ? Son FOYER_ALLOWED_ORIGINS inclut-il {origin} ?',
  'login.server.httpTitle': 'Le serveur de connexion a répondu par une erreur',
  'login.server.http': '{baseUrl} a répondu {status}. Vérifiez base-url et api-prefix.',
  'login.server.retry': 'Réessayer',
  'demoHint.title': 'Mode démo',
  'demoHint.text':
    'Utilisez {email} et {password} (n’importe quelle adresse fonctionne ; une adresse commençant par {prefixes} obtient ce rôle).',

  // The users table
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

  // The privacy page's sessions section
  'sessions.title': 'Où vous êtes connecté',
  'sessions.subtitle':
    'Navigateurs et appareils connectés à votre compte. Mettez fin à toute session que vous ne reconnaissez pas.',
  'sessions.column.device': 'Appareil',
  'sessions.column.ip': 'Adresse IP',
  'sessions.column.signedIn': 'Connexion',
  'sessions.device.browserOnSystem': '{browser} sur {os}',
  'sessions.device.unknown': 'Appareil inconnu',
  'sessions.kind.desktop': 'Ordinateur',
  'sessions.kind.mobile': 'Téléphone',
  'sessions.kind.tablet': 'Tablette',
  'sessions.kind.unknown': 'Autre appareil',
  'sessions.current': 'Cet appareil',
  'sessions.unknownIp': 'Adresse inconnue',
  'sessions.unknownDate': 'Inconnue',
  'sessions.empty': 'Aucune session active.',
  'sessions.signedOut': 'Connectez-vous pour voir où vous êtes connecté.',
  'sessions.loadFailed': 'Impossible de charger vos sessions.',
  'sessions.forbidden': 'Vous n’avez pas l’autorisation de gérer ces sessions.',
  'sessions.endOne': 'Mettre fin',
  'sessions.endOneLabel': 'Mettre fin à la session : {device}, {ip}',
  'sessions.endOthers': 'Déconnecter les autres sessions',
  'sessions.confirmOne.title': 'Mettre fin à cette session ?',
  'sessions.confirmOne.message':
    '{device} sera déconnecté d’ici quelques minutes. Son utilisateur devra se reconnecter.',
  'sessions.confirmOne.action': 'Mettre fin à la session',
  'sessions.confirmOthers.title': 'Se déconnecter partout ailleurs ?',
  'sessions.confirmOthers.message':
    '{count, plural, one {# autre session sera déconnectée} many {# d’autres sessions seront déconnectées} other {# autres sessions seront déconnectées}} d’ici quelques minutes. Cet appareil reste connecté.',
  'sessions.ended': 'Session sur {device} terminée.',
  'sessions.othersEnded':
    '{count, plural, one {# autre session déconnectée.} many {# d’autres sessions déconnectées.} other {# autres sessions déconnectées.}}',
  'sessions.alreadyEnded': 'Cette session était déjà terminée.',
  'sessions.endFailed': 'Impossible de mettre fin à la session. Réessayez.',

  // The Personal API tokens page
  'personalApiTokens.title': 'Jetons d’API personnels',
  'personalApiTokens.subtitle':
    'Les scripts et outils se connectent avec un jeton pour appeler l’API en votre nom, dans ce compte. Gardez vos jetons aussi secrets qu’un mot de passe.',
  'personalApiTokens.new': 'Nouveau jeton',
  'personalApiTokens.column.description': 'Description',
  'personalApiTokens.column.clientId': 'ID client',
  'personalApiTokens.column.created': 'Créé',
  'personalApiTokens.column.expires': 'Expire',
  'personalApiTokens.never': 'Jamais',
  'personalApiTokens.expired': 'Expiré',
  'personalApiTokens.empty':
    'Aucun jeton pour l’instant. Créez-en un pour appeler l’API depuis un script.',
  'personalApiTokens.signedOut': 'Connectez-vous pour gérer vos jetons d’API personnels.',
  'personalApiTokens.loadFailed': 'Impossible de charger vos jetons.',
  'personalApiTokens.forbidden':
    'Vous n’avez pas l’autorisation de voir les jetons d’API personnels.',
  'personalApiTokens.delete': 'Supprimer',
  'personalApiTokens.deleteLabel': 'Supprimer le jeton {description}',
  'personalApiTokens.confirmDelete.title': 'Supprimer ce jeton ?',
  'personalApiTokens.confirmDelete.message':
    '« {description} » cesse de fonctionner immédiatement : toute connexion avec ce jeton sera refusée.',
  'personalApiTokens.confirmDelete.action': 'Supprimer le jeton',
  'personalApiTokens.deleted': 'Jeton « {description} » supprimé.',
  'personalApiTokens.deleteFailed': 'Impossible de supprimer le jeton. Réessayez.',
  'personalApiTokens.alreadyDeleted': 'Ce jeton avait déjà été supprimé.',
  'personalApiTokens.create.title': 'Nouveau jeton d’API personnel',
  'personalApiTokens.create.description': 'Description',
  'personalApiTokens.create.descriptionHint':
    'Ce qui l’utilisera, par exemple « Export nocturne ».',
  'personalApiTokens.create.expires': 'Expire après (jours)',
  'personalApiTokens.create.expiresHint':
    'Laissez vide pour un jeton qui n’expire jamais ; {max, number} jours au plus.',
  'personalApiTokens.create.submit': 'Créer le jeton',
  'personalApiTokens.create.cancel': 'Annuler',
  'personalApiTokens.create.descriptionRequired': 'Saisissez une description.',
  'personalApiTokens.create.descriptionTooLong': 'Utilisez au plus {max, number} caractères.',
  'personalApiTokens.create.expiresInvalid':
    'Saisissez un nombre entier de jours entre 1 et {max, number}, ou laissez vide.',
  'personalApiTokens.create.offline': 'Le serveur est injoignable. Réessayez.',
  'personalApiTokens.create.failed': 'Impossible de créer le jeton. Réessayez.',
  'personalApiTokens.created.title': 'Votre nouveau jeton',
  'personalApiTokens.created.warning':
    'Copiez le secret maintenant : il n’est affiché qu’une seule fois et ne peut pas être récupéré.',
  'personalApiTokens.created.clientId': 'ID client',
  'personalApiTokens.created.secret': 'Secret',
  'personalApiTokens.created.copyClientId': 'Copier l’ID client',
  'personalApiTokens.created.copySecret': 'Copier le secret',
  'personalApiTokens.created.copy': 'Copier',
  'personalApiTokens.created.copied': 'Copié dans le presse-papiers.',
  'personalApiTokens.created.copyFailed':
    'Copie impossible : sélectionnez le texte et copiez-le vous-même.',
  'personalApiTokens.created.done': 'Terminé',
  // The Profile page and its widget tags
  'profile.title': 'Profil',
  'profile.signedOut': 'Connectez-vous pour gérer votre profil.',
  'profile.offline':
    'Impossible de joindre le serveur. Rien de ce que vous avez saisi n’est perdu ; réessayez.',
  'profile.failed':
    'Une erreur s’est produite. Rien de ce que vous avez saisi n’est perdu ; réessayez.',
  'profile.retry': 'Réessayer',
  'profile.details.title': 'Informations personnelles',
  'profile.details.subtitle': 'Ce que votre équipe voit de vous.',
  'profile.details.loading': 'Chargement de votre profil…',
  'profile.details.loadFailed': 'Impossible de charger votre profil.',
  'profile.details.name': 'Nom complet',
  'profile.details.username': 'Nom d’utilisateur',
  'profile.details.usernameHint':
    'De 3 à 64 lettres, chiffres, points, tirets ou traits de soulignement. Laissez vide pour le supprimer.',
  'profile.details.address': 'Adresse',
  'profile.details.jobTitle': 'Poste',
  'profile.details.notSet': 'Non renseigné',
  'profile.details.save': 'Enregistrer les modifications',
  'profile.details.saved': 'Votre profil a été enregistré.',
  'profile.details.nameRequired': 'Saisissez votre nom.',
  'profile.details.usernameInvalid':
    'Un nom d’utilisateur compte de 3 à 64 lettres, chiffres, points, tirets ou traits de soulignement.',
  'profile.details.usernameTaken': 'Ce nom d’utilisateur est déjà pris. Choisissez-en un autre.',
  'profile.details.tooLong': 'Utilisez au plus {max, number} caractères.',
  'profile.picture.label': 'Photo de profil',
  'profile.picture.alt': 'Votre photo de profil',
  'profile.picture.upload': 'Ajouter une photo',
  'profile.picture.replace': 'Changer de photo',
  'profile.picture.remove': 'Supprimer la photo',
  'profile.picture.hint': 'PNG, JPEG, WebP ou GIF, 700 Ko au plus.',
  'profile.picture.badType': 'Choisissez une image PNG, JPEG, WebP ou GIF.',
  'profile.picture.tooLarge': 'Cette image dépasse 700 Ko. Choisissez-en une plus petite.',
  'profile.picture.unreadable': 'Impossible de lire ce fichier. Choisissez-en un autre.',
  'profile.picture.saving': 'Enregistrement de votre photo…',
  'profile.picture.saved': 'Votre photo a été enregistrée.',
  'profile.picture.removed': 'Votre photo a été supprimée.',
  'profile.phones.title': 'Numéros de téléphone',
  'profile.phones.subtitle':
    'Les numéros qui peuvent recevoir par SMS des codes de connexion et de récupération.',
  'profile.phones.add': 'Ajouter un numéro',
  'profile.phones.limit':
    'Vous avez {max, number} numéros, le maximum pour un profil. Supprimez-en un pour en ajouter un autre.',
  'profile.phones.empty': 'Aucun numéro de téléphone pour l’instant.',
  'profile.phones.loadFailed': 'Impossible de charger vos numéros de téléphone.',
  'profile.phones.verified': 'Vérifié',
  'profile.phones.unverified': 'Non vérifié',
  'profile.phones.signIn': 'Sert à la connexion',
  'profile.phones.verify': 'Vérifier',
  'profile.phones.verifyNumber': 'Vérifier le {number}',
  'profile.phones.delete': 'Supprimer',
  'profile.phones.deleteNumber': 'Supprimer le {number}',
  'profile.phones.deleteTitle': 'Supprimer ce numéro de téléphone ?',
  'profile.phones.deleteMessage': 'Le {number} ne recevra plus de codes.',
  'profile.phones.deleteVerifiedMessage':
    'Nous enverrons un code par SMS au {number} pour confirmer qu’il est à vous, puis nous le supprimerons.',
  'profile.phones.deleted': 'Le numéro a été supprimé.',
  'profile.phones.added': 'Le numéro a été vérifié et ajouté.',
  'profile.phones.addTitle': 'Ajouter un numéro de téléphone',
  'profile.phones.verifyTitle': 'Vérifier votre numéro de téléphone',
  'profile.phones.deleteCodeTitle': 'Confirmer la suppression de ce numéro',
  'profile.phones.number': 'Numéro de téléphone',
  'profile.phones.numberHint': 'Avec l’indicatif du pays, par exemple +33 6 12 34 56 78.',
  'profile.phones.numberInvalid': 'Saisissez un numéro avec l’indicatif du pays, commençant par +.',
  'profile.phones.sendCode': 'M’envoyer un code par SMS',
  'profile.code.label': 'Code',
  'profile.code.sentTo':
    'Nous avons envoyé un code à 6 chiffres à {to}. Il expire dans 10 minutes.',
  'profile.code.invalid': 'Saisissez le code à 6 chiffres.',
  'profile.code.wrong': 'Ce code n’est pas le bon. Vérifiez-le et réessayez.',
  'profile.code.expired': 'Ce code a expiré ou a été essayé trop de fois. Demandez-en un nouveau.',
  'profile.code.resend': 'Envoyer un nouveau code',
  'profile.code.resent': 'Un nouveau code est en route.',
  'profile.code.confirm': 'Confirmer',
  'profile.password.title': 'Mot de passe',
  'profile.password.subtitle':
    'Choisissez un mot de passe robuste que vous n’utilisez nulle part ailleurs.',
  'profile.password.current': 'Mot de passe actuel',
  'profile.password.new': 'Nouveau mot de passe',
  'profile.password.endSessions': 'Me déconnecter de mes autres sessions',
  'profile.password.save': 'Changer le mot de passe',
  'profile.password.currentRequired': 'Saisissez votre mot de passe actuel.',
  'profile.password.newRequired': 'Saisissez un nouveau mot de passe.',
  'profile.password.same': 'Choisissez un mot de passe différent de l’actuel.',
  'profile.password.changed': 'Votre mot de passe a été changé.',
  'profile.password.changedEnded':
    '{count, plural, one {Votre mot de passe a été changé et # autre session a été déconnectée.} other {Votre mot de passe a été changé et # autres sessions ont été déconnectées.}}',
  'profile.password.wrongCurrent': 'Votre mot de passe actuel n’est pas le bon.',
  'profile.password.locked':
    'Trop de mots de passe erronés : votre compte est verrouillé. Consultez vos e-mails pour le déverrouiller.',
  'profile.email.title': 'Adresse e-mail',
  'profile.email.subtitle':
    'L’adresse avec laquelle vous vous connectez et recevez les e-mails du compte.',
  'profile.email.current': 'Adresse actuelle',
  'profile.email.new': 'Nouvelle adresse e-mail',
  'profile.email.invalid': 'Saisissez une adresse e-mail valide.',
  'profile.email.same': 'C’est déjà votre adresse e-mail.',
  'profile.email.sendCode': 'M’envoyer un code par e-mail',
  'profile.email.codeTitle': 'Confirmer votre nouvelle adresse',
  'profile.email.changed': 'Votre adresse e-mail est désormais {email}.',
  'profile.email.taken': 'Un autre compte utilise cette adresse.',
  'profile.email.notAllowed':
    'Votre adresse e-mail ne peut pas être changée ici. Demandez à votre administrateur.',

  // The admin portal's shell
  'portal.navigation': 'Paramètres',
  'portal.page.profile': 'Profil',
  'portal.page.privacy': 'Confidentialité et sécurité',
  'portal.page.personalApiTokens': 'Jetons d’API personnels',
  'portal.page.account': 'Paramètres du compte',
  'portal.page.users': 'Utilisateurs',
  'portal.page.groups': 'Groupes',
  'portal.page.roles': 'Rôles',
  'portal.page.security': 'Sécurité',
  'portal.page.sso': 'Authentification unique',
  'portal.page.provisioning': 'Provisionnement',
  'portal.page.audits': 'Journaux d’audit',
  'portal.page.webhooks': 'Webhooks',
  'portal.page.apiTokens': 'Jetons d’API',
  'portal.page.usage': 'Utilisation',
  'portal.page.subscriptions': 'Abonnements',
  'portal.page.allAccounts': 'Tous les comptes',
  'portal.loading': 'Chargement de la page…',
  'portal.signedOut': 'Connectez-vous pour gérer votre compte.',
  'portal.signedOut.title': 'Vous êtes déconnecté',
  'portal.signIn': 'Se connecter',
  'portal.skipToContent': 'Aller au contenu',
  'portal.menu': 'Menu',
  'portal.closeMenu': 'Fermer',
  'portal.group.personal': 'Votre compte',
  'portal.group.organization': 'Organisation',
  'portal.goTo': 'Aller à {page}',
  'portal.noAccess.title': 'Accès refusé',
  'portal.noAccess':
    'Votre rôle ne comprend pas {page}. Demandez-le à un administrateur de votre compte si vous en avez besoin.',
  'portal.unavailable.title': 'Non disponible',
  'portal.unavailable': '{page} n’est pas disponible dans ce portail.',
  'portal.noPages.title': 'Rien à gérer pour l’instant',
  'portal.noPages': 'Votre rôle ne comprend aucune page de ce portail.',

  // Demo mode's notices of what would have been mailed or texted
  'demoMessages.title': 'Message de démonstration',
  'demoMessages.mail': 'Démo : ceci serait envoyé par e-mail à {to}',
  'demoMessages.sms': 'Démo : ceci serait envoyé par SMS au {to}',
  'demoMessages.code': 'Code :',
  'demoMessages.open': 'Ouvrir le lien',
  'demoMessages.dismiss': 'Fermer',
  // The frame of every mail the server sends
  'mail.linkFallback': 'Si le bouton ne fonctionne pas, copiez ce lien dans votre navigateur :',
  'mail.footer':
    'Vous recevez ce message à la suite d’une action sur votre compte {brand}. Si ce n’était pas vous, vous pouvez l’ignorer.',
  // The new-password field's live checklist of the password policy's rules
  'passwordRules.title': 'Votre mot de passe doit contenir',
  'passwordRules.minLength': 'Au moins {count, number} caractères',
  'passwordRules.maxLength': 'Au plus {count, number} caractères',
  'passwordRules.noThreeRepeated': 'Aucun caractère trois fois de suite',
  'passwordRules.optional':
    '{count, plural, one {Au moins un de ces éléments} other {Au moins {count, number} de ces éléments}} :',
  'passwordRules.requireLowercase': 'une lettre minuscule',
  'passwordRules.requireUppercase': 'une lettre majuscule',
  'passwordRules.requireNumbers': 'un chiffre',
  'passwordRules.requireSpecialChars': 'un symbole',
  'passwordRules.passphrase':
    'Ou une phrase de passe d’au moins {count, number} caractères, qui n’en demande aucun',
  'passwordRules.met': 'Fait :',
  'passwordRules.unmet': 'Pas encore :',
  'passwordRules.allMet': 'Votre mot de passe respecte toutes les règles.',
  'passwordRules.remaining':
    '{count, plural, one {Une règle du mot de passe n’est pas encore respectée.} other {{count, number} règles du mot de passe ne sont pas encore respectées.}}',
  // Forgot and reset password, reset phone number
  'recovery.forgot.title': 'Mot de passe oublié ?',
  'recovery.forgot.subtitle':
    'Saisissez votre e-mail et nous vous aiderons à choisir un nouveau mot de passe.',
  'recovery.email': 'E-mail',
  'recovery.continue': 'Continuer',
  'recovery.backToSignIn': 'Retour à la connexion',
  'recovery.invalidEmail': 'Saisissez une adresse e-mail valide.',
  'recovery.none':
    'La récupération du mot de passe n’est pas disponible ici. Contactez votre administrateur.',
  'recovery.selector.title': 'Comment vous joindre ?',
  'recovery.selector.subtitle': 'Choisissez comment réinitialiser le mot de passe de {email}.',
  'recovery.selector.email': 'M’envoyer un lien par e-mail',
  'recovery.selector.sms': 'M’envoyer un code par SMS',
  'recovery.sms.title': 'Saisissez le code',
  'recovery.sms.subtitle':
    'Si le compte de {email} a un numéro de téléphone, nous lui avons envoyé un code à 6 chiffres. Il est valable 10 minutes.',
  'recovery.code': 'Code',
  'recovery.codeRequired': 'Saisissez le code à 6 chiffres.',
  'recovery.resend': 'Envoyer un nouveau code',
  'recovery.resent': 'Un nouveau code est en route.',
  'recovery.emailSent.title': 'Consultez vos e-mails',
  'recovery.emailSent.body':
    'Si un compte utilise {email}, nous lui avons envoyé un lien pour choisir un nouveau mot de passe. Le lien fonctionne une fois, pendant une heure.',
  'recovery.emailSent.resend': 'Renvoyer le lien',
  'recovery.emailSent.resent': 'Renvoyé.',
  'recovery.reset.checking': 'Vérification de votre lien…',
  'recovery.reset.title': 'Choisissez un nouveau mot de passe',
  'recovery.reset.password': 'Nouveau mot de passe',
  'recovery.reset.passwordRequired': 'Saisissez un nouveau mot de passe.',
  'recovery.reset.submit': 'Enregistrer le mot de passe',
  'recovery.reset.invalid.title': 'Ce lien ne fonctionne plus',
  'recovery.reset.invalid.body':
    'Les liens de réinitialisation fonctionnent une fois, pendant une heure. Demandez-en un nouveau.',
  'recovery.reset.invalid.again': 'Demander un nouveau lien',
  'recovery.reset.success.title': 'Votre mot de passe est changé',
  'recovery.reset.success.body':
    'Vous avez été déconnecté partout. Connectez-vous avec votre nouveau mot de passe.',
  'recovery.reset.success.signIn': 'Se connecter',
  'recovery.error.code': 'Ce code n’est pas le bon. Vérifiez-le et réessayez.',
  'recovery.error.codeGone': 'Ce code ne fonctionne plus. Demandez-en un nouveau.',
  'recovery.error.tooMany': 'Trop de demandes. Patientez un peu et réessayez.',
  'recovery.error.failed': 'Cela n’a pas fonctionné. Veuillez réessayer.',
  'recovery.error.offline':
    'Le serveur est injoignable. Vérifiez votre connexion et réessayez ; rien de ce que vous avez saisi n’est perdu.',
  'recovery.phone.title': 'Réinitialisez votre numéro de téléphone',
  'recovery.phone.subtitle':
    'Téléphone perdu ? Saisissez votre e-mail et nous vous enverrons un code pour définir un nouveau numéro.',
  'recovery.phone.submit': 'M’envoyer un code par e-mail',
  'recovery.phone.verify.subtitle':
    'Si un compte utilise {email}, nous lui avons envoyé un code à 6 chiffres. Il est valable 10 minutes.',
  'recovery.phone.change.title': 'Votre nouveau numéro',
  'recovery.phone.change.subtitle':
    'Indiquez l’indicatif du pays, par exemple +33 6 12 34 56 78. Nous y enverrons un code de connexion.',
  'recovery.phone.number': 'Numéro de téléphone',
  'recovery.phone.numberRequired': 'Saisissez votre nouveau numéro.',
  'recovery.phone.change.submit': 'Enregistrer et m’envoyer un code',
  // Password reset, phone-number reset mails and recovery SMS
  'passwordResetMail.subject': 'Réinitialisez votre mot de passe {brand}',
  'passwordResetMail.heading': 'Réinitialisez votre mot de passe',
  'passwordResetMail.intro':
    'Quelqu’un a demandé à réinitialiser le mot de passe de votre compte {brand} ({email}). Le lien ci-dessous fonctionne une fois, pendant une heure.',
  'passwordResetMail.action': 'Choisir un nouveau mot de passe',
  'passwordResetMail.ignore':
    'Si vous n’en êtes pas à l’origine, ignorez ce message : votre mot de passe ne change pas.',
  'phoneResetMail.subject':
    'Votre code pour changer le numéro de téléphone de votre compte {brand}',
  'phoneResetMail.heading': 'Changez votre numéro de téléphone',
  'phoneResetMail.intro':
    'Quelqu’un a demandé à changer le numéro de téléphone de votre compte {brand} ({email}). Saisissez ce code là où vous l’avez demandé ; il fonctionne une fois, pendant 10 minutes.',
  'phoneResetMail.ignore':
    'Si vous n’en êtes pas à l’origine, ignorez ce message : votre numéro ne change pas.',
  'recoverySms.passwordReset':
    '{code} est votre code de réinitialisation du mot de passe {brand}. Il expire dans 10 minutes.',
  'recoverySms.phoneChange':
    '{code} est votre code {brand} pour confirmer ce numéro. Il expire dans 10 minutes.',
  // The "Sign up" link under the first sign-in step
  'signUpLink.prompt': 'Pas encore de compte ?',
  'signUpLink.link': 'Créer un compte',
  // The sign-up screens
  'signUp.title': 'Créer votre compte',
  'signUp.haveAccount': 'Vous avez déjà un compte ?',
  'signUp.signIn': 'Se connecter',
  'signUp.name': 'Nom',
  'signUp.email': 'E-mail',
  'signUp.emailOptional': 'E-mail (facultatif)',
  'signUp.emailOptionalHint':
    'Laissez-le vide pour vous inscrire avec votre seul numéro de téléphone : nous vous enverrons un code par SMS pour vous connecter.',
  'signUp.companyName': 'Nom de l’entreprise',
  'signUp.phoneNumber': 'Numéro de téléphone',
  'signUp.phoneHint': 'Avec l’indicatif du pays, par exemple +33 6 12 34 56 78.',
  'signUp.password': 'Mot de passe',
  'signUp.submit': 'Créer le compte',
  'signUp.error.emailInvalid': 'Veuillez saisir une adresse e-mail valide',
  'signUp.error.companyRequired': 'Veuillez saisir le nom de votre entreprise',
  'signUp.error.phoneRequired': 'Le numéro de téléphone est obligatoire pour cette inscription',
  'signUp.error.emailOrPhone': 'Saisissez votre e-mail ou votre numéro de téléphone',
  'signUp.error.passwordRequired': 'Veuillez choisir un mot de passe',
  'signUp.error.exists': 'Un compte existe déjà avec cette adresse. Connectez-vous plutôt.',
  'signUp.error.notAllowed':
    'L’inscription n’est pas disponible ici. Contactez votre administrateur.',
  'signUp.error.tooMany': 'Trop de tentatives. Patientez un instant puis réessayez.',
  'signUp.error.failed': 'L’inscription n’a pas abouti. Veuillez réessayer.',
  'signUp.success.title': 'Votre compte est prêt',
  'signUp.success.text': 'Bienvenue, {name}. Vous êtes connecté.',
  'signUp.success.continue': 'Continuer',
  'signUp.checkEmail.title': 'Consultez vos e-mails',
  'signUp.checkEmail.text':
    'Nous avons envoyé un lien d’activation à {email}. Ouvrez-le pour activer votre compte.',
  'signUp.verifyPhone.title': 'Vérifiez votre numéro de téléphone',
  'signUp.verifyPhone.text': 'Nous envoyons un code par SMS au {phone}.',
  // The account activation screens
  'activation.activating': 'Activation de votre compte…',
  'activation.form.title': 'Activer votre compte',
  'activation.form.text': 'Choisissez un mot de passe pour terminer l’activation de votre compte.',
  'activation.password': 'Mot de passe',
  'activation.submit': 'Activer',
  'activation.success.title': 'Votre compte est activé',
  'activation.success.text':
    'Vous êtes connecté. Nous vous emmenons plus loin dans quelques secondes.',
  'activation.success.continue': 'Continuer maintenant',
  'activation.resend.title': 'Ce lien ne fonctionne plus',
  'activation.resend.expired': 'Ce lien d’activation a expiré.',
  'activation.resend.invalid': 'Ce lien d’activation n’est pas valide ou a déjà été utilisé.',
  'activation.resend.text': 'Saisissez votre e-mail et nous vous enverrons un nouveau lien.',
  'activation.resend.email': 'E-mail',
  'activation.resend.submit': 'Envoyer un nouveau lien',
  'activation.resend.sent':
    'Si un compte à l’adresse {email} attend son activation, un nouveau lien est en route.',
  'activation.code.title': 'Saisissez votre code d’activation',
  'activation.code.text':
    'Nous vous avons envoyé par e-mail un code à 6 chiffres et un lien. Saisissez le code ici, ou ouvrez le lien.',
  'activation.code.label': 'Code d’activation',
  'activation.error.code': 'Ce code n’est pas le bon. Vérifiez-le et réessayez.',
  'activation.error.codeFormat': 'Saisissez les 6 chiffres du code',
  'activation.error.codeExpired':
    'Ce code a expiré ou a été essayé trop souvent. Demandez un nouveau lien.',
  'activation.error.emailInvalid': 'Veuillez saisir une adresse e-mail valide',
  'activation.error.passwordRequired': 'Veuillez choisir un mot de passe',
  'activation.error.failed': 'L’activation n’a pas abouti. Veuillez réessayer.',
  'activation.error.tooMany': 'Trop de demandes. Patientez un instant puis réessayez.',
  'activation.backToSignIn': 'Retour à la connexion',
  // The activation mail and the sign-up SMS (server only)
  'activationMail.subject': 'Activez votre compte {brand}',
  'activationMail.heading': 'Bienvenue sur {brand}',
  'activationMail.intro':
    'Bonjour {name}, confirmez votre adresse e-mail pour activer votre compte.',
  'activationMail.action': 'Activer mon compte',
  'activationMail.code':
    'Saisissez ce code dans la fenêtre où vous vous êtes inscrit (valable 10 minutes), ou utilisez le bouton ci-dessous.',
  'activationMail.expiry': 'Le lien ne fonctionne qu’une fois, pendant {hours} heures.',
  'activationMail.sms': '{code} est votre code de connexion {brand}. Il expire dans 10 minutes.',
  // Accepting an invitation in the login box
  'invitation.title': 'Accepter votre invitation',
  'invitation.validating': 'Vérification de votre invitation…',
  'invitation.pending': 'Acceptation de votre invitation…',
  'invitation.setPassword': 'Choisissez un mot de passe pour terminer.',
  'invitation.password': 'Mot de passe',
  'invitation.accept': 'Accepter l’invitation',
  'invitation.code': 'Code',
  'invitation.codeHint': 'Saisissez le code à 6 chiffres reçu avec votre invitation.',
  'invitation.codeInvalid': 'Saisissez les 6 chiffres du code',
  'invitation.codeRefused': 'Ce code est incorrect ou a expiré.',
  'invitation.codeSending': 'Envoi de votre code…',
  'invitation.codeMailed':
    'Nous avons envoyé un code à 6 chiffres à {destination}. Il est valable 10 minutes.',
  'invitation.codeTexted':
    'Nous avons envoyé un code à 6 chiffres par SMS au {destination}. Il est valable 10 minutes.',
  'invitation.codeResend': 'Envoyer un nouveau code',
  'invitation.codeTooMany':
    'Trop de codes ont été demandés. Patientez quelques minutes, puis réessayez.',
  'invitation.codeSendFailed': 'Nous n’avons pas pu envoyer de code. Réessayez dans un instant.',
  'invitation.invalid.title': 'Ce lien d’invitation n’est pas valide',
  'invitation.invalid.body':
    'Il a peut-être expiré ou déjà servi. Demandez à votre administrateur de vous renvoyer une invitation.',
  'invitation.success.title': 'Vous avez rejoint le compte',
  'invitation.success.body': 'Votre invitation est acceptée. Connectez-vous pour continuer.',
  'invitation.failed.title': 'Nous n’avons pas pu accepter votre invitation',
  'invitation.failed.body': 'Un problème est survenu de notre côté. Réessayez dans un instant.',
  'invitation.retry': 'Réessayer',
  'invitation.signIn': 'Se connecter',
  // Unlocking an account in the login box
  'unlock.title': 'Déverrouiller votre compte',
  'unlock.pending': 'Déverrouillage de votre compte…',
  'unlock.success.title': 'Votre compte est déverrouillé',
  'unlock.success.body':
    'Vous pouvez vous reconnecter. Redirection vers la connexion dans {seconds} secondes…',
  'unlock.invalid.title': 'Ce lien de déverrouillage n’est pas valide',
  'unlock.invalid.body':
    'Il a peut-être expiré ou déjà servi. Le verrouillage prend aussi fin de lui-même après un moment.',
  'unlock.failed.title': 'Nous n’avons pas pu déverrouiller votre compte',
  'unlock.failed.body': 'Un problème est survenu de notre côté. Réessayez dans un instant.',
  'unlock.retry': 'Réessayer',
  'unlock.signIn': 'Se connecter maintenant',
  // The invitation mail
  'invitationMail.subject': 'Vous êtes invité·e sur {brand}',
  'invitationMail.heading': 'Rejoindre {brand}',
  'invitationMail.invitedBy': '{inviter} vous invite à rejoindre {brand}.',
  'invitationMail.invited': 'Vous êtes invité·e à rejoindre {brand}.',
  'invitationMail.expiry': 'Le lien d’invitation est valable {days} jours.',
  'invitationMail.action': 'Accepter l’invitation',
  // The code that accepts an invitation
  'invitationCodeMail.subject': 'Votre code pour rejoindre {brand}',
  'invitationCodeMail.heading': 'Votre code d’invitation',
  'invitationCodeMail.body':
    'Saisissez ce code là où vous avez ouvert votre invitation pour rejoindre {brand}. Il ne sert qu’une fois, dans les {minutes} minutes. Ne le partagez jamais.',
  'invitationCodeMail.notYou':
    'Si vous n’avez pas ouvert d’invitation à l’instant, ignorez ce message : rien ne se passe sans le code.',
  'invitationCodeMail.smsText':
    '{code} est votre code pour rejoindre {brand}. Il expire dans {minutes} minutes. Ne le partagez jamais.',
  // The unlock mail
  'unlockMail.subject': 'Votre compte {brand} est verrouillé',
  'unlockMail.heading': 'Votre compte est verrouillé',
  'unlockMail.locked':
    'Après trop de connexions échouées, votre compte a été verrouillé. Si c’était vous, déverrouillez-le avec le bouton ci-dessous ; le lien est valable {minutes} minutes.',
  'unlockMail.notYou':
    'Si ce n’était pas vous, quelqu’un essaie peut-être de deviner votre mot de passe : déverrouillez votre compte et changez votre mot de passe.',
  'unlockMail.action': 'Déverrouiller mon compte',
  // Changing one's email address
  'emailChangeMail.subject': 'Votre code {brand} pour confirmer cette adresse e-mail',
  'emailChangeMail.heading': 'Confirmez votre nouvelle adresse e-mail',
  'emailChangeMail.code':
    'Saisissez ce code pour que {email} devienne l’adresse e-mail de votre compte {brand}. Il expire dans {minutes} minutes.',
  'emailChangeMail.notYou': 'Si vous n’avez rien demandé, ignorez ce message : rien ne change.',
  'emailChangeMail.noticeSubject': 'L’adresse e-mail de votre compte {brand} a changé',
  'emailChangeMail.noticeHeading': 'Votre adresse e-mail a changé',
  'emailChangeMail.notice':
    'Votre compte {brand} utilise désormais {email} au lieu de cette adresse.',
  'emailChangeMail.noticeNotYou':
    'Si vous n’êtes pas à l’origine de ce changement, contactez votre administrateur immédiatement : quelqu’un d’autre utilise peut-être votre compte.',
  // Passwordless sign-in's steps
  'passwordless.magicLink.title': 'Consultez vos e-mails',
  'passwordless.magicLink.sent':
    'Si un compte existe pour {email}, un lien de connexion est en route. Il fonctionne une fois, pendant 15 minutes.',
  'passwordless.code.title': 'Saisissez votre code',
  'passwordless.code.sentEmail':
    'Si un compte existe pour {email}, un code à 6 chiffres est en route. Il expire dans 10 minutes.',
  'passwordless.code.sentSms':
    'Si un compte utilise le {phone}, un code à 6 chiffres est en route par SMS. Il expire dans 10 minutes.',
  'passwordless.code.label': 'Code de connexion',
  'passwordless.code.submit': 'Se connecter',
  'passwordless.code.required': 'Saisissez les 6 chiffres de votre code',
  'passwordless.code.invalid': 'Le code est incorrect ou a expiré',
  'passwordless.code.tooMany': 'Trop de codes erronés. Demandez un nouveau code.',
  'passwordless.resend': 'En envoyer un nouveau',
  'passwordless.resent': 'Envoyé à nouveau. Seul le plus récent fonctionne.',
  'passwordless.phone.title': 'Connexion avec votre téléphone',
  'passwordless.phone.subtitle': 'Nous vous enverrons un code de connexion par SMS.',
  'passwordless.phone.label': 'Numéro de téléphone',
  'passwordless.phone.hint': 'Avec l’indicatif du pays, par exemple +33 6 12 34 56 78',
  'passwordless.phone.invalid': 'Saisissez un numéro de téléphone valide avec l’indicatif du pays',
  'passwordless.phone.submit': 'Envoyer le code',
  'passwordless.phone.change': 'Changer de numéro',
  'passwordless.unavailable':
    'Cette méthode de connexion n’est pas activée. Contactez votre administrateur.',
  'passwordless.callback.signingIn': 'Connexion en cours…',
  'passwordless.callback.invalidTitle': 'Ce lien ne fonctionne plus',
  'passwordless.callback.invalid':
    'Les liens de connexion fonctionnent une fois et expirent après 15 minutes. Demandez-en un nouveau depuis la page de connexion.',
  'passwordless.callback.backToLogin': 'Retour à la connexion',
  'passwordless.success.title': 'Vous êtes connecté',
  'passwordless.success.body': 'Vous allez être redirigé dans quelques secondes.',
  'passwordless.success.continue': 'Continuer maintenant',
  'passwordless.quick.offerTitle': 'Vous connecter plus vite la prochaine fois ?',
  'passwordless.quick.offerBody':
    'Mémorisez le {phone} sur cet appareil pour vous connecter avec un code reçu par SMS, sans saisir votre e-mail.',
  'passwordless.quick.remember': 'Mémoriser mon numéro',
  'passwordless.quick.notNow': 'Pas maintenant',
  'passwordless.quick.button': 'Recevoir un code au {phone}',

  // The box's second-factor steps
  'mfa.code.title': 'Authentification à deux facteurs',
  'mfa.code.subtitle':
    'Ouvrez votre application d’authentification et saisissez le code à 6 chiffres affiché pour ce compte.',
  'mfa.code.label': 'Code d’authentification',
  'mfa.code.submit': 'Vérifier',
  'mfa.code.required': 'Saisissez les 6 chiffres affichés par votre application',
  'mfa.code.invalid':
    'Ce code est incorrect ou a expiré. Saisissez le code le plus récent de votre application.',
  'mfa.code.tooMany': 'Trop de codes erronés. Reconnectez-vous pour obtenir de nouveaux essais.',
  'mfa.expired': 'Cette connexion a expiré. Reconnectez-vous.',
  'mfa.remember': 'Se souvenir de cet appareil pendant {days} jours',
  'mfa.useRecovery': 'Appareil perdu ? Utilisez votre code de récupération',
  'mfa.backToLogin': 'Retour à la connexion',
  'mfa.verify.title': 'Choisissez comment vous vérifier',
  'mfa.verify.subtitle': 'Votre compte a plusieurs seconds facteurs.',
  'mfa.verify.app': 'Application d’authentification {number}',
  'mfa.enrol.title': 'Activez l’authentification à deux facteurs',
  'mfa.enrol.subtitle':
    'Votre organisation exige une deuxième étape à la connexion. Configurez une application d’authentification (Google Authenticator, Microsoft Authenticator, 1Password…) pour continuer.',
  'mfa.enrol.scan': '1. Scannez ce code QR avec votre application d’authentification.',
  'mfa.enrol.qrAlt': 'Code QR pour ajouter {email} à une application d’authentification',
  'mfa.enrol.manual': 'Impossible de le scanner ? Saisissez plutôt cette clé dans l’application :',
  'mfa.enrol.copy': 'Copier la clé',
  'mfa.enrol.copied': 'Clé copiée',
  'mfa.enrol.enterCode': '2. Saisissez le code à 6 chiffres que l’application affiche maintenant.',
  'mfa.enrol.submit': 'Activer l’authentification à deux facteurs',
  'mfa.enrol.loading': 'Préparation de votre code QR…',
  'mfa.enrol.failed': 'Le code QR n’a pas pu être préparé. Réessayez.',
  'mfa.enrol.retry': 'Réessayer',
  'mfa.recoveryCode.title': 'Enregistrez votre code de récupération',
  'mfa.recoveryCode.body':
    'Si vous perdez votre téléphone, ce code est le seul moyen de revenir dans votre compte sans votre application d’authentification. Il ne fonctionne qu’une fois. Conservez-le en lieu sûr : il ne sera plus affiché.',
  'mfa.recoveryCode.label': 'Code de récupération',
  'mfa.recoveryCode.copy': 'Copier le code',
  'mfa.recoveryCode.copied': 'Code copié',
  'mfa.recoveryCode.saved': 'J’ai enregistré mon code de récupération',
  'mfa.recoveryCode.continue': 'Continuer',
  'mfa.recover.title': 'Utilisez votre code de récupération',
  'mfa.recover.subtitle':
    'Le code retire l’authentification à deux facteurs de {email}. Vous vous connectez ensuite avec votre mot de passe et pouvez configurer un nouvel appareil.',
  'mfa.recover.label': 'Code de récupération',
  'mfa.recover.submit': 'Retirer l’authentification à deux facteurs',
  'mfa.recover.required': 'Saisissez votre code de récupération',
  'mfa.recover.invalid': 'Ce code de récupération est incorrect.',
  'mfa.recover.back': 'Retour à l’étape du code',
  'mfa.email.title': 'Consultez vos e-mails',
  'mfa.email.subtitle':
    'Nous avons envoyé un code à 6 chiffres à {email}. Il expire dans 10 minutes.',
  'mfa.email.sending': 'Envoi de votre code…',
  'mfa.email.resend': 'Envoyer un nouveau code',
  'mfa.email.resent': 'Envoyé à nouveau. Seul le code le plus récent fonctionne.',
  'mfa.email.tooManySends':
    'Trop de codes ont été demandés. Patientez un moment, puis demandez-en un nouveau.',
  'mfa.verify.email': 'Recevoir un code par e-mail à {email}',
  'mfa.recover.done':
    'L’authentification à deux facteurs a été retirée. Connectez-vous avec votre mot de passe.',

  // The mail of an emailed second-factor code
  'mfaCodeMail.subject': 'Votre code de vérification pour {brand}',
  'mfaCodeMail.heading': 'Votre code de vérification',
  'mfaCodeMail.body':
    'Quelqu’un s’est connecté à {brand} avec votre mot de passe. Saisissez ce code pour terminer la connexion. Il ne fonctionne qu’une fois, pendant {minutes} minutes. Ne le partagez jamais.',
  'mfaCodeMail.ignore':
    'Si ce n’était pas vous, changez votre mot de passe maintenant : quelqu’un d’autre le connaît.',

  // The privacy page's two-factor section
  'mfaSettings.title': 'Authentification à deux facteurs',
  'mfaSettings.subtitleOn':
    'Activée : la connexion demande un code de votre application d’authentification.',
  'mfaSettings.subtitleOff':
    'Désactivée : ajoutez une application d’authentification pour qu’un mot de passe volé ne suffise pas à se connecter.',
  'mfaSettings.signedOut': 'Connectez-vous pour gérer l’authentification à deux facteurs.',
  'mfaSettings.loading': 'Chargement de vos seconds facteurs…',
  'mfaSettings.loadFailed': 'Vos seconds facteurs n’ont pas pu être chargés.',
  'mfaSettings.retry': 'Réessayer',
  'mfaSettings.app': 'Application d’authentification',
  'mfaSettings.appNumber': 'Application d’authentification {number}',
  'mfaSettings.on': 'Activée',
  'mfaSettings.add': 'Ajouter une application d’authentification',
  'mfaSettings.remove': 'Retirer',
  'mfaSettings.removeLabel': 'Retirer {name}',
  'mfaSettings.enrolTitle': 'Ajouter une application d’authentification',
  'mfaSettings.scan':
    '1. Scannez ce code QR avec votre application d’authentification (Google Authenticator, Microsoft Authenticator, 1Password…).',
  'mfaSettings.qrAlt': 'Code QR pour ajouter votre compte à une application d’authentification',
  'mfaSettings.manual':
    'Impossible de le scanner ? Saisissez plutôt cette clé dans l’application :',
  'mfaSettings.copyKey': 'Copier la clé',
  'mfaSettings.copied': 'Copié',
  'mfaSettings.enterCode':
    '2. Saisissez le code à 6 chiffres que l’application affiche maintenant.',
  'mfaSettings.code': 'Code d’authentification',
  'mfaSettings.codeRequired': 'Saisissez les 6 chiffres affichés par votre application',
  'mfaSettings.codeInvalid':
    'Ce code est incorrect ou a expiré. Saisissez le code le plus récent de votre application.',
  'mfaSettings.turnOn': 'Activer',
  'mfaSettings.cancel': 'Annuler',
  'mfaSettings.preparing': 'Préparation de votre code QR…',
  'mfaSettings.prepareFailed': 'Le code QR n’a pas pu être préparé.',
  'mfaSettings.alreadyOn':
    'Une application d’authentification est déjà configurée. Retirez-la d’abord pour en ajouter une autre.',
  'mfaSettings.recoveryTitle': 'Enregistrez votre code de récupération',
  'mfaSettings.recoveryBody':
    'Si vous perdez votre téléphone, ce code est le seul moyen de revenir dans votre compte. Il ne fonctionne qu’une fois et ne sera plus affiché.',
  'mfaSettings.copyCode': 'Copier le code',
  'mfaSettings.done': 'Terminé',
  'mfaSettings.added': 'L’authentification à deux facteurs est activée.',
  'mfaSettings.removeTitle': 'Retirer l’application d’authentification ?',
  'mfaSettings.removeBody':
    'Pour confirmer que c’est bien vous, saisissez un code actuel de l’application, ou votre code de récupération si vous avez perdu l’appareil. La connexion ne demandera ensuite que votre mot de passe.',
  'mfaSettings.removeCode': 'Code ou code de récupération',
  'mfaSettings.removeRequired':
    'Saisissez un code de votre application ou votre code de récupération',
  'mfaSettings.removeConfirm': 'Retirer l’application',
  'mfaSettings.removed': 'L’application d’authentification a été retirée.',
  'mfaSettings.failed': 'Cela n’a pas fonctionné. Réessayez.',
  'mfaSettings.offline': 'Le serveur est injoignable. Rien n’a été modifié ; réessayez.',
  // The mail of a magic link
  'magicLinkMail.subject': 'Votre lien de connexion à {brand}',
  'magicLinkMail.heading': 'Connexion à {brand}',
  'magicLinkMail.body':
    'Cliquez sur le bouton ci-dessous pour vous connecter. Le lien fonctionne une fois, pendant {minutes} minutes.',
  'magicLinkMail.action': 'Se connecter',
  // The mail of an emailed sign-in code
  'loginCodeMail.subject': 'Votre code de connexion à {brand}',
  'loginCodeMail.heading': 'Votre code de connexion',
  'loginCodeMail.body':
    'Saisissez ce code pour vous connecter à {brand}. Il fonctionne une fois, pendant {minutes} minutes. Ne le communiquez jamais.',
  'loginCodeMail.smsText':
    '{code} est votre code de connexion à {brand}. Il expire dans {minutes} minutes. Ne le communiquez jamais.',

  // The mail to an address someone tried to sign up with again
  'accountExistsMail.subject':
    'Quelqu’un a essayé de créer un compte {brand} avec votre adresse e-mail',
  'accountExistsMail.heading': 'Vous avez déjà un compte',
  'accountExistsMail.intro':
    'Quelqu’un vient d’essayer de s’inscrire à {brand} avec cette adresse e-mail, qui a déjà un compte. Si c’était vous, connectez-vous, ou choisissez un nouveau mot de passe si vous l’avez oublié.',
  'accountExistsMail.ignore':
    'Si ce n’était pas vous, ignorez cet e-mail : rien n’a changé sur votre compte.',
  'accountExistsMail.action': 'Réinitialiser mon mot de passe',
  // Passkeys: sign-in with one, the prompt after sign-in, the privacy page's list
  'passkeys.signIn.button': 'Se connecter avec une clé d’accès',
  'passkeys.signIn.signingIn': 'Connexion avec votre clé d’accès…',
  'passkeys.error.cancelled':
    'La demande de clé d’accès a été annulée ou a expiré. Réessayez quand vous serez prêt.',
  'passkeys.error.exists': 'Cet appareil contient déjà une clé d’accès pour votre compte.',
  'passkeys.error.unsupported':
    'Ce navigateur ne peut pas utiliser de clé d’accès sur cette page. Connectez-vous avec votre e-mail.',
  'passkeys.error.refused':
    'Cette clé d’accès n’a pas pu vous connecter. Elle a peut-être été supprimée de votre compte.',
  'passkeys.error.locked':
    'Utilisateur verrouillé. Réessayez plus tard ou contactez votre administrateur',
  'passkeys.error.failed': 'Une erreur s’est produite. Veuillez réessayer.',
  'passkeys.prompt.title': 'Connectez-vous plus vite avec une clé d’accès',
  'passkeys.prompt.body':
    'La prochaine fois, utilisez votre empreinte, votre visage ou le verrouillage de l’écran au lieu d’un mot de passe. Votre clé d’accès reste sur votre appareil et ne peut pas être hameçonnée.',
  'passkeys.prompt.create': 'Créer une clé d’accès',
  'passkeys.prompt.later': 'Plus tard',
  'passkeys.prompt.never': 'Ne plus me demander',
  'passkeys.section.signedOut': 'Connectez-vous pour voir vos clés d’accès.',
  'passkeys.section.title': 'Clés d’accès',
  'passkeys.section.subtitle':
    'Connectez-vous avec votre empreinte, votre visage, le verrouillage de l’écran ou une clé de sécurité au lieu d’un mot de passe.',
  'passkeys.section.add': 'Ajouter une clé d’accès',
  'passkeys.section.loading': 'Chargement de vos clés d’accès…',
  'passkeys.section.empty': 'Vous n’avez pas encore de clé d’accès.',
  'passkeys.section.loadFailed': 'Vos clés d’accès n’ont pas pu être chargées.',
  'passkeys.section.retry': 'Réessayer',
  'passkeys.section.platform': 'Clé d’accès sur un appareil',
  'passkeys.section.crossPlatform': 'Clé de sécurité ou téléphone',
  'passkeys.section.columnName': 'Clé d’accès',
  'passkeys.section.columnCreated': 'Ajoutée',
  'passkeys.section.columnLastUsed': 'Dernière utilisation',
  'passkeys.section.neverUsed': 'Pas encore utilisée',
  'passkeys.section.synced': 'Synchronisée',
  'passkeys.section.delete': 'Supprimer',
  'passkeys.section.deleteLabel': 'Supprimer {name}',
  'passkeys.section.confirmTitle': 'Supprimer cette clé d’accès ?',
  'passkeys.section.confirmBody':
    'Vous ne pourrez plus vous connecter avec {name}. Supprimez-la aussi de l’appareil ou du gestionnaire de mots de passe.',
  'passkeys.section.confirm': 'Supprimer la clé d’accès',
  'passkeys.section.added': 'Clé d’accès ajoutée',
  'passkeys.section.deleted': 'Clé d’accès supprimée',
  'passkeys.section.deleteFailed': 'La clé d’accès n’a pas pu être supprimée. Veuillez réessayer.',

  // The Account settings page of the portal
  'account.tabs': 'Sections des paramètres du compte',
  'account.tab.settings': 'Paramètres',
  'account.tab.customLogin': 'Connexion personnalisée',
  'account.details.title': 'Informations sur l’entreprise',
  'account.details.subtitle':
    'Comment votre compte apparaît à votre équipe et sur sa page de connexion.',
  'account.companyName': 'Nom de l’entreprise',
  'account.address': 'Adresse',
  'account.website': 'Site web',
  'account.regional.title': 'Formats régionaux',
  'account.regional.subtitle':
    'Utilisés pour les dates, les heures et les montants dans tout le portail.',
  'account.timezone': 'Fuseau horaire',
  'account.currency': 'Devise',
  'account.dateFormat': 'Format de date',
  'account.timeFormat': 'Format d’heure',
  'account.notSet': 'Non défini',
  'account.formatExample': '{format} (par exemple {example})',
  'account.logo': 'Logo',
  'account.logo.hint':
    'PNG, JPEG, WebP ou GIF, 700 Ko au plus. Affiché sur votre page de connexion.',
  'account.logo.choose': 'Importer un logo',
  'account.logo.replace': 'Remplacer le logo',
  'account.logo.remove': 'Supprimer le logo',
  'account.logo.alt': 'Logo de {name}',
  'account.logo.none': 'Pas encore de logo',
  'account.logo.pending': 'Pas encore enregistré',
  'account.logo.tooLarge': 'Cette image dépasse 700 Ko. Choisissez-en une plus petite.',
  'account.logo.wrongType': 'Choisissez une image PNG, JPEG, WebP ou GIF.',
  'account.logo.unreadable': 'Ce fichier n’a pas pu être lu. Choisissez-en un autre.',
  'account.save': 'Enregistrer les modifications',
  'account.saved': 'Modifications enregistrées.',
  'account.discard': 'Annuler les modifications',
  'account.unsaved': 'Vous avez des modifications non enregistrées.',
  'account.loading': 'Chargement des paramètres du compte…',
  'account.loadFailed': 'Les paramètres du compte n’ont pas pu être chargés.',
  'account.retry': 'Réessayer',
  'account.forbidden': 'Vous n’avez pas l’autorisation de voir les paramètres du compte.',
  'account.readOnly':
    'Vous pouvez consulter ces paramètres. Demandez à un administrateur de les modifier.',
  'account.signedOut': 'Connectez-vous pour gérer les paramètres du compte.',
  'account.offline':
    'Le serveur est injoignable. Rien de ce que vous avez saisi n’est perdu : réessayez.',
  'account.failed': 'Les paramètres n’ont pas pu être enregistrés. Réessayez.',
  'account.nameRequired': 'Saisissez le nom de l’entreprise.',
  'account.urlInvalid': 'Saisissez une adresse commençant par https:// ou http://.',
  'account.customLogin.title': 'Votre propre page de connexion',
  'account.customLogin.subtitle':
    'Offrez à votre équipe une adresse de connexion avec le nom et le logo de votre entreprise.',
  'account.customLogin.enable': 'Utiliser une page de connexion personnalisée',
  'account.alias': 'Alias de connexion',
  'account.alias.hint': '3 à 63 lettres minuscules, chiffres ou tirets.',
  'account.alias.invalid':
    'Utilisez 3 à 63 lettres minuscules, chiffres ou tirets, sans tiret au début ni à la fin.',
  'account.alias.needed': 'Choisissez un alias pour activer la page de connexion personnalisée.',
  'account.alias.taken': 'Un autre compte utilise déjà cet alias. Choisissez-en un autre.',
  'account.loginUrl': 'Adresse de connexion',
  'account.loginUrl.pending': 'Enregistrez pour obtenir l’adresse de connexion.',
  'account.copy': 'Copier l’adresse',
  'account.copied': 'Adresse copiée.',
  'account.applicationUrl': 'Adresse de l’application',
  'account.applicationUrl.hint': 'Où votre équipe arrive après s’être connectée.',
  'account.preview': 'Aperçu',
  'account.preview.signIn': 'Se connecter à {name}',

  // The portal header's switch between accounts
  'tenantSwitcher.label': 'Compte',
  'tenantSwitcher.switching': 'Passage à {name}…',
  'tenantSwitcher.switched': '{name} est maintenant votre compte actif.',
  'tenantSwitcher.failed': 'Le passage à {name} a échoué : {message}',
  'tenantSwitcher.dismiss': 'Fermer',

  // Enterprise single sign-on
  'sso.callback.signingIn': 'Connexion avec votre organisation…',
  'sso.failed.title': 'L’authentification unique a échoué',
  'sso.failed.body':
    'Votre fournisseur d’identité n’a pas pu vous connecter. Retour en arrière pour réessayer.',
}
export default fr
