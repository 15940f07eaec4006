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
  'login.demo.title': 'Mode démo',
  'login.demo.hint':
    'Utilisez {email} et {password} (n’importe quelle adresse fonctionne ; une adresse commençant par {prefixes} obtient ce rôle).',
  'login.error.invalidEmail': 'Saisissez une adresse e-mail valide',
  'login.error.passwordRequired': 'Saisissez votre mot de passe',
  'login.error.mfaUnsupported':
    'Ce compte exige l’authentification multifacteur, qui n’est pas encore disponible ici.',
  'login.error.strategyUnsupported':
    'La connexion avec {strategy} n’est pas encore disponible ici. Contactez votre administrateur.',
  'login.error.credentials': 'Adresse e-mail ou mot de passe incorrect',
  'login.error.locked': 'Compte verrouillé. Réessayez plus tard ou contactez votre administrateur',
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
  // The unlock mail
  'unlockMail.subject': 'Votre compte {brand} est verrouillé',
  'unlockMail.heading': 'Votre compte est verrouillé',
  'unlockMail.locked':
    'Après trop de connexions échouées, votre compte a été verrouillé. Si c’était vous, déverrouillez-le avec le bouton ci-dessous ; le lien est valable {minutes} minutes.',
  'unlockMail.notYou':
    'Si ce n’était pas vous, quelqu’un essaie peut-être de deviner votre mot de passe : déverrouillez votre compte et changez votre mot de passe.',
  'unlockMail.action': 'Déverrouiller mon compte',
}
export default fr
