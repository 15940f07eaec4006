import type { Catalogue } from '../catalogue'

/** The Hebrew words of the `username` group of `../messages/en.ts`: username sign-in and sign-up. */
const words: Catalogue = {
  'username.identifier': 'שם משתמש או אימייל',
  'username.invalid': 'יש להזין שם משתמש או כתובת אימייל',
  'username.signUp.label': 'שם משתמש',
  'username.signUp.hint': '3 עד 64 אותיות, ספרות, נקודות, מקפים או קווים תחתונים',
  'username.signUp.required': 'יש לבחור שם משתמש',
  'username.signUp.invalid': 'שם משתמש כולל 3 עד 64 אותיות, ספרות, נקודות, מקפים או קווים תחתונים',
  'username.signUp.taken': 'שם המשתמש הזה תפוס. יש לבחור שם אחר',
  'recoveryUsername.subtitle': 'הזינו את שם המשתמש או האימייל שלכם ונעזור לכם לבחור סיסמה חדשה.',
}

export default words
