import type { Catalogue } from '../catalogue'

/** The Hebrew words of the `tenantApiTokens` group of `../messages/en.ts`: The tenant API tokens page (`src/react/portal/pages/api-tokens/`). */
const words: Catalogue = {
  'tenantApiTokens.title': 'אסימוני API',
  'tenantApiTokens.subtitle':
    'מכונות מתחברות עם אסימון כדי לקרוא ל-API בשם החשבון הזה, עם התפקידים שתיתנו לו וללא משתמש. שמרו על האסימונים בסוד כמו על סיסמה.',
  'tenantApiTokens.new': 'אסימון חדש',
  'tenantApiTokens.readOnly':
    'אפשר לראות את האסימונים של החשבון. יצירה ומחיקה שלהם דורשות הרשאה של מנהל.',
  'tenantApiTokens.column.description': 'תיאור',
  'tenantApiTokens.column.clientId': 'מזהה לקוח',
  'tenantApiTokens.column.tokenId': 'מזהה אסימון',
  'tenantApiTokens.column.roles': 'תפקידים',
  'tenantApiTokens.column.created': 'נוצר',
  'tenantApiTokens.column.expires': 'תפוגה',
  'tenantApiTokens.noRoles': 'ללא תפקידים',
  'tenantApiTokens.never': 'אף פעם',
  'tenantApiTokens.expired': 'פג תוקף',
  'tenantApiTokens.empty': 'אין עדיין אסימונים. צרו אחד עבור מכונה שקוראת ל-API בשם החשבון.',
  'tenantApiTokens.loadFailed': 'לא ניתן היה לטעון את האסימונים של החשבון.',
  'tenantApiTokens.forbidden': 'אין לך הרשאה לראות את אסימוני ה-API של החשבון.',
  'tenantApiTokens.delete': 'מחיקה',
  'tenantApiTokens.deleteLabel': 'מחיקה של האסימון {description}',
  'tenantApiTokens.confirmDelete.title': 'למחוק את האסימון?',
  'tenantApiTokens.confirmDelete.message':
    '„{description}” מפסיק לפעול מיד, יחד עם כל אסימוני הגישה שהתקבלו באמצעותו.',
  'tenantApiTokens.confirmDelete.action': 'מחיקת האסימון',
  'tenantApiTokens.deleted': 'האסימון „{description}” נמחק.',
  'tenantApiTokens.deleteFailed': 'לא ניתן היה למחוק את האסימון. נסו שוב.',
  'tenantApiTokens.deleteForbidden': 'אין לך הרשאה למחוק את האסימונים של החשבון.',
  'tenantApiTokens.alreadyDeleted': 'האסימון הזה כבר נמחק.',
  'tenantApiTokens.create.title': 'אסימון API חדש',
  'tenantApiTokens.create.description': 'תיאור',
  'tenantApiTokens.create.descriptionHint': 'מה ישתמש בו, למשל „סנכרון חיובים”.',
  'tenantApiTokens.create.roles': 'תפקידים',
  'tenantApiTokens.create.rolesHint': 'מוצעים רק תפקידים שבתוך ההרשאות שלך.',
  'tenantApiTokens.create.rolesLoading': 'טוען את התפקידים…',
  'tenantApiTokens.create.rolesFailed': 'לא ניתן היה לטעון את התפקידים. סגרו ונסו שוב.',
  'tenantApiTokens.create.noRoles': 'אין תפקיד שנמצא בתוך ההרשאות שלך.',
  'tenantApiTokens.create.expires': 'תפוגה אחרי (ימים)',
  'tenantApiTokens.create.expiresHint':
    'השאירו ריק לאסימון שאינו פג לעולם; לכל היותר {max, number} ימים.',
  'tenantApiTokens.create.submit': 'יצירת אסימון',
  'tenantApiTokens.create.cancel': 'ביטול',
  'tenantApiTokens.create.descriptionRequired': 'הזינו תיאור.',
  'tenantApiTokens.create.descriptionTooLong': 'השתמשו בעד {max, number} תווים.',
  'tenantApiTokens.create.expiresInvalid':
    'הזינו מספר שלם של ימים מ-1 עד {max, number}, או השאירו ריק.',
  'tenantApiTokens.create.offline': 'לא ניתן היה להגיע לשרת. נסו שוב.',
  'tenantApiTokens.create.failed': 'לא ניתן היה ליצור את האסימון. נסו שוב.',
}
export default words
