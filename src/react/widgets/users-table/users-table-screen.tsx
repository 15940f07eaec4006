import { useAtomValue, useSetAtom } from 'jotai'
import { unwrap } from 'jotai/utils'
import { useCallback, useMemo, useState } from 'react'
import { sessionAtom, usersList } from '../../../atoms/index'
import { editRolesMutation, temporaryConfigurationAtom } from '../../../atoms/team'
import { addEnglish } from '../../../i18n/index'
import { team as teamEnglish, users as usersEnglish } from '../../../i18n/messages/en'
import { useI18n } from '../../i18n/index'
import {
  Button,
  DataTable,
  InlineAlert,
  Pager,
  Panel,
  SearchField,
  ToastProvider,
  useNow,
  useStyles,
} from '../../ui/index'
import { BulkAddDialog } from './bulk-add-dialog'
import { InviteUserDialog } from './invite-user-dialog'
import { RolesDialog } from './roles-dialog'
import { teamStyles } from './team.styles'
import { UserActions } from './user-actions'
import { userColumns } from './user-columns'
import { usersTableStyles } from './users-table.styles'
import type { UsersSortBy, UserV3 } from '../../../api/index'
import type { SortOrder } from '../../../atoms/index'

addEnglish(usersEnglish)
addEnglish(teamEnglish)

const temporaryLoadable = unwrap(temporaryConfigurationAtom, () => ({ enabled: false }))

/**
 * The tenant's team: search by name or email, sortable columns, server-side pages, and the
 * administrator's actions (invite, add several, edit roles, lock, disable, remove…). Shares the
 * session of the page's other elements with the same base URL; at 375 px the roles and dates
 * fold under each name.
 */
export function UsersTableScreen() {
  return (
    <ToastProvider>
      <TeamTable />
    </ToastProvider>
  )
}

function TeamTable() {
  const styles = useStyles(usersTableStyles)
  const team = useStyles(teamStyles)
  const { t, formatLocale } = useI18n()
  const now = useNow(60_000)
  const session = useAtomValue(sessionAtom)
  const users = useAtomValue(usersList.stateAtom)
  const query = useAtomValue(usersList.queryAtom)
  const reload = useSetAtom(usersList.reloadAtom)
  const setQuery = useSetAtom(usersList.setQueryAtom)
  const roleEdit = useAtomValue(editRolesMutation.stateAtom)
  const temporary = useAtomValue(temporaryLoadable)
  const [inviting, setInviting] = useState(false)
  const [bulk, setBulk] = useState(false)
  const [editing, setEditing] = useState<UserV3 | null>(null)
  const search = useCallback((email: string) => void setQuery({ filter: { email } }), [setQuery])
  const sort = useCallback(
    (by: string, order: SortOrder) => void setQuery({ sortBy: by as UsersSortBy, order }),
    [setQuery],
  )
  const tenantId = session.activeTenant?.tenantId ?? session.user?.tenantId
  const temporaryEnabled = temporary.enabled
  const columns = useMemo(
    () => [
      ...userColumns({ t, styles, tenantId, locale: formatLocale, now }),
      {
        id: 'actions',
        header: t('team.column.actions'),
        cell: (user: UserV3) => (
          <UserActions user={user} onEditRoles={setEditing} temporaryEnabled={temporaryEnabled} />
        ),
      },
    ],
    [t, styles, tenantId, formatLocale, now, temporaryEnabled],
  )

  if (session.status === 'signed-out')
    return (
      <Panel title={t('users.title')} subtitle={t('users.signedOut')} part="users-table">
        {() => null}
      </Panel>
    )

  const signedIn = session.status === 'signed-in'
  const filtered = query.filter.email.trim() !== ''
  const tools = signedIn ? (
    <div className={team.actions}>
      <SearchField
        label={t('users.search')}
        placeholder={t('team.searchPlaceholder')}
        name="users-search"
        value={query.filter.email}
        onSearch={search}
      />
      <Button variant="secondary" onClick={() => setBulk(true)}>
        {t('team.bulk.open')}
      </Button>
      <Button onClick={() => setInviting(true)}>{t('team.invite.open')}</Button>
    </div>
  ) : null
  return (
    <Panel title={t('users.title')} subtitle={t('users.subtitle')} tools={tools} part="users-table">
      {(titleId) => (
        <>
          {roleEdit.status === 'error' ? (
            <InlineAlert>
              {t('team.roles.rolledBack', { reason: roleEdit.error?.message ?? '' })}
            </InlineAlert>
          ) : null}
          <DataTable
            labelledBy={titleId}
            columns={columns}
            rows={users.items}
            rowKey={(user) => user.id}
            rowLabel={(user) => user.name || (user.email ?? user.phoneNumber ?? '')}
            status={signedIn ? users.status : 'loading'}
            error={users.error?.status === 403 ? t('users.forbidden') : t('users.loadFailed')}
            onRetry={() => void reload()}
            empty={filtered ? t('users.emptySearch') : t('users.empty')}
            sort={{ by: query.sortBy, order: query.order }}
            onSort={sort}
          />
          {users.totalItems > 0 ? (
            <Pager
              page={query.page}
              pageSize={query.pageSize}
              totalItems={users.totalItems}
              totalPages={users.totalPages}
              onPage={(page) => void setQuery({ page })}
            />
          ) : null}
          <InviteUserDialog open={inviting} onClose={() => setInviting(false)} />
          <BulkAddDialog open={bulk} onClose={() => setBulk(false)} />
          <RolesDialog user={editing} onClose={() => setEditing(null)} />
        </>
      )}
    </Panel>
  )
}
