import type { Catalogue } from '../../catalogue'

const messages: Catalogue = {
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
}
export default messages
