import { Avatar, Badge, ContactText } from '../../ui/index'
import { calendarDate, fullDateTime, relativeTime } from './format-time'
import { roleNames } from './role-names'
import type { UserV3 } from '../../../api/index'
import type { Translate } from '../../i18n/index'
import type { DataColumn } from '../../ui/index'
import type { usersTableStyles } from './users-table.styles'

/** What the cells need besides the user. */
export interface UserCellContext {
  t: Translate
  tenantId: string | undefined
  locale: string | undefined
  now: number
  styles: ReturnType<typeof usersTableStyles>
}

/** The user's state as badges: locked, unverified, MFA. */
function UserBadges({ user, t }: { user: UserV3; t: Translate }) {
  return (
    <>
      {user.isLocked ? <Badge tone="danger">{t('users.locked')}</Badge> : null}
      {user.verified === false ? <Badge tone="warning">{t('users.unverified')}</Badge> : null}
      {user.mfaEnrolled ? <Badge tone="success">{t('users.mfa')}</Badge> : null}
    </>
  )
}

function Person({ user, context }: { user: UserV3; context: UserCellContext }) {
  const { styles, t } = context
  return (
    <div className={styles.person}>
      <Avatar name={user.name} email={user.email} picture={user.profilePictureUrl} />
      <div className={styles.personText}>
        <span className={styles.name}>{user.name || <ContactText {...user} />}</span>
        {user.name ? (
          <span className={styles.email}>
            <ContactText {...user} />
          </span>
        ) : null}
        <span className={styles.badges}>
          <UserBadges user={user} t={t} />
        </span>
      </div>
    </div>
  )
}

/** A `<time>` with the full date as its tooltip, or a muted placeholder. */
function When({
  iso,
  text,
  none,
  context,
}: {
  iso?: string | undefined
  text: string | null
  none: string
  context: UserCellContext
}) {
  if (!text || !iso) return <span className={context.styles.muted}>{none}</span>
  return (
    <time dateTime={iso} title={fullDateTime(iso, context.locale)}>
      {text}
    </time>
  )
}

/** Names as a labelled list of badges (`part` each), or a muted `none`. */
export function chips(
  names: string[],
  label: string,
  none: string,
  part: string,
  styles: UserCellContext['styles'],
) {
  if (names.length === 0) return <span className={styles.muted}>{none}</span>
  return (
    <ul className={styles.chips} aria-label={label}>
      {names.map((name, index) => (
        <li key={index} part={part}>
          <Badge>{name}</Badge>
        </li>
      ))}
    </ul>
  )
}

/** The users table's columns: who (sorts by name), roles, joined (sorts by date), last seen. */
export function userColumns(context: UserCellContext): DataColumn<UserV3>[] {
  const { t, styles, tenantId, locale, now } = context
  return [
    {
      id: 'user',
      header: t('users.column.user'),
      sortKey: 'name',
      firstOrder: 'ASC',
      cell: (user) => <Person user={user} context={context} />,
    },
    {
      id: 'roles',
      header: t('users.column.roles'),
      fold: true,
      cell: (user) =>
        chips(roleNames(user, tenantId), t('users.roles'), t('users.noRoles'), 'role', styles),
    },
    {
      id: 'joined',
      header: t('users.column.joined'),
      sortKey: 'createdAt',
      firstOrder: 'DESC',
      fold: true,
      nowrap: true,
      cell: (user) => (
        <When
          iso={user.createdAt}
          text={calendarDate(user.createdAt, locale)}
          none={t('users.noDate')}
          context={context}
        />
      ),
    },
    {
      id: 'lastSeen',
      header: t('users.column.lastSeen'),
      fold: true,
      nowrap: true,
      cell: (user) => (
        <When
          iso={user.lastLogin}
          text={relativeTime(user.lastLogin, now, locale)}
          none={t('users.never')}
          context={context}
        />
      ),
    },
  ]
}
