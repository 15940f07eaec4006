import type { Catalogue } from '../catalogue'

/**
 * The Hebrew words of the Security page's four tabs (`src/react/portal/pages/security/`: session
 * management, general settings, IP and email-domain restrictions), a chunk of their own that the
 * page loads with its tabs (`part-loaders.ts`), so the language's catalogue, which every element
 * loads, does not carry them. Every id of the `securitySession`, `securityGeneral`, `securityIp`
 * and `securityDomains` groups of `../messages/en.ts`.
 */
const words: Catalogue = {
  // The Security page: session management
  'securitySession.title': 'ניהול הפעלות',
  'securitySession.idle.title': 'ניתוק הפעלה לא פעילה',
  'securitySession.idle.on': 'לנתק חברים שאינם פעילים',
  'securitySession.idle.minutes': 'דקות ללא פעילות',
  'securitySession.idle.openSessions': 'הפעלות פתוחות יפעלו לפיו מהרענון הבא שלהן.',
  'securitySession.relogin.title': 'התחברות מחדש מחייבת',
  'securitySession.relogin.on': 'לבקש מחברים להתחבר מחדש לאחר זמן מה',
  'securitySession.relogin.hours': 'שעות לאחר ההתחברות',
  'securitySession.relogin.openSessions': 'הפעלות פתוחות ותיקות יותר יסתיימו ברענון הבא.',
  'securitySession.concurrent.title': 'מספר מרבי של הפעלות בו־זמנית',
  'securitySession.concurrent.on': 'להגביל את מספר ההפעלות של חבר בו־זמנית',
  'securitySession.concurrent.max': 'הפעלות לכל חבר',
  'securitySession.concurrent.onLimit': 'כאשר חבר מתחבר מעבר למגבלה',
  'securitySession.concurrent.evictOldest': 'לסיים את ההפעלה הוותיקה ביותר שלו',
  'securitySession.concurrent.deny': 'לסרב להתחברות החדשה',
  'securitySession.concurrent.openSessions':
    'הפעלות פתוחות נשארות; הוותיקות ייסגרו בהתחברות הבאה של החבר.',
  'securitySession.concurrent.openSessionsDeny':
    'הפעלות פתוחות נשארות; חבר מעבר למגבלה לא יתחבר עד שחלקן יסתיימו.',

  // The Security page: general settings
  'securityGeneral.title': 'הגדרות כלליות',
  'securityGeneral.strategy.password': 'סיסמה',
  'securityGeneral.strategy.link': 'קישור בדוא״ל',
  'securityGeneral.strategy.code': 'קוד בדוא״ל',
  'securityGeneral.strategy.sms': 'קוד ב־SMS',
  'securityGeneral.strategy.key': 'מפתח גישה או אבטחה',
  'securityGeneral.strategy.sso': 'SSO בלבד',
  'securityGeneral.unknown': 'לא ניתן לקרוא.',
  'securityGeneral.loadFailed': 'לא ניתן היה לטעון את מדיניות האבטחה.',
  'securityGeneral.forbidden': 'אין לך הרשאה לראות את מדיניות האבטחה של חשבון זה.',
  'securityGeneral.readOnly':
    'אפשר לצפות בהגדרות אלה אך לא לשנות אותן: לשם כך נדרשת הרשאה לערוך את מדיניות האבטחה.',
  'securityGeneral.failed': 'לא ניתן היה לשמור את השינויים. כדאי לנסות שוב.',
  'securityGeneral.range': 'יש להזין מספר שלם בין {min, number} ל־{max, number}.',
  'securityGeneral.off': 'כבוי',
  'securityGeneral.mfa.title': 'אימות רב־שלבי',
  'securityGeneral.mfa.legend': 'מי חייב להשתמש בגורם אימות נוסף כדי להתחבר',
  'securityGeneral.mfa.DontForce': 'כל חבר בוחר בעצמו',
  'securityGeneral.mfa.Force': 'כל החברים',
  'securityGeneral.mfa.ForceExceptSAML': 'כל החברים, מלבד מי שמתחברים ב־SSO של SAML',
  'securityGeneral.lockout.title': 'נעילת משתמשים',
  'securityGeneral.lockout.on': 'לנעול חשבונות לאחר התחברויות שנכשלו',
  'securityGeneral.lockout.max': 'התחברויות שנכשלו לפני הנעילה',
  'securityGeneral.lockout.vendor':
    'לאחר {count, plural, one {התחברות אחת שנכשלה} other {{count, number} התחברויות שנכשלו}}',
  'securityGeneral.history.title': 'היסטוריית סיסמאות',
  'securityGeneral.history.on': 'לסרב לסיסמאות שהיו בשימוש לאחרונה',
  'securityGeneral.history.size': 'סיסמאות שנשמרות',
  'securityGeneral.history.vendor':
    '{count, plural, one {הסיסמה האחרונה} other {{count, number} הסיסמאות האחרונות}}',
  'securityGeneral.complexity.title': 'מורכבות סיסמה',
  'securityGeneral.complexity.minLength': 'אורך מינימלי',
  'securityGeneral.complexity.maxLength': 'לכל היותר {count, number} תווים',
  'securityGeneral.complexity.optional':
    '{count, plural, one {לפחות אחד מאלה} other {לפחות {count, number} מאלה}}: {tests}',
  'securityGeneral.complexity.passphrase': 'או משפט סיסמה של {count, number} תווים או יותר',
  'securityGeneral.complexity.test.requireLowercase': 'אות קטנה',
  'securityGeneral.complexity.test.requireUppercase': 'אות גדולה',
  'securityGeneral.complexity.test.requireNumbers': 'ספרה',
  'securityGeneral.complexity.test.requireSpecialChars': 'סימן',
  'securityGeneral.complexity.nist':
    'NIST (SP 800-63B) ממליץ שלא לדרוש כללי הרכב: אורך וסירוב לסיסמאות שדלפו מגינים טוב יותר.',
  'securityGeneral.rotation.title': 'החלפת סיסמאות',
  'securityGeneral.rotation.on': 'סיסמאות פגות תוקף',
  'securityGeneral.rotation.period': 'ימים עד שסיסמה פגה',
  'securityGeneral.rotation.notice': 'ימי התראה לפני שהיא פגה',
  'securityGeneral.rotation.vendor':
    'ההחלפה של היישום עצמו: {count, plural, one {כל יום} other {כל {count, number} ימים}}.',
  'securityGeneral.rotation.vendorOff': 'היישום אינו קובע החלפה משלו.',
  'securityGeneral.rotation.effective':
    'סיסמאות החברים פגות לאחר {count, plural, one {יום אחד} other {{count, number} ימים}} (הקצר מבין השניים).',
  'securityGeneral.rotation.effectiveOff': 'סיסמאות החברים אינן פגות.',
  'securityGeneral.signIn.title': 'התחברות',
  'securityGeneral.captcha.title': 'Captcha',
  'securityGeneral.captcha.on': 'ההתחברות מבקשת captcha ({provider}).',
  'securityGeneral.captcha.off': 'ההתחברות אינה מבקשת captcha.',
  'securityGeneral.strategies.title': 'דרכי התחברות',
  'securityGeneral.locked.signIn':
    'היישום קובע את ה־captcha ואת דרכי ההתחברות לכל החשבונות; לא ניתן לשנות אותם כאן.',
  'securityGeneral.locked.lockout':
    'היישום קובע את הנעילה לכל החשבונות ({value}); לא ניתן לשנות אותה כאן.',
  'securityGeneral.locked.history':
    'היישום קובע את היסטוריית הסיסמאות לכל החשבונות ({value}); לא ניתן לשנות אותה כאן.',
  'securityGeneral.locked.complexity':
    'היישום קובע את מורכבות הסיסמה לכל החשבונות; לא ניתן לשנות אותה כאן.',
  'securityGeneral.locked.rotation':
    'היישום קובע את החלפת הסיסמאות לכל החשבונות; לא ניתן לשנות אותה כאן.',

  // The Security page: IP restrictions
  'securityIp.title': 'הגבלות IP',
  'securityIp.subtitle':
    'רק הכתובות שאתם מתירים, או כל הכתובות מלבד אלה שאתם חוסמים, יכולות להתחבר לחשבון הזה ולהשתמש בו.',
  'securityIp.readOnly':
    'אפשר לראות את ההגבלות האלה אך לא לשנות אותן: לשם כך נדרשת הרשאה לערוך את מדיניות האבטחה.',
  'securityIp.loadFailed': 'לא ניתן היה לטעון את הגבלות ה-IP.',
  'securityIp.retry': 'לנסות שוב',
  'securityIp.active': 'הגבלת גישה לפי כתובת IP',
  'securityIp.strategy': 'איזו רשימה חלה',
  'securityIp.strategy.ALLOW': 'רשימת היתר: רק הכתובות האלה',
  'securityIp.strategy.BLOCK': 'רשימת חסימה: כל הכתובות מלבד אלה',
  'securityIp.myIp': 'כתובת ה-IP שלך: {ip}',
  'securityIp.myIpUnknown': 'השרת אינו יודע את כתובת ה-IP שלך.',
  'securityIp.addMyIp': 'הוספת ה-IP שלי',
  'securityIp.addMyIpHint': 'מוסיף את הכתובת שלך לרשימת ההיתר ומפעיל את רשימת ההיתר.',
  'securityIp.addedMyIp': 'ה-IP שלך ברשימת ההיתר, ורשימת ההיתר פעילה.',
  'securityIp.saved': 'הגבלות ה-IP נשמרו.',
  'securityIp.saveFailed': 'לא ניתן היה לשמור את השינוי.',
  'securityIp.add.title': 'הוספת כתובת',
  'securityIp.add.ip': 'כתובת IP או טווח CIDR',
  'securityIp.add.ipHint': 'למשל 203.0.113.7, ‏10.0.0.0/8 או 2001:db8::/32',
  'securityIp.add.description': 'תיאור (לא חובה)',
  'securityIp.add.list': 'רשימה',
  'securityIp.add.submit': 'הוספה',
  'securityIp.add.required': 'יש להזין כתובת IP או טווח CIDR.',
  'securityIp.add.invalid': 'זו אינה כתובת IP ואינה טווח CIDR.',
  'securityIp.add.duplicate': 'הכתובת הזו כבר ברשימה.',
  'securityIp.added': '{ip} נוספה.',
  'securityIp.bulk.open': 'הוספת כמה',
  'securityIp.bulk.title': 'הוספת כמה כתובות',
  'securityIp.bulk.ips': 'כתובות, אחת בכל שורה (תיאור לא חובה אחרי רווח)',
  'securityIp.bulk.invalid': 'שורה {line} אינה כתובת IP ואינה טווח CIDR: {text}',
  'securityIp.bulk.required': 'יש להזין לפחות כתובת אחת.',
  'securityIp.bulk.tooMany': 'אפשר להוסיף עד 100 כתובות בבת אחת.',
  'securityIp.bulk.submit': 'הוספת הכול',
  'securityIp.bulk.cancel': 'ביטול',
  'securityIp.bulk.added': '{count, plural, one {נוספה כתובת אחת.} other {נוספו # כתובות.}}',
  'securityIp.search': 'חיפוש כתובות',
  'securityIp.column.ip': 'כתובת',
  'securityIp.column.description': 'תיאור',
  'securityIp.column.list': 'רשימה',
  'securityIp.list.ALLOW': 'היתר',
  'securityIp.list.BLOCK': 'חסימה',
  'securityIp.empty': 'אין עדיין הגבלות IP.',
  'securityIp.noMatch': 'אף כתובת אינה תואמת את החיפוש.',
  'securityIp.delete': 'מחיקה',
  'securityIp.deleteLabel': 'מחיקה של {ip}',
  'securityIp.confirmDelete.title': 'למחוק את ההגבלה הזו?',
  'securityIp.confirmDelete.message': '{ip} תוסר מהרשימה מיד.',
  'securityIp.deleted': '{ip} נמחקה.',
  'securityIp.deleteFailed': 'לא ניתן היה למחוק את ההגבלה.',
  'securityIp.forbidden': 'אין לך עוד הרשאה לעשות זאת.',
  'securityIp.pages': 'עמודים',
  'securityIp.range': '{from, number}–{to, number} מתוך {total, number}',
  'securityIp.previous': 'הקודם',
  'securityIp.previousPage': 'העמוד הקודם',
  'securityIp.next': 'הבא',
  'securityIp.nextPage': 'העמוד הבא',

  // The Security page: email-domain restrictions
  'securityDomains.title': 'הגבלות דומיינים של דוא״ל',
  'securityDomains.subtitle':
    'קבעו אילו כתובות דוא״ל יכולות להצטרף לחשבון זה: הזמנות, הרשמות דרך קישור ההזמנה, כניסה יחידה (SSO), כניסה חברתית ושינויי כתובת כפופים לכך. חברים שכבר בחשבון נשארים.',
  'securityDomains.loading': 'טוען את הגבלות הדומיינים…',
  'securityDomains.loadFailed': 'לא ניתן היה לטעון את הגבלות הדומיינים.',
  'securityDomains.retry': 'נסו שוב',
  'securityDomains.readOnly':
    'ניתן לצפות בהגבלות אלו; כדי לשנותן נדרשת הרשאה לערוך את מדיניות האבטחה.',
  'securityDomains.active': 'הגבלת דומיינים של דוא״ל',
  'securityDomains.activeOn': 'פעיל: חברים חדשים נבדקים מול הרשימה שלהלן.',
  'securityDomains.activeOff': 'כבוי: כל כתובת יכולה להצטרף.',
  'securityDomains.mode': 'איזו רשימה חלה',
  'securityDomains.mode.BLOCK': 'רשימת חסימה: כולם יכולים להצטרף מלבד כתובות בדומיינים החסומים',
  'securityDomains.mode.ALLOW': 'רשימת היתר: רק כתובות בדומיינים המותרים יכולות להצטרף',
  'securityDomains.public': 'חסימת דומיינים ציבוריים של דוא״ל',
  'securityDomains.publicHint':
    'דוחה כתובות של ספקי דוא״ל ציבוריים כמו gmail.com,‏ outlook.com או yahoo.com (רשימה של כ־8,700 ספקים השמורה בשרת), כדי שחברים יצטרפו עם כתובת עבודה.',
  'securityDomains.allowedTitle': 'דומיינים מותרים',
  'securityDomains.blockedTitle': 'דומיינים חסומים',
  'securityDomains.listHint': 'דומיין חל גם על תת־הדומיינים שלו: acme.com חל גם על eu.acme.com.',
  'securityDomains.domain': 'דומיין',
  'securityDomains.add': 'הוספת דומיין',
  'securityDomains.adding': 'מוסיף…',
  'securityDomains.invalid': 'הזינו שם דומיין כגון example.com.',
  'securityDomains.duplicate': '{domain} כבר נמצא ברשימה.',
  'securityDomains.added': '{domain} נוסף.',
  'securityDomains.emptyAllowed': 'אין עדיין דומיין מותר. הוסיפו אחד לפני הפעלת רשימת ההיתר.',
  'securityDomains.emptyBlocked': 'אין עדיין דומיין חסום.',
  'securityDomains.remove': 'הסרת {domain}',
  'securityDomains.removeTitle': 'להסיר דומיין זה?',
  'securityDomains.removeAllowed':
    'כתובות ב־{domain} לא יוכלו עוד להצטרף. חברים שכבר בחשבון נשארים.',
  'securityDomains.removeBlocked': 'כתובות ב־{domain} יוכלו שוב להצטרף.',
  'securityDomains.removeConfirm': 'הסרת הדומיין',
  'securityDomains.removed': '{domain} הוסר.',
  'securityDomains.saved': 'נשמר.',
  'securityDomains.failed': 'לא ניתן היה לשמור את השינוי.',
}

export default words
