import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  addUser,
  admin,
  call,
  createTestServer,
  login,
  vendorCall,
  vendorEnv,
  vendorLogin,
} from '../helpers'
import { accountWithAdmin, insertTenant } from '../hierarchy/support'
import { impersonate } from '../impersonation/support'
import type { TestServer, WireErrorBody } from '../helpers'

/**
 * The vendor's user flags (`PUT users/v1/{userId}/invisible` and `…/superuser`): an invisible
 * user is left out of every list, search and count an account's members read, and still signs in;
 * a super user holds the Admin role in each of their accounts (a token issued before follows at
 * its next request) and is never impersonated. Vendor only, 404 for nobody, audited.
 */
let server: TestServer
let vendor: string
let parent: Awaited<ReturnType<typeof accountWithAdmin>>
let childId: string
let ghostId: string
let shadeId: string

const flag = (userId: string, what: 'invisible' | 'superuser', body: unknown, token = vendor) =>
  vendorCall<WireErrorBody & Record<string, unknown>>(
    server,
    token,
    `/identity/resources/users/v1/${userId}/${what}`,
    { method: 'PUT', body },
  )

const json = async <T>(response: Response) => {
  expect(response.status).toBe(200)
  return (await response.json()) as T
}

interface Page {
  items: { id: string; email: string | null; invisible?: true }[]
  _metadata?: { totalItems: number }
  totalItems?: number
}
const emails = (page: Page) => page.items.map((item) => item.email).sort()

beforeAll(async () => {
  server = await createTestServer(vendorEnv)
  vendor = await vendorLogin(server)
  parent = await accountWithAdmin(server, 'Ghost reseller', null, { isReseller: true })
  childId = await insertTenant(server, 'Ghost shop', parent.tenantId, { accessType: 'alwaysOn' })
  await addUser(server, { email: 'seen@ghost.example', tenantId: parent.tenantId })
  ghostId = await addUser(server, {
    email: 'ghost@ghost.example',
    password: admin.password,
    tenantId: parent.tenantId,
    roleKeys: ['Admin'],
  })
  shadeId = await addUser(server, { email: 'shade@ghost.example', tenantId: childId })
})
afterAll(() => server.close())

