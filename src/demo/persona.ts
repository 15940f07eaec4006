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
 * one that starts with `super` is a super user, anyone else is the tenant's Admin. An impersonated
 * user (`ownRole`) is none of these: they get their own role's rights and nothing more.
 */
export function demoPersona(email: string, ownRole?: string): DemoPersona {
  const local = (email.split('@')[0] ?? '').toLowerCase()
  const roleKey =
    ownRole ?? PREFIX_ROLES.find(([prefix]) => local.startsWith(prefix))?.[1] ?? 'Admin'
  const role = demoRole(roleKey)
  const permissions = DEMO_PERMISSIONS.filter((entry) => role.permissions.includes(entry.id))
  return {
    role,
    permissions: roleKey === 'Admin' && !ownRole ? [...permissions, IMPERSONATE] : permissions,
    superUser: !ownRole && local.startsWith('super'),
  }
}

/**
 * Impersonation, which no role holds on the server and only the vendor grants: the demo's
 * vendor granted it to the Admin persona, so the Users page's Impersonate can be tried.
 */
const IMPERSONATE: UserPermission = {
  id: 'perm-fe.secure.impersonate.users',
  key: 'fe.secure.impersonate.users',
  name: 'Impersonate users',
  description: 'Act as a user of the account, with a reason, for 30 minutes',
  fePermission: true,
  roleIds: [],
  categoryId: 'users',
  createdAt: '2025-01-06T09:00:00.000Z',
  updatedAt: '2025-01-06T09:00:00.000Z',
}
