import { connectedActions, tenantActions, vendorActions } from './admin-actions'
import { billingActions } from './billing-actions'
import { hierarchyActions } from './hierarchy-actions'
import { impersonationActions } from './impersonation-actions'
import { userActions } from './user-actions'
import type { AuditActionInfo } from './action-entry'

export type { AuditActionInfo } from './action-entry'

/**
 * The one catalogue of audit actions: every audit row's `action` is one of these keys
 * (`writeAudit` and `auditedChange` take only them, so the compiler refuses a row whose action is
 * not listed). A key never changes once rows carry it; the display name may.
 */
export const auditActions = {
  ...userActions,
  ...tenantActions,
  ...connectedActions,
  ...vendorActions,
  ...billingActions,
  ...hierarchyActions,
  ...impersonationActions,
} as const satisfies Record<string, AuditActionInfo>

/** An audit action key (`user.invited`, `role.updated`, …). */
export type AuditActionKey = keyof typeof auditActions

/** Whether a string is a catalogued action key. */
export const isAuditAction = (key: string): key is AuditActionKey =>
  Object.hasOwn(auditActions, key)

/** The display name of a row's action; an uncatalogued one (an old or foreign row) as it is. */
export const actionDisplayName = (key: string): string =>
  isAuditAction(key) ? auditActions[key].displayName : key

/**
 * The keys that replaced the display-name actions rows were written with before the catalogue
 * (migration 0041 rewrites the stored rows with it).
 */
export const legacyActionKeys: Readonly<Record<string, AuditActionKey>> = {
  'Role created': 'role.created',
  'Role updated': 'role.updated',
  'Role deleted': 'role.deleted',
  'Role permissions updated': 'role.permissions.updated',
  'Permission roles updated': 'permission.roles.updated',
  'Group created': 'group.created',
  'Group updated': 'group.updated',
  'Group deleted': 'group.deleted',
  'Users added to group': 'group.users.added',
  'Users removed from group': 'group.users.removed',
  'Roles added to group': 'group.roles.added',
  'Roles removed from group': 'group.roles.removed',
  'Groups configuration updated': 'group.configuration.updated',
}
