import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { addMembership } from '../../../server/src/users/repository'
import { addTenant, addUser, call, createTestServer } from '../helpers'
import type { TestServer } from '../helpers'

let server: TestServer
let globex: string
let initech: string
const member = { email: 'both@example.com', password: 'member of two tenants' }

/** Signs `member` in, from the custom sign-in page of `alias` when given; answers the tenant. */
const signInFrom = async (alias?: string) => {
  const response = await call(server, '/identity/resources/auth/v1/user', {
    body: member,
    headers: alias ? { 'frontegg-login-alias': alias } : {},
  })
  expect(response.status).toBe(200)
  return ((await response.json()) as { tenantId: string }).tenantId
}

beforeAll(async () => {
  server = await createTestServer()
  globex = (await addTenant(server, 'Globex', 'globex-admin@example.com')).tenantId
  initech = (await addTenant(server, 'Initech', 'initech-admin@example.com')).tenantId
  const userId = await addUser(server, member)
  await addMembership(server.db, userId, globex, [])
  const settings = (tenantId: string, alias: string, on: boolean) => ({
    tenant_id: tenantId,
    alias,
    has_custom_login: on,
    updated_at: new Date(),
  })
  await server.db
    .insertInto('account_settings')
    .values([settings(globex, 'globex', true), settings(initech, 'initech', true)])
    .execute()
})
afterAll(() => server.close())

describe('signing in from a tenant’s custom sign-in page', () => {
  it('lands in that tenant when the user belongs to it, whatever the alias’s case', async () => {
    expect(await signInFrom()).toBe(server.tenantId)
    expect(await signInFrom(' GloBex ')).toBe(globex)
  })

  it('lands in the user’s own tenant from a page of a tenant they do not belong to', async () => {
    expect(await signInFrom('initech')).toBe(server.tenantId)
  })

  it('ignores an unknown alias, and one whose custom sign-in page was turned off', async () => {
    expect(await signInFrom('nobody')).toBe(server.tenantId)
    await server.db
      .updateTable('account_settings')
      .set({ has_custom_login: false })
      .where('tenant_id', '=', globex)
      .execute()
    expect(await signInFrom('globex')).toBe(server.tenantId)
  })
})
