import type { Catalogue } from '../catalogue'

/** The Hebrew words of the `connectivityChannels` group of `../messages/en.ts`: The Connectivity page's Email, SMS and Slack tabs (`src/react/portal/pages/webhooks/channels/`). */
const words: Catalogue = {
  'connectivityChannels.mail.subject': '{brand}: {event}',
  'connectivityChannels.mail.when': 'מתי: {when}',
  'connectivityChannels.mail.why':
    'קיבלת דואר זה כי כתובת זו נמצאת ברשימה של {brand} עבור „{event}”. מנהל החשבון יכול לשנות את הרשימה בדף הקישוריות.',
  'connectivityChannels.sms.text': '{brand}: {event}. {details}',
  'connectivityChannels.loading': 'טוען את הגדרות ההתראות…',
  'connectivityChannels.loadFailed': 'לא ניתן היה לטעון את הגדרות ההתראות.',
  'connectivityChannels.retry': 'ניסיון נוסף',
  'connectivityChannels.readOnly':
    'אפשר לראות את ההגדרות האלה אבל לא לשנות אותן: לשם כך נדרשת ההרשאה עריכת אינטגרציות. פנו למנהל.',
  'connectivityChannels.email.title': 'התראות בדוא״ל',
  'connectivityChannels.email.subtitle': 'שליחת דוא״ל לאנשים כשמשהו קורה בחשבון.',
  'connectivityChannels.sms.title': 'התראות SMS',
  'connectivityChannels.sms.subtitle': 'שליחת SMS לאנשים כשמשהו קורה בחשבון.',
  'connectivityChannels.noEvents': 'עדיין אין אירועים שאפשר להירשם אליהם.',
  'connectivityChannels.active': 'פעיל',
  'connectivityChannels.inactive': 'כבוי',
  'connectivityChannels.summary':
    '{count, plural, =0 {עדיין לא נשלח אף אירוע.} one {אירוע אחד נשלח.} other {{count, number} אירועים נשלחים.}}',
  'connectivityChannels.send': 'שליחת האירוע הזה',
  'connectivityChannels.email.recipients': 'כתובות דוא״ל, מופרדות בפסיקים',
  'connectivityChannels.sms.recipients': 'מספרי טלפון עם קידומת מדינה, מופרדים בפסיקים',
  'connectivityChannels.email.invalid': '{value} אינה כתובת דוא״ל.',
  'connectivityChannels.sms.invalid':
    '{value} אינו מספר טלפון בפורמט בינלאומי, כמו ‎+972501234567.',
  'connectivityChannels.tooMany': 'רשימה יכולה להכיל עד {max} נמענים.',
  'connectivityChannels.emptyHint': 'בלי נמענים לא נשלח דבר והרשימה נמחקת.',
  'connectivityChannels.list.name': 'שם הרשימה',
  'connectivityChannels.list.untitled': 'רשימה {n, number}',
  'connectivityChannels.list.enabled': 'שליחה לרשימה זו',
  'connectivityChannels.list.remove': 'הסרת הרשימה',
  'connectivityChannels.list.removeLabel': 'הסרת הרשימה {name}',
  'connectivityChannels.list.removed': 'הרשימה הוסרה: יש לשמור כדי להחיל.',
  'connectivityChannels.list.add': 'הוספת רשימה',
  'connectivityChannels.list.max': 'לאירוע יכולות להיות עד {max, number} רשימות.',
  'connectivityChannels.list.nameRequired': 'יש להזין שם לרשימה זו.',
  'connectivityChannels.list.nameTooLong': 'שם רשימה מכיל עד {max, number} תווים.',
  'connectivityChannels.list.nameTaken': 'רשימה אחרת של אירוע זה נקראת {name}.',
  'connectivityChannels.save': 'שמירה',
  'connectivityChannels.saved': '{event}: נשמר.',
  'connectivityChannels.saveFailed': 'לא ניתן היה לשמור את השינוי.',
  'connectivityChannels.slack.title': 'Slack',
  'connectivityChannels.slack.subtitle': 'פרסום בערוצי Slack כשמשהו קורה בחשבון.',
  'connectivityChannels.slack.notConfigured':
    'Slack אינו זמין כאן: למוצר אין אפליקציית Slack מוגדרת.',
  'connectivityChannels.slack.notInstalled':
    'הוסיפו את האפליקציה לסביבת העבודה שלכם ב-Slack, ואז בחרו אילו ערוצים ישמעו על כל אירוע.',
  'connectivityChannels.slack.add': 'הוספה ל-Slack',
  'connectivityChannels.slack.installing': 'מתחבר ל-Slack…',
  'connectivityChannels.slack.installFailed': 'לא ניתן היה לחבר את Slack.',
  'connectivityChannels.slack.stateMismatch':
    'התשובה הזו מ-Slack לא התחילה בדף הזה: הוסיפו ל-Slack שוב.',
  'connectivityChannels.slack.connected': 'מחובר לסביבת העבודה {team} ב-Slack.',
  'connectivityChannels.slack.reconnect': 'חיבור מחדש של Slack',
  'connectivityChannels.slack.channels': 'ערוצים',
  'connectivityChannels.slack.channelsHint':
    'החזיקו Ctrl או ⌘ כדי לבחור כמה; אל תבחרו אף אחד כדי להפסיק לפרסם את האירוע.',
  'connectivityChannels.slack.channelsFailed': 'לא ניתן היה לטעון את ערוצי Slack.',
  'connectivityChannels.slack.noChannels': 'בסביבת העבודה אין ערוץ שהאפליקציה רואה.',
  'connectivityChannels.slack.post': 'פרסום האירוע הזה',
}
export default words
