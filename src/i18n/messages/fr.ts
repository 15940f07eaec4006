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
}
export default fr
