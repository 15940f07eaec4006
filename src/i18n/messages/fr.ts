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
}
export default fr
