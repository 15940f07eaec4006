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
  // Passwordless sign-in's steps
  'passwordless.magicLink.title': 'בדקו את הדואר שלכם',
  'passwordless.magicLink.sent':
    'אם קיים חשבון עבור {email}, קישור כניסה נשלח אליו. הקישור פועל פעם אחת, בתוך 15 דקות.',
  'passwordless.code.title': 'הזינו את הקוד',
  'passwordless.code.sentEmail':
    'אם קיים חשבון עבור {email}, קוד בן 6 ספרות נשלח אליו. הקוד יפוג בעוד 10 דקות.',
  'passwordless.code.sentSms':
    'אם חשבון משתמש במספר {phone}, קוד בן 6 ספרות נשלח אליו בהודעת טקסט. הקוד יפוג בעוד 10 דקות.',
  'passwordless.code.label': 'קוד כניסה',
  'passwordless.code.submit': 'כניסה',
  'passwordless.code.required': 'הזינו את 6 הספרות של הקוד',
  'passwordless.code.invalid': 'הקוד שגוי או שפג תוקפו',
  'passwordless.code.tooMany': 'יותר מדי קודים שגויים. בקשו קוד חדש.',
  'passwordless.resend': 'שליחה מחדש',
  'passwordless.resent': 'נשלח שוב. רק האחרון פועל.',
  'passwordless.phone.title': 'כניסה עם הטלפון',
  'passwordless.phone.subtitle': 'נשלח אליכם קוד כניסה בהודעת טקסט.',
  'passwordless.phone.label': 'מספר טלפון',
  'passwordless.phone.hint': 'עם קידומת המדינה, למשל ‎+972 50 123 4567',
  'passwordless.phone.invalid': 'הזינו מספר טלפון תקין עם קידומת המדינה',
  'passwordless.phone.submit': 'שליחת הקוד',
  'passwordless.phone.change': 'החלפת מספר',
  'passwordless.unavailable': 'שיטת הכניסה הזו אינה מופעלת. פנו למנהל המערכת.',
  'passwordless.callback.signingIn': 'מתבצעת כניסה…',
  'passwordless.callback.invalidTitle': 'הקישור הזה כבר לא פועל',
  'passwordless.callback.invalid':
    'קישורי כניסה פועלים פעם אחת ופגים אחרי 15 דקות. בקשו קישור חדש מדף הכניסה.',
  'passwordless.callback.backToLogin': 'חזרה לכניסה',
  'passwordless.success.title': 'נכנסתם לחשבון',
  'passwordless.success.body': 'ממשיכים בעוד כמה שניות.',
  'passwordless.success.continue': 'להמשיך עכשיו',
  'passwordless.quick.offerTitle': 'להיכנס מהר יותר בפעם הבאה?',
  'passwordless.quick.offerBody':
    'שמרו את {phone} במכשיר הזה כדי להיכנס עם קוד בהודעת טקסט, בלי להקליד את הדוא״ל.',
  'passwordless.quick.remember': 'לשמור את המספר שלי',
  'passwordless.quick.notNow': 'לא עכשיו',
  'passwordless.quick.button': 'שליחת קוד אל {phone}',
  // The mail of a magic link
  'magicLinkMail.subject': 'קישור הכניסה שלכם ל-{brand}',
  'magicLinkMail.heading': 'כניסה ל-{brand}',
  'magicLinkMail.body': 'לחצו על הכפתור למטה כדי להיכנס. הקישור פועל פעם אחת, בתוך {minutes} דקות.',
  'magicLinkMail.action': 'כניסה',
  // The mail of an emailed sign-in code
  'loginCodeMail.subject': 'קוד הכניסה שלכם ל-{brand}',
  'loginCodeMail.heading': 'קוד הכניסה שלכם',
  'loginCodeMail.body':
    'הזינו את הקוד הזה כדי להיכנס ל-{brand}. הוא פועל פעם אחת, בתוך {minutes} דקות. לעולם אל תמסרו אותו.',
  'loginCodeMail.smsText':
    '{code} הוא קוד הכניסה שלכם ל-{brand}. הוא יפוג בעוד {minutes} דקות. לעולם אל תמסרו אותו.',
}
export default he
