import type { Catalogue } from '../catalogue'

/** The Hebrew words of the `audits` group of `../messages/en.ts`: The Audits page (`src/react/portal/pages/audits/`). */
const words: Catalogue = {
  'audits.title': 'יומני ביקורת',
  'audits.subtitle': 'מה קרה בחשבון שלך, מי עשה זאת ומאיפה.',
  'audits.column.time': 'זמן',
  'audits.column.user': 'משתמש',
  'audits.column.action': 'פעולה',
  'audits.column.description': 'תיאור',
  'audits.column.ip': 'כתובת IP',
  'audits.search': 'חיפוש ביומני הביקורת',
  'audits.severityFilter': 'חומרה',
  'audits.severityAll': 'כל רמות החומרה',
  'audits.severityInfo': 'מידע',
  'audits.severityHigh': 'גבוהה',
  'audits.statsToday': 'היום',
  'audits.statsSevere': 'חמורים השבוע',
  'audits.statsLabel': 'סטטיסטיקת ביקורת',
  'audits.empty': 'אין שורות ביקורת תואמות.',
  'audits.loadFailed': 'לא ניתן היה לטעון את יומני הביקורת.',
  'audits.forbidden': 'קריאת יומני הביקורת דורשת הרשאה לקרוא ביקורות.',
  'audits.more': 'פרטים',
  'audits.moreLabel': 'פרטי {action} ב-{time}',
  'audits.moreTitle': 'פרטי ביקורת',
  'audits.severity': 'חומרה',
  'audits.userAgent': 'סוכן משתמש',
  'audits.json': 'נתוני JSON',
  'audits.apiToken': 'אסימון API · {description}',
  'audits.close': 'סגירה',
}
export default words
