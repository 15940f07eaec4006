import type { Catalogue } from '../catalogue'

/** The Hebrew words of the `impersonation` group of `../messages/en.ts`: Impersonation: the banner and the `/account/impersonate` route (`src/react/impersonation/`). */
const words: Catalogue = {
  'impersonation.impersonating': 'מתחילים לפעול בתור המשתמש הזה…',
  'impersonation.success.title': 'אתם פועלים בתור {name}',
  'impersonation.success.body':
    'ההפעלה הזו מסתיימת תוך 30 דקות לכל היותר. כל עוד אתם פועלים בתור המשתמש הזה, אי אפשר לשנות את הסיסמה, הדוא״ל, הפרופיל, הגורמים הנוספים, מפתחות הגישה ואסימוני ה-API שלו.',
  'impersonation.success.continue': 'המשך',
  'impersonation.failed.title': 'ההתחזות לא התחילה',
  'impersonation.failed.missing': 'הקישור הזה לא מציין בתור איזה משתמש לפעול ולמה. בקשו קישור חדש.',
  'impersonation.backToLogin': 'חזרה להתחברות',
  'impersonation.banner': 'אתם פועלים בתור {name}',
  'impersonation.banner.detail':
    'כל מה שאתם עושים נרשם ביומן הביקורת של החשבון שלו; הגדרות ההתחברות שלו נעולות.',
  'impersonation.end': 'סיום ההתחזות',
  'impersonation.ending': 'מסיימים את ההתחזות…',
  // hierarchy2: the Users page's Impersonate.
  'impersonate.action': 'התחזות',
  'impersonate.title': 'לפעול בתור {name}?',
  'impersonate.body':
    'תפעלו בתור {name} עם ההרשאות שלו, לכל היותר 30 דקות. כל מה שתעשו נרשם ביומן הביקורת של החשבון שלו יחד עם הסיבה שלכם; בזמן הזה אי אפשר לשנות את הסיסמה, הדוא״ל, הגורמים והאסימונים שלו.',
  'impersonate.reason': 'סיבה',
  'impersonate.reasonHint': 'למה עליכם לפעול בתור המשתמש הזה, למשל פנייה לתמיכה.',
  'impersonate.reasonRequired': 'כתבו למה אתם פועלים בתור המשתמש הזה.',
  'impersonate.submit': 'התחזות',
  'impersonate.cancel': 'ביטול',
  'impersonate.offline': 'נראה שאין חיבור לרשת. בדקו את החיבור ונסו שוב.',
  'impersonate.failed': 'ההתחזות לא התחילה. נסו שוב.',
}
export default words
