import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { addTenant, addUser, call, createTestServer, login } from '../helpers'
import type { TestServer, WireErrorBody } from '../helpers'

const usersPath = '/identity/resources/users/v3'

interface UsersPage {
  items: {
    id: string
    email: string
    name: string
    tenantId: string
    isLocked: boolean
    verified: boolean
    createdAt: string
    tenants: { tenantId: string; roles: { key: string }[] }[]
  }[]
  _metadata: { totalItems: number; totalPages: number }
}

let server: TestServer
let token: string
let other: { tenantId: string; userId: string }
let otherMember: string
const members: string[] = []

beforeAll(async () => {
  server = await createTestServer()
  for (const [index, name] of ['Carol', 'alice', 'Bob', 'dave_x', 'Erin'].entries()) {
    members.push(
      await addUser(server, {
        email: `${name.toLowerCase()}@team${index % 2}.example`,
        name,
        roleKeys: index === 0 ? ['ReadOnly'] : ['Viewer'],
      }),
    )
  }
  other = await addTenant(server, 'Other', 'other-admin@other.example')
  otherMember = await addUser(server, { email: 'stranger@other.example', tenantId: other.tenantId })
  token = (await login(server)).token
})
afterAll(() => server.close())

const list = async (query: string, as = token) => {
  const response = await call(server, `${usersPath}${query}`, { token: as })
  expect(response.status).toBe(200)
  return (await response.json()) as UsersPage
}

