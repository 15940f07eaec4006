import type { Catalogue } from '../catalogue'

/** The Hebrew words of the `webhooks` group of `../messages/en.ts`: The Connectivity page's frame and its Webhooks tab (`src/react/portal/pages/webhooks/`). */
const words: Catalogue = {
  'webhooks.disabledMail.subject': 'ה-webhook {name} כובה',
  'webhooks.disabledMail.heading': 'webhook כובה',
  'webhooks.disabledMail.failing':
    'כל המשלוחים אל {name} ({url}) נכשלו במשך יממה, ולכן הפסקנו לשלוח אליו.',
  'webhooks.disabledMail.turnOn':
    'כשנקודת הקצה תענה שוב, הפעילו את ה-webhook מחדש בעמוד הקישוריות של פורטל הניהול.',
}
export default words
