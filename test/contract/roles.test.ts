import { describe, expect } from 'vitest'
import { AUTH_PATHS, USERS_PATHS } from '../../src/api'
import { ROLES_PATHS } from '../../src/api/roles'
import { vendorRoles } from '../../src/wire/permissions'
import { contract, signIn, startTargets, wireFailure } from './contract'
import type { Page, Role, UserV3 } from '../../src/api'
import type { RolePermission } from '../../src/api/roles'
import type { ContractTarget } from './targets'

startTargets()

/**
 * One set of roles (issue 24): the demo's personas and the server's seed both come from
 * `src/wire/permissions.ts`; these cases fail when either side's roles, permissions or what a
 * role may do drift apart.
 */
const get = async <T>(target: ContractTarget, path: string, token?: string) => {
  const answer = await target.request(path, { token: token ?? (await signIn(target)) })
  expect(answer.status, `${target.name} GET ${path}`).toBe(200)
  return answer.body as T
}

const asRole = (target: ContractTarget, roleKey: string) => {
  if (!target.signInWithRole) throw new Error(`${target.name} cannot sign in with a role`)
  return target.signInWithRole(roleKey)
}

/** The vendor's roles by key with their permissions as keys (ids differ between the sides). */
const vendorRoleTable = async (target: ContractTarget) => {
  const permissions = await get<RolePermission[]>(target, ROLES_PATHS.permissions)
  const keyOf = new Map(permissions.map((permission) => [permission.id, permission.key]))
  const roles = await get<Role[]>(target, ROLES_PATHS.roles)
  return roles
    .filter((role) => vendorRoles.some((vendorRole) => vendorRole.key === role.key))
    .map((role) => ({
      key: role.key,
      name: role.name,
      description: role.description,
      isDefault: role.isDefault,
      permissions: role.permissions.map((id) => keyOf.get(id)).sort(),
    }))
    .sort((a, b) => (a.key < b.key ? -1 : 1))
}

describe('roles: demo and server agree', () => {
  contract('the vendor roles, their defaults and their permissions are the same', async (t) => {
    const table = await vendorRoleTable(t)
    expect(table.map((role) => role.key)).toEqual([
      'Admin',
      'Editor',
      'ReadOnly',
      'Support',
      'Viewer',
    ])
    expect(table.filter((role) => role.isDefault).map((role) => role.key)).toEqual(['Viewer'])
    return table
  })

  contract('the permission catalogue is the same, each with the roles holding it', async (t) => {
    const roles = await get<Role[]>(t, ROLES_PATHS.roles)
    const roleKey = new Map(roles.map((role) => [role.id, role.key]))
    const permissions = await get<RolePermission[]>(t, ROLES_PATHS.permissions)
    return permissions
      .map((permission) => ({
        key: permission.key,
        name: permission.name,
        description: permission.description,
        roles: (permission.roleIds ?? []).map((id) => roleKey.get(id)).sort(),
      }))
      .sort((a, b) => (a.key < b.key ? -1 : 1))
  })

  contract('a member added without roles gets the default role (Viewer)', async (t) => {
    const token = await signIn(t)
    const added = await t.request(USERS_PATHS.addUser, {
      token,
      body: { email: 'no.roles@example.com', name: 'No Roles' },
    })
    expect(added.status, `${t.name} add user`).toBeLessThan(300)
    const team = await get<Page<UserV3>>(
      t,
      `${USERS_PATHS.usersV3}?_filter=${encodeURIComponent('no.roles@example.com')}`,
    )
    return team.items.map((user) =>
      user.tenants.flatMap((tenant) => tenant.roles.map((role) => role.key)),
    )
  })

  // Last: the demo keeps one session a tab, and this signs the Viewer in.
  contract(
    'a Viewer holds the same rights: sees the team and roles, changes nothing',
    async (t) => {
      const token = await asRole(t, 'Viewer')
      const authorization = await get<{ roles: Role[]; permissions: { key: string }[] }>(
        t,
        AUTH_PATHS.myAuthorization,
        token,
      )
      const team = await get<Page<UserV3>>(t, `${USERS_PATHS.usersV3}?_limit=1`, token)
      expect(team.items).toHaveLength(1)
      const refused = await t.request(USERS_PATHS.addUser, {
        token,
        body: { email: 'not.allowed@example.com', roleIds: [] },
      })
      return {
        roles: authorization.roles.map((role) => role.key),
        permissions: authorization.permissions.map((permission) => permission.key).sort(),
        addUser: wireFailure(t, refused, 403),
      }
    },
  )
})
