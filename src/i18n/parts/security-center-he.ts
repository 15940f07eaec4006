import type { Catalogue } from '../catalogue'

/**
 * The Hebrew words of the security center (`src/react/portal/pages/security/center/`), a chunk of
 * their own that the center loads with itself (`part-loaders.ts`), so the language's catalogue,
 * which every element loads, does not carry them. Every id of the `securityCenter` group of
 * `../messages/en.ts` but its title (in the catalogue, for the page before this chunk is there).
 */
const words: Catalogue = {
  'securityCenter.subtitle': 'ציון האבטחה של החשבון, מה ישפר אותו, והחברים שדורשים תשומת לב.',
  'securityCenter.signedOut': 'היכנסו כדי לראות את אבטחת החשבון.',
  'securityCenter.loading': 'קוראים את הגדרות האבטחה…',
  'securityCenter.loadFailed': 'לא ניתן היה לטעון את מרכז האבטחה.',
  'securityCenter.forbidden': 'כדי לראות את מרכז האבטחה צריך הרשאה לקרוא את מדיניות האבטחה.',
  'securityCenter.retry': 'לנסות שוב',
  'securityCenter.score': 'ציון אבטחה',
  'securityCenter.scoreValue': '{score} מתוך 100',
  'securityCenter.grade.good': 'חזק',
  'securityCenter.grade.fair': 'בינוני',
  'securityCenter.grade.poor': 'חלש',
  'securityCenter.recommendations': 'המלצות',
  'securityCenter.noRecommendations': 'אין מה לעשות: החשבון עומד בכל הבדיקות.',
  'securityCenter.insights': 'תמונת מצב',
  'securityCenter.severity.SEVERE': 'חמור',
  'securityCenter.severity.WARNING': 'אזהרה',
  'securityCenter.severity.INFO': 'עצה',
  'securityCenter.category.MFA': 'אימות רב־שלבי',
  'securityCenter.category.PASSWORD': 'סיסמאות',
  'securityCenter.category.SESSIONS': 'הפעלות',
  'securityCenter.category.INACTIVITY': 'חברים לא פעילים',
  'securityCenter.category.IP': 'כתובות IP',
  'securityCenter.category.DOMAIN': 'דומיינים של דוא״ל',
  'securityCenter.category.SSO': 'כניסה אחידה',
  'securityCenter.rec.FORCE_MFA':
    'חברים יכולים להיכנס עם סיסמה בלבד: מי שגונב אחת נכנס. חייבו שלב אימות שני.',
  'securityCenter.rec.ENROLL_MFA':
    '{unenrolled, plural, one {לחבר אחד אין} other {ל־# חברים אין}} עדיין שלב אימות שני: סיסמה גנובה לבדה פותחת את החשבון.',
  'securityCenter.rec.BREACHED_PASSWORDS_EXIST':
    '{breached, plural, one {חבר אחד נכנס} other {# חברים נכנסים}} עם סיסמה שנמצאה בדליפת מידע, והתוקפים מנסים אותה ראשונה.',
  'securityCenter.rec.ENABLE_USER_LOCKOUT':
    'חשבונות לעולם אינם ננעלים אחרי כניסות כושלות, כך שאפשר לנחש סיסמה בלי הגבלה.',
  'securityCenter.rec.STRENGTHEN_USER_LOCKOUT':
    'נעלו חשבונות אחרי {attempts} כניסות כושלות לכל היותר: יותר מזה משאיר מקום לניחושים.',
  'securityCenter.rec.ENABLE_PASSWORD_HISTORY':
    'חברים יכולים לחזור לסיסמה ישנה, גם כזו שנגנבה. הפעילו היסטוריית סיסמאות.',
  'securityCenter.rec.STRENGTHEN_PASSWORD_HISTORY':
    'סרבו לפחות ל־{history} הסיסמאות האחרונות, כדי שאיפוס לא יחזיר סיסמה גנובה.',
  'securityCenter.rec.ENABLE_IDLE_SESSION':
    'הפעלות לא מסתיימות כשאין פעילות: דפדפן שנשאר פתוח נשאר מחובר.',
  'securityCenter.rec.SET_IDLE_SESSION':
    'סיימו הפעלות לא פעילות אחרי {idleHours} שעות לכל היותר, כדי שדפדפן פתוח לא יישאר מחובר כל היום.',
  'securityCenter.rec.ENABLE_FORCE_RELOGIN':
    'חברים אף פעם לא נדרשים להיכנס מחדש: הפעלה גנובה נמשכת לנצח.',
  'securityCenter.rec.SET_FORCE_RELOGIN':
    'בקשו מחברים להיכנס מחדש לפחות כל {reloginDays} ימים כדי לקצר הפעלה גנובה.',
  'securityCenter.rec.ENABLE_SESSION_CONCURRENCY':
    'חבר יכול להיות מחובר בכל מספר מכשירים, כך שחשבון משותף או גנוב לא מורגש.',
  'securityCenter.rec.SET_SESSION_CONCURRENCY':
    'אפשרו {sessions} הפעלות לכל חבר לכל היותר, כדי שחשבון משותף או גנוב יורגש.',
  'securityCenter.rec.REVIEW_INACTIVE_USERS':
    '{stale, plural, one {חבר אחד לא נכנס} other {# חברים לא נכנסו}} 90 יום: חשבונות נשכחים נגנבים בלי שאיש ירגיש.',
  'securityCenter.rec.ENABLE_IP_RESTRICTIONS':
    'חברים יכולים להיכנס מכל כתובת. אפשרו רק את המשרדים וה־VPN שלכם.',
  'securityCenter.rec.CHANGE_IP_TO_ALLOWLIST':
    'הגבלות ה־IP חוסמות את הכתובות שברשימה; רשימת היתר מרחיקה גם כל כתובת שלא רשמתם.',
  'securityCenter.rec.ENABLE_DOMAIN_RESTRICTIONS':
    'כל כתובת דוא״ל יכולה להיות מוזמנת או להצטרף. הגבילו את הדומיינים.',
  'securityCenter.rec.CHANGE_DOMAIN_TO_ALLOWLIST':
    'הגבלות הדומיינים חוסמות את הדומיינים שברשימה; רשימת היתר מקבלת רק את שלכם.',
  'securityCenter.rec.CONFIGURE_SSO':
    'חברים נכנסים עם סיסמאות שאינכם מנהלים, ומי שעוזב שומר על גישה עד שמסירים אותו. חברו את ספק הזהות שלכם.',
  'securityCenter.fix.generalSettings': 'לפתיחת ההגדרות הכלליות',
  'securityCenter.fix.sessionManagement': 'לפתיחת ניהול ההפעלות',
  'securityCenter.fix.ipRestrictions': 'לפתיחת הגבלות ה־IP',
  'securityCenter.fix.domainRestrictions': 'לפתיחת דומייני הדוא״ל',
  'securityCenter.fix.sso': 'להגדרת כניסה אחידה',
  'securityCenter.fix.breachedPasswords': 'הצגת החברים שסיסמתם דלפה',
  'securityCenter.fix.mfaUnenrolled': 'הצגת החברים בלי שלב אימות שני',
  'securityCenter.fix.inactiveUsers': 'הצגת החברים הלא פעילים',
  'securityCenter.insight.MFA_FORCED': 'כל חבר חייב להשתמש בשלב אימות שני.',
  'securityCenter.insight.PARTIALLY_FORCED_MFA':
    'כל חבר חייב להשתמש בשלב אימות שני, חוץ ממי שנכנס דרך SSO.',
  'securityCenter.insight.MFA_NOT_FORCED': 'שלב אימות שני הוא רשות.',
  'securityCenter.insight.NO_MFA_USAGE': 'אף חבר עוד לא משתמש בשלב אימות שני.',
  'securityCenter.insight.PARTIAL_MFA_USAGE':
    '{enrolled} מתוך {total} חברים משתמשים בשלב אימות שני.',
  'securityCenter.insight.FULL_MFA_USAGE': 'כל {total} החברים משתמשים בשלב אימות שני.',
  'securityCenter.insight.BREACHED_PASSWORD_USERS_EXIST':
    '{breached, plural, one {לחבר אחד יש} other {ל־# חברים יש}} סיסמה שנמצאה בדליפה.',
  'securityCenter.insight.IMPROVE_LOCKOUT_POLICY': 'אפשר להדק את הנעילה אחרי כניסות כושלות.',
  'securityCenter.insight.IMPROVE_PASSWORD_HISTORY_POLICY':
    'היסטוריית הסיסמאות יכולה לסרב ליותר סיסמאות ישנות.',
  'securityCenter.insight.FULL_PASSWORD_SETTINGS': 'הנעילה והיסטוריית הסיסמאות מוגדרות היטב.',
  'securityCenter.insight.NO_SESSION_SETTINGS': 'אף כלל הפעלה אינו פעיל.',
  'securityCenter.insight.PARTIAL_SESSION_SETTINGS': '{configured} מתוך 3 כללי הפעלה פעילים.',
  'securityCenter.insight.FULL_SESSION_SETTINGS':
    'זמן קצוב לחוסר פעילות, כניסה מחודשת כפויה ומגבלת הפעלות — כולם פעילים.',
  'securityCenter.insight.INACTIVE_USERS_EXIST': '{stale} מתוך {total} חברים לא נכנסו 90 יום.',
  'securityCenter.insight.NO_INACTIVE_USERS': 'כל החברים נכנסו ב־90 הימים האחרונים.',
  'securityCenter.insight.NO_IP_RESTRICTIONS': 'הכניסה פתוחה מכל כתובת IP.',
  'securityCenter.insight.IP_ALLOWLIST':
    '{ips, plural, one {רק כתובת או טווח אחד שברשימה יכולים} other {רק # כתובות וטווחים שברשימה יכולים}} להיכנס.',
  'securityCenter.insight.IP_DENYLIST':
    '{ips, plural, one {כתובת או טווח אחד חסומים} other {# כתובות וטווחים חסומים}}.',
  'securityCenter.insight.NO_DOMAIN_RESTRICTIONS': 'כל דומיין דוא״ל יכול להצטרף.',
  'securityCenter.insight.DOMAIN_ALLOWLIST': 'רק דומיינים שברשימה יכולים להצטרף.',
  'securityCenter.insight.DOMAIN_DENYLIST': 'דומיינים שברשימה אינם יכולים להצטרף.',
  'securityCenter.insight.SSO_CONFIGURED': 'כניסה אחידה מוגדרת לדומיין מאומת.',
  'securityCenter.insight.NO_SSO': 'כניסה אחידה אינה מוגדרת.',
  'securityCenter.users.title': 'חברים שדורשים תשומת לב',
  'securityCenter.users.tab.breached': 'סיסמאות שדלפו',
  'securityCenter.users.tab.mfaUnenrolled': 'בלי שלב אימות שני',
  'securityCenter.users.tab.inactive': 'לא פעילים',
  'securityCenter.users.about.breached':
    'חברים שהסיסמה הנוכחית שלהם נמצאה בדליפת מידע. איפוס שולח לכל אחד קישור לבחירת סיסמה חדשה.',
  'securityCenter.users.about.mfaUnenrolled': 'חברים בלי אפליקציית אימות, מפתח אבטחה או קוד ב־SMS.',
  'securityCenter.users.about.inactive':
    'חברים שלא נכנסו 90 יום, או אף פעם. השביתו או הסירו את מי שעזב.',
  'securityCenter.users.empty.breached': 'לא נמצאה בדליפה סיסמה של אף חבר.',
  'securityCenter.users.empty.mfaUnenrolled': 'לכל החברים יש שלב אימות שני.',
  'securityCenter.users.empty.inactive': 'כל החברים נכנסו ב־90 הימים האחרונים.',
  'securityCenter.users.readOnly': 'כדי לשלוח דוא״ל לחברים האלה צריך הרשאה לערוך משתמשים.',
  'securityCenter.users.column.member': 'חבר',
  'securityCenter.users.column.lastSeen': 'כניסה אחרונה',
  'securityCenter.users.never': 'אף פעם',
  'securityCenter.users.forbidden': 'כדי לראות את החברים האלה צריך הרשאה לקרוא משתמשים.',
  'securityCenter.users.loadFailed': 'לא ניתן היה לטעון את החברים האלה.',
  'securityCenter.users.resetTitle': 'לשלוח לחברים האלה קישור לאיפוס סיסמה?',
  'securityCenter.users.resetMessage':
    'כל חבר שהסיסמה שלו נמצאה בדליפה יקבל קישור לבחירת סיסמה חדשה. הסיסמה הנוכחית ממשיכה לעבוד עד אז.',
  'securityCenter.users.resetConfirm': 'שליחת קישורים',
  'securityCenter.users.resetDone': 'קישורי האיפוס נשלחו.',
  'securityCenter.users.shown': 'מוצגים {shown} מתוך {total}',
  'securityCenter.users.more': 'להציג עוד 10',
  'securityCenter.users.reset': 'איפוס סיסמאות',
  'securityCenter.users.remind': 'שליחת תזכורת',
  'securityCenter.users.remindTitle': 'להזכיר לחברים להוסיף שלב אימות שני?',
  'securityCenter.users.remindMessage':
    'כל חבר בלי שלב אימות שני יקבל דוא״ל שמבקש ממנו להוסיף אחד. מי שקיבל תזכורת ב־24 השעות האחרונות ידולג.',
  'securityCenter.users.remindConfirm': 'שליחת תזכורות',
  'securityCenter.users.reminded':
    '{mailed, plural, =0 {לא נשלחה תזכורת} one {נשלחה תזכורת אחת} other {נשלחו # תזכורות}}{skipped, plural, =0 {} one {; חבר אחד כבר קיבל תזכורת היום} other {; # חברים כבר קיבלו תזכורת היום}}.',
  'securityCenter.users.mailFailed': 'לא ניתן היה לשלוח את הדוא״ל. נסו שוב.',
  'securityCenter.users.openTeam': 'לפתיחת דף המשתמשים',
}
export default words
