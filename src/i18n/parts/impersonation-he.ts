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
}
export default words
