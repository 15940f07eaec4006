import { addEnglish } from '../../../../../i18n/index'
import { connectivityChannels } from '../../../../../i18n/messages/en'
import { PartWords } from '../../../../i18n/index'
import { RecipientsTab } from './recipients-tab'

addEnglish(connectivityChannels)

/** The Connectivity page's SMS tab: who gets a text message of each event (wire §5.21 rows 14-19). */
export default function SmsTab() {
  return (
    <PartWords part="connectivityChannels">
      <RecipientsTab channel="sms" />
    </PartWords>
  )
}
