import { useAtomValue, useSetAtom } from 'jotai'
import { useEffect } from 'react'
import { sessionAtom } from '../../../../atoms/session-state'
import { leaveSubAccountAtom, reapplyActingAtom } from '../../../../atoms/sub-account'
import { addEnglish } from '../../../../i18n/index'
import { allAccounts as allAccountsEnglish } from '../../../../i18n/messages/en'
import { useI18n, usePartWords } from '../../../i18n/index'
import { Button, useStyles } from '../../../ui/index'
import { allAccountsStyles } from './all-accounts.styles'

addEnglish(allAccountsEnglish)

/**
 * While the portal acts in a sub-account ("open this account"): which one, on every page, and the
 * way back to the user's own account. A status region, so a screen reader hears the change. It
 * keeps the sub-account's permissions on the session's user through the session's refreshes.
 */
export default function SubAccountBanner() {
  const { t } = useI18n()
  const ready = usePartWords('allAccounts')
  const styles = useStyles(allAccountsStyles)
  const { acting, user } = useAtomValue(sessionAtom)
  const leave = useSetAtom(leaveSubAccountAtom)
  const reapply = useSetAtom(reapplyActingAtom)
  // A refresh of the session gives the user their own permissions back: the sub-account's again.
  const permissions = user?.permissions
  useEffect(() => {
    if (acting?.applied && permissions !== acting.applied) reapply()
  }, [acting, permissions, reapply])
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
