import { useAtomValue, useSetAtom } from 'jotai'
import { useCallback, useMemo } from 'react'
import { sessionAtom, usersList } from '../../../atoms/index'
import { addEnglish } from '../../../i18n/index'
import { users as usersEnglish } from '../../../i18n/messages/en'
import { useI18n } from '../../i18n/index'
import { DataTable, Pager, Panel, SearchField, useNow, useStyles } from '../../ui/index'
import { userColumns } from './user-columns'
import { usersTableStyles } from './users-table.styles'
import type { UsersSortBy } from '../../../api/index'
import type { SortOrder } from '../../../atoms/index'

addEnglish(usersEnglish)

/**
 * The tenant's users: search by email, sortable columns, server-side pages. Shares the session of the
 * page's other elements with the same base URL, so it fills as soon as someone signs in and empties at
 * sign-out; at 375 px the roles and dates fold under each name.
 */
export function UsersTableScreen() {
  const styles = useStyles(usersTableStyles)
  const { t, formatLocale } = useI18n()
  const now = useNow(60_000)
  const session = useAtomValue(sessionAtom)
  const users = useAtomValue(usersList.stateAtom)
  const query = useAtomValue(usersList.queryAtom)
  const reload = useSetAtom(usersList.reloadAtom)
  const setQuery = useSetAtom(usersList.setQueryAtom)
  const search = useCallback((email: string) => void setQuery({ filter: { email } }), [setQuery])
  const sort = useCallback(
    (by: string, order: SortOrder) => void setQuery({ sortBy: by as UsersSortBy, order }),
    [setQuery],
  )
  const tenantId = session.activeTenant?.tenantId ?? session.user?.tenantId
  const columns = useMemo(
    () => userColumns({ t, styles, tenantId, locale: formatLocale, now }),
    [t, styles, tenantId, formatLocale, now],
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
    <SearchField
      label={t('users.search')}
      placeholder={t('users.searchPlaceholder')}
      name="users-search"
      value={query.filter.email}
      onSearch={search}
    />
  ) : null
  return (
    <Panel title={t('users.title')} subtitle={t('users.subtitle')} tools={tools} part="users-table">
      {(titleId) => (
        <>
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
        </>
      )}
    </Panel>
  )
}
