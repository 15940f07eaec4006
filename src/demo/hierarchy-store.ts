import { HIERARCHY_PATHS } from '../api/hierarchy'
import { DEMO_ROLES, demoRole } from './fixtures/roles'
import { DEMO_TENANT } from './fixtures/tenant'
import { carryPermissions, subAccountTokens } from './hierarchy-tokens'
import { fail, field, ok } from './http'
import { createDemoToken } from './token'
import type { SubAccountAccessType } from '../api/hierarchy'
import type { UserV3 } from '../api/index'
import type { DemoApp } from './app'

interface DemoAccount {
  tenantId: string
  name: string
  parentId: string
  createdAt: string
  isReseller: boolean
  accessType: SubAccountAccessType
}

const SEED: [id: string, name: string, parent: string | null, reseller: boolean, people: string][] =
  [
    ['demo-sub-europe', 'Acme Europe', null, true, 'Elena Petrova, Jonas Weber'],
    ['demo-sub-france', 'Acme France', 'demo-sub-europe', true, 'Camille Durand'],
    ['demo-sub-paris', 'Paris store', 'demo-sub-france', false, 'Louis Bernard, Inès Moreau'],
    ['demo-sub-americas', 'Acme Americas', null, false, 'Grace Miller'],
    ['demo-sub-canada', 'Acme Canada', 'demo-sub-americas', false, 'Noah Tremblay'],
  ]

/**
 * Roles the persona was given in a sub-account (`subTenantsRoles`): its token carries their
 * permissions, as the server's does; elsewhere the persona acts with their own.
 */
const personaRoles = new Map([['demo-sub-canada', 'Viewer']])

const person = (name: string, tenantId: string, createdAt: string): UserV3 => {
  const local = name
    .toLowerCase()
    .normalize('NFD')
    .replace(/[^a-z ]/g, '')
    .replace(' ', '.')
  return {
    id: `demo-${local.replace('.', '-')}`,
    email: `${local}@acme.test`,
    name,
    sub: `demo-${local}`,
    verified: true,
    mfaEnrolled: false,
    tenantId,
    tenantIds: [tenantId],
    tenants: [{ tenantId, roles: [demoRole('Viewer')] }],
    metadata: '{}',
    createdAt,
    activatedForTenant: true,
  }
}

/**
 * The state and answers of the account hierarchy in demo mode (issue 23): the persona's Acme is a reseller with a tree three
 * levels deep (Europe > France > Paris store, Americas > Canada) and people in each sub-account;
 * the All accounts page's calls (search by level or name, counts, create, rename, delete with
 * everything under it, management, access type, people, roles) and "open this account", whose
 * token users v3 honours (`demoSubAccountOf`).
 */
