import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { accessAllowed } from '../../../server/src/hierarchy/entry'
import { insertIpRestrictions, touchIpConfig } from '../../../server/src/ip-restrictions/repository'
import { addUser, admin, call, createTestServer } from '../helpers'
import { auditRows } from '../invitations/support'
import { accountWithAdmin, insertTenant } from './support'
import type { TestServer } from '../helpers'

/**
 * The access rules of sub-accounts (issue 23): the three access types with a member's own say,
 * the user token per sub-account (`users/v3/me/token`) with the roles given there, decided again
 * on every request, audited in both accounts; and `_includeSubTenants` on the users list.
 */
let server: TestServer
let parent: Awaited<ReturnType<typeof accountWithAdmin>>

const setType = (tenantId: string, type: 'defaultOff' | 'defaultOn' | 'alwaysOn') =>
  server.db
    .updateTable('tenants')
    .set({ sub_account_access_type: type })
    .where('id', '=', tenantId)
    .execute()

const setSay = (userId: string, tenantId: string, say: boolean | null) =>
  server.db
    .updateTable('tenant_memberships')
    .set({ sub_account_access: say })
    .where('user_id', '=', userId)
    .where('tenant_id', '=', tenantId)
    .execute()

const tokenFor = async (token: string, tenantId: string) => {
  const response = await call(server, '/identity/resources/users/v3/me/token', {
    token,
    body: { tenantId },
  })
  const body = (await response.json()) as { accessToken?: string; errors?: string[] }
  return { status: response.status, token: body.accessToken ?? '', errors: body.errors }
}

const claimsOf = (token: string) =>
  JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString()) as {
    tenantId: string
    tenantIds: string[]
    permissions: string[]
    roles: string[]
    via?: string
  }

beforeAll(async () => {
  server = await createTestServer()
  parent = await accountWithAdmin(server, 'Reseller', null, { isReseller: true })
})
afterAll(() => server.close())

describe('the access rule', () => {
  it.each([
    ['defaultOff', null, false],
    ['defaultOff', true, true],
    ['defaultOff', false, false],
    ['defaultOn', null, true],
    ['defaultOn', true, true],
    ['defaultOn', false, false],
    ['alwaysOn', null, true],
    ['alwaysOn', false, true],
  ] as const)('%s with the member saying %s: %s', (type, say, allowed) => {
    expect(accessAllowed(type, say)).toBe(allowed)
  })
})

describe('the user token for a sub-account', () => {
  it('follows the access type and the member’s say, and is refused outside the tree', async () => {
    const child = await insertTenant(server, 'Shop', parent.tenantId)
    expect((await tokenFor(parent.token, child)).status).toBe(403)
    await setType(child, 'defaultOn')
    expect((await tokenFor(parent.token, child)).status).toBe(200)
    await setSay(parent.userId, parent.tenantId, false)
    const refused = await tokenFor(parent.token, child)
    expect(refused.status).toBe(403)
    expect(refused.errors?.[0]).toMatch(/no access to this account/)
    await setType(child, 'alwaysOn')
    expect((await tokenFor(parent.token, child)).status).toBe(200)
    await setSay(parent.userId, parent.tenantId, null)

    const unrelated = await accountWithAdmin(server, 'Elsewhere', null, { isReseller: true })
    const sibling = await insertTenant(server, 'Sibling', unrelated.tenantId, {
      accessType: 'alwaysOn',
    })
    expect((await tokenFor(parent.token, unrelated.tenantId)).status).toBe(403)
    expect((await tokenFor(parent.token, sibling)).status).toBe(403)
    // A child's own admin never gets one for the account above it.
    const childAdmin = await accountWithAdmin(server, 'Kid', parent.tenantId, { isReseller: true })
    expect((await tokenFor(childAdmin.token, parent.tenantId)).status).toBe(403)
  })

  it('is refused while the account does not manage sub-accounts', async () => {
    const plain = await accountWithAdmin(server, 'Plain', null)
    const below = await insertTenant(server, 'Below plain', plain.tenantId, {
      accessType: 'alwaysOn',
    })
    expect((await tokenFor(plain.token, below)).status).toBe(403)
  })

  it('carries the roles given in the sub-account, else the member’s own, scoped to it', async () => {
    const child = await insertTenant(server, 'Roles shop', parent.tenantId, {
      accessType: 'alwaysOn',
    })
    const inherited = claimsOf((await tokenFor(parent.token, child)).token)
    expect(inherited).toMatchObject({ tenantId: child, tenantIds: [child], via: parent.tenantId })
    expect(inherited.roles).toEqual(['Admin'])

    // Given Viewer in the sub-account itself (subTenantsRoles), that is what they act with there.
    await server.db
      .insertInto('tenant_memberships')
      .values({ user_id: parent.userId, tenant_id: child })
      .execute()
    const viewer = await server.db
      .selectFrom('roles')
      .select('id')
      .where('key', '=', 'Viewer')
      .where('tenant_id', 'is', null)
      .executeTakeFirstOrThrow()
    const response = await call(
      server,
      `/identity/resources/sub-tenants/users/v1/${parent.userId}/roles`,
      {
        method: 'PATCH',
        token: parent.token,
        body: { subTenantsRoles: [{ tenantId: child, roleIds: [viewer.id] }] },
      },
    )
    expect(response.status).toBe(200)
    const { token } = await tokenFor(parent.token, child)
    expect(claimsOf(token).roles).toEqual(['Viewer'])
    // Decided on the current roles: Viewer may not rename sub-accounts of the child.
    const write = await call(server, '/tenants/resources/sub-tenants/v1', {
      token,
      body: { name: 'Nope', parentTenantId: child },
    })
    expect(write.status).toBe(403)
  })

  it('stops working as soon as the access type keeps the member out, and is audited in both', async () => {
    const child = await insertTenant(server, 'Live shop', parent.tenantId, {
      accessType: 'alwaysOn',
    })
    const { token } = await tokenFor(parent.token, child)
    const users = '/identity/resources/users/v3'
    expect((await call(server, users, { token })).status).toBe(200)
    await setType(child, 'defaultOff')
    const after = await call(server, users, { token })
    expect(after.status).toBe(401)
    const rows = await auditRows(server, 'subAccount.entered')
    const tenants = rows.map((row) => row.tenant_id)
    expect(tenants).toContain(child)
    expect(tenants).toContain(parent.tenantId)
    const inChild = rows.find((row) => row.tenant_id === child)
    expect(JSON.stringify(inChild)).not.toContain(parent.tenantId)
  })
})

