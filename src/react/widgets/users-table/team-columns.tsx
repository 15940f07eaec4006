import { addEnglish } from '../../../i18n/index'
import { teamColumns as teamColumnsEnglish } from '../../../i18n/messages/en'
import { chips } from './user-columns'
import type { Group } from '../../../api/groups'
import type { UserV3 } from '../../../api/index'
import type { DataColumn } from '../../ui/index'
import type { UserCellContext } from './user-columns'

addEnglish(teamColumnsEnglish)

/** What the groups and managed-by cells need besides the cell context. */
export interface TeamColumnsContext extends UserCellContext {
  /** User id → groups; `null` when they cannot be read, `undefined` while loading. */
  groups: ReadonlyMap<string, Group[]> | null | undefined
}

/** The team's groups and managed-by columns (spec: users table columns). */
export function teamColumns(context: TeamColumnsContext): DataColumn<UserV3>[] {
  const { t, styles, groups } = context
  const header = t('teamColumns.groups')
  return [
    {
      id: 'groups',
      header,
      fold: 'early',
      cell: (user) =>
        chips(
          (groups?.get(user.id) ?? []).map((group) => group.name),
          header,
          // Unreadable or still loading: nothing rather than a wrong "No groups".
          groups ? t('teamColumns.noGroups') : '',
          'group',
          styles,
        ),
    },
    {
      id: 'managedBy',
      header: t('teamColumns.managedBy'),
      fold: 'early',
      nowrap: true,
      // A provisioned member names its connection too ("Directory (SCIM) · Okta").
      cell: (user) =>
        user.managedBy === 'scim2'
          ? [t('teamColumns.managedBy.scim2'), user.scimConnectionName].filter(Boolean).join(' · ')
          : t('teamColumns.managedBy.frontegg'),
    },
  ]
}
