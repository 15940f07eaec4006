import type { Catalogue } from '../../catalogue'

const messages: Catalogue = {
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
}
export default messages