describe('the sub-account’s own IP restrictions', () => {
  it('refuse a sub-account token from an address its allow list lacks; the parent is untouched', async () => {
    const child = await insertTenant(server, 'Walled shop', parent.tenantId, {
      accessType: 'alwaysOn',
    })
    const { token } = await tokenFor(parent.token, child)
    const users = '/identity/resources/users/v3'
    expect((await call(server, users, { token })).status).toBe(200)
    // An allow list without the test's address (an in-process request has none), in the child only.
    await server.db.transaction().execute(async (trx) => {
      const now = new Date()
      await touchIpConfig(trx, child, now, { isActive: true, strategy: 'ALLOW' })
      await insertIpRestrictions(
        trx,
        child,
        [{ ip: '203.0.113.7', strategy: 'ALLOW', isActive: true, description: 'shop' }],
        now,
      )
    })
    const refused = await call(server, users, { token })
    expect(refused.status).toBe(403)
    expect(((await refused.json()) as { errorCode: string }).errorCode).toBe('ER-FOYER-1040')
    expect((await tokenFor(parent.token, child)).status).toBe(403)
    // The parent's own token, and a sub-account token for another child, still work.
    expect((await call(server, users, { token: parent.token })).status).toBe(200)
    const open = await insertTenant(server, 'Open shop', parent.tenantId, {
      accessType: 'alwaysOn',
    })
    const other = await tokenFor(parent.token, open)
    expect((await call(server, users, { token: other.token })).status).toBe(200)
  })
})

describe('users v3 with _includeSubTenants', () => {
  it('adds the people of the sub-accounts the caller may enter, once per account', async () => {
    const open = await insertTenant(server, 'Open', parent.tenantId, { accessType: 'alwaysOn' })
    const closed = await insertTenant(server, 'Closed', parent.tenantId, {
      accessType: 'defaultOff',
    })
    await addUser(server, { email: 'open@sub.example', tenantId: open })
    await addUser(server, { email: 'closed@sub.example', tenantId: closed })
    const list = async (include: boolean) => {
      const response = await call(
        server,
        `/identity/resources/users/v3?_limit=200${include ? '&_includeSubTenants=true' : ''}`,
        { token: parent.token },
      )
      const body = (await response.json()) as { items: { email: string; tenantId: string }[] }
      return body.items.map((item) => `${item.email} ${item.tenantId}`)
    }
    expect(await list(false)).toEqual([`${parent.email} ${parent.tenantId}`])
    const wide = await list(true)
    expect(wide).toContain(`open@sub.example ${open}`)
    expect(wide).toContain(`${parent.email} ${parent.tenantId}`)
    expect(wide.some((row) => row.startsWith('closed@'))).toBe(false)
    // The seeded tenant's admin is not in this tree at all.
    expect(wide.some((row) => row.startsWith(admin.email))).toBe(false)
  })
})
