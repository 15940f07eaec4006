import { randomUUID } from 'node:crypto'
import { ContextHolder, createApiClient, FronteggApiError } from '@frontegg/rest-api'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { admin, createTestServer } from '../helpers'
import { makeReseller } from '../hierarchy/support'
import { auditRows, roleId } from '../invitations/support'
import { serveForRestApi } from './rest-api-peer'
import type { TestServer } from '../helpers'

/**
 * The account hierarchy through the real @frontegg/rest-api 7.x client over HTTP: every wire
 * §5.7 hierarchy call (rows 3-9), every §5.8 sub-tenant call (13 rows) and the sub-account token
 * (`GetUserJwt`, §5.3 row 1), on a reseller that builds EMEA > France and APAC.
 */
let server: TestServer
let peer: Awaited<ReturnType<typeof serveForRestApi>>
const client = createApiClient('hierarchy')
const emea = randomUUID()
const france = randomUUID()
const apac = randomUUID()

beforeAll(async () => {
  server = await createTestServer()
  peer = await serveForRestApi(server, 'hierarchy')
  await makeReseller(server, server.tenantId)
  const login = await client.auth.login({ email: admin.email, password: admin.password })
  ContextHolder.for('hierarchy').setAccessToken(login.accessToken)
})

afterAll(async () => {
  await peer.close()
  await server.close()
})

const refusal = async (call: Promise<unknown>) => {
  const error = await call.then(
    () => undefined,
    (reason: unknown) => reason,
  )
  expect(error).toBeInstanceOf(FronteggApiError)
  return error as FronteggApiError
}

const names = (items: { name: string }[]) => items.map((item) => item.name)

