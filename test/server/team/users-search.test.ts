import { randomUUID } from 'node:crypto'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { addUser, call, createTestServer, login } from '../helpers'
import type { TestServer } from '../helpers'

/** Users v3 presets and search computed from real rows (issue 11). */
let server: TestServer
let token: string
const ids: Record<string, string> = {}
const day = 24 * 60 * 60 * 1000

beforeAll(async () => {
  server = await createTestServer()
  for (const name of ['Enrolled', 'Recent', 'Stale', 'Never']) {
    ids[name] = await addUser(server, { email: `${name.toLowerCase()}@search.example`, name })
  }
  const now = Date.now()
  await server.db
    .updateTable('users')
    .set({ last_login: new Date(now) })
    .where('id', 'in', [ids.Enrolled ?? '', ids.Recent ?? '', server.adminUserId])
    .execute()
  await server.db
    .updateTable('users')
    .set({ last_login: new Date(now - 100 * day) })
    .where('id', '=', ids.Stale ?? '')
    .execute()
  await server.db
    .insertInto('mfa_authenticators')
    .values({
      id: randomUUID(),
      user_id: ids.Enrolled ?? '',
      secret_encrypted: 'v1.x.y.z',
      verified_at: new Date(),
    })
    .execute()
  token = (await login(server)).token
})
afterAll(() => server.close())

const names = async (query: string) => {
  const response = await call(server, `/identity/resources/users/v3${query}`, { token })
  expect(response.status).toBe(200)
  const page = (await response.json()) as { items: { name: string }[] }
  return page.items.map((item) => item.name).sort()
}

describe('users v3 presets and search', () => {
  it('inactive: no sign-in for 90 days by default, or _maxInactiveSeconds', async () => {
    expect(await names('?_preset=inactive')).toEqual(['Never', 'Stale'])
    expect(await names(`?_preset=inactive&_maxInactiveSeconds=${200 * 86_400}`)).toEqual(['Never'])
  })

  it('mfa-unenrolled: members without a verified authenticator', async () => {
    const unenrolled = await names('?_preset=mfa-unenrolled')
    expect(unenrolled).not.toContain('Enrolled')
    expect(unenrolled).toContain('Never')
  })

  it('searches by name or email, case-insensitively, with LIKE characters taken literally', async () => {
    expect(await names('?_email=STALE')).toEqual(['Stale'])
    expect(await names('?_email=recent%40search')).toEqual(['Recent'])
    expect(await names('?_email=%25')).toEqual([])
  })

  it('keeps the name sort when a name changes', async () => {
    await server.db
      .updateTable('users')
      .set({ name: 'aaa first' })
      .where('id', '=', ids.Never ?? '')
      .execute()
    const response = await call(server, '/identity/resources/users/v3?_sortBy=name&_order=ASC', {
      token,
    })
    const page = (await response.json()) as { items: { name: string }[] }
    expect(page.items[0]?.name).toBe('aaa first')
  })
})
