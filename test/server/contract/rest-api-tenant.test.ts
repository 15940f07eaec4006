import { ContextHolder, createApiClient, FronteggApiError } from '@frontegg/rest-api'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTenant } from '../../../server/src/tenants/repository'
import { addMembership } from '../../../server/src/users/repository'
import { admin, createTestServer } from '../helpers'
import { serveForRestApi } from './rest-api-peer'
import type { TestServer } from '../helpers'

/**
 * Tenant switching (wire §5.7 row 1, §2.6) and account settings (§5.9 rows 1-3) through the real
 * @frontegg/rest-api 7.x client over HTTP, with session-per-tenant on and a fetch that keeps
 * cookies like a browser (the switch moves the session of the refresh cookie).
 */
let server: TestServer
let peer: Awaited<ReturnType<typeof serveForRestApi>>
let second: string
const jar = new Map<string, string>()
const realFetch = globalThis.fetch
const app = 'tenant'
const client = createApiClient(app)

const cookieFetch: typeof fetch = async (input, init) => {
  const headers = new Headers(init?.headers)
  const cookie = [...jar].map(([name, value]) => `${name}=${value}`).join('; ')
  if (cookie && init?.credentials === 'include') headers.set('cookie', cookie)
  const response = await realFetch(input, { ...init, headers })
  for (const line of response.headers.getSetCookie()) {
    const [pair = ''] = line.split(';')
    const [name = '', ...rest] = pair.split('=')
    if (rest.join('=') === '') jar.delete(name.trim())
    else jar.set(name.trim(), rest.join('='))
  }
  return response
}

const failureOf = async (promise: Promise<unknown>) => {
  const error: unknown = await promise.catch((caught: unknown) => caught)
  expect(error).toBeInstanceOf(FronteggApiError)
  return error as FronteggApiError
}

beforeAll(async () => {
  server = await createTestServer()
  second = await createTenant(server.db, 'Second account')
  await addMembership(server.db, server.adminUserId, second, ['Admin'])
  peer = await serveForRestApi(server, app, cookieFetch)
  ContextHolder.for(app).setSessionContext({ enableSessionPerTenant: true })
  const login = await client.auth.login({ email: admin.email, password: admin.password })
  ContextHolder.for(app).setAccessToken(login.accessToken)
})

afterAll(async () => {
  await peer.close()
  await server.close()
})

describe('@frontegg/rest-api 7.x: tenant switching', () => {
  it('switches, keeps the tab tenant in sessionStorage and refreshes into it', async () => {
    await client.tenants.switchTenant({ tenantId: second })
    expect(sessionStorage.getItem('FRONTEGG_SEPARATE_TABS_BY_TENANT')).toBe(second)
    const { user, activeTenant } = await client.auth.refreshTokenV3()
    expect(user.tenantId).toBe(second)
    expect(activeTenant?.tenantId).toBe(second)
    ContextHolder.for(app).setAccessToken(user.accessToken)
    const tenants = await client.tenants.getTenants()
    expect(tenants.map((tenant) => tenant.name).sort()).toEqual(['Default', 'Second account'])
  })

  it('refuses a tenant the user does not belong to', async () => {
    const error = await failureOf(
      client.tenants.switchTenant({ tenantId: '00000000-0000-4000-8000-000000000000' }),
    )
    expect(error.statusCode).toBe(404)
    expect(error.message).toBe('You are not a member of this account')
  })
})

describe('@frontegg/rest-api 7.x: account settings', () => {
  it('reads, updates and answers the public settings of a custom login', async () => {
    const before = await client.accountSettings.getSettings()
    expect(before).toMatchObject({ tenantId: second, name: 'Second account' })
    const updated = await client.accountSettings.updateSettings({
      ...before,
      timezone: 'Europe/Paris',
      currency: 'EUR',
      dateFormat: 'YYYY-MM-DD',
      timeFormat: 'hh:mm A',
      address: '5 Rue Test',
      name: 'Second SAS',
    })
    expect(updated).toMatchObject({ name: 'Second SAS', timezone: 'Europe/Paris', currency: 'EUR' })
    const custom = await client.accountSettings.updateSettings({
      hasCustomLogin: true,
      alias: 'second',
      applicationUrl: 'https://second.example',
    } as Parameters<typeof client.accountSettings.updateSettings>[0])
    ContextHolder.for(app).setContext({
      ...ContextHolder.for(app).getContext(),
      tenantResolver: () => ({ tenant: 'second' }),
    })
    const publicSettings = await client.accountSettings.getPublicSettings()
    expect(publicSettings).toEqual({
      tenantId: second,
      name: 'Second SAS',
      applicationUrl: 'https://second.example',
      loginUrl: (custom as { loginUrl?: string }).loginUrl,
    })
    const error = await failureOf(client.accountSettings.updateSettings({ currency: 'money' }))
    expect(error.statusCode).toBe(400)
    expect(error.message).toBe('currency must be an ISO 4217 code such as USD')
  })
})
