import { addEnglish } from '../../../../i18n/index'
import { allAccounts as allAccountsEnglish } from '../../../../i18n/messages/en'
import { PartWords } from '../../../i18n/index'
import { ToastProvider } from '../../../ui/index'
import { AllAccountsScreen } from './all-accounts-screen'

addEnglish(allAccountsEnglish)

/**
 * The portal's All accounts page (issue 23): the account's sub-accounts level by level (a tree to
 * walk down and back up) and searchable by name at any depth, 50 at a time; creating, renaming,
 * deleting, management and access type; each one's people; and "open this account".
 */
export default function AllAccountsPage() {
  return (
    <PartWords part="allAccounts">
      <ToastProvider>
        <AllAccountsScreen />
      </ToastProvider>
    </PartWords>
  )
}
