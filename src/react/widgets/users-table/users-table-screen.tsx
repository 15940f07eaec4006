import { useAtomValue, useSetAtom, useStore } from 'jotai'
import { useCallback, useEffect, useId } from 'react'
import {
  loadUsersAtom,
  restoreSessionAtom,
  sessionAtom,
  setUsersQueryAtom,
  usersAtom,
  usersQueryAtom,
} from '../../../atoms/index'
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
  const store = useStore()
  const session = useAtomValue(sessionAtom)
  const users = useAtomValue(usersAtom)
  const query = useAtomValue(usersQueryAtom)
  const restore = useSetAtom(restoreSessionAtom)
  const load = useSetAtom(loadUsersAtom)
  const setQuery = useSetAtom(setUsersQueryAtom)
  const change = useCallback((patch: Partial<UsersQuery>) => void setQuery(patch), [setQuery])
  const search = useCallback((email: string) => change({ email }), [change])
  const signedIn = session.status === 'signed-in'
  const userId = session.user?.id

  useEffect(() => {
    void restore()
  }, [restore])

  useEffect(() => {
    // Another table of the same store may already be loading this session's list.
    if (signedIn && store.get(usersAtom).status === 'idle') void load()
  }, [signedIn, userId, store, load])

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
  const busy = !signedIn || users.status === 'loading' || users.status === 'idle'
  return (
    <section className={styles.card} aria-labelledby={titleId} part="users-table">
      <div className={styles.header}>
        <div>
          <h2 id={titleId} className={styles.title}>
            Team
          </h2>
          <p className={styles.count}>Everyone with access to this account.</p>
        </div>
        {signedIn ? <UsersSearch value={query.email} onSearch={search} /> : null}
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
