import { Button, InlineAlert, useLocale, useNow, useStyles } from '../../ui/index'
import { SkeletonRows } from './skeleton-rows'
import { SortHeader } from './sort-header'
import { UserRow } from './user-row'
import { usersTableStyles } from './users-table.styles'
import type { UsersQuery, UsersState } from '../../../atoms/index'

/** Props of {@link UsersList}. */
export interface UsersListProps {
  users: UsersState
  query: UsersQuery
  /** Loading (first load shows skeleton rows; later loads keep the rows and mark the table busy). */
  busy: boolean
  tenantId: string | undefined
  labelledBy: string
  onSort: (change: Pick<UsersQuery, 'sortBy' | 'order'>) => void
  onRetry: () => void
}

const COLUMNS = 4

/** The table itself with its loading, empty and error states. */
export function UsersList({
  users,
  query,
  busy,
  tenantId,
  labelledBy,
  onSort,
  onRetry,
}: UsersListProps) {
  const styles = useStyles(usersTableStyles)
  const locale = useLocale()
  const now = useNow(60_000)
  const failed = users.status === 'error'
  const empty = users.status === 'ready' && users.items.length === 0

  let body
  if (users.items.length > 0)
    body = users.items.map((user) => (
      <UserRow key={user.id} user={user} tenantId={tenantId} locale={locale} now={now} />
    ))
  else if (empty)
    body = (
      <tr>
        <td colSpan={COLUMNS} className={styles.empty}>
          {query.filter.email.trim() ? 'No users match your search.' : 'No users yet.'}
        </td>
      </tr>
    )
  else if (!failed) body = <SkeletonRows count={5} />

  return (
    <>
      {failed ? (
        <div className={styles.errorRow}>
          <InlineAlert>{users.error?.message ?? 'The team could not be loaded.'}</InlineAlert>
          <Button variant="secondary" onClick={onRetry}>
            Retry
          </Button>
        </div>
      ) : null}
      {failed && users.items.length === 0 ? null : (
        <div className={styles.scroller}>
          <table
            className={styles.table}
            aria-labelledby={labelledBy}
            aria-busy={busy}
            part="table"
          >
            <thead>
              <tr>
                <SortHeader column="name" query={query} onSort={onSort}>
                  User
                </SortHeader>
                <th scope="col">Roles</th>
                <SortHeader column="createdAt" query={query} onSort={onSort}>
                  Joined
                </SortHeader>
                <th scope="col">Last seen</th>
              </tr>
            </thead>
            <tbody>{body}</tbody>
          </table>
        </div>
      )}
    </>
  )
}
