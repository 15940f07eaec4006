import { addEnglish } from '../../../../../i18n/index'
import { connectivityChannels } from '../../../../../i18n/messages/en'
import { PartWords } from '../../../../i18n/index'
import { RecipientsTab } from './recipients-tab'

addEnglish(connectivityChannels)

/** The Connectivity page's Email tab: who is mailed of each event (wire §5.21 rows 8-13). */
export default function EmailTab() {
  return (
    <PartWords part="connectivityChannels">
      <RecipientsTab channel="email" />
    </PartWords>
  )
}
