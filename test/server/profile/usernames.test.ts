import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { addTenant, addUser, call, createTestServer, login } from '../helpers'
import type { TestServer, WireErrorBody } from '../helpers'

let server: TestServer
let token: string
let userId: string

const USERNAMES = '/identity/resources/usernames/v1'

beforeAll(async () => {
  server = await createTestServer()
  userId = await addUser(server, { email: 'named@example.com', password: 'named user 1' })
  token = (await login(server, 'named@example.com', 'named user 1')).token
})
afterAll(() => server.close())

const create = (username: string, bearer = token) =>
  call(server, USERNAMES, { body: { username }, token: bearer })
const remove = (username: string, bearer = token) =>
  call(server, `${USERNAMES}/${encodeURIComponent(username)}`, { method: 'DELETE', token: bearer })
const mine = async (bearer = token) => {
  const response = await call(server, `${USERNAMES}/me`, { token: bearer })
  return { status: response.status, body: (await response.json()) as unknown }
}
const messageOf = async (response: Response) => ((await response.json()) as WireErrorBody).errors[0]

describe('usernames v1', () => {
  it('has none at first, then the one set; the same one again changes nothing', async () => {
    expect((await mine()).status).toBe(404)
    expect((await create('  jane.doe ')).status).toBe(200)
    expect(await mine()).toEqual({ status: 200, body: { userId, username: 'jane.doe' } })
    expect((await create('jane.doe')).status).toBe(200)
    const rows = await server.db
      .selectFrom('audit_logs')
      .select('action')
      .where('user_id', '=', userId)
      .where('action', '=', 'user.username.set')
      .execute()
    expect(rows).toHaveLength(2)
  })

  it('rides along in users/v2/me, null without one', async () => {
    const profile = async () => {
      const response = await call(server, '/identity/resources/users/v2/me', { token })
      return ((await response.json()) as { username: string | null }).username
    }
    expect(await profile()).toBe('jane.doe')
    const fresh = await addUser(server, { email: 'unnamed@example.com', password: 'unnamed user' })
    const bearer = (await login(server, 'unnamed@example.com', 'unnamed user')).token
    const response = await call(server, '/identity/resources/users/v2/me', { token: bearer })
    expect(await response.json()).toMatchObject({ id: fresh, username: null })
  })

  it('refuses another username until the old one is deleted', async () => {
    const response = await create('jane.other')
    expect(response.status).toBe(409)
    expect(await messageOf(response)).toBe('The user already has a username; delete it first')
    expect((await remove('JANE.DOE')).status).toBe(200)
    expect((await mine()).status).toBe(404)
    expect((await remove('jane.doe')).status).toBe(404)
    expect((await create('jane.other')).status).toBe(200)
    expect(((await mine()).body as { username: string }).username).toBe('jane.other')
  })

  it('keeps usernames unique whatever their case', async () => {
    await addUser(server, { email: 'second-named@example.com', password: 'named user 2' })
    const other = (await login(server, 'second-named@example.com', 'named user 2')).token
    const response = await create('Jane.Other', other)
    expect(response.status).toBe(409)
    expect(await messageOf(response)).toBe('username is taken')
  })

  it('names the field of a bad username', async () => {
    for (const bad of ['', 'ab', 'has space', 'me@example.com', 'x'.repeat(65)]) {
      const response = await create(bad)
      expect(response.status, bad).toBe(400)
      expect(await messageOf(response)).toMatch(/^username /)
    }
    const missing = await call(server, USERNAMES, { body: {}, token })
    expect(await messageOf(missing)).toBe('username is required')
  })

  it("lists the usernames of the caller's tenant only, with a prefix filter", async () => {
    const outsider = await addTenant(server, 'Other', 'outsider@example.com')
    const otherToken = (await login(server, 'outsider@example.com')).token
    expect((await create('outsider.name', otherToken)).status).toBe(200)
    const adminToken = (await login(server)).token
    const list = await call(server, `${USERNAMES}?_limit=10&_usernamePrefix=JANE`, {
      token: adminToken,
    })
    expect(list.status).toBe(200)
    expect(await list.json()).toEqual({
      items: [{ userId, username: 'jane.other' }],
      _metadata: { totalItems: 1, totalPages: 1 },
    })
    const byIds = await call(server, `${USERNAMES}?userIds=${outsider.userId}`, {
      token: adminToken,
    })
    expect(((await byIds.json()) as { items: unknown[] }).items).toEqual([])
    expect((await call(server, USERNAMES, { token })).status).toBe(403)
  })

  it('refuses a caller without a token', async () => {
    expect((await create('no.token', '')).status).toBe(401)
    expect((await mine('')).status).toBe(401)
  })
})
