import { useAtomValue, useSetAtom } from 'jotai'
import { useId, useMemo, useState } from 'react'
import { sessionAtom } from '../../../../../atoms/index'
import { securityUsersLists } from '../../../../../atoms/security-center-users'
import { useI18n } from '../../../../i18n/index'
import { Button, DataTable, Pager, useNow, usePermission, useStyles } from '../../../../ui/index'
import { BreachedResetDialog } from '../../../../widgets/users-table/team-tools'
import { userColumns } from '../../../../widgets/users-table/user-columns'
import { usersTableStyles } from '../../../../widgets/users-table/users-table.styles'
import { usePortal } from '../../../portal-context'
import { RemindAction } from './remind-action'
import { securityCenterStyles } from './security-center.styles'
import type { UsersSortBy } from '../../../../../api/index'
import type { SortOrder } from '../../../../../atoms/index'
import type { SecurityUsersKind } from '../../../../../atoms/security-center-users'

/**
 * One table of the security center: the members of one users v3 preset, with the Team table's
 * columns, sorting and pages, and the action that fixes them for a member who may edit users.
 */
export function SecurityUsersTable({ kind }: { kind: SecurityUsersKind }) {
  const styles = useStyles(securityCenterStyles)
  const tableStyles = useStyles(usersTableStyles)
  const { t, formatLocale } = useI18n()
  const now = useNow(60_000)
  const portal = usePortal()
  const titleId = useId()
  const list = securityUsersLists[kind]
  const users = useAtomValue(list.stateAtom)
  const query = useAtomValue(list.queryAtom)
  const setQuery = useSetAtom(list.setQueryAtom)
  const reload = useSetAtom(list.reloadAtom)
  const session = useAtomValue(sessionAtom)
  const writes = usePermission('fe.secure.write.users')
  const [resetting, setResetting] = useState(false)
  const tenantId = session.activeTenant?.tenantId ?? session.user?.tenantId
  const columns = useMemo(
    () => userColumns({ t, styles: tableStyles, tenantId, locale: formatLocale, now }),
    [t, tableStyles, tenantId, formatLocale, now],
  )
  const some = users.totalItems > 0
  const action =
    kind === 'breached' ? (
      <Button onClick={() => setResetting(true)} aria-haspopup="dialog">
        {t('securityCenter.users.reset')}
      </Button>
    ) : kind === 'mfaUnenrolled' ? (
      <RemindAction />
    ) : portal ? (
      <Button variant="secondary" onClick={() => portal.navigate({ page: 'users' })}>
        {t('securityCenter.users.openTeam')}
      </Button>
    ) : null
  return (
    <div className={styles.body}>
      <p id={titleId} className={styles.note}>
        {t(`securityCenter.users.about.${kind}`)}
      </p>
      {some && kind !== 'inactive' && !writes ? (
        <p className={styles.note}>{t('securityCenter.users.readOnly')}</p>
      ) : null}
      {some && (writes || kind === 'inactive') ? (
        <div className={styles.actions}>{action}</div>
      ) : null}
      <DataTable
        labelledBy={titleId}
        columns={columns}
        rows={users.items}
        rowKey={(user) => user.id}
        rowLabel={(user) => user.name || (user.email ?? user.phoneNumber ?? '')}
        status={session.status === 'signed-in' ? users.status : 'loading'}
        error={users.error?.status === 403 ? t('users.forbidden') : t('users.loadFailed')}
        onRetry={() => void reload()}
        empty={t(`securityCenter.users.empty.${kind}`)}
        sort={{ by: query.sortBy, order: query.order }}
        onSort={(by: string, order: SortOrder) =>
          void setQuery({ sortBy: by as UsersSortBy, order })
        }
      />
      {some ? (
        <Pager
          page={query.page}
          pageSize={query.pageSize}
          totalItems={users.totalItems}
          totalPages={users.totalPages}
          onPage={(page) => void setQuery({ page })}
        />
      ) : null}
      {resetting ? <BreachedResetDialog onClose={() => setResetting(false)} /> : null}
    </div>
  )
}
