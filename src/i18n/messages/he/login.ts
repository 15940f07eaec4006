import type { Catalogue } from '../../catalogue'

const messages: Catalogue = {
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
  'login.signedIn.title': 'התחברת בהצלחה',
  'login.account': 'החשבון שלך',
  'login.signOut': 'יציאה',
  'login.demo.title': 'מצב הדגמה',
  'login.demo.hint':
    'אפשר להתחבר בתור {email} עם הסיסמה {password} (כל סיסמה באורך {min, number} תווים לפחות תעבוד).',
  'login.demo.roles': 'כתובת אימייל שמתחילה ב־{prefixes} מתחברת עם התפקיד המצומצם הזה.',
  'login.demo.use': 'שימוש באימייל ההדגמה',
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
    'הדף הזה לא הצליח להגיע אל {baseUrl}. ייתכן שהשרת לא פועל, או שהוא לא מתיר את הדף הזה: יש להוסיף את {origin} ל־FOYER_ALLOWED_ORIGINS בשרת.',
  'login.server.httpTitle': 'שרת ההתחברות החזיר שגיאה',
  'login.server.http':
    '{baseUrl} החזיר {status, number}. יש לבדוק את המאפיינים base-url ו־api-prefix של תיבת ההתחברות הזו.',
  'login.server.retry': 'לנסות שוב',
}
export default messages
