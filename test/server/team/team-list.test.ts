import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { readMailbox } from '../../../server/src/delivery/mailbox'
import { addTenant, addUser, admin, call, createTestServer, login } from '../helpers'
import { auditRows } from '../invitations/support'
import type { TestServer, WireErrorBody } from '../helpers'

// The Team page's remaining calls (wire §5.4 rows 7, 11, 22, 24), each behind its permission.
let server: TestServer
let token: string
let viewerToken: string
let nobodyToken: string

interface Page {
  items: { id: string; email: string; name: string; roleIds: string[]; verified: boolean }[]
  totalPages: number
  totalItems: number
}

beforeAll(async () => {
  server = await createTestServer()
  token = (await login(server)).token
  for (const name of ['Carol', 'Alice', 'Bob']) {
    await addUser(server, {
      email: `${name.toLowerCase()}@team.test`,
      name,
      password: admin.password,
      roleKeys: ['Viewer'],
    })
  }
  await addUser(server, { email: 'nobody@team.test', password: admin.password })
  viewerToken = (await login(server, 'alice@team.test', admin.password)).token
  nobodyToken = (await login(server, 'nobody@team.test', admin.password)).token
  // Another tenant's member is never listed nor counted.
  await addTenant(server, 'Elsewhere', 'elsewhere@team.test')
})
afterAll(() => server.close())

const get = async <T>(path: string, as = token) => {
  const response = await call(server, path, { token: as })
  return { status: response.status, body: (await response.json()) as T }
}

describe('GET /team/resources/members/v1', () => {
  it('pages the tenant’s members, sorted and filtered as the Team page asks', async () => {
    const first = await get<Page>(
      '/team/resources/members/v1?pageOffset=0&pageSize=2&sortBy=name&sortDirection=asc',
    )
    expect(first.status).toBe(200)
    expect(first.body.items.map((item) => item.name)).toEqual(['Admin', 'Alice'])
    expect(first.body).toMatchObject({ totalItems: 5, totalPages: 3 })
    const second = await get<Page>(
      '/team/resources/members/v1?pageOffset=1&pageSize=2&sortBy=name&sortDirection=asc',
    )
    expect(second.body.items.map((item) => item.name)).toEqual(['Bob', 'Carol'])
    const descending = await get<Page>(
      '/team/resources/members/v1?pageOffset=0&pageSize=undefined&sortBy=email&sortDirection=desc',
    )
    expect(descending.body.items.map((item) => item.email)).toEqual([
      'nobody@team.test',
      'carol@team.test',
      'bob@team.test',
      'alice@team.test',
      admin.email,
    ])
    const searched = await get<Page>('/team/resources/members/v1?pageOffset=0&searchValue=CAR')
    expect(searched.body).toMatchObject({ totalItems: 1, totalPages: 1 })
    expect(searched.body.items[0]).toMatchObject({
      email: 'carol@team.test',
      name: 'Carol',
      verified: true,
      isDisabled: false,
      isLocked: false,
      tenantId: server.tenantId,
    })
    expect(searched.body.items[0]?.roleIds).toHaveLength(1)
  })

  it('refuses an unknown sort key in words', async () => {
    const refused = await get<WireErrorBody>('/team/resources/members/v1?sortBy=password')
    expect(refused.status).toBe(400)
  })

  it('needs fe.secure.read.users: a member without it gets 403', async () => {
    expect((await get('/team/resources/members/v1', viewerToken)).status).toBe(200)
    const refused = await get<WireErrorBody>('/team/resources/members/v1', nobodyToken)
    expect(refused.status).toBe(403)
  })
})

describe('GET /team/resources/roles/v1', () => {
  it('lists the roles a member may hold, with their permission level', async () => {
    const roles = await get<{ key: string; permissionLevel: number }[]>('/team/resources/roles/v1')
    expect(roles.status).toBe(200)
    expect(roles.body.map((role) => role.key)).toEqual(expect.arrayContaining(['Admin', 'Viewer']))
    expect(typeof roles.body[0]?.permissionLevel).toBe('number')
    expect((await get('/team/resources/roles/v1', nobodyToken)).status).toBe(403)
  })
})

describe('GET /team/resources/stats/v1/members', () => {
  it('counts the tenant’s members, those added this week and its administrators', async () => {
    const stats = await get('/team/resources/stats/v1/members')
    expect(stats).toEqual({
      status: 200,
      body: { totalItems: 5, addedThisWeek: 5, superAdmins: 1 },
    })
    server.clock.advance(8 * 24 * 60 * 60 * 1000)
    const later = await get('/team/resources/stats/v1/members', (await login(server)).token)
    expect(later.body).toMatchObject({ totalItems: 5, addedThisWeek: 0 })
    server.clock.advance(-8 * 24 * 60 * 60 * 1000)
    expect((await get('/team/resources/stats/v1/members', nobodyToken)).status).toBe(403)
  })
})

describe('POST /team/resources/members/v1/{userId}/resendActivationEmail', () => {
  const resend = (userId: string, as = token) =>
    call(server, `/team/resources/members/v1/${userId}/resendActivationEmail`, {
      body: {},
      token: as,
    })

  it('mails a member who has not activated a new activation link, audited', async () => {
    const id = await addUser(server, { email: 'pending@team.test' })
    await server.db.updateTable('users').set({ verified: false }).where('id', '=', id).execute()
    const response = await resend(id)
    expect(response.status).toBe(200)
    const mails = await readMailbox(server.db, { to: 'pending@team.test' })
    expect(mails.map((mail) => mail.purpose)).toContain('activation')
    expect((await auditRows(server, 'user.activation.resent'))[0]).toMatchObject({
      email: 'pending@team.test',
    })
  })

  it('refuses an active member, a stranger and a caller without fe.secure.write.users', async () => {
    const active = await addUser(server, { email: 'active@team.test' })
    const refused = await resend(active)
    expect(refused.status).toBe(400)
    expect(((await refused.json()) as WireErrorBody).errors).toEqual([
      'This member has already activated the account',
    ])
    const other = await server.db
      .selectFrom('users')
      .select('id')
      .where('email', '=', 'elsewhere@team.test')
      .executeTakeFirstOrThrow()
    expect((await resend(other.id)).status).toBe(404)
    expect((await resend('not-an-id')).status).toBe(404)
    const pending = await addUser(server, { email: 'pending-2@team.test' })
    await server.db
      .updateTable('users')
      .set({ verified: false })
      .where('id', '=', pending)
      .execute()
    expect((await resend(pending, viewerToken)).status).toBe(403)
    expect(await readMailbox(server.db, { to: 'pending-2@team.test' })).toEqual([])
  })
})