describe('GET /identity/resources/users/v3', () => {
  it("lists the caller's tenant only, newest first, with roles and pagination metadata", async () => {
    const page = await list('')
    expect(page._metadata).toEqual({ totalItems: 6, totalPages: 1 })
    expect(page.items.map((item) => item.email)).not.toContain('stranger@other.example')
    expect(page.items.map((item) => item.email)).not.toContain('other-admin@other.example')
    const carol = page.items.find((item) => item.name === 'Carol')
    expect(carol).toMatchObject({ tenantId: server.tenantId, isLocked: false, verified: true })
    expect(carol?.tenants).toEqual([
      { tenantId: server.tenantId, roles: [expect.objectContaining({ key: 'ReadOnly' })] },
    ])
    const created = page.items.map((item) => Date.parse(item.createdAt))
    expect(created).toEqual([...created].sort((a, b) => b - a))
  })

  it('pages with _limit and a page-number _offset', async () => {
    const first = await list('?_limit=2&_offset=0&_sortBy=name&_order=ASC')
    const second = await list('?_limit=2&_offset=1&_sortBy=name&_order=ASC')
    expect(first._metadata).toEqual({ totalItems: 6, totalPages: 3 })
    expect(first.items.map((item) => item.name)).toEqual(['Admin', 'alice'])
    expect(second.items.map((item) => item.name)).toEqual(['Bob', 'Carol'])
    const beyond = await list('?_limit=2&_offset=9')
    expect(beyond).toEqual({ items: [], _metadata: { totalItems: 6, totalPages: 3 } })
  })

  it('clamps _limit to 1..200', async () => {
    expect((await list('?_limit=0')).items).toHaveLength(1)
    expect((await list('?_limit=5000'))._metadata.totalPages).toBe(1)
  })

  it('filters by email substring, case-insensitively, with LIKE wildcards taken literally', async () => {
    const page = await list('?_email=TEAM1')
    expect(page.items.map((item) => item.name).sort()).toEqual(['alice', 'dave_x'])
    expect((await list('?_email=e_x')).items.map((item) => item.name)).toEqual(['dave_x'])
    expect((await list('?_email=%25')).items).toEqual([])
  })

  it('filters by ids, ignoring ids of other tenants and non-ids', async () => {
    const ids = [members[0], otherMember, 'not-an-id'].join(',')
    const page = await list(`?ids=${ids}`)
    expect(page.items.map((item) => item.id)).toEqual([members[0]])
  })

  it('sorts by every allowed key in both directions', async () => {
    for (const key of [
      'createdAt',
      'name',
      'email',
      'id',
      'verified',
      'isLocked',
      'provider',
      'tenantId',
    ]) {
      for (const order of ['ASC', 'DESC']) {
        expect((await list(`?_sortBy=${key}&_order=${order}`)).items).toHaveLength(6)
      }
    }
  })

  it('treats the literal "undefined" the client sends for unset values as absent', async () => {
    expect(
      (await list('?_limit=undefined&_offset=undefined&_email=undefined'))._metadata.totalItems,
    ).toBe(6)
  })

  it.each([
    ['an unknown sort key', '?_sortBy=password_hash', /_sortBy/],
    ['a non-numeric limit', '?_limit=ten', /_limit/],
    ['a negative offset', '?_offset=-1', /_offset/],
    ['an unknown order', '?_order=sideways', /_order/],
    ['an unknown preset', '?_preset=everyone', /_preset/],
  ])('refuses %s with 400', async (_name, query, message) => {
    const response = await call(server, `${usersPath}${query}`, { token })
    expect(response.status).toBe(400)
    expect(((await response.json()) as WireErrorBody).errors[0]).toMatch(message)
  })

  it("refuses another tenant's id in _tenantId with 403", async () => {
    const response = await call(server, `${usersPath}?_tenantId=${other.tenantId}`, { token })
    expect(response.status).toBe(403)
    expect((await list(`?_tenantId=${server.tenantId}`))._metadata.totalItems).toBe(6)
  })

  it("shows the other tenant's admin only their own tenant", async () => {
    const otherToken = (await login(server, 'other-admin@other.example')).token
    const page = await list('', otherToken)
    expect(page.items.map((item) => item.email).sort()).toEqual([
      'other-admin@other.example',
      'stranger@other.example',
    ])
  })

  it('applies the presets', async () => {
    expect((await list('?_preset=breached-passwords')).items).toEqual([])
    expect((await list('?_preset=mfa-unenrolled'))._metadata.totalItems).toBe(6)
    const inactive = await list('?_preset=inactive')
    expect(inactive.items.map((item) => item.name)).not.toContain('Admin')
    expect(inactive._metadata.totalItems).toBe(5)
  })

  it('requires fe.secure.read.users', async () => {
    await addUser(server, { email: 'norole@example.com', password: 'pass-norole' })
    const weak = (await login(server, 'norole@example.com', 'pass-norole')).token
    const response = await call(server, usersPath, { token: weak })
    expect(response.status).toBe(403)
    const body = (await response.json()) as WireErrorBody & { context?: { permissions?: string[] } }
    // A sentence for a person; the key for a client.
    expect(body.errors[0]).toBe('You need the Read Users permission; ask an administrator.')
    expect(body.context?.permissions).toEqual(['fe.secure.read.users'])
    await server.db.deleteFrom('users').where('email', '=', 'norole@example.com').execute()
  })
})

describe('GET /identity/resources/users/v3/roles', () => {
  it("answers role ids of the tenant's users and leaves out everyone else", async () => {
    const ids = [members[0], members[1], otherMember, other.userId, 'junk'].join(',')
    const response = await call(server, `${usersPath}/roles?ids=${ids}`, { token })
    expect(response.status).toBe(200)
    const body = (await response.json()) as {
      userId: string
      tenantId: string
      roleIds: string[]
    }[]
    expect(body.map((entry) => entry.userId)).toEqual([members[0], members[1]])
    expect(body.every((entry) => entry.tenantId === server.tenantId)).toBe(true)
    expect(body.every((entry) => entry.roleIds.length === 1)).toBe(true)
  })

  it('requires ids', async () => {
    const response = await call(server, `${usersPath}/roles`, { token })
    expect(response.status).toBe(400)
    expect(((await response.json()) as WireErrorBody).errors[0]).toMatch(/ids/)
  })
})
