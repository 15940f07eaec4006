import { useAtomValue, useSetAtom } from 'jotai'
import { useCallback, useId, useMemo } from 'react'
import { sessionAtom, usersList } from '../../../atoms/index'
import { useI18n } from '../../i18n/index'
import { DataTable, Pager, SearchField, useNow, useStyles } from '../../ui/index'
import { userColumns } from './user-columns'
import { usersTableStyles } from './users-table.styles'
import type { UsersSortBy } from '../../../api/index'
import type { SortOrder } from '../../../atoms/index'

/**
 * The tenant's users: search by email, sortable columns, server-side pages. Shares
 * the session of the page's other elements with the same base URL, so it fills as soon as someone
 * signs in and empties at sign-out; at 375 px the dates fold under each name.
 */
export function UsersTableScreen() {
  const styles = useStyles(usersTableStyles)
  const { t, formatLocale } = useI18n()
  const titleId = useId()
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

  const header = (
    <div>
      <h2 id={titleId} className={styles.title}>
        {t('users.title')}
      </h2>
      <p className={styles.subtitle}>
        {session.status === 'signed-out' ? t('users.signedOut') : t('users.subtitle')}
      </p>
    </div>
  )
  if (session.status === 'signed-out')
    return (
      <section className={styles.card} aria-labelledby={titleId} part="users-table">
        {header}
      </section>
    )

  const filtered = query.filter.email.trim() !== ''
  const error = users.error?.status === 403 ? t('users.forbidden') : t('users.loadFailed')
  return (
    <section className={styles.card} aria-labelledby={titleId} part="users-table">
      <div className={styles.header}>
        {header}
        {session.status === 'signed-in' ? (
          <SearchField
            label={t('users.search')}
            placeholder={t('users.searchPlaceholder')}
            name="users-search"
            value={query.filter.email}
            onSearch={search}
          />
        ) : null}
      </div>
      <DataTable
        labelledBy={titleId}
        columns={columns}
        rows={users.items}
        rowKey={(user) => user.id}
        rowLabel={(user) => user.name || user.email}
        status={session.status === 'signed-in' ? users.status : 'loading'}
        error={error}
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
    </section>
  )
}
