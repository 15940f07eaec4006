import { Dialog, EmailText, useStyles } from '../../ui/index'
import { UserBadges } from './user-columns'
import { usersTableStyles } from './users-table.styles'
import type { UserV3 } from '../../../api/index'
import type { Translate } from '../../i18n/index'
import type { DataColumn } from '../../ui/index'

/** Props of {@link UserDetailsDialog}. */
export interface UserDetailsDialogProps {
  user: UserV3 | null
  /** The table's folding columns, shown here as label and value. */
  columns: readonly DataColumn<UserV3>[]
  t: Translate
  onClose: () => void
}

/** One user's details in a modal: email, status and every column of the table. */
export function UserDetailsDialog({ user, columns, t, onClose }: UserDetailsDialogProps) {
  const styles = useStyles(usersTableStyles)
  return (
    <Dialog open={user !== null} title={user ? user.name || user.email : ''} onClose={onClose}>
      {user ? (
        <dl className={styles.details}>
          <div>
            <dt>{t('users.email')}</dt>
            <dd>
              <EmailText email={user.email} />
            </dd>
          </div>
          <div>
            <dt>{t('users.status')}</dt>
            <dd className={styles.badges}>
              {user.isLocked || user.verified === false || user.mfaEnrolled ? (
                <UserBadges user={user} t={t} />
              ) : (
                t('users.active')
              )}
            </dd>
          </div>
          {columns
            .filter((column) => column.fold)
            .map((column) => (
              <div key={column.id}>
                <dt>{column.header}</dt>
                <dd>{column.cell(user)}</dd>
              </div>
            ))}
        </dl>
      ) : null}
    </Dialog>
  )
}
