import type { Catalogue } from '../catalogue'

/** The Hebrew words of the `connectivityChannels` group of `../messages/en.ts`: The Connectivity page's Email, SMS and Slack tabs (`src/react/portal/pages/webhooks/channels/`). */
const words: Catalogue = {
  'connectivityChannels.mail.subject': '{brand}: {event}',
  'connectivityChannels.mail.when': 'מתי: {when}',
  'connectivityChannels.mail.why':
    'קיבלת דואר זה כי כתובת זו נמצאת ברשימה של {brand} עבור „{event}”. מנהל החשבון יכול לשנות את הרשימה בדף הקישוריות.',
  'connectivityChannels.sms.text': '{brand}: {event}. {details}',
}
export default words
