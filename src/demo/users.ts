import { USERS_PATHS } from '../api'
import { EMAIL_MAX_LENGTH, WIRE_ERROR_CODES } from '../wire'
import { demoEmailDomainRefusal } from './email-domains'
import { DEMO_ROLES } from './fixtures/roles'
import { DEMO_TENANT } from './fixtures/tenant'
import { scimOwned } from './fixtures/users'
import { demoSubAccountOf } from './hierarchy-tokens'
import { fail, field, ok } from './http'
import { inviteInDemo } from './invitations'
import { queryUsers } from './users-query'
import type { TeamUser, UserV3 } from '../api'
import type { DemoModule } from './app'
import type { DemoState } from './state'

const EMAIL = /^[^\s@]+@[^\s@.]+(\.[^\s@.]+)+$/

const roleIdsOf = (user: UserV3): string[] =>
  user.tenants.flatMap((tenant) => tenant.roles.map((role) => role.id))

const teamUser = (user: UserV3): TeamUser => ({
  ...user,
  vendorId: DEMO_TENANT.vendorId,
  roleIds: roleIdsOf(user),
  roles: user.tenants.flatMap((tenant) => tenant.roles),
})

/**
 * The members of the tenant the persona works in: each tenant's own, and the persona's row, which
 * belongs to both (shown with its role in the active one).
 */
export function activeTenantMembers(state: DemoState): UserV3[] {
  return state.users.flatMap((user) => {
    if (user.id === state.adminId) {
      const roles = user.tenants[0]?.roles ?? []
      return [{ ...user, tenantId: state.tenantId, tenants: [{ tenantId: state.tenantId, roles }] }]
    }
    return user.tenantIds.includes(state.tenantId) ? [user] : []
  })
}

/**
 * The tenant's users: the users v3 list and roles as the server answers them, and, statefully,
 * adding a user (who then sorts first, being the newest) and removing one (who then is gone).
 */
export const users: DemoModule = ({ state, route, signedIn }) => {
  route(
    'GET',
    USERS_PATHS.usersV3,
    signedIn(({ query, now, token }) => {
      const tenantId = query.get('_tenantId')
      // With a sub-account's token ("open this account"): that account's people (hierarchy.ts).
      const acting = demoSubAccountOf(state, token)
      if (tenantId && tenantId.toLowerCase() !== (acting ?? state.tenantId)) {
        return fail(403, 'Users of another account cannot be listed')
      }
      const members = acting
        ? state.users.filter((user) => user.tenantIds.includes(acting))
        : activeTenantMembers(state)
      const page = queryUsers(members, query, now)
      return 'items' in page ? ok(page) : fail(page.status, page.message)
    }, 'fe.secure.read.users'),
  )

  route(
    'GET',
    USERS_PATHS.usersRoles,
    signedIn(({ query }) => {
      const ids = query.get('ids')
      if (!ids) return fail(400, 'ids is required')
      const wanted = new Set(ids.split(',').map((id) => id.trim()))
      return ok(
        state.users
          .filter((user) => wanted.has(user.id))
          .map((user) => ({
            vendorId: DEMO_TENANT.vendorId,
            tenantId: state.tenantId,
            userId: user.id,
            roleIds: roleIdsOf(user),
          })),
      )
    }, 'fe.secure.read.users'),
  )

  route(
    'POST',
    USERS_PATHS.addUser,
    signedIn(({ body, now }) => {
      const email = field(body, 'email')
      const name = field(body, 'name')
      const roleIds = field(body, 'roleIds') ?? []
      if (typeof email !== 'string' || email.length > EMAIL_MAX_LENGTH || !EMAIL.test(email)) {
        return fail(400, 'email must be a valid email address')
      }
      if (!Array.isArray(roleIds) || !roleIds.every((id) => DEMO_ROLES.some((r) => r.id === id))) {
        return fail(400, 'roleIds must be ids of roles of this account')
      }
      const restricted = demoEmailDomainRefusal(state, email)
      if (restricted) return restricted
      if (state.users.some((user) => user.email?.toLowerCase() === email.toLowerCase())) {
        return fail(409, 'A user with this email already exists', WIRE_ERROR_CODES.conflict)
      }
      const id = `demo-user-${now.toString(36)}-${state.users.length + 1}`
      const user: UserV3 = {
        id,
        sub: id,
        email,
        name: typeof name === 'string' && name.trim() ? name.trim() : (email.split('@')[0] ?? ''),
        profilePictureUrl: null,
        verified: false,
        mfaEnrolled: false,
        provider: 'local',
        tenantId: state.tenantId,
        tenantIds: [state.tenantId],
        activatedForTenant: false,
        isLocked: false,
        isDisabled: false,
        tenants: [
          {
            tenantId: state.tenantId,
            // As the server: without roles, the account's default ones (the Viewer).
            roles: DEMO_ROLES.filter((role) =>
              roleIds.length > 0 ? roleIds.includes(role.id) : role.isDefault,
            ),
          },
        ],
        managedBy: 'frontegg',
        metadata: '{}',
        createdAt: new Date(now).toISOString(),
      }
      state.users = [user, ...state.users]
      inviteInDemo(state, { id, email })
      return ok(teamUser(user), 201)
    }, 'fe.secure.write.users'),
  )

  route(
    'DELETE',
    USERS_PATHS.deleteUser,
    signedIn(({ params }) => {
      const user = state.users.find((candidate) => candidate.id === params.userId)
      if (!user) return fail(404, 'User not found')
      const owned = scimOwned(user, 'remove')
      if (owned) return owned
      if (user.id === state.adminId) return fail(403, 'You cannot remove yourself')
      state.users = state.users.filter((candidate) => candidate !== user)
      return ok(teamUser(user))
    }, 'fe.secure.delete.users'),
  )
}
