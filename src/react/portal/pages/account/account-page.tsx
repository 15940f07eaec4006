import { useAtomValue, useSetAtom } from 'jotai'
import { useEffect } from 'react'
import { accountSettingsAtom, loadAccountSettingsAtom } from '../../../../atoms/account-settings'
import { sessionAtom, sessionKeyAtom } from '../../../../atoms/index'
import { addEnglish } from '../../../../i18n/index'
import { account as accountEnglish, portal as portalEnglish } from '../../../../i18n/messages/en'
import { useT } from '../../../i18n/index'
import { Button, InlineAlert, Tabs, useStyles } from '../../../ui/index'
import { PageSection } from '../../page-frame'
import { usePageTab } from '../../use-page-tab'
import { accountPageStyles } from './account-page.styles'
import { CustomLoginTab } from './custom-login-tab'
import { SettingsTab } from './settings-tab'
import { useAccountForm } from './use-account-form'

addEnglish(accountEnglish)
addEnglish(portalEnglish)

/**
 * The portal's Account settings page: the settings tab (company details, logo, regional formats)
 * and the custom sign-in tab, as the host's tab appearance allows. It loads the active tenant's
 * settings, again after a tenant switch, and keeps what was typed across tabs until saved.
 */
export default function AccountPage() {
  const styles = useStyles(accountPageStyles)
  const t = useT()
  const session = useAtomValue(sessionAtom)
  const sessionKey = useAtomValue(sessionKeyAtom)
  const state = useAtomValue(accountSettingsAtom)
  const load = useSetAtom(loadAccountSettingsAtom)
  const form = useAccountForm()
  const { tabs, selected, select } = usePageTab('account')

  useEffect(() => {
    if (sessionKey !== null) void load()
  }, [sessionKey, load])

  if (session.status === 'signed-out') {
    return (
      <PageSection title={t('portal.page.account')} part="account-page">
        <p className={styles.note}>{t('account.signedOut')}</p>
      </PageSection>
    )
  }
  if (!form || !selected) {
    const failed = state.status === 'error'
    return (
      <PageSection title={t('portal.page.account')} part="account-page">
        {failed ? (
          <div className={styles.actions}>
            <InlineAlert>
              {state.error?.status === 403 ? t('account.forbidden') : t('account.loadFailed')}
            </InlineAlert>
            {state.error?.status === 403 ? null : (
              <Button type="button" variant="secondary" onClick={() => void load()}>
                {t('account.retry')}
              </Button>
            )}
          </div>
        ) : (
          <div role="status" aria-busy="true">
            <span className={styles.note}>{t('account.loading')}</span>
            <div className={styles.skeleton} />
          </div>
        )}
      </PageSection>
    )
  }
  const panels = {
    settings: <SettingsTab form={form} />,
    customLogin: <CustomLoginTab form={form} />,
  }
  return (
    <div className={styles.page} part="account-page">
      <Tabs
        label={t('account.tabs')}
        selected={selected}
        onSelect={select}
        tabs={tabs.map((key) => ({ key, label: t(`account.tab.${key}`), panel: panels[key] }))}
      />
    </div>
  )
}
