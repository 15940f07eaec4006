import { ROLES_PATHS } from '../api/roles'
import { DEMO_PERMISSIONS, DEMO_ROLES } from './fixtures/roles'
import { fail, field, ok } from './http'
import { demoProfile } from './state'
import type { Role } from '../api'
import type { DemoModule } from './app'

const KEY = /^[A-Za-z0-9_.:-]{1,100}$/

/** The server's 400 for a bad role body, or null. */
const roleError = (body: unknown, creating: boolean): string | null => {
  const name = field(body, 'name')
  const key = field(body, 'key')
  if (creating && typeof key !== 'string') return 'key is required'
  if (key !== undefined && (typeof key !== 'string' || !KEY.test(key.trim())))
    return 'key: use 1 to 100 letters, digits, _ . : or -'
  if (creating && name === undefined) return 'name is required'
  if (name !== undefined && (typeof name !== 'string' || name.trim() === ''))
    return 'name: must not be empty'
  const description = field(body, 'description')
  if (typeof description === 'string' && description.length > 500)
    return 'description: at most 500 characters'
  return null
}

/**
 * The tenant's roles like the server: the spec's sample roles shared and read-only, the demo
 * account's own roles created, edited and deleted locally, and escalation refused (a role may hold
 * only permissions the signed-in persona holds).
 */
export const roles: DemoModule = ({ state, route, signedIn }) => {
  const own: Role[] = []
  const all = () => [...DEMO_ROLES, ...own]
  const held = () => new Set((demoProfile(state)?.permissions ?? []).map((p) => p.id))
  const escalation = (ids: readonly string[]) => {
    const mine = held()
    const missing = DEMO_PERMISSIONS.filter((p) => ids.includes(p.id) && !mine.has(p.id))
    return missing.length === 0
      ? null
      : fail(
          403,
          `You can only grant permissions you hold yourself; you lack ${missing.map((p) => p.key).join(', ')}`,
        )
  }
  const ownRole = (id: string | undefined) => {
    if (DEMO_ROLES.some((role) => role.id === id))
      return fail(
        403,
        'Roles shared by every account are managed by the vendor and cannot be changed',
      )
    return own.find((role) => role.id === id) ?? fail(404, 'Role not found')
  }
  const permissions = () =>
    DEMO_PERMISSIONS.map((permission) => ({
      ...permission,
      assignmentType: 'ASSIGNABLE' as const,
      roleIds: all()
        .filter((role) => role.permissions.includes(permission.id))
        .map((role) => role.id),
    }))

  route(
    'GET',
    ROLES_PATHS.roles,
    signedIn(() => ok(all()), 'fe.secure.read.roles', 'fe.secure.read.users'),
  )
  route(
    'GET',
    ROLES_PATHS.permissions,
    signedIn(() => ok(permissions()), 'fe.secure.read.roles', 'fe.secure.read.users'),
  )
  route(
    'GET',
    ROLES_PATHS.categories,
    signedIn(
      () => {
        const categories = new Map<string, string[]>()
        for (const p of DEMO_PERMISSIONS)
          categories.set(p.categoryId, [...(categories.get(p.categoryId) ?? []), p.id])
        return ok(
          [...categories].map(([id, permissionIds]) => ({
            id,
            name: id,
            description: `Permissions of ${id}`,
            feCategory: true,
            permissionIds,
            createdAt: DEMO_ROLES[0]?.createdAt,
            updatedAt: DEMO_ROLES[0]?.updatedAt,
          })),
        )
      },
      'fe.secure.read.roles',
      'fe.secure.read.users',
    ),
  )
  route(
    'POST',
    ROLES_PATHS.rolesV2,
    signedIn(({ body, now }) => {
      const error = roleError(body, true)
      if (error) return fail(400, error)
      const key = String(field(body, 'key')).trim()
      if (all().some((role) => role.key === key)) return fail(409, `key: ${key} is taken`)
      const ids = (field(body, 'permissionIds') as string[] | undefined) ?? []
      if (!ids.every((id) => DEMO_PERMISSIONS.some((p) => p.id === id)))
        return fail(400, 'permissionIds: unknown permission')
      const refused = escalation(ids)
      if (refused) return refused
      const at = new Date(now).toISOString()
      const role: Role = {
        id: crypto.randomUUID(),
        key,
        name: String(field(body, 'name')).trim(),
        description: (field(body, 'description') as string | undefined) ?? null,
        isDefault: field(body, 'isDefault') === true,
        permissions: [...new Set(ids)],
        tenantId: 'demo-tenant',
        vendorId: 'demo-vendor',
        level: 10,
        createdAt: at,
        updatedAt: at,
      }
      own.push(role)
      return ok(role)
    }, 'fe.secure.write.roles'),
  )
  route(
    'PATCH',
    `${ROLES_PATHS.roles}/:roleId`,
    signedIn(({ params, body }) => {
      const role = ownRole(params.roleId)
      if ('status' in role) return role
      const error = roleError(body, false) ?? escalation(role.permissions)
      if (error) return typeof error === 'string' ? fail(400, error) : error
      for (const name of ['key', 'name', 'description', 'isDefault'] as const) {
        const value = field(body, name)
        if (value !== undefined)
          Object.assign(role, { [name]: typeof value === 'string' ? value.trim() : value })
      }
      return ok(role)
    }, 'fe.secure.write.roles'),
  )
  route(
    'PUT',
    `${ROLES_PATHS.roles}/:roleId/permissions`,
    signedIn(({ params, body }) => {
      const role = ownRole(params.roleId)
      if ('status' in role) return role
      const ids = field(body, 'permissionIds')
      if (!Array.isArray(ids) || !ids.every((id) => DEMO_PERMISSIONS.some((p) => p.id === id)))
        return fail(400, 'permissionIds: unknown permission')
      const refused = escalation([...role.permissions, ...(ids as string[])])
      if (refused) return refused
      role.permissions = [...new Set(ids as string[])]
      return ok(role)
    }, 'fe.secure.write.roles'),
  )
  route(
    'DELETE',
    `${ROLES_PATHS.roles}/:roleId`,
    signedIn(({ params }) => {
      const role = ownRole(params.roleId)
      if ('status' in role) return role
      const refused = escalation(role.permissions)
      if (refused) return refused
      own.splice(own.indexOf(role), 1)
      return ok({})
    }, 'fe.secure.delete.roles'),
  )
}
