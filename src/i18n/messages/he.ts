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
  // Accepting an invitation in the login box
  'invitation.title': 'קבלת ההזמנה',
  'invitation.validating': 'בודקים את ההזמנה שלך…',
  'invitation.pending': 'מקבלים את ההזמנה שלך…',
  'invitation.setPassword': 'יש לבחור סיסמה כדי לסיים את ההצטרפות.',
  'invitation.password': 'סיסמה',
  'invitation.accept': 'קבלת ההזמנה',
  'invitation.code': 'קוד',
  'invitation.codeHint': 'יש להזין את הקוד בן 6 הספרות שקיבלת עם ההזמנה.',
  'invitation.codeInvalid': 'יש להזין את 6 הספרות של הקוד',
  'invitation.codeRefused': 'הקוד שגוי או שפג תוקפו.',
  'invitation.invalid.title': 'קישור ההזמנה אינו תקף',
  'invitation.invalid.body':
    'ייתכן שפג תוקפו או שכבר נעשה בו שימוש. אפשר לבקש מהמנהל לשלוח הזמנה חדשה.',
  'invitation.success.title': 'הצטרפת בהצלחה',
  'invitation.success.body': 'ההזמנה התקבלה. יש להתחבר כדי להמשיך.',
  'invitation.failed.title': 'לא הצלחנו לקבל את ההזמנה',
  'invitation.failed.body': 'משהו השתבש אצלנו. כדאי לנסות שוב בעוד רגע.',
  'invitation.retry': 'ניסיון נוסף',
  'invitation.signIn': 'התחברות',
  // Unlocking an account in the login box
  'unlock.title': 'שחרור החשבון',
  'unlock.pending': 'משחררים את החשבון שלך…',
  'unlock.success.title': 'החשבון שלך שוחרר',
  'unlock.success.body': 'אפשר להתחבר שוב. מעבירים אותך להתחברות בעוד {seconds} שניות…',
  'unlock.invalid.title': 'קישור השחרור אינו תקף',
  'unlock.invalid.body':
    'ייתכן שפג תוקפו או שכבר נעשה בו שימוש. הנעילה גם מסתיימת מעצמה אחרי זמן מה.',
  'unlock.failed.title': 'לא הצלחנו לשחרר את החשבון',
  'unlock.failed.body': 'משהו השתבש אצלנו. כדאי לנסות שוב בעוד רגע.',
  'unlock.retry': 'ניסיון נוסף',
  'unlock.signIn': 'להתחברות עכשיו',
  // The invitation mail
  'invitationMail.subject': 'הוזמנת אל {brand}',
  'invitationMail.heading': 'הצטרפות אל {brand}',
  'invitationMail.invitedBy': '{inviter} הזמין/ה אותך להצטרף אל {brand}.',
  'invitationMail.invited': 'הוזמנת להצטרף אל {brand}.',
  'invitationMail.expiry': 'קישור ההזמנה תקף למשך {days} ימים.',
  'invitationMail.action': 'קבלת ההזמנה',
  // The unlock mail
  'unlockMail.subject': 'החשבון שלך ב-{brand} ננעל',
  'unlockMail.heading': 'החשבון שלך ננעל',
  'unlockMail.locked':
    'אחרי יותר מדי ניסיונות התחברות כושלים, החשבון שלך ננעל. אם זה היית את/ה, אפשר לשחרר אותו בכפתור שלמטה; הקישור תקף למשך {minutes} דקות.',
  'unlockMail.notYou':
    'אם זה לא היית את/ה, ייתכן שמישהו מנסה לנחש את הסיסמה שלך: כדאי לשחרר את החשבון ולהחליף סיסמה.',
  'unlockMail.action': 'שחרור החשבון שלי',
}
export default he