export const createHierarchyDemo = ({ state, route, signedIn, startedAt }: DemoApp) => {
  const created = new Date(startedAt - 90 * 86_400_000).toISOString()
  const root = DEMO_TENANT.tenantId
  const accounts = new Map<string, DemoAccount>(
    SEED.map(([tenantId, name, parent, isReseller]) => [
      tenantId,
      {
        tenantId,
        name,
        parentId: parent ?? root,
        createdAt: created,
        isReseller,
        accessType: 'alwaysOn',
      },
    ]),
  )
  for (const [tenantId, , , , people] of SEED) {
    state.users.push(...people.split(', ').map((name) => person(name, tenantId, created)))
  }
  const tokens = subAccountTokens(state)
  const read = 'fe.account-hierarchy.read.subAccount'
  const write = 'fe.account-hierarchy.write.subAccount'
  const below = (parentId: string): DemoAccount[] =>
    [...accounts.values()].filter((account) => account.parentId === parentId)
  const under = (parentId: string): DemoAccount[] =>
    below(parentId).flatMap((account) => [account, ...under(account.tenantId)])
  const scope = () => (state.tenantId === root ? root : undefined)
  const found = (id: string) => {
    const account = accounts.get(id)
    return account && scope() ? account : undefined
  }
  const view = (account: DemoAccount) => ({
    tenantId: account.tenantId,
    name: account.name,
    createdAt: account.createdAt,
    metadata: { isParent: below(account.tenantId).length > 0 },
    isReseller: account.isReseller,
    subAccountAccessType: account.accessType,
  })
  const members = (tenantId: string) =>
    state.users.filter((user) => user.tenantIds.includes(tenantId))

  route(
    'GET',
    HIERARCHY_PATHS.search,
    signedIn(({ query }) => {
      const top = scope()
      if (!top) return ok({ items: [], _metadata: { totalItems: 0, totalPages: 0 } })
      const limit = Number(query.get('_limit') ?? 50) || 50
      const page = Number(query.get('_offset') ?? 0) || 0
      const filter = query.get('_filter')?.trim().toLowerCase()
      const parent = query.get('_subTenantId') ?? top
      const all = filter
        ? under(top).filter((account) => account.name.toLowerCase().includes(filter))
        : below(parent)
      const sorted = all.sort((a, b) => a.name.localeCompare(b.name))
      const items = sorted.slice(page * limit, page * limit + limit).map(view)
      const totalPages = Math.ceil(sorted.length / limit)
      return ok({ items, _metadata: { totalItems: sorted.length, totalPages } })
    }, read),
  )
  route(
    'POST',
    HIERARCHY_PATHS.usersCount,
    signedIn(({ body }) => {
      const ids = field(body, 'tenantIds')
      if (!Array.isArray(ids)) return fail(400, 'tenantIds is required')
      return ok(
        ids
          .filter((id): id is string => typeof id === 'string' && found(id) !== undefined)
          .map((tenantId) => ({
            tenantId,
            totalUsers: members(tenantId).length,
            totalAccessAllowedUsers: 0,
          })),
      )
    }, read),
  )
  route(
    'POST',
    HIERARCHY_PATHS.subTenants,
    signedIn(({ body, now }) => {
      const name = field(body, 'name')
      const parentId = field(body, 'parentTenantId')
      if (typeof name !== 'string' || name.trim() === '') return fail(400, 'name is required')
      // Without a parent: under the account itself, as the server does.
      const wanted = parentId === undefined || parentId === root ? undefined : parentId
      const parent = typeof wanted === 'string' ? found(wanted) : undefined
      if (!scope() || (wanted !== undefined && !parent)) {
        return fail(404, 'No such sub-account under this account')
      }
      const tenantId = `demo-sub-${now.toString(36)}`
      const account: DemoAccount = {
        tenantId,
        name: name.trim(),
        parentId: parent?.tenantId ?? root,
        createdAt: new Date(now).toISOString(),
        isReseller: false,
        accessType: 'defaultOff',
      }
      accounts.set(tenantId, account)
      return ok({ tenantId, name: account.name })
    }, write),
  )
  const change = (id: string, apply: (account: DemoAccount) => void) => {
    const account = found(id)
    if (!account) return fail(404, 'No such sub-account under this account')
    apply(account)
    return ok({ tenantId: account.tenantId, name: account.name })
  }
  route(
    'PATCH',
    `${HIERARCHY_PATHS.subTenants}/:tenantId`,
    signedIn(({ params, body }) => {
      const name = field(body, 'name')
      if (typeof name !== 'string' || name.trim() === '') return fail(400, 'name is required')
      return change(params.tenantId ?? '', (account) => (account.name = name.trim()))
    }, write),
  )
  route(
    'PUT',
    `${HIERARCHY_PATHS.subTenants}/:tenantId/management`,
    signedIn(
      ({ params, body }) =>
        change(
          params.tenantId ?? '',
          (account) => (account.isReseller = field(body, 'isReseller') === true),
        ),
      write,
    ),
  )
  route(
    'PUT',
    `${HIERARCHY_PATHS.subTenants}/:tenantId/hierarchy-settings`,
    signedIn(({ params, body }) => {
      const type = field(body, 'subAccountAccessType')
      if (type !== 'defaultOff' && type !== 'defaultOn' && type !== 'alwaysOn') {
        return fail(400, 'subAccountAccessType: one of defaultOff, defaultOn, alwaysOn')
      }
      return change(params.tenantId ?? '', (account) => (account.accessType = type))
    }, write),
  )
  route(
    'DELETE',
    `${HIERARCHY_PATHS.subTenants}/:tenantId`,
    signedIn(({ params }) => {
      const account = found(params.tenantId ?? '')
      if (!account) return fail(404, 'No such sub-account under this account')
      for (const gone of [account, ...under(account.tenantId)]) accounts.delete(gone.tenantId)
      return ok({})
    }, 'fe.account-hierarchy.delete.subAccount'),
  )
  route(
    'POST',
    HIERARCHY_PATHS.userToken,
    signedIn(({ body, now }) => {
      const tenantId = field(body, 'tenantId')
      const account = typeof tenantId === 'string' ? found(tenantId) : undefined
      if (!account || account.accessType === 'defaultOff') {
        return fail(
          403,
          'You have no access to this account. Ask an administrator of your account for access',
        )
      }
      const given = personaRoles.get(account.tenantId)
      const permissions = given && demoRole(given).permissions.map((id) => id.replace(/^perm-/, ''))
      const accessToken = createDemoToken({
        tenantId: account.tenantId,
        via: root,
        iat: now,
        ...(permissions ? { permissions } : {}),
      })
      state.tokens.add(accessToken)
      tokens.set(accessToken, account.tenantId)
      if (permissions) carryPermissions(state, accessToken, permissions)
      return ok({ accessToken, expires: new Date(now + 3_600_000).toISOString(), expiresIn: 3600 })
    }),
  )
  route(
    'POST',
    HIERARCHY_PATHS.addUsers,
    signedIn(({ body, now }) => {
      const tenantId = field(body, 'tenantId')
      const users = field(body, 'users')
      if (typeof tenantId !== 'string' || !found(tenantId))
        return fail(404, 'No such sub-account under this account')
      if (!Array.isArray(users) || users.length === 0) return fail(400, 'users is required')
      for (const entry of users) {
        const email = field(entry, 'email')
        if (typeof email !== 'string' || !email.includes('@'))
          return fail(400, 'email: not an email address')
        const name = field(entry, 'name')
        const added = person(
          typeof name === 'string' && name ? name : (email.split('@')[0] ?? email),
          tenantId,
          new Date(now).toISOString(),
        )
        state.users.unshift({
          ...added,
          id: `demo-added-${now.toString(36)}`,
          email,
          activatedForTenant: false,
        })
      }
      return ok({})
    }, write),
  )
  route(
    'DELETE',
    HIERARCHY_PATHS.subTenantUsers,
    signedIn(({ body }) => {
      const userId = field(body, 'userId')
      const index = state.users.findIndex((user) => user.id === userId && user.id !== state.adminId)
      if (index < 0) return fail(404, 'User not found')
      state.users.splice(index, 1)
      return ok({})
    }, write),
  )
  route(
    'PATCH',
    `${HIERARCHY_PATHS.subTenantUsers}/:userId/roles`,
    signedIn(({ params, body }) => {
      const user = state.users.find((candidate) => candidate.id === params.userId)
      const entries = field(body, 'subTenantsRoles')
      if (!user || !Array.isArray(entries)) return fail(404, 'User not found')
      const roleIds = field(entries[0], 'roleIds')
      const roles = Array.isArray(roleIds)
        ? DEMO_ROLES.filter((role) => roleIds.includes(role.id))
        : []
      user.tenants = user.tenants.map((tenant) => ({ ...tenant, roles }))
      return ok({})
    }, write),
  )
}
