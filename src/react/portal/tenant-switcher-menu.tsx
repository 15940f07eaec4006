import { useAtomValue, useSetAtom } from 'jotai'
import { useState } from 'react'
import { sessionAtom } from '../../atoms/index'
import {
  dismissTenantSwitchErrorAtom,
  switchTenantAtom,
  tenantSwitchAtom,
} from '../../atoms/tenant-switch'
import { addEnglish } from '../../i18n/index'
import { tenantSwitcher as tenantSwitcherEnglish } from '../../i18n/messages/en'
import { useT } from '../i18n/index'
import { Button, InlineAlert, Select, Spinner, useStyles, VisuallyHidden } from '../ui/index'
import { tenantSwitcherStyles } from './tenant-switcher.styles'

addEnglish(tenantSwitcherEnglish)

/** Props of {@link TenantSwitcherMenu}. */
export interface TenantSwitcherProps {
  /**
   * Spec §4.8: `true` (default) keeps the page and reloads its data in place; `false` covers the
   * portal with a full loading state until the new tenant's session is in.
   */
  silentReload?: boolean
}

/**
 * The portal header's switch between the signed-in user's accounts (tenants): a labelled native
 * select (the platform's keyboard, screen-reader and touch behaviour), absent while the user has
 * one tenant. Switching refreshes the session into the chosen tenant; every element sharing the
 * store then reloads for it and emits `tenant-changed`. Progress and the outcome are announced; a
 * failure stays on the current tenant and says why.
 */
export default function TenantSwitcherMenu({ silentReload = true }: TenantSwitcherProps) {
  const styles = useStyles(tenantSwitcherStyles)
  const t = useT()
  const session = useAtomValue(sessionAtom)
  const switching = useAtomValue(tenantSwitchAtom)
  const switchTenant = useSetAtom(switchTenantAtom)
  const dismiss = useSetAtom(dismissTenantSwitchErrorAtom)
  const [announced, setAnnounced] = useState('')

  if (session.status !== 'signed-in' || session.tenants.length < 2) return null
  const active = session.activeTenant?.tenantId ?? session.user?.tenantId ?? ''
  const nameOf = (tenantId: string | null) =>
    session.tenants.find((tenant) => tenant.tenantId === tenantId)?.name ?? ''
  const busy = switching.status === 'switching'
  const options = session.tenants.map((tenant) => ({ value: tenant.tenantId, label: tenant.name }))

  const choose = async (tenantId: string) => {
    setAnnounced('')
    const name = nameOf(tenantId)
    if (await switchTenant({ tenantId, silent: silentReload })) {
      setAnnounced(t('tenantSwitcher.switched', { name }))
    }
  }

  return (
    <div className={styles.switcher} part="tenant-switcher">
      <Select
        label={t('tenantSwitcher.label')}
        name="tenant"
        // A name's own direction: "Acme Inc." keeps its period on the right in a right-to-left page.
        dir="auto"
        value={busy && switching.tenantId ? switching.tenantId : active}
        options={options}
        onChange={(tenantId) => void choose(tenantId)}
        disabled={busy}
        aria-busy={busy || undefined}
      />
      {busy && silentReload ? (
        <span className={styles.busy}>
          <Spinner />
          {t('tenantSwitcher.switching', { name: nameOf(switching.tenantId) })}
        </span>
      ) : null}
      <VisuallyHidden>
        <span role="status">{busy ? '' : announced}</span>
      </VisuallyHidden>
      {switching.status === 'error' ? (
        <div className={styles.failure}>
          <InlineAlert>
            {t('tenantSwitcher.failed', {
              name: nameOf(switching.tenantId),
              message: switching.error?.message ?? '',
            })}
          </InlineAlert>
          <Button variant="ghost" onClick={() => dismiss()}>
            {t('tenantSwitcher.dismiss')}
          </Button>
        </div>
      ) : null}
      {busy && !silentReload ? (
        <div
          className={styles.overlay}
          role="status"
          aria-live="polite"
          part="tenant-switch-loading"
        >
          <Spinner />
          {t('tenantSwitcher.switching', { name: nameOf(switching.tenantId) })}
        </div>
      ) : null}
    </div>
  )
}