describe('@frontegg/rest-api 7.x: the account hierarchy', () => {
  it('creates, reads as a list, a tree and a search, renames and sets up sub-accounts', async () => {
    const root = server.tenantId
    const created = await client.subTenants.createSubTenant({
      tenantId: emea,
      name: 'Emea',
      parentTenantId: root,
    })
    expect(created).toMatchObject({ tenantId: emea, name: 'Emea' })
    await client.subTenants.createSubTenant({
      tenantId: france,
      name: 'France',
      parentTenantId: emea,
    })
    await client.subTenants.createSubTenant({ tenantId: apac, name: 'Apac', parentTenantId: root })

    const flat = (await client.tenants.getSubTenants()) as unknown as {
      tenantId: string
      level: number
    }[]
    expect(flat.map((row) => [row.tenantId, row.level])).toEqual([
      [apac, 1],
      [emea, 1],
      [france, 2],
    ])
    const tree = await client.tenants.getSubTenantsAsTree()
    expect(tree.tenantId).toBe(root)
    expect(tree.children.map((child) => child.tenantName)).toEqual(['Apac', 'Emea'])
    expect(tree.children[1]?.children.map((child) => child.tenantId)).toEqual([france])

    const level = await client.tenants.searchSubTenants({ _limit: 50, _offset: 0 })
    expect(names(level.items)).toEqual(['Apac', 'Emea'])
    expect(level.items[1]?.metadata.isParent).toBe(true)
    // Pages by number, either order; a page past the end is empty and still gives the total.
    const second = await client.tenants.searchSubTenants({
      _limit: 1,
      _offset: 1,
      _order: 'DESC' as never,
    })
    expect(names(second.items)).toEqual(['Apac'])
    expect(second._metadata).toEqual({ totalItems: 2, totalPages: 2 })
    const beyond = await client.tenants.searchSubTenants({ _filter: 'a', _limit: 1, _offset: 5 })
    expect(beyond.items).toEqual([])
    expect(beyond._metadata).toEqual({ totalItems: 3, totalPages: 3 })
    const found = await client.tenants.searchSubTenants({ _filter: 'fra' })
    expect(names(found.items)).toEqual(['France'])
    const children = await client.tenants.searchSubTenants({ _subTenantId: emea })
    expect(names(children.items)).toEqual(['France'])

    const metadata = await client.tenants.getHierarchyMetadata({ _tenantIds: [root, emea, apac] })
    expect(metadata).toEqual([
      { tenantId: root, totalSubTenants: 3, isParent: true },
      { tenantId: emea, totalSubTenants: 1, isParent: true },
      { tenantId: apac, totalSubTenants: 0, isParent: false },
    ])
    expect(await client.tenants.getParentTenants()).toEqual([])
    const parents = await client.tenants.getParentTenantsById(france)
    expect(parents.map((row) => [row.tenantId, row.level])).toEqual([
      [emea, 1],
      [root, 2],
    ])

    await client.subTenants.updateSubTenant({ tenantId: emea }, { name: 'EMEA' })
    await client.subTenants.updateSubTenantManagement({ tenantId: emea }, { isReseller: true })
    const settings = await client.subTenants.updateSubTenantHierarchySettings(
      { tenantId: emea },
      { subAccountAccessType: 'alwaysOn' as never },
    )
    expect(settings).toMatchObject({ tenantId: emea, name: 'EMEA' })
    const after = await client.tenants.searchSubTenants({ _filter: 'emea' })
    expect(after.items[0]).toMatchObject({ isReseller: true, subAccountAccessType: 'alwaysOn' })
    expect((await auditRows(server, 'subAccount.created')).length).toBe(3)
  })

  it('invites people into sub-accounts, changes their roles and counts them', async () => {
    const viewer = await roleId(server, 'Viewer')
    const adminRole = await roleId(server, 'Admin')
    // France keeps the default access type (defaultOff): the admin must say yes first.
    const blocked = await refusal(
      client.subTenants.addUserToTenantAndSubTenants({
        user: { email: 'bo@example.com', name: 'Bo' },
        subTenants: [{ tenantId: france, roleIds: [viewer] }],
      }),
    )
    expect(blocked.statusCode).toBe(403)
    await client.subTenants.updateSubAccountAccess(server.adminUserId, { allowAccess: true })
    await client.subTenants.addUserToTenantAndSubTenants({
      user: { email: 'bo@example.com', name: 'Bo' },
      subTenants: [{ tenantId: france, roleIds: [viewer] }, { tenantId: emea }],
    })
    await client.subTenants.addUsersToSubTenant({
      users: [{ email: 'ana@example.com', name: 'Ana' }],
      tenantId: emea,
      roleIds: [viewer],
      allowSubAccountAccess: true,
    })
    const counts = await client.tenants.getTenantsUsersCount({ tenantIds: [emea, france, apac] })
    expect(counts).toEqual([
      { tenantId: emea, totalUsers: 2, totalAccessAllowedUsers: 1 },
      { tenantId: france, totalUsers: 1, totalAccessAllowedUsers: 0 },
      { tenantId: apac, totalUsers: 0, totalAccessAllowedUsers: 0 },
    ])
    // The vendor makes Ana invisible (PUT users/v1/{id}/invisible): counted and listed no more.
    const invisible = (value: boolean) =>
      server.db
        .updateTable('users')
        .set({ invisible: value })
        .where('email', '=', 'ana@example.com')
        .execute()
    await invisible(true)
    const hidden = await client.tenants.getTenantsUsersCount({
      tenantIds: [emea],
      excludeInvisibleUsers: true,
    })
    expect(hidden).toEqual([{ tenantId: emea, totalUsers: 1, totalAccessAllowedUsers: 0 }])
    const listed = await client.subTenants.loadAllUsers({
      _offset: 0,
      _limit: 10,
      _filter: 'ana',
      _sortBy: 'name',
      _order: 'ASC',
    })
    expect(listed.items).toEqual([])
    await invisible(false)
    const people = await client.subTenants.loadAllUsers({
      _offset: 0,
      _limit: 10,
      _filter: '',
      _sortBy: 'name',
      _order: 'ASC',
    })
    expect(people.items.map((person) => person.email)).toEqual([
      admin.email,
      'ana@example.com',
      'bo@example.com',
    ])
    const bo = people.items.find((person) => person.email === 'bo@example.com')
    const boId = bo?.id ?? ''
    expect(bo?.tenants.map((tenant) => tenant.tenantId).sort()).toEqual([emea, france].sort())
    // What Bo holds in each account: the Viewer role's permissions in France, his default role's in EMEA.
    const inFrance = bo?.tenants.find((tenant) => tenant.tenantId === france)
    const viewerKeys = (
      await server.db
        .selectFrom('role_permissions as rp')
        .innerJoin('permissions as p', 'p.id', 'rp.permission_id')
        .select('p.key')
        .where('rp.role_id', '=', viewer)
        .orderBy('p.key')
        .execute()
    ).map((row) => row.key)
    expect(viewerKeys.length).toBeGreaterThan(0)
    expect(inFrance?.permissions.map((permission) => permission.key)).toEqual(viewerKeys)
    expect(inFrance?.permissions[0]).toMatchObject({ roleIds: [viewer], fePermission: true })
    const inEmea = bo?.tenants.find((tenant) => tenant.tenantId === emea)
    const emeaKeys = new Set(inEmea?.roles.flatMap((role) => role.permissions))
    expect(inEmea?.permissions.map((permission) => permission.key).sort()).toEqual(
      [...emeaKeys].sort(),
    )

    const roles = { subTenantsRoles: [{ tenantId: france, roleIds: [adminRole] }] }
    await client.subTenants.addUserRolesForSubTenants(boId, roles)
    await client.subTenants.removeUserRolesFromSubTenants(boId, {
      subTenantsRoles: [{ tenantId: france, roleIds: [viewer] }],
    })
    const heldIn = async (tenantId: string) =>
      (
        await server.db
          .selectFrom('user_tenant_roles')
          .select('role_id')
          .where('user_id', '=', boId)
          .where('tenant_id', '=', tenantId)
          .execute()
      ).map((row) => row.role_id)
    expect(await heldIn(france)).toEqual([adminRole])
    await client.subTenants.setUserRolesForSubTenants(boId, {
      subTenantsRoles: [{ tenantId: france, roleIds: [viewer] }],
    })
    expect(await heldIn(france)).toEqual([viewer])

    await client.subTenants.removeUserFromTenantAndSubTenants({
      userId: boId,
      subTenants: [{ tenantId: france }],
    })
    const left = await client.tenants.getTenantsUsersCount({ tenantIds: [france] })
    expect(left).toEqual([{ tenantId: france, totalUsers: 0, totalAccessAllowedUsers: 0 }])
  })

  it('gives a token for a sub-account that sees only that account', async () => {
    const { accessToken } = await client.users.GetUserJwt({ tenantId: emea })
    const users = await client.users.getUsersV3({}, { jwt: accessToken })
    expect(users.items.map((user) => user.email).sort()).toEqual([
      'ana@example.com',
      'bo@example.com',
    ])
    const parents = await client.tenants.getParentTenants({ jwt: accessToken })
    expect(parents.map((row) => row.tenantId)).toEqual([server.tenantId])
    const own = await client.tenants.getSubTenants({ jwt: accessToken })
    expect((own as unknown as { tenantId: string }[]).map((row) => row.tenantId)).toEqual([france])
    const sibling = await refusal(client.tenants.getParentTenantsById(apac, { jwt: accessToken }))
    expect(sibling.statusCode).toBe(404)
    const entered = await auditRows(server, 'subAccount.entered')
    expect(entered.map((row) => row.tenant_id).sort()).toEqual([server.tenantId, emea].sort())
  })

  it('deletes a sub-account with everything under it', async () => {
    await client.subTenants.deleteSubTenant(emea)
    const flat = (await client.tenants.getSubTenants()) as unknown as { tenantId: string }[]
    expect(flat.map((row) => row.tenantId)).toEqual([apac])
    const gone = await server.db
      .selectFrom('tenants')
      .select('id')
      .where('id', 'in', [emea, france])
      .execute()
    expect(gone).toEqual([])
    // Ana belonged to EMEA alone: her account went with it.
    const ana = await server.db
      .selectFrom('users')
      .select('id')
      .where('email', '=', 'ana@example.com')
      .execute()
    expect(ana).toEqual([])
    const missing = await refusal(client.subTenants.deleteSubTenant(emea))
    expect(missing.statusCode).toBe(404)
  })
})
