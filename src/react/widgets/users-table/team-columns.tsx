import { Badge } from '../../ui/index'
import type { Group } from '../../../api/groups'
import type { UserV3 } from '../../../api/index'
import type { DataColumn } from '../../ui/index'
import type { UserCellContext } from './user-columns'

/** What the groups and managed-by cells need besides the cell context. */
export interface TeamColumnsContext extends UserCellContext {
  /** User id → groups; `null` when they cannot be read, `undefined` while loading. */
  groups: ReadonlyMap<string, Group[]> | null | undefined
}

/** The team's groups and managed-by columns (spec: users table columns). */
export function teamColumns(context: TeamColumnsContext): DataColumn<UserV3>[] {
  const { t, styles, groups } = context
  return [
    {
      id: 'groups',
      header: t('teamTable.column.groups'),
      fold: true,
      cell: (user) => {
        const mine = groups?.get(user.id) ?? []
        if (mine.length === 0)
          return <span className={styles.muted}>{groups ? t('teamTable.noGroups') : ''}</span>
        return (
          <ul className={styles.chips} aria-label={t('teamTable.column.groups')}>
            {mine.map((group) => (
              <li key={group.id} part="group">
                <Badge>{group.name}</Badge>
              </li>
            ))}
          </ul>
        )
      },
    },
    {
      id: 'managedBy',
      header: t('teamTable.column.managedBy'),
      fold: true,
      nowrap: true,
      cell: (user) =>
        user.managedBy === 'scim2' ? (
          <Badge>{t('teamTable.managedBy.scim2')}</Badge>
        ) : (
          <span className={styles.muted}>{t('teamTable.managedBy.frontegg')}</span>
        ),
    },
  ]
}
