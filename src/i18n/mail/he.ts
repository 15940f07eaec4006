import type { Catalogue } from '../catalogue'

/**
 * The Hebrew words of mail and SMS (the server's alone, `server/src/delivery/words.ts`): every id of
 * the mail groups of `../messages/en.ts` (`mail`, each `…Mail` and `…Sms` group, and the server's
 * `emailDomainRefusal` sentences). Kept apart from
 * `../messages/he.ts`, which the browser loads, so no page downloads words only mail shows.
 */
const heMail: Catalogue = {
  // The frame of every mail the server sends
  'mail.linkFallback': 'אם הכפתור לא עובד, העתיקו את הקישור הזה לדפדפן:',
  'mail.footer':
    'קיבלתם הודעה זו בעקבות פעולה בחשבון {brand} שלכם. אם לא אתם ביצעתם אותה, אפשר להתעלם ממנה.',
  // Password reset, phone-number reset mails and recovery SMS
  'passwordResetMail.subject': 'איפוס הסיסמה שלך ב-{brand}',
  'passwordResetMail.heading': 'איפוס הסיסמה',
  'passwordResetMail.intro':
    'מישהו ביקש לאפס את הסיסמה של החשבון שלך ב-{brand} ({email}). הקישור שלמטה פועל פעם אחת, במשך שעה.',
  'passwordResetMail.action': 'בחירת סיסמה חדשה',
  'passwordResetMail.ignore': 'אם לא ביקשת זאת, אפשר להתעלם מהודעה זו: הסיסמה שלך לא תשתנה.',
  'phoneResetMail.subject': 'הקוד שלך לשינוי מספר הטלפון של החשבון ב-{brand}',
  'phoneResetMail.heading': 'שינוי מספר הטלפון',
  'phoneResetMail.intro':
    'מישהו ביקש לשנות את מספר הטלפון של החשבון שלך ב-{brand} ({email}). יש להזין את הקוד במקום שבו ביקשת; הוא פועל פעם אחת, במשך 10 דקות.',
  'phoneResetMail.ignore': 'אם לא ביקשת זאת, אפשר להתעלם מהודעה זו: מספר הטלפון שלך לא ישתנה.',
  'recoverySms.passwordReset': '{code} הוא קוד איפוס הסיסמה שלך ב-{brand}. הוא יפוג בעוד 10 דקות.',
  'recoverySms.phoneChange': '{code} הוא הקוד שלך ב-{brand} לאישור מספר זה. הוא יפוג בעוד 10 דקות.',
  // The activation mail and the sign-up SMS (server only)
  'activationMail.subject': 'הפעלת החשבון שלכם ב-{brand}',
  'activationMail.heading': 'ברוכים הבאים ל-{brand}',
  'activationMail.intro': 'שלום {name}, אשרו את כתובת הדוא״ל כדי להפעיל את החשבון.',
  'activationMail.action': 'הפעלת החשבון',
  'activationMail.code':
    'הזינו את הקוד הזה בחלון שבו נרשמתם (תקף ל-10 דקות), או השתמשו בכפתור שלמטה.',
  'activationMail.expiry': 'הקישור עובד פעם אחת, במשך {hours} שעות.',
  'activationMail.sms': '{code} הוא קוד הכניסה שלכם ל-{brand}. תוקפו פג בעוד 10 דקות.',
  // The invitation mail
  'invitationMail.subject': 'הוזמנת אל {brand}',
  'invitationMail.heading': 'הצטרפות אל {brand}',
  'invitationMail.invitedBy': '{inviter} הזמין/ה אותך להצטרף אל {brand}.',
  'invitationMail.invited': 'הוזמנת להצטרף אל {brand}.',
  'invitationMail.expiry': 'קישור ההזמנה תקף למשך {days} ימים.',
  'invitationMail.action': 'קבלת ההזמנה',
  // The code that accepts an invitation
  'invitationCodeMail.subject': 'הקוד שלך להצטרפות אל {brand}',
  'invitationCodeMail.heading': 'קוד ההזמנה שלך',
  'invitationCodeMail.body':
    'יש להזין את הקוד במקום שבו פתחת את ההזמנה כדי להצטרף אל {brand}. הקוד תקף לשימוש אחד, תוך {minutes} דקות. אין לשתף אותו.',
  'invitationCodeMail.notYou':
    'אם לא פתחת הזמנה זה עתה, אפשר להתעלם מההודעה: שום דבר לא קורה בלי הקוד.',
  'invitationCodeMail.smsText':
    '{code} הוא הקוד שלך להצטרפות אל {brand}. תוקפו יפוג בעוד {minutes} דקות. אין לשתף אותו.',
  // The unlock mail
  'unlockMail.subject': 'החשבון שלך ב-{brand} ננעל',
  'unlockMail.heading': 'החשבון שלך ננעל',
  'unlockMail.locked':
    'אחרי יותר מדי ניסיונות התחברות כושלים, החשבון שלך ננעל. אם זה היית את/ה, אפשר לשחרר אותו בכפתור שלמטה; הקישור תקף למשך {minutes} דקות.',
  'unlockMail.notYou':
    'אם זה לא היית את/ה, ייתכן שמישהו מנסה לנחש את הסיסמה שלך: כדאי לשחרר את החשבון ולהחליף סיסמה.',
  'unlockMail.action': 'שחרור החשבון שלי',
  // Changing one's email address
  'emailChangeMail.subject': 'הקוד שלך ב-{brand} לאישור כתובת הדוא"ל הזו',
  'emailChangeMail.heading': 'אישור כתובת הדוא"ל החדשה',
  'emailChangeMail.code':
    'הזינו את הקוד הזה כדי ש-{email} תהיה כתובת הדוא"ל של החשבון שלכם ב-{brand}. הקוד יפוג בעוד {minutes} דקות.',
  'emailChangeMail.notYou': 'אם לא ביקשתם זאת, התעלמו מההודעה: שום דבר לא ישתנה.',
  'emailChangeMail.noticeSubject': 'כתובת הדוא"ל של החשבון שלכם ב-{brand} השתנתה',
  'emailChangeMail.noticeHeading': 'כתובת הדוא"ל שלכם השתנתה',
  'emailChangeMail.notice': 'החשבון שלכם ב-{brand} משתמש כעת ב-{email} במקום בכתובת הזו.',
  'emailChangeMail.noticeNotYou':
    'אם לא אתם ביצעתם את השינוי, פנו מיד למנהל המערכת: ייתכן שמישהו אחר משתמש בחשבון שלכם.',
  // The mail of an emailed second-factor code
  'mfaCodeMail.subject': 'קוד האימות שלכם ל־{brand}',
  'mfaCodeMail.heading': 'קוד האימות שלכם',
  'mfaCodeMail.body':
    'מישהו התחבר ל־{brand} עם הסיסמה שלכם. הזינו את הקוד הזה כדי לסיים את ההתחברות. הוא עובד פעם אחת, תוך {minutes} דקות. לעולם אל תשתפו אותו.',
  'mfaCodeMail.ignore': 'אם זה לא הייתם אתם, החליפו את הסיסמה עכשיו: מישהו אחר יודע אותה.',

  // The mail of a magic link
  'magicLinkMail.subject': 'קישור הכניסה שלכם ל-{brand}',
  'magicLinkMail.heading': 'כניסה ל-{brand}',
  'magicLinkMail.body': 'לחצו על הכפתור למטה כדי להיכנס. הקישור פועל פעם אחת, בתוך {minutes} דקות.',
  'magicLinkMail.action': 'כניסה',
  // The mail of an emailed sign-in code
  'loginCodeMail.subject': 'קוד הכניסה שלכם ל-{brand}',
  'loginCodeMail.heading': 'קוד הכניסה שלכם',
  'loginCodeMail.body':
    'הזינו את הקוד הזה כדי להיכנס ל-{brand}. הוא פועל פעם אחת, בתוך {minutes} דקות. לעולם אל תמסרו אותו.',
  'loginCodeMail.smsText':
    '{code} הוא קוד הכניסה שלכם ל-{brand}. הוא יפוג בעוד {minutes} דקות. לעולם אל תמסרו אותו.',

  // The mail to an address someone tried to sign up with again
  'accountExistsMail.subject': 'מישהו ניסה ליצור חשבון {brand} עם כתובת הדוא״ל שלכם',
  'accountExistsMail.heading': 'כבר יש לכם חשבון',
  'accountExistsMail.intro':
    'מישהו ניסה עכשיו להירשם ל-{brand} עם כתובת הדוא״ל הזו, שכבר יש לה חשבון. אם זה הייתם אתם, התחברו, או בחרו סיסמה חדשה אם שכחתם אותה.',
  'accountExistsMail.ignore': 'אם זה לא הייתם אתם, התעלמו מהודעה זו: שום דבר לא השתנה בחשבון שלכם.',
  'accountExistsMail.action': 'איפוס הסיסמה שלי',
  // The texted code of the SMS second factor (server only)
  'mfaSmsMail.smsText': '{code} הוא קוד האימות שלכם ב-{brand}. הוא יפוג בעוד {minutes} דקות.',

  // The note to an invite link's owner that someone joined through it
  'inviteLinkMail.subject': 'מישהו הצטרף ל־{brand} עם קישור ההזמנה שלך',
  'inviteLinkMail.heading': 'חבר חדש ב־{brand}',
  'inviteLinkMail.joined': '{who} הצטרף ל־{brand} דרך קישור ההזמנה שלך.',
  'inviteLinkMail.why':
    'קיבלת את ההודעה הזו כי קישור ההזמנה שלך מוגדר לשלוח אותה. אפשר לשנות זאת או למחוק את הקישור בדף הצוות.',
  // The note to a tenant's administrators that where its SSO domains sign in changed
  'ssoChangeMail.subject': 'הכניסה האחידה של {brand} שונתה',
  'ssoChangeMail.heading': 'אופן הכניסה של החברים שלכם השתנה',
  'ssoChangeMail.identityProvider':
    '{who} שינה את ספק הזהות (הכתובת, האישור, המטא־דאטה או הלקוח שלו) שמכניס חברים עם כתובות ב־{domains}.',
  'ssoChangeMail.enabled': '{who} הפעיל כניסה אחידה לחברים עם כתובות ב־{domains}.',
  'ssoChangeMail.domainValidated':
    '{who} אימת דומיין לכניסה אחידה: חברים עם כתובות ב־{domains} נכנסים מעכשיו דרך ספק הזהות שלו.',
  'ssoChangeMail.notYou':
    'מי ששולט בספק הזהות הזה יכול להיכנס בשם החברים האלה. אם לא ציפיתם לשינוי, בדקו מיד את הגדרות ה־SSO ואת יומן הביקורת.',
  // The reminder to enrol a second factor (the security center)
  'mfaReminderMail.subject': 'הגנו על החשבון שלכם ב־{brand} בשלב כניסה שני',
  'mfaReminderMail.heading': 'הוסיפו שלב כניסה שני',
  'mfaReminderMail.intro':
    'מנהל של {brand} מבקש מכם להוסיף לחשבון שלכם ({email}) שלב כניסה שני: אפליקציית אימות, מפתח אבטחה או קוד ב־SMS.',
  'mfaReminderMail.why':
    'אם הסיסמה שלכם תיגנב אי־פעם, השלב השני ימנע מכל אחד אחר להיכנס. היכנסו והוסיפו אותו בהגדרות הפרופיל שלכם.',
  'mfaReminderMail.action': 'כניסה להוספה',
  // The server's refusals by a tenant's email-domain restrictions
  'emailDomainRefusal.blocked': 'כתובות דוא״ל בדומיין {domain} אינן מותרות בחשבון הזה',
  'emailDomainRefusal.notAllowed':
    'כתובות דוא״ל בדומיין {domain} אינן מותרות בחשבון הזה: הוא מקבל רק את הדומיינים המאושרים שלו',
  'emailDomainRefusal.publicDomain':
    'כתובות של ספקי דוא״ל ציבוריים כמו {domain} אינן מותרות בחשבון הזה: יש להשתמש בכתובת עבודה',
  'emailDomainRefusal.noEmail':
    'החשבון הזה מקבל רק חברים עם כתובת דוא״ל באחד הדומיינים המאושרים שלו',
  'emailDomainRefusal.thisDomain': 'הדומיין הזה',
}
export default heMail
