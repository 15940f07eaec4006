import { useAtomValue, useSetAtom } from 'jotai'
import { sessionAtom } from '../../../../atoms/session-state'
import { leaveSubAccountAtom } from '../../../../atoms/sub-account'
import { addEnglish } from '../../../../i18n/index'
import { allAccounts as allAccountsEnglish } from '../../../../i18n/messages/en'
import { useI18n, usePartWords } from '../../../i18n/index'
import { Button, useStyles } from '../../../ui/index'
import { allAccountsStyles } from './all-accounts.styles'

addEnglish(allAccountsEnglish)

/**
 * While the portal acts in a sub-account ("open this account"): which one, on every page, and the
 * way back to the user's own account. A status region, so a screen reader hears the change.
 */
export default function SubAccountBanner() {
  const { t } = useI18n()
  const ready = usePartWords('allAccounts')
  const styles = useStyles(allAccountsStyles)
  const { acting } = useAtomValue(sessionAtom)
  const leave = useSetAtom(leaveSubAccountAtom)
  if (!acting || !ready) return null
  return (
    <div className={styles.banner} role="status" part="sub-account-banner">
      <span>{t('allAccounts.banner', { name: acting.name })}</span>
      <Button variant="secondary" onClick={() => leave()}>
        {t('allAccounts.bannerBack')}
      </Button>
    </div>
  )
}
