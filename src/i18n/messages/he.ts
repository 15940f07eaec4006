import type { Catalogue } from '../catalogue'

/**
 * The Hebrew catalogue (laid out right to left): every id of `en.ts`, flat, grouped by feature.
 * Loaded as its own chunk (the CDN script: `locales/he.js`) when an element's locale is Hebrew; an id it
 * lacks falls back to English, and `test/i18n/catalogues.test.ts` fails on any missing one.
 */
const he: Catalogue = {
  // The elements' own words (every element: the render-failure notice, the missing `base-url` alert)
  'element.renderFailed': 'משהו השתבש.',
  'element.retry': 'לנסות שוב',
  'element.missingBaseUrl':
    'Foyer: יש להגדיר במאפיין {attribute} של {tag} את הכתובת של שרת Foyer שלך.',

  // The UI kit's words (data table, pager, dialogs, form, toasts)
  'ui.table.loading': 'טוען…',
  'ui.table.loadFailed': 'לא ניתן לטעון את הרשימה.',
  'ui.table.retry': 'לנסות שוב',
  'ui.table.selectAll': 'בחירת כל השורות בעמוד הזה',
  'ui.table.selectRow': 'בחירת {name}',
  'ui.table.actions': 'פעולות',
  'ui.table.selected':
    '{count, plural, one {שורה אחת נבחרה} two {שתי שורות נבחרו} other {# שורות נבחרו}}',
  'ui.pager.label': 'עמודים',
  'ui.pager.range': '{from, number}–{to, number} מתוך {total, number}',
  'ui.pager.previous': 'הקודם',
  'ui.pager.previousPage': 'העמוד הקודם',
  'ui.pager.next': 'הבא',
  'ui.pager.nextPage': 'העמוד הבא',
  'ui.dialog.close': 'סגירה',
  'ui.confirm.cancel': 'ביטול',
  'ui.form.summary':
    '{count, plural, one {שדה אחד דורש את תשומת לבך:} two {שני שדות דורשים את תשומת לבך:} other {# שדות דורשים את תשומת לבך:}}',
  'ui.form.failed': 'זה לא הצליח. אפשר לנסות שוב.',
  'ui.form.offline': 'לא ניתן להגיע לשרת. יש לבדוק את החיבור ולנסות שוב; שום דבר שהקלדת לא אבד.',
  'ui.toast.region': 'התראות',
  'ui.toast.dismiss': 'סגירה',

  // The login box
  'login.signIn.title': 'התחברות',
  'login.signIn.subtitle': 'יש להזין כתובת אימייל כדי להמשיך.',
  'login.email': 'אימייל',
  'login.continue': 'המשך',
  'login.password.title': 'יש להזין סיסמה',
  'login.password.forgot': 'שכחת סיסמה?',
  'login.password': 'סיסמה',
  'login.password.show': 'הצגה',
  'login.password.hide': 'הסתרה',
  'login.password.showLabel': 'הצגת הסיסמה',
  'login.password.hideLabel': 'הסתרת הסיסמה',
  'login.changeEmail': 'שינוי',
  'login.changeEmailLabel': 'שינוי כתובת האימייל',
  'login.submit': 'כניסה',
  'login.sso.title': 'כניסה יחידה (SSO)',
  'login.sso.redirecting': 'מעבירים אותך לספק הזהות שלך…',
  'login.checkingSession': 'בודקים את ההתחברות שלך…',
  'login.signingOut': 'מתבצעת יציאה…',
  'login.loading': 'טוען…',
  'login.signedIn.title': 'התחברת בהצלחה',
  'login.account': 'החשבון שלך',
  'login.signOut': 'יציאה',
  'login.demo.title': 'מצב הדגמה',
  'login.demo.hint':
    'אפשר להשתמש ב־{email} וב־{password} (כל כתובת אימייל תעבוד; כתובת שמתחילה ב־{prefixes} מקבלת את התפקיד הזה).',
  'login.error.invalidEmail': 'יש להזין כתובת אימייל תקינה',
  'login.error.passwordRequired': 'יש להזין סיסמה',
  'login.error.mfaUnsupported': 'החשבון הזה מחייב אימות רב־שלבי, שעדיין אינו זמין כאן.',
  'login.error.strategyUnsupported':
    'התחברות באמצעות {strategy} עדיין אינה זמינה כאן. יש לפנות למנהל המערכת.',
  'login.error.credentials': 'אימייל או סיסמה שגויים',
  'login.error.locked': 'המשתמש נעול. אפשר לנסות שוב מאוחר יותר או לפנות למנהל המערכת',
  'login.error.tooMany': 'יותר מדי ניסיונות. יש להמתין רגע ולנסות שוב.',
  'login.error.unreachable': 'לא ניתן להגיע לשרת ההתחברות. יש לבדוק את החיבור ולנסות שוב.',
  'login.error.failed': 'ההתחברות לא הושלמה. אפשר לנסות שוב.',
  'login.server.unreachableTitle': 'אין גישה לשרת ההתחברות',
  'login.server.unreachable':
    '{baseUrl} לא ענה. האם השרת פועל? האם FOYER_ALLOWED_ORIGINS שלו כולל את {origin}?',
  'login.server.httpTitle': 'שרת ההתחברות החזיר שגיאה',
  'login.server.http': '{baseUrl} החזיר {status}. יש לבדוק את base-url ואת api-prefix.',
  'login.server.retry': 'לנסות שוב',

  // The users table
  'users.title': 'צוות',
  'users.subtitle': 'כל מי שיש לו גישה לחשבון הזה.',
  'users.signedOut': 'יש להתחבר כדי לראות את הצוות.',
  'users.search': 'חיפוש משתמשים',
  'users.searchPlaceholder': 'סינון לפי כתובת אימייל',
  'users.column.user': 'משתמש',
  'users.column.roles': 'תפקידים',
  'users.column.joined': 'הצטרפות',
  'users.column.lastSeen': 'נראה לאחרונה',
  'users.roles': 'תפקידים',
  'users.noRoles': 'אין תפקידים',
  'users.never': 'אף פעם',
  'users.noDate': 'לא ידוע',
  'users.empty': 'עדיין אין משתמשים.',
  'users.emptySearch': 'אין משתמשים שתואמים לחיפוש.',
  'users.loadFailed': 'לא ניתן לטעון את הצוות.',
  'users.forbidden': 'אין לך הרשאה לראות את הצוות.',
  'users.locked': 'נעול',
  'users.unverified': 'לא מאומת',
  'users.mfa': 'MFA',

  // Demo mode's notices of what would have been mailed or texted
  'demoMessages.title': 'הודעת הדגמה',
  'demoMessages.mail': 'הדגמה: זה היה נשלח בדוא״ל אל {to}',
  'demoMessages.sms': 'הדגמה: זה היה נשלח ב-SMS אל {to}',
  'demoMessages.code': 'קוד:',
  'demoMessages.open': 'פתיחת הקישור',
  'demoMessages.dismiss': 'סגירה',
  // The frame of every mail the server sends
  'mail.linkFallback': 'אם הכפתור לא עובד, העתיקו את הקישור הזה לדפדפן:',
  'mail.footer':
    'קיבלתם הודעה זו בעקבות פעולה בחשבון {brand} שלכם. אם לא אתם ביצעתם אותה, אפשר להתעלם ממנה.',
  // The new-password field's live checklist of the password policy's rules
  'passwordRules.title': 'הסיסמה צריכה לכלול',
  'passwordRules.minLength': 'לפחות {count, number} תווים',
  'passwordRules.maxLength': 'לכל היותר {count, number} תווים',
  'passwordRules.noThreeRepeated': 'אין תו שחוזר שלוש פעמים ברצף',
  'passwordRules.optional':
    '{count, plural, one {לפחות אחד מאלה} other {לפחות {count, number} מאלה}}:',
  'passwordRules.requireLowercase': 'אות לטינית קטנה',
  'passwordRules.requireUppercase': 'אות לטינית גדולה',
  'passwordRules.requireNumbers': 'ספרה',
  'passwordRules.requireSpecialChars': 'סימן',
  'passwordRules.passphrase':
    'או משפט סיסמה של {count, number} תווים ומעלה, שאינו צריך אף אחד מאלה',
  'passwordRules.met': 'בוצע:',
  'passwordRules.unmet': 'עדיין לא:',
  'passwordRules.allMet': 'הסיסמה עומדת בכל הכללים.',
  'passwordRules.remaining':
    '{count, plural, one {כלל סיסמה אחד עדיין לא מתקיים.} other {{count, number} כללי סיסמה עדיין לא מתקיימים.}}',
  // Forgot and reset password, reset phone number
  'recovery.forgot.title': 'שכחת את הסיסמה?',
  'recovery.forgot.subtitle': 'יש להזין את כתובת האימייל ונעזור לך לבחור סיסמה חדשה.',
  'recovery.email': 'אימייל',
  'recovery.continue': 'המשך',
  'recovery.backToSignIn': 'חזרה לכניסה',
  'recovery.invalidEmail': 'יש להזין כתובת אימייל תקינה.',
  'recovery.none': 'שחזור סיסמה אינו זמין כאן. יש לפנות למנהל המערכת.',
  'recovery.selector.title': 'איך ליצור איתך קשר?',
  'recovery.selector.subtitle': 'יש לבחור איך לאפס את הסיסמה של {email}.',
  'recovery.selector.email': 'שליחת קישור באימייל',
  'recovery.selector.sms': 'שליחת קוד ב-SMS',
  'recovery.sms.title': 'הזנת הקוד',
  'recovery.sms.subtitle':
    'אם לחשבון של {email} יש מספר טלפון, שלחנו אליו קוד בן 6 ספרות. הוא תקף 10 דקות.',
  'recovery.code': 'קוד',
  'recovery.codeRequired': 'יש להזין את הקוד בן 6 הספרות.',
  'recovery.resend': 'שליחת קוד חדש',
  'recovery.resent': 'קוד חדש בדרך.',
  'recovery.emailSent.title': 'בדיקת האימייל',
  'recovery.emailSent.body':
    'אם חשבון משתמש ב-{email}, שלחנו אליו קישור לבחירת סיסמה חדשה. הקישור פועל פעם אחת, במשך שעה.',
  'recovery.emailSent.resend': 'שליחת הקישור שוב',
  'recovery.emailSent.resent': 'נשלח שוב.',
  'recovery.reset.checking': 'בודקים את הקישור…',
  'recovery.reset.title': 'בחירת סיסמה חדשה',
  'recovery.reset.password': 'סיסמה חדשה',
  'recovery.reset.passwordRequired': 'יש להזין סיסמה חדשה.',
  'recovery.reset.submit': 'שמירת הסיסמה',
  'recovery.reset.invalid.title': 'הקישור הזה כבר לא פועל',
  'recovery.reset.invalid.body': 'קישורי איפוס פועלים פעם אחת, במשך שעה. אפשר לבקש קישור חדש.',
  'recovery.reset.invalid.again': 'בקשת קישור חדש',
  'recovery.reset.success.title': 'הסיסמה שלך שונתה',
  'recovery.reset.success.body': 'נותקת מכל המכשירים. יש להיכנס עם הסיסמה החדשה.',
  'recovery.reset.success.signIn': 'כניסה',
  'recovery.error.code': 'הקוד שגוי. יש לבדוק אותו ולנסות שוב.',
  'recovery.error.codeGone': 'הקוד הזה כבר לא פועל. אפשר לבקש קוד חדש.',
  'recovery.error.tooMany': 'יותר מדי בקשות. יש להמתין מעט ולנסות שוב.',
  'recovery.error.failed': 'הפעולה לא הצליחה. יש לנסות שוב.',
  'recovery.error.offline': 'אין חיבור לשרת. יש לבדוק את החיבור ולנסות שוב; שום דבר שהקלדת לא אבד.',
  'recovery.phone.title': 'איפוס מספר הטלפון',
  'recovery.phone.subtitle': 'הטלפון אבד? יש להזין את כתובת האימייל ונשלח קוד להגדרת מספר חדש.',
  'recovery.phone.submit': 'שליחת קוד באימייל',
  'recovery.phone.verify.subtitle':
    'אם חשבון משתמש ב-{email}, שלחנו אליו קוד בן 6 ספרות. הוא תקף 10 דקות.',
  'recovery.phone.change.title': 'מספר הטלפון החדש',
  'recovery.phone.change.subtitle':
    'יש לכלול את קידומת המדינה, למשל ‎+972 50 123 4567. נשלח אליו קוד כניסה.',
  'recovery.phone.number': 'מספר טלפון',
  'recovery.phone.numberRequired': 'יש להזין את מספר הטלפון החדש.',
  'recovery.phone.change.submit': 'שמירה ושליחת קוד',
  // Password reset, phone-number reset mails and recovery SMS
  'passwordResetMail.subject': 'איפוס הסיסמה שלך ב-{brand}',
  'passwordResetMail.heading': 'איפוס הסיסמה',
  'passwordResetMail.intro':
    'מישהו ביקש לאפס את הסיסמה של החשבון שלך ב-{brand} ({email}). הקישור שלמטה פועל פעם אחת, במשך שעה.',
  'passwordResetMail.action': 'בחירת סיסמה חדשה',
  'passwordResetMail.ignore': 'אם לא ביקשת זאת, אפשר להתעלם מהודעה זו: הסיסמה שלך לא תשתנה.',
  'phoneResetMail.subject': 'הקוד שלך לשינוי מספר הטלפון של החשבון ב-{brand}',
  'phoneResetMail.heading': 'שינוי מספר הטלפון',
  'phoneResetMail.intro':
    'מישהו ביקש לשנות את מספר הטלפון של החשבון שלך ב-{brand} ({email}). יש להזין את הקוד במקום שבו ביקשת; הוא פועל פעם אחת, במשך 10 דקות.',
  'phoneResetMail.ignore': 'אם לא ביקשת זאת, אפשר להתעלם מהודעה זו: מספר הטלפון שלך לא ישתנה.',
  'recoverySms.passwordReset': '{code} הוא קוד איפוס הסיסמה שלך ב-{brand}. הוא יפוג בעוד 10 דקות.',
  'recoverySms.phoneChange': '{code} הוא הקוד שלך ב-{brand} לאישור מספר זה. הוא יפוג בעוד 10 דקות.',
}
export default he
