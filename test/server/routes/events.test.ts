import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { eventKeys } from '../../../server/src/events/catalogue'
import { addUser, call, createTestServer, login } from '../helpers'
import type { TestServer, WireErrorBody } from '../helpers'

let server: TestServer
let adminToken: string
const BASE = '/event/resources/configurations/v1'

beforeAll(async () => {
  server = await createTestServer()
  adminToken = (await login(server)).token
})
afterAll(() => server.close())

const json = async <T>(response: Response) => (await response.json()) as T

interface Category {
  id: string
  name: string
  vendorId: string
  events: {
    id: string
    key: string
    displayName: string
    description: string
    categoryId: string
  }[]
}

describe('event catalogue routes', () => {
  it('answers the categories with their events, each once, named by audit action keys', async () => {
    const response = await call(server, `${BASE}/categories`, { token: adminToken })
    expect(response.status).toBe(200)
    const categories = await json<Category[]>(response)
    const keys = categories.flatMap((category) => category.events.map((event) => event.key))
    expect(keys).toEqual(eventKeys)
    expect(new Set(keys).size).toBe(keys.length)
    expect(keys).toEqual(expect.arrayContaining(['user.invited', 'user.signed-up', 'user.locked']))
    const users = categories.find((category) => category.id === 'user-lifecycle')
    expect(users?.vendorId).toBe(server.config.vendorId)
    expect(users?.events.find((event) => event.key === 'user.invited')).toMatchObject({
      displayName: 'User invited',
      categoryId: 'user-lifecycle',
    })
    for (const category of categories) {
      for (const event of category.events) expect(event.description.length).toBeGreaterThan(0)
    }
  })

  it('answers the channel map of the named channels, each event with its category', async () => {
    const response = await call(server, `${BASE}?channels=webhook,slack`, { token: adminToken })
    expect(response.status).toBe(200)
    const maps =
      await json<{ key: string; categoryId: string; category: { id: string; name: string } }[]>(
        response,
      )
    expect(maps.map((map) => map.key)).toEqual(eventKeys)
    for (const map of maps) expect(map.category.id).toBe(map.categoryId)
  })

  it('answers a channel the product lacks with a 400 naming it', async () => {
    const response = await call(server, `${BASE}?channels=webhook,fax`, { token: adminToken })
    expect(response.status).toBe(400)
    expect((await json<WireErrorBody>(response)).errors[0]).toContain('fax')
  })

  it('refuses a signed-out caller and a member without the connectivity read permission', async () => {
    expect((await call(server, `${BASE}/categories`)).status).toBe(401)
    await addUser(server, {
      email: 'viewer@example.com',
      password: 'viewer password 1',
      roleKeys: ['Viewer'],
    })
    const viewer = (await login(server, 'viewer@example.com', 'viewer password 1')).token
    const refused = await call(server, `${BASE}/categories`, { token: viewer })
    expect(refused.status).toBe(403)
    expect((await json<WireErrorBody>(refused)).errors[0]).not.toContain('fe.connectivity')
  })
})
