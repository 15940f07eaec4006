import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { addTenant, addUser, call, createTestServer, login } from '../helpers'
import type { TestServer } from '../helpers'

let server: TestServer

beforeAll(async () => {
  server = await createTestServer()
})
afterAll(() => server.close())

describe('GET /identity/resources/roles/v1', () => {
  it('answers the vendor roles with their permission ids', async () => {
    const { token } = await login(server)
    const response = await call(server, '/identity/resources/roles/v1', { token })
    expect(response.status).toBe(200)
    const roles = (await response.json()) as { key: string; permissions: string[] }[]
    expect(roles.map((role) => role.key)).toEqual([
      'Admin',
      'Editor',
      'Support',
      'ReadOnly',
      'Viewer',
    ])
    const admin = roles[0]
    const readOnly = roles[3]
    expect(admin?.permissions.length).toBeGreaterThan(readOnly?.permissions.length ?? Infinity)
  })

  it("never shows another tenant's own roles", async () => {
    const other = await addTenant(server, 'Other', 'other@example.com')
    await server.db
      .insertInto('roles')
      .values({
        id: crypto.randomUUID(),
        tenant_id: other.tenantId,
        key: 'Secret',
        name: 'Secret',
        description: null,
      })
      .execute()
    const { token } = await login(server)
    const roles = (await (
      await call(server, '/identity/resources/roles/v1', { token })
    ).json()) as {
      key: string
    }[]
    expect(roles.map((role) => role.key)).not.toContain('Secret')
    const otherToken = (await login(server, 'other@example.com')).token
    const theirs = (await (
      await call(server, '/identity/resources/roles/v1', { token: otherToken })
    ).json()) as { key: string; tenantId?: string }[]
    expect(theirs.find((role) => role.key === 'Secret')?.tenantId).toBe(other.tenantId)
  })

  it('requires a role-reading permission', async () => {
    await addUser(server, { email: 'plain@example.com', password: 'plain-password' })
    const { token } = await login(server, 'plain@example.com', 'plain-password')
    expect((await call(server, '/identity/resources/roles/v1', { token })).status).toBe(403)
    expect((await call(server, '/identity/resources/roles/v1')).status).toBe(401)
  })
})
