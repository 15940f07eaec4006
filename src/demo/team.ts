import { TEAM_PATHS } from '../api/team-paths'
import { DEMO_PERMISSIONS, DEMO_ROLES } from './fixtures/roles'
import { DEMO_TENANT } from './fixtures/tenant'
import { scimOwned } from './fixtures/users'
import { fail, field, ok } from './http'
import { demoPersona } from './persona'
import { demoSessionEmail } from './state'
import type { UserV3 } from '../api'
import type { DemoModule } from './app'

/**
 * The team page's per-user changes in demo mode, on the server's paths: roles (the empty-string
 * role id means none), lock, disable and enable, temporary members (expiry = now plus the
 * seconds, permanent clears it), each only on a member whose permissions the persona holds too
 * (as the server's `assertMayManage`). Each changes the demo's users locally; removing and adding
 * are in `users.ts`.
 */
export const team: DemoModule = ({ state, route, signedIn }) => {
  const member = (userId: string | undefined) =>
    state.users.find((candidate) => candidate.id === userId)
  const change = (userId: string | undefined, edit: (user: UserV3) => UserV3) => {
    state.users = state.users.map((user) => (user.id === userId ? edit(user) : user))
  }
  /** As the server: a 403 when `user` holds a permission the persona does not (it is stronger). */
  const stronger = (user: UserV3) => {
    const email = demoSessionEmail(state)
    const held = new Set(email ? demoPersona(email).role.permissions : [])
    const theirs = (user.tenants[0]?.roles ?? []).flatMap(
      (role) => DEMO_ROLES.find((known) => known.id === role.id)?.permissions ?? [],
    )
    const missing = DEMO_PERMISSIONS.filter((p) => theirs.includes(p.id) && !held.has(p.id))
    if (missing.length === 0) return null
    return fail(
      403,
      `You can only manage members whose permissions you hold yourself; ${user.email ?? user.name} also holds ${missing
        .map((p) => p.name)
        .sort()
        .join(', ')}`,
    )
  }

  route(
    'PUT',
    TEAM_PATHS.updateUser,
    signedIn(({ body }) => {
      const id = field(body, 'id')
      const roleIds = field(body, 'roleIds')
      const user = member(typeof id === 'string' ? id : undefined)
      if (!user) return fail(404, 'User not found')
      // Not a list: one unknown role, a 400 like any id that is not a role here.
      const wanted = (Array.isArray(roleIds) ? roleIds : [null]).filter((roleId) => roleId !== '')
      const roles = DEMO_ROLES.filter((role) => wanted.includes(role.id))
      if (roles.length !== wanted.length) return fail(400, 'roleIds: not a role of this account')
      const refused = stronger(user)
      if (refused) return refused
      // No privilege escalation: the persona grants only roles whose permissions it holds.
      const email = demoSessionEmail(state)
      const held = new Set(email ? demoPersona(email).role.permissions : [])
      const current = new Set((user.tenants[0]?.roles ?? []).map((role) => role.id))
      const added = roles.filter((role) => !current.has(role.id))
      if (added.some((role) => role.permissions.some((permission) => !held.has(permission)))) {
        return fail(403, 'A role can be granted only by someone who holds all of its permissions')
      }
      change(user.id, (shown) => ({
        ...shown,
        tenants: [{ tenantId: DEMO_TENANT.tenantId, roles }],
      }))
      return ok({
        ...member(user.id),
        vendorId: DEMO_TENANT.vendorId,
        roleIds: roles.map((role) => role.id),
        roles,
      })
    }, 'fe.secure.write.users'),
  )

  // Lock, disable and enable: one flag each. (The demo's tenant has several admins: the server's
  // last-administrator rule never arises in it.)
  // A member a provisioning connection manages is disabled and enabled in the directory only.
  for (const [path, flag, value, owned] of [
    [TEAM_PATHS.lock, 'isLocked', true, null],
    [TEAM_PATHS.disable, 'isDisabled', true, 'disable'],
    [TEAM_PATHS.enable, 'isDisabled', false, 'enable'],
  ] as const) {
    route(
      'POST',
      path,
      signedIn(({ params }) => {
        const user = member(params.userId)
        if (!user) return fail(404, 'User not found')
        const refused = (owned && scimOwned(user, owned)) ?? stronger(user)
        if (refused) return refused
        change(user.id, (shown) => ({ ...shown, [flag]: value }))
        return ok({})
      }, 'fe.secure.write.users'),
    )
  }

  route(
    'PUT',
    TEAM_PATHS.temporary,
    signedIn(({ params, body, now }) => {
      const seconds = field(body, 'expirationInSeconds')
      const user = member(params.userId)
      if (!user) return fail(404, 'User not found')
      const refused = scimOwned(user, 'set an end date for') ?? stronger(user)
      if (refused) return refused
      if (typeof seconds !== 'number' || !Number.isInteger(seconds) || seconds < 60) {
        return fail(400, 'expirationInSeconds: at least 60')
      }
      const temporaryExpirationDate = new Date(now + seconds * 1000).toISOString()
      change(params.userId, (user) => ({ ...user, temporaryExpirationDate }))
      return ok({})
    }, 'fe.secure.write.users'),
  )

  route(
    'DELETE',
    TEAM_PATHS.temporary,
    signedIn(({ params }) => {
      const user = member(params.userId)
      if (!user) return fail(404, 'User not found')
      const refused = stronger(user)
      if (refused) return refused
      change(params.userId, ({ temporaryExpirationDate: _gone, ...shown }) => shown)
      return ok({})
    }, 'fe.secure.write.users'),
  )

  route(
    'GET',
    TEAM_PATHS.temporaryConfiguration,
    signedIn(() => ok({ enabled: true }), 'fe.secure.read.users'),
  )
}
