import { useAtomValue, useSetAtom } from 'jotai'
import { useCallback, useEffect, useId } from 'react'
import { restoreSessionAtom, sessionAtom, usersList } from '../../../atoms/index'
import { useStyles } from '../../ui/index'
import { UsersList } from './users-list'
import { UsersPager } from './users-pager'
import { UsersSearch } from './users-search'
import { usersTableStyles } from './users-table.styles'
import type { UsersQuery } from '../../../atoms/index'

/**
 * The tenant's users: search by email, sortable columns, server-side pages. Shares the session of the
 * page's other elements with the same base URL, so it fills as soon as someone signs in.
 */
export function UsersTableScreen() {
  const styles = useStyles(usersTableStyles)
  const titleId = useId()
  const session = useAtomValue(sessionAtom)
  const users = useAtomValue(usersList.stateAtom)
  const query = useAtomValue(usersList.queryAtom)
  const restore = useSetAtom(restoreSessionAtom)
  const load = useSetAtom(usersList.reloadAtom)
  const setQuery = useSetAtom(usersList.setQueryAtom)
  const change = useCallback((patch: Partial<UsersQuery>) => void setQuery(patch), [setQuery])
  const search = useCallback((email: string) => change({ filter: { email } }), [change])
  const signedIn = session.status === 'signed-in'

  useEffect(() => {
    void restore()
  }, [restore])

  if (session.status === 'signed-out') {
    return (
      <section className={styles.card} aria-labelledby={titleId} part="users-table">
        <h2 id={titleId} className={styles.title}>
          Team
        </h2>
        <p className={styles.note}>Sign in to see your team.</p>
      </section>
    )
  }

  const tenantId = session.activeTenant?.tenantId ?? session.user?.tenantId
  const busy = !signedIn || ['idle', 'loading', 'refreshing'].includes(users.status)
  return (
    <section className={styles.card} aria-labelledby={titleId} part="users-table">
      <div className={styles.header}>
        <div>
          <h2 id={titleId} className={styles.title}>
            Team
          </h2>
          <p className={styles.count}>Everyone with access to this account.</p>
        </div>
        {signedIn ? <UsersSearch value={query.filter.email} onSearch={search} /> : null}
      </div>
      <UsersList
        users={users}
        query={query}
        busy={busy}
        tenantId={tenantId}
        labelledBy={titleId}
        onSort={change}
        onRetry={() => void load()}
      />
      {users.totalItems > 0 ? (
        <UsersPager
          page={query.page}
          pageSize={query.pageSize}
          totalItems={users.totalItems}
          totalPages={users.totalPages}
          onPage={(page) => change({ page })}
        />
      ) : null}
    </section>
  )
}
