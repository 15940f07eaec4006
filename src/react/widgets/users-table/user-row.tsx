import { Avatar, useStyles } from '../../ui/index'
import { calendarDate, fullDateTime, relativeTime } from './format-time'
import { roleNames } from './role-names'
import { usersTableStyles } from './users-table.styles'
import type { UserV3 } from '../../../api/index'

/** Props of {@link UserRow}. */
export interface UserRowProps {
  user: UserV3
  tenantId: string | undefined
  locale: string | undefined
  now: number
}

/** One team member: who, roles in the active tenant, when they joined, when they were last seen. */
export function UserRow({ user, tenantId, locale, now }: UserRowProps) {
  const styles = useStyles(usersTableStyles)
  const roles = roleNames(user, tenantId)
  const joined = calendarDate(user.createdAt, locale)
  const lastSeen = relativeTime(user.lastLogin, now, locale)
  return (
    <tr part="row">
      <td>
        <div className={styles.person}>
          <Avatar name={user.name} email={user.email} />
          <div className={styles.personText}>
            <span className={styles.name}>{user.name || user.email}</span>
            {user.name ? <span className={styles.email}>{user.email}</span> : null}
          </div>
        </div>
      </td>
      <td>
        {roles.length > 0 ? (
          <ul className={styles.chips} aria-label="Roles">
            {roles.map((role) => (
              <li key={role} className={styles.chip} part="role">
                {role}
              </li>
            ))}
          </ul>
        ) : (
          <span className={styles.muted}>No roles</span>
        )}
      </td>
      <td className={styles.nowrap}>
        {joined ? (
          <time dateTime={user.createdAt} title={fullDateTime(user.createdAt, locale)}>
            {joined}
          </time>
        ) : (
          <span className={styles.muted}>—</span>
        )}
      </td>
      <td className={styles.nowrap}>
        {lastSeen ? (
          <time dateTime={user.lastLogin} title={fullDateTime(user.lastLogin, locale)}>
            {lastSeen}
          </time>
        ) : (
          <span className={styles.muted}>Never</span>
        )}
      </td>
    </tr>
  )
}
