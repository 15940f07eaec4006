import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { addUser, admin, call, createTestServer, login } from '../helpers'
import { accountWithAdmin, makeReseller } from './support'
import type { TestServer } from '../helpers'

/**
 * The cross-tenant matrix's hierarchy dimension (issue 23): every route of the OpenAPI document
 * that takes a user's token (every later feature's too: the list is read from the document), called
 * by a member of one account with ids of another that is its parent, child, grandchild, sibling or
 * unrelated: in each path parameter, in the query (`tenantId`, `_tenantId`, `_subTenantId`,
 * `_tenantIds`, `ids`) and in a body naming it every way the hierarchy calls do. 0 leaks: no answer
 * holds the other account's member (id, email) or, where the caller may not even know it exists,
 * its id or name; and after all calls the other account's rows are as they were.
 *
 * The tree: Parent (reseller) > Child (reseller, defaultOff) > Grandchild; Parent > Sibling;
 * Unrelated on its own. A parent reads a child only under the access rules: Parent's admin sees
 * Child in the tree, but never its people (Child is defaultOff and that admin never said yes);
 * another admin of Parent who said yes acts in Child with its token, and from there never reaches
 * Child's sibling or an unrelated account.
 */
interface Account {
  name: string
  tenantId: string
  adminId: string
  adminEmail: string
  token: string
}

interface Pair {
  caller: string
  target: string
  /** What may appear: `people` only hides the target's people (its id and name may show). */
  hides: 'everything' | 'people'
  /** Use the Parent admin's sub-account token for Child instead of the caller's own. */
  via?: boolean
}

let server: TestServer
const stranger = 'stranger@outside.example'
const accounts: Record<string, Account> = {}
let viaToken = ''
let viaAdminToken = ''
const viaAdminEmail = 'allowed@parent.example'

interface Operation {
  security?: Record<string, unknown>[]
  responses: Record<string, { description?: string }>
}
let routes: { method: string; path: string }[] = []

const bodyNaming = (target: Account) => ({
  tenantId: target.tenantId,
  tenantIds: [target.tenantId],
  parentTenantId: target.tenantId,
  userId: target.adminId,
  id: target.adminId,
  ids: [target.adminId],
  // A stranger's address: inviting someone into one's own account is no leak of the target's.
  email: stranger,
  name: 'Taken over',
  user: { email: stranger },
  users: [{ email: stranger }],
  subTenants: [{ tenantId: target.tenantId, roleIds: [] }],
  subTenantsRoles: [{ tenantId: target.tenantId, roleIds: [] }],
  isReseller: true,
  subAccountAccessType: 'alwaysOn',
  allowAccess: true,
  roleIds: [],
})

const urlNaming = (path: string, target: Account) => {
  const filled = path
    .replace(/\{tenantId\}/g, target.tenantId)
    .replace(/\{[^}]+\}/g, target.adminId)
  const query = new URLSearchParams({
    tenantId: target.tenantId,
    _tenantId: target.tenantId,
    _subTenantId: target.tenantId,
    _tenantIds: target.tenantId,
    ids: target.adminId,
  })
  return `${filled}?${query.toString()}`
}

/** Everything of an account a route could change, as comparable text. */
const snapshotOf = async (target: Account) => {
  const [tenant, memberships, roles, user] = await Promise.all([
    server.db.selectFrom('tenants').selectAll().where('id', '=', target.tenantId).execute(),
    server.db
      .selectFrom('tenant_memberships')
      .selectAll()
      .where('tenant_id', '=', target.tenantId)
      .orderBy('user_id')
      .execute(),
    server.db
      .selectFrom('user_tenant_roles')
      .selectAll()
      .where('tenant_id', '=', target.tenantId)
      .orderBy('role_id')
      .execute(),
    server.db.selectFrom('users').selectAll().where('id', '=', target.adminId).execute(),
  ])
  // A top-level account's tree version moves when any account of its tree is added (the caller's
  // own sub-accounts too): bookkeeping of the tree, not a change of the account.
  const own = tenant.map(({ tree_version: _version, ...row }) => row)
  return JSON.stringify({ tenant: own, memberships, roles, user })
}

const tokenOf = async (pair: Pair) => {
  if (pair.via) return viaToken
  const caller = accounts[pair.caller]
  if (!caller) throw new Error(`no account ${pair.caller}`)
  return caller.token
}

/** Calls a route as the pair's caller; a session a route ended (sign-out) is signed in again. */
const hit = async (pair: Pair, route: { method: string; path: string }, target: Account) => {
  const init = {
    method: route.method.toUpperCase(),
    ...(route.method === 'get' ? {} : { body: bodyNaming(target) }),
  }
  const response = await call(server, urlNaming(route.path, target), {
    ...init,
    token: await tokenOf(pair),
  })
  if (response.status === 401) await signInAgain(pair)
  return response
}

const signInAgain = async (pair: Pair) => {
  const caller = accounts[pair.caller]
  if (!caller) return
  caller.token = (await login(server, caller.adminEmail)).token
  if (pair.via) {
    viaAdminToken = (await login(server, viaAdminEmail)).token
    viaToken = await subAccountToken(viaAdminToken, accounts.child?.tenantId ?? '')
  }
}

const subAccountToken = async (token: string, tenantId: string) => {
  const response = await call(server, '/identity/resources/users/v3/me/token', {
    token,
    body: { tenantId },
  })
  expect(response.status).toBe(200)
  return ((await response.json()) as { accessToken: string }).accessToken
}

