import { useEffect, useRef } from 'react'
import { useT } from '../../../../i18n/index'
import { Tabs, ToastProvider, useStyles } from '../../../../ui/index'
import { securityCenterStyles } from './security-center.styles'
import { SecurityUsersTable } from './security-users-table'
import { useSelected } from './use-selected'
import type { SecurityUsersKind } from '../../../../../atoms/security-center-users'

const kinds: readonly SecurityUsersKind[] = ['breached', 'mfaUnenrolled', 'inactive']

/** Props of {@link SecurityUsers}. */
export interface SecurityUsersProps {
  /** The table a recommendation's fix asked for. */
  kind: SecurityUsersKind
  /** Counts the fixes asked for: each new one shows its table and moves focus to it. */
  request: number
}

/**
 * The members behind three recommendations, one table each (the Team table's presets): breached passwords with "Reset passwords", no second factor with "Remind", and
 * members inactive for 90 days. A chunk of its own, loaded after the score.
 */
export default function SecurityUsers({ kind, request }: SecurityUsersProps) {
  const styles = useStyles(securityCenterStyles)
  const t = useT()
  const region = useRef<HTMLElement>(null)
  const [selected, setSelected] = useSelected(kind, request)

  useEffect(() => {
    if (request === 0) return
    const tab = region.current?.querySelector<HTMLElement>('[role="tab"][aria-selected="true"]')
    tab?.focus()
    tab?.scrollIntoView?.({ block: 'nearest' })
  }, [request])

  return (
    <section ref={region} aria-labelledby="security-users" part="security-users">
      <h3 id="security-users" className={styles.heading}>
        {t('securityCenter.users.title')}
      </h3>
      <ToastProvider>
        <Tabs
          label={t('securityCenter.users.title')}
          selected={selected}
          onSelect={setSelected}
          tabs={kinds.map((key) => ({
            key,
            label: t(`securityCenter.users.tab.${key}`),
            panel: <SecurityUsersTable kind={key} />,
          }))}
        />
      </ToastProvider>
    </section>
  )
}
