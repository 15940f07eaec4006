import type { Catalogue } from '../catalogue'

/**
 * The French words of the security center (`src/react/portal/pages/security/center/`), a chunk of
 * their own that the center loads with itself (`part-loaders.ts`), so the language's catalogue,
 * which every element loads, does not carry them. Every id of the `securityCenter` group of
 * `../messages/en.ts` but its title (in the catalogue, for the page before this chunk is there).
 */
const words: Catalogue = {
  'securityCenter.subtitle':
    'Le score de sécurité de votre compte, ce qui l’améliorerait et les membres qui demandent votre attention.',
  'securityCenter.signedOut': 'Connectez-vous pour voir la sécurité de votre compte.',
  'securityCenter.loading': 'Lecture de vos réglages de sécurité…',
  'securityCenter.loadFailed': 'Le centre de sécurité n’a pas pu être chargé.',
  'securityCenter.forbidden':
    'Il vous faut l’autorisation de lire la politique de sécurité pour voir le centre de sécurité.',
  'securityCenter.retry': 'Réessayer',
  'securityCenter.score': 'Score de sécurité',
  'securityCenter.scoreValue': '{score} sur 100',
  'securityCenter.grade.good': 'solide',
  'securityCenter.grade.fair': 'moyen',
  'securityCenter.grade.poor': 'faible',
  'securityCenter.recommendations': 'Recommandations',
  'securityCenter.noRecommendations': 'Rien à faire : votre compte passe tous les contrôles.',
  'securityCenter.insights': 'État des lieux',
  'securityCenter.severity.SEVERE': 'Grave',
  'securityCenter.severity.WARNING': 'Attention',
  'securityCenter.severity.INFO': 'Conseil',
  'securityCenter.category.MFA': 'Authentification multifacteur',
  'securityCenter.category.PASSWORD': 'Mots de passe',
  'securityCenter.category.SESSIONS': 'Sessions',
  'securityCenter.category.INACTIVITY': 'Membres inactifs',
  'securityCenter.category.IP': 'Adresses IP',
  'securityCenter.category.DOMAIN': 'Domaines de messagerie',
  'securityCenter.category.SSO': 'Authentification unique',
  'securityCenter.rec.FORCE_MFA':
    'Les membres peuvent se connecter avec un simple mot de passe : qui en vole un entre. Exigez un second facteur.',
  'securityCenter.rec.ENROLL_MFA':
    '{unenrolled, plural, one {# membre n’a} other {# membres n’ont}} pas encore de second facteur : un mot de passe volé suffit à ouvrir leur compte.',
  'securityCenter.rec.BREACHED_PASSWORDS_EXIST':
    '{breached, plural, one {# membre se connecte} other {# membres se connectent}} avec un mot de passe trouvé dans une fuite de données, que les attaquants essaient en premier.',
  'securityCenter.rec.ENABLE_USER_LOCKOUT':
    'Les comptes ne sont jamais verrouillés après des échecs de connexion : un mot de passe peut être deviné sans limite.',
  'securityCenter.rec.STRENGTHEN_USER_LOCKOUT':
    'Verrouillez les comptes après {attempts} échecs de connexion au plus : au-delà, on laisse de la place aux essais.',
  'securityCenter.rec.ENABLE_PASSWORD_HISTORY':
    'Les membres peuvent reprendre un ancien mot de passe, même volé. Activez l’historique des mots de passe.',
  'securityCenter.rec.STRENGTHEN_PASSWORD_HISTORY':
    'Refusez au moins les {history} derniers mots de passe pour qu’une réinitialisation ne ramène pas un mot de passe volé.',
  'securityCenter.rec.ENABLE_IDLE_SESSION':
    'Les sessions inactives ne se ferment jamais : un navigateur laissé ouvert reste connecté.',
  'securityCenter.rec.SET_IDLE_SESSION':
    'Fermez les sessions inactives après {idleHours} heures au plus, pour qu’un navigateur laissé ouvert ne reste pas connecté toute la journée.',
  'securityCenter.rec.ENABLE_FORCE_RELOGIN':
    'Les membres n’ont jamais à se reconnecter : une session volée dure indéfiniment.',
  'securityCenter.rec.SET_FORCE_RELOGIN':
    'Demandez aux membres de se reconnecter au moins tous les {reloginDays} jours pour écourter une session volée.',
  'securityCenter.rec.ENABLE_SESSION_CONCURRENCY':
    'Un membre peut être connecté sur autant d’appareils qu’il veut : un compte partagé ou volé passe inaperçu.',
  'securityCenter.rec.SET_SESSION_CONCURRENCY':
    'Autorisez au plus {sessions} sessions par membre, pour qu’un compte partagé ou volé se remarque.',
  'securityCenter.rec.REVIEW_INACTIVE_USERS':
    '{stale, plural, one {# membre ne s’est pas connecté} other {# membres ne se sont pas connectés}} depuis 90 jours : les comptes oubliés sont pris sans que personne ne le voie.',
  'securityCenter.rec.ENABLE_IP_RESTRICTIONS':
    'Les membres peuvent se connecter depuis n’importe quelle adresse. N’autorisez que vos bureaux et votre VPN.',
  'securityCenter.rec.CHANGE_IP_TO_ALLOWLIST':
    'Vos restrictions d’IP bloquent les adresses listées ; une liste d’autorisation écarte aussi toutes celles que vous n’avez pas listées.',
  'securityCenter.rec.ENABLE_DOMAIN_RESTRICTIONS':
    'N’importe quelle adresse e-mail peut être invitée ou s’inscrire. Restreignez les domaines de messagerie.',
  'securityCenter.rec.CHANGE_DOMAIN_TO_ALLOWLIST':
    'Vos restrictions de domaines bloquent les domaines listés ; une liste d’autorisation n’admet que les vôtres.',
  'securityCenter.rec.CONFIGURE_SSO':
    'Les membres se connectent avec des mots de passe que vous ne gérez pas, et ceux qui partent gardent l’accès jusqu’à leur retrait. Connectez votre fournisseur d’identité.',
  'securityCenter.fix.generalSettings': 'Ouvrir les paramètres généraux',
  'securityCenter.fix.sessionManagement': 'Ouvrir la gestion des sessions',
  'securityCenter.fix.ipRestrictions': 'Ouvrir les restrictions d’IP',
  'securityCenter.fix.domainRestrictions': 'Ouvrir les domaines de messagerie',
  'securityCenter.fix.sso': 'Configurer l’authentification unique',
  'securityCenter.fix.breachedPasswords': 'Voir les membres aux mots de passe divulgués',
  'securityCenter.fix.mfaUnenrolled': 'Voir les membres sans second facteur',
  'securityCenter.fix.inactiveUsers': 'Voir les membres inactifs',
  'securityCenter.insight.MFA_FORCED': 'Chaque membre doit utiliser un second facteur.',
  'securityCenter.insight.PARTIALLY_FORCED_MFA':
    'Chaque membre doit utiliser un second facteur, sauf ceux qui se connectent par SSO.',
  'securityCenter.insight.MFA_NOT_FORCED': 'Le second facteur est facultatif.',
  'securityCenter.insight.NO_MFA_USAGE': 'Aucun membre n’utilise encore de second facteur.',
  'securityCenter.insight.PARTIAL_MFA_USAGE':
    '{enrolled} membres sur {total} utilisent un second facteur.',
  'securityCenter.insight.FULL_MFA_USAGE': 'Les {total} membres utilisent tous un second facteur.',
  'securityCenter.insight.BREACHED_PASSWORD_USERS_EXIST':
    '{breached, plural, one {# membre a} other {# membres ont}} un mot de passe trouvé dans une fuite.',
  'securityCenter.insight.IMPROVE_LOCKOUT_POLICY':
    'Le verrouillage après des échecs de connexion peut être plus strict.',
  'securityCenter.insight.IMPROVE_PASSWORD_HISTORY_POLICY':
    'L’historique des mots de passe peut en refuser davantage.',
  'securityCenter.insight.FULL_PASSWORD_SETTINGS':
    'Le verrouillage et l’historique des mots de passe sont bien réglés.',
  'securityCenter.insight.NO_SESSION_SETTINGS': 'Aucune règle de session n’est active.',
  'securityCenter.insight.PARTIAL_SESSION_SETTINGS':
    '{configured} règles de session sur 3 sont actives.',
  'securityCenter.insight.FULL_SESSION_SETTINGS':
    'Le délai d’inactivité, la reconnexion forcée et la limite de sessions sont tous actifs.',
  'securityCenter.insight.INACTIVE_USERS_EXIST':
    '{stale} membres sur {total} ne se sont pas connectés depuis 90 jours.',
  'securityCenter.insight.NO_INACTIVE_USERS':
    'Chaque membre s’est connecté au cours des 90 derniers jours.',
  'securityCenter.insight.NO_IP_RESTRICTIONS': 'La connexion est ouverte depuis toute adresse IP.',
  'securityCenter.insight.IP_ALLOWLIST':
    'Seules {ips, plural, one {# adresse ou plage listée peut} other {# adresses et plages listées peuvent}} se connecter.',
  'securityCenter.insight.IP_DENYLIST':
    '{ips, plural, one {# adresse ou plage est bloquée} other {# adresses et plages sont bloquées}}.',
  'securityCenter.insight.NO_DOMAIN_RESTRICTIONS':
    'Tout domaine de messagerie peut rejoindre le compte.',
  'securityCenter.insight.DOMAIN_ALLOWLIST':
    'Seuls les domaines listés peuvent rejoindre le compte.',
  'securityCenter.insight.DOMAIN_DENYLIST':
    'Les domaines listés ne peuvent pas rejoindre le compte.',
  'securityCenter.insight.SSO_CONFIGURED':
    'L’authentification unique est configurée pour un domaine vérifié.',
  'securityCenter.insight.NO_SSO': 'L’authentification unique n’est pas configurée.',
  'securityCenter.users.title': 'Membres qui demandent votre attention',
  'securityCenter.users.tab.breached': 'Mots de passe divulgués',
  'securityCenter.users.tab.mfaUnenrolled': 'Sans second facteur',
  'securityCenter.users.tab.inactive': 'Inactifs',
  'securityCenter.users.about.breached':
    'Les membres dont le mot de passe actuel a été trouvé dans une fuite de données. Une réinitialisation envoie à chacun un lien pour en choisir un nouveau.',
  'securityCenter.users.about.mfaUnenrolled':
    'Les membres sans application d’authentification, clé de sécurité ni code par SMS.',
  'securityCenter.users.about.inactive':
    'Les membres qui ne se sont pas connectés depuis 90 jours, ou jamais. Désactivez ou retirez ceux qui sont partis.',
  'securityCenter.users.empty.breached':
    'Aucun mot de passe de membre n’a été trouvé dans une fuite.',
  'securityCenter.users.empty.mfaUnenrolled': 'Chaque membre a un second facteur.',
  'securityCenter.users.empty.inactive':
    'Chaque membre s’est connecté au cours des 90 derniers jours.',
  'securityCenter.users.readOnly':
    'Il vous faut l’autorisation de modifier les utilisateurs pour écrire à ces membres.',
  'securityCenter.users.column.member': 'Membre',
  'securityCenter.users.column.lastSeen': 'Dernière connexion',
  'securityCenter.users.never': 'Jamais',
  'securityCenter.users.forbidden':
    'Il vous faut l’autorisation de lire les utilisateurs pour voir ces membres.',
  'securityCenter.users.loadFailed': 'Ces membres n’ont pas pu être chargés.',
  'securityCenter.users.resetTitle':
    'Envoyer à ces membres un lien de réinitialisation du mot de passe ?',
  'securityCenter.users.resetMessage':
    'Chaque membre dont le mot de passe a été trouvé dans une fuite reçoit un lien pour en choisir un nouveau. Son mot de passe actuel fonctionne jusque-là.',
  'securityCenter.users.resetConfirm': 'Envoyer les liens',
  'securityCenter.users.resetDone': 'Liens de réinitialisation envoyés.',
  'securityCenter.users.shown': '{shown} sur {total} affichés',
  'securityCenter.users.more': 'Afficher 10 de plus',
  'securityCenter.users.reset': 'Réinitialiser les mots de passe',
  'securityCenter.users.remind': 'Leur envoyer un rappel',
  'securityCenter.users.remindTitle': 'Rappeler aux membres d’ajouter un second facteur ?',
  'securityCenter.users.remindMessage':
    'Chaque membre sans second facteur reçoit un e-mail lui demandant d’en ajouter un. Les membres déjà relancés dans les dernières 24 heures sont ignorés.',
  'securityCenter.users.remindConfirm': 'Envoyer les rappels',
  'securityCenter.users.reminded':
    '{mailed, plural, =0 {Aucun rappel envoyé} one {# rappel envoyé} other {# rappels envoyés}}{skipped, plural, =0 {} one { ; # membre avait déjà été relancé aujourd’hui} other { ; # membres avaient déjà été relancés aujourd’hui}}.',
  'securityCenter.users.mailFailed': 'Les e-mails n’ont pas pu être envoyés. Veuillez réessayer.',
  'securityCenter.users.openTeam': 'Ouvrir la page Utilisateurs',
}
export default words