describe('PUT users/v1/{userId}/invisible', () => {
  it('is the vendor’s alone: 401 without a token, 403 for a member, 404 for nobody, 400 without the flag', async () => {
    const anonymous = await call(server, `/identity/resources/users/v1/${ghostId}/invisible`, {
      method: 'PUT',
      body: { invisible: true },
    })
    expect(anonymous.status).toBe(401)
    const member = await flag(ghostId, 'invisible', { invisible: true }, parent.token)
    expect(member.status).toBe(403)
    expect((await flag(ghostId, 'superuser', { superUser: true }, parent.token)).status).toBe(403)
    const nobody = await flag('00000000-0000-4000-8000-000000000000', 'invisible', {
      invisible: true,
    })
    expect(nobody.status).toBe(404)
    expect(nobody.body.errors[0]).toContain('no user with this id')
    expect((await flag('not-a-user', 'superuser', { superUser: true })).status).toBe(404)
    const bad = await flag(ghostId, 'invisible', { invisible: 'yes' })
    expect(bad.status).toBe(400)
    expect(bad.body.errors[0]).toContain('invisible')
  })

  it('hides the user from every list, search and count a member reads; they still sign in', async () => {
    for (const userId of [ghostId, shadeId]) {
      const done = await flag(userId, 'invisible', { invisible: true })
      expect(done.status).toBe(200)
      expect(done.body).toMatchObject({ id: userId, invisible: true, superUser: false })
    }
    const token = parent.token
    const users = await json<Page>(await call(server, '/identity/resources/users/v3', { token }))
    expect(emails(users)).toEqual(['admin@ghost-reseller.example', 'seen@ghost.example'])
    expect(users._metadata?.totalItems).toBe(2)
    const search = await json<Page>(
      await call(server, '/identity/resources/users/v3?_email=ghost%40', { token }),
    )
    expect(search.items).toEqual([])
    expect(search._metadata?.totalItems).toBe(0)
    const wide = await json<Page>(
      await call(server, '/identity/resources/users/v3?_includeSubTenants=true', { token }),
    )
    expect(emails(wide)).toEqual(['admin@ghost-reseller.example', 'seen@ghost.example'])
    expect(wide._metadata?.totalItems).toBe(2)
    const team = await json<Page>(await call(server, '/team/resources/members/v1', { token }))
    expect(emails(team)).toEqual(['admin@ghost-reseller.example', 'seen@ghost.example'])
    expect(team.totalItems).toBe(2)
    const stats = await json<{ totalItems: number; superAdmins: number }>(
      await call(server, '/team/resources/stats/v1/members', { token }),
    )
    expect(stats).toMatchObject({ totalItems: 2, superAdmins: 1 })
    await server.db
      .updateTable('users')
      .set({ username: 'ghostly' })
      .where('id', '=', ghostId)
      .execute()
    const usernames = await json<{ items: unknown[] }>(
      await call(server, '/identity/resources/usernames/v1', { token }),
    )
    expect(usernames.items).toEqual([])
    const people = await json<Page>(
      await call(server, '/identity/resources/sub-tenants/users/v1?_limit=50', { token }),
    )
    expect(emails(people)).toEqual(['admin@ghost-reseller.example', 'seen@ghost.example'])
    for (const excludeInvisibleUsers of [true, false, undefined]) {
      const counts = await json<{ tenantId: string; totalUsers: number }[]>(
        await call(server, '/identity/resources/tenants/users/v1/count', {
          token,
          body: { tenantIds: [parent.tenantId, childId], excludeInvisibleUsers },
        }),
      )
      expect(counts.map((row) => [row.tenantId, row.totalUsers])).toEqual([
        [parent.tenantId, 2],
        [childId, 0],
      ])
    }
    // Invisible, not shut out: the user signs in and reads their own account.
    const ghost = await login(server, 'ghost@ghost.example')
    const me = await call(server, '/identity/resources/users/v2/me', { token: ghost.token })
    expect((await json<{ id: string }>(me)).id).toBe(ghostId)

    // The change is the vendor's alone to read: no row in the user's accounts shows them.
    const rows = await server.db
      .selectFrom('audit_logs')
      .select(['tenant_id', 'severity', 'json'])
      .where('action', '=', 'user.invisible.updated')
      .execute()
    expect(rows).toHaveLength(2)
    expect(rows.every((row) => row.tenant_id === null && row.severity === 'High')).toBe(true)

    // The vendor's own list of the account shows them, flagged; with its sub-accounts too.
    const asVendor = (query: string) =>
      call(server, `/identity/resources/users/v3${query}`, {
        token: vendor,
        headers: { 'frontegg-tenant-id': parent.tenantId },
      })
    const vendorPage = await json<Page>(await asVendor(''))
    expect(emails(vendorPage)).toEqual([
      'admin@ghost-reseller.example',
      'ghost@ghost.example',
      'seen@ghost.example',
    ])
    expect(vendorPage._metadata?.totalItems).toBe(3)
    const flagged = vendorPage.items.filter((item) => item.invisible === true)
    expect(flagged.map((item) => item.id)).toEqual([ghostId])
    const vendorWide = await json<Page>(await asVendor('?_includeSubTenants=true'))
    expect(emails(vendorWide)).toContain('shade@ghost.example')

    // Visible again, listed again.
    expect((await flag(shadeId, 'invisible', { invisible: false })).status).toBe(200)
    const back = await json<Page>(
      await call(server, '/identity/resources/users/v3?_includeSubTenants=true', { token }),
    )
    expect(emails(back)).toContain('shade@ghost.example')
  })
})

describe('PUT users/v1/{userId}/superuser', () => {
  it('gives the Admin role in each of the user’s accounts at the next request, and takes it back', async () => {
    const email = 'boss@ghost.example'
    const bossId = await addUser(server, {
      email,
      password: admin.password,
      tenantId: parent.tenantId,
      roleKeys: ['ReadOnly'],
    })
    const { token } = await login(server, email)
    const unlock = () =>
      call(server, `/identity/resources/users/v1/${parent.userId}/unlock`, {
        method: 'POST',
        token,
      })
    expect((await unlock()).status).toBe(403)

    const made = await flag(bossId, 'superuser', { superUser: true })
    expect(made.status).toBe(200)
    expect(made.body).toMatchObject({ id: bossId, superUser: true, invisible: false })
    // The token issued before holds Admin's permissions now; a new profile says super user.
    expect((await unlock()).status).toBe(200)
    const fresh = await login(server, email)
    expect(fresh.body).toMatchObject({ superUser: true })
    // A super user is never impersonated, by the vendor either.
    const refused = await impersonate(server, {
      impersonatedUserId: bossId,
      actorToken: vendor,
      reason: 'Ticket 1: checking a super user cannot be impersonated',
    })
    expect(refused.status).toBe(403)

    const rows = await server.db
      .selectFrom('audit_logs')
      .select(['tenant_id', 'severity'])
      .where('action', '=', 'user.super-user.updated')
      .orderBy('tenant_id')
      .execute()
    expect(rows).toEqual(
      expect.arrayContaining([
        { tenant_id: parent.tenantId, severity: 'High' },
        { tenant_id: null, severity: 'High' },
      ]),
    )

    expect((await flag(bossId, 'superuser', { superUser: false })).status).toBe(200)
    expect((await unlock()).status).toBe(403)
    const after = await login(server, email)
    expect(after.body).not.toHaveProperty('superUser')
  })
})
