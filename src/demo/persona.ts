import { DEMO_PERMISSIONS, demoRole } from './fixtures/roles'
import type { Role, UserPermission } from '../api'

/** Who a demo sign-in becomes: a role, its permissions, and whether a super user. */
export interface DemoPersona {
  role: Role
  permissions: UserPermission[]
  superUser: boolean
}

/** Email local-part prefixes that pick a role other than Admin. */
const PREFIX_ROLES: readonly [prefix: string, role: string][] = [
  ['viewer', 'Viewer'],
  ['support', 'Support'],
  ['readonly', 'ReadOnly'],
  ['editor', 'Editor'],
]

/**
 * The persona of a demo email, so every guard can be tried without a server: a local part that
 * starts with `viewer`, `support`, `readonly` or `editor` signs in with that role (and its permissions),
 * one that starts with `super` is a super user, anyone else is the tenant's Admin.
 */
export function demoPersona(email: string): DemoPersona {
  const local = (email.split('@')[0] ?? '').toLowerCase()
  const roleKey = PREFIX_ROLES.find(([prefix]) => local.startsWith(prefix))?.[1] ?? 'Admin'
  const role = demoRole(roleKey)
  return {
    role,
    permissions: DEMO_PERMISSIONS.filter((permission) => role.permissions.includes(permission.id)),
    superUser: local.startsWith('super'),
  }
}
