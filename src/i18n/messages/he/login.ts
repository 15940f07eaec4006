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
}
export default messages
