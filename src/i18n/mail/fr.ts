import type { Catalogue } from '../catalogue'

/**
 * The French words of mail and SMS (the server's alone, `server/src/delivery/words.ts`): every id of
 * the mail groups of `../messages/en.ts` (`mail`, each `…Mail` and `…Sms` group, and the server's
 * `emailDomainRefusal` sentences). Kept apart from
 * `../messages/fr.ts`, which the browser loads, so no page downloads words only mail shows.
 */
const frMail: Catalogue = {
  // The frame of every mail the server sends
  'mail.linkFallback': 'Si le bouton ne fonctionne pas, copiez ce lien dans votre navigateur :',
  'mail.footer':
    'Vous recevez ce message à la suite d’une action sur votre compte {brand}. Si ce n’était pas vous, vous pouvez l’ignorer.',
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
  // The mail of an emailed second-factor code
  'mfaCodeMail.subject': 'Votre code de vérification pour {brand}',
  'mfaCodeMail.heading': 'Votre code de vérification',
  'mfaCodeMail.body':
    'Quelqu’un s’est connecté à {brand} avec votre mot de passe. Saisissez ce code pour terminer la connexion. Il ne fonctionne qu’une fois, pendant {minutes} minutes. Ne le partagez jamais.',
  'mfaCodeMail.ignore':
    'Si ce n’était pas vous, changez votre mot de passe maintenant : quelqu’un d’autre le connaît.',

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
  // The texted code of the SMS second factor (server only)
  'mfaSmsMail.smsText':
    '{code} est votre code de vérification {brand}. Il expire dans {minutes} minutes.',

  // The note to an invite link's owner that someone joined through it
  'inviteLinkMail.subject': 'Quelqu’un a rejoint {brand} avec votre lien d’invitation',
  'inviteLinkMail.heading': 'Un nouveau membre dans {brand}',
  'inviteLinkMail.joined': '{who} a rejoint {brand} grâce à votre lien d’invitation.',
  'inviteLinkMail.why':
    'Vous recevez ce message parce que votre lien d’invitation est réglé pour l’envoyer. Modifiez ce réglage ou supprimez le lien sur la page de l’équipe.',
  // The note to a tenant's administrators that where its SSO domains sign in changed
  'ssoChangeMail.subject': 'L’authentification unique de {brand} a été modifiée',
  'ssoChangeMail.heading': 'La connexion de vos membres a changé',
  'ssoChangeMail.identityProvider':
    '{who} a modifié le fournisseur d’identité (son adresse, son certificat, ses métadonnées ou son client) qui connecte les membres dont l’adresse est en {domains}.',
  'ssoChangeMail.enabled':
    '{who} a activé l’authentification unique pour les membres dont l’adresse est en {domains}.',
  'ssoChangeMail.domainValidated':
    '{who} a vérifié un domaine pour l’authentification unique : les membres dont l’adresse est en {domains} se connectent désormais par son fournisseur d’identité.',
  'ssoChangeMail.notYou':
    'Qui contrôle ce fournisseur d’identité peut se connecter à la place de ces membres. Si vous n’attendiez pas ce changement, vérifiez tout de suite les réglages SSO et le journal d’audit.',
  // The reminder to enrol a second factor (the security center)
  'mfaReminderMail.subject': 'Protégez votre compte {brand} par une seconde étape de connexion',
  'mfaReminderMail.heading': 'Ajoutez une seconde étape de connexion',
  'mfaReminderMail.intro':
    'Un administrateur de {brand} vous demande d’ajouter une seconde étape de connexion à votre compte ({email}) : une application d’authentification, une clé de sécurité ou un code par SMS.',
  'mfaReminderMail.why':
    'Si votre mot de passe est un jour volé, cette seconde étape empêche quiconque d’autre de se connecter. Connectez-vous, puis ajoutez-la dans les réglages de votre profil.',
  'mfaReminderMail.action': 'Se connecter pour l’ajouter',
  // The server's refusals by a tenant's email-domain restrictions
  'emailDomainRefusal.blocked':
    'Les adresses e-mail en {domain} ne sont pas admises dans ce compte',
  'emailDomainRefusal.notAllowed':
    'Les adresses e-mail en {domain} ne sont pas admises dans ce compte : il n’accepte que ses domaines approuvés',
  'emailDomainRefusal.publicDomain':
    'Les adresses de messageries publiques comme {domain} ne sont pas admises dans ce compte : utilisez une adresse professionnelle',
  'emailDomainRefusal.noEmail':
    'Ce compte n’accepte que des membres ayant une adresse e-mail dans l’un de ses domaines approuvés',
  'emailDomainRefusal.thisDomain': 'ce domaine',
}
export default frMail