const pairs: Pair[] = [
  { caller: 'child', target: 'parent', hides: 'everything' },
  { caller: 'child', target: 'sibling', hides: 'everything' },
  { caller: 'child', target: 'unrelated', hides: 'everything' },
  { caller: 'grandchild', target: 'child', hides: 'everything' },
  { caller: 'grandchild', target: 'parent', hides: 'everything' },
  { caller: 'sibling', target: 'grandchild', hides: 'everything' },
  { caller: 'parent', target: 'child', hides: 'people' },
  { caller: 'parent', target: 'grandchild', hides: 'people' },
  { caller: 'parent', target: 'unrelated', hides: 'everything' },
  { caller: 'parent', target: 'sibling', hides: 'everything', via: true },
  { caller: 'parent', target: 'unrelated', hides: 'everything', via: true },
]

beforeAll(async () => {
  server = await createTestServer()
  const document = (await (await call(server, '/openapi.json')).json()) as {
    paths: Record<string, Record<string, Operation>>
  }
  routes = Object.entries(document.paths).flatMap(([path, methods]) =>
    Object.entries(methods)
      .filter(
        ([, operation]) =>
          operation.security?.some((scheme) => 'bearerAuth' in scheme) &&
          operation.responses['401']?.description === 'Missing, invalid or expired access token',
      )
      .map(([method]) => ({ method, path })),
  )
  const parent = await accountWithAdmin(server, 'Parent Qx7', null, { isReseller: true })
  const child = await accountWithAdmin(server, 'Child Kv2', parent.tenantId, { isReseller: true })
  const grandchild = await accountWithAdmin(server, 'Grandchild Wm4', child.tenantId)
  const sibling = await accountWithAdmin(server, 'Sibling Jd9', parent.tenantId, {
    accessType: 'alwaysOn',
  })
  const unrelated = await accountWithAdmin(server, 'Unrelated Pb5', null, { isReseller: true })
  const named = { parent, child, grandchild, sibling, unrelated }
  for (const [key, account] of Object.entries(named)) {
    accounts[key] = {
      name: key === 'parent' ? 'Parent Qx7' : account.email,
      tenantId: account.tenantId,
      adminId: account.userId,
      adminEmail: account.email,
      token: account.token,
    }
  }
  for (const [key, name] of Object.entries({
    parent: 'Parent Qx7',
    child: 'Child Kv2',
    grandchild: 'Grandchild Wm4',
    sibling: 'Sibling Jd9',
    unrelated: 'Unrelated Pb5',
  })) {
    const account = accounts[key]
    if (account) account.name = name
  }
  // A second admin of Parent said yes to sub-accounts: the via token's holder. The first one
  // never did, so Child (defaultOff) keeps its people from them.
  const allowedId = await addUser(server, {
    email: viaAdminEmail,
    password: admin.password,
    tenantId: parent.tenantId,
    roleKeys: ['Admin'],
  })
  await server.db
    .updateTable('tenant_memberships')
    .set({ sub_account_access: true })
    .where('user_id', '=', allowedId)
    .execute()
  viaAdminToken = (await login(server, viaAdminEmail)).token
  viaToken = await subAccountToken(viaAdminToken, child.tenantId)
  await makeReseller(server, server.tenantId)
}, 120_000)
afterAll(() => server.close())

describe('the hierarchy matrix: parent, child, grandchild, sibling, unrelated', () => {
  it('covers every route of a user token', () => {
    expect(routes.length).toBeGreaterThan(150)
  })

  it('has callers whose tokens work: the sub-account token lists Child’s people', async () => {
    const child = accounts.child
    const response = await call(server, '/identity/resources/users/v3', { token: viaToken })
    expect(response.status).toBe(200)
    expect(await response.text()).toContain(child?.adminEmail)
    const tree = await call(server, '/tenants/resources/hierarchy/v1/tree', {
      token: accounts.parent?.token,
    })
    expect(await tree.text()).toContain(child?.tenantId)
  })

  it.each(pairs)(
    '$caller (via: $via) with ids of $target: 0 leaks, 0 changes',
    async (pair) => {
      const target = accounts[pair.target]
      if (!target) throw new Error(`no account ${pair.target}`)
      const before = await snapshotOf(target)
      const secrets =
        pair.hides === 'people'
          ? [target.adminId, target.adminEmail]
          : [target.adminId, target.adminEmail, target.tenantId, target.name]
      const leaks: string[] = []
      // A parent may reshape its children (tested in rest-api-hierarchy): not their people.
      const called =
        pair.hides === 'people'
          ? routes.filter((route) => !route.path.startsWith('/tenants/resources/sub-tenants/'))
          : routes
      for (const route of called) {
        const response = await hit(pair, route, target)
        const text = await response.text()
        // A refusal may repeat the id it was given (`eventKey: no such event <id>`); only an
        // answer that succeeded, or any answer naming what was never sent, is a leak.
        const sent = response.ok ? [] : [target.adminId, target.tenantId]
        const shown = secrets.filter((secret) => !sent.includes(secret) && text.includes(secret))
        if (shown.length > 0) leaks.push(`${route.method} ${route.path} ${response.status}`)
      }
      expect(leaks).toEqual([])
      expect(await snapshotOf(target)).toBe(before)
    },
    300_000,
  )
})
