import {
  ContextHolder,
  createApiClient,
  FronteggApiError,
  PaginationOrderEnum,
  SortByEnum,
} from '@frontegg/rest-api'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  addTenant,
  addUser,
  admin,
  createTestServer,
  vendorCall,
  vendorEnv,
  vendorLogin,
} from '../helpers'
import { serveForRestApi } from './rest-api-peer'
import type { TestServer } from '../helpers'

/**
 * Drives this slice's endpoints through the real @frontegg/rest-api 7.x client over HTTP, with
 * the minimal browser globals it reads and a fetch that keeps cookies like a browser would.
 */
let server: TestServer
let peer: Awaited<ReturnType<typeof serveForRestApi>>
let memberId: string
let strangerId: string
const jar = new Map<string, string>()
const sentCookies: (string | undefined)[] = []

const realFetch = globalThis.fetch

const cookieFetch: typeof fetch = async (input, init) => {
  const headers = new Headers(init?.headers)
  const cookie = [...jar].map(([name, value]) => `${name}=${value}`).join('; ')
  if (cookie && init?.credentials === 'include') headers.set('cookie', cookie)
  sentCookies.push(headers.get('cookie') ?? undefined)
  const response = await realFetch(input, { ...init, headers })
  for (const line of response.headers.getSetCookie()) {
    const [pair = '', ...attributes] = line.split(';')
    const [name = '', ...rest] = pair.split('=')
    const value = rest.join('=')
    const expired = attributes.some((attribute) => /max-age=0/i.test(attribute.trim()))
    if (expired || value === '') jar.delete(name.trim())
    else jar.set(name.trim(), value)
  }
  return response
}

const client = createApiClient('contract')

beforeAll(async () => {
  server = await createTestServer(vendorEnv)
  memberId = await addUser(server, {
    email: 'member@example.com',
    name: 'Member',
    roleKeys: ['Viewer'],
  })
  strangerId = (await addTenant(server, 'Elsewhere', 'stranger@example.com')).userId
  peer = await serveForRestApi(server, 'contract', cookieFetch)
})

afterAll(async () => {
  await peer.close()
  await server.close()
})

describe('@frontegg/rest-api 7.x against the Foyer server', () => {
  it('surfaces a wrong password as FronteggApiError with our message and trace id', async () => {
    const error: unknown = await client.auth
      .login({ email: admin.email, password: 'wrong password' })
      .catch((caught: unknown) => caught)
    expect(error).toBeInstanceOf(FronteggApiError)
    const apiError = error as FronteggApiError
    expect(apiError.message).toBe('Incorrect email or password')
    expect(apiError.statusCode).toBe(401)
    expect(apiError.errorCode).toMatch(/^ER-/)
    expect(apiError.traceId).toMatch(/^[0-9a-f]{32}$/)
  })

  it('signs in (loginv2: login, me, current tenants) and keeps the refresh cookie', async () => {
    const result = await client.auth.loginv2({ email: admin.email, password: admin.password })
    expect(result.user.email).toBe(admin.email)
    expect(result.user.accessToken).toEqual(expect.any(String))
    expect(result.user.roles.map((role) => role.key)).toEqual(['Admin'])
    expect(result.activeTenant?.tenantId).toBe(server.tenantId)
    expect(result.tenants?.map((tenant) => tenant.name)).toEqual(['Default'])
    expect(jar.has('foyer_refresh')).toBe(true)
    expect(ContextHolder.for('contract').getAccessToken()).toBe(result.user.accessToken)
  })

  it('reads me, tenants and authorization', async () => {
    const me = await client.auth.getMeAndEntitlements()
    expect(me.email).toBe(admin.email)
    const tenants = await client.tenants.getTenants()
    expect(tenants.map((tenant) => tenant.tenantId)).toEqual([server.tenantId])
    const current = await client.users.getCurrentUserTenantsV3()
    expect(current.activeTenant.tenantId).toBe(server.tenantId)
    const authorization = await client.auth.getUserAuthorization()
    expect(authorization.permissions.map((permission) => permission.key)).toContain(
      'fe.secure.read.users',
    )
  })

  it('lists users (users v3), their roles and the tenant roles', async () => {
    const page = await client.users.getUsersV3({
      _limit: 10,
      _offset: 0,
      _sortBy: SortByEnum.name,
      _order: PaginationOrderEnum.ASC,
    })
    expect(page.items.map((user) => user.email)).toEqual([
      'admin@example.com',
      'member@example.com',
    ])
    expect(page._metadata).toEqual({ totalItems: 2, totalPages: 1 })
    const roles = await client.users.getUsersRoles({ ids: [memberId, strangerId] })
    expect(roles).toEqual([
      expect.objectContaining({
        userId: memberId,
        tenantId: server.tenantId,
        roleIds: [expect.any(String)],
      }),
    ])
    const tenantRoles = await client.roles.getRoles()
    expect(tenantRoles.find((role) => role.id === roles[0]?.roleIds[0])?.key).toBe('Viewer')
  })

  it('loads the entitlements bundle (v2) and the feature flags', async () => {
    const vendor = await vendorLogin(server)
    const post = (path: string, body: unknown) =>
      vendorCall<{ id: string }>(server, vendor, `/entitlements/resources/${path}`, { body })
    await post('features/v1', { key: 'reports', name: 'Reports' })
    const plan = await post('plans/v1', {
      name: 'Pro',
      defaultTreatment: 'false',
      featureKeys: ['reports'],
    })
    await post('entitlements/v2', { planId: plan.body.id, tenantId: server.tenantId })
    await post('feature-flags/v1', {
      key: 'admin_portal_should_load_authorization',
      name: 'Load authorization',
      on: true,
      offTreatment: 'false',
      defaultTreatment: 'true',
    })
    const bundle = await client.entitlements.loadEntitlementsV2()
    expect(bundle.features).toEqual({
      reports: { planIds: [plan.body.id], expireTime: -1, linkedPermissions: [] },
    })
    expect(bundle.plans).toEqual({ [plan.body.id]: { defaultTreatment: 'false', rules: [] } })
    expect(bundle.permissions['fe.secure.read.users']).toBe(true)
    expect(await client.featureFlags.loadFeatureFlags()).toEqual({
      admin_portal_should_load_authorization: 'on',
    })
  })

  it('refreshes with the cookie, rotating it', async () => {
    const before = jar.get('foyer_refresh')
    const refreshed = await client.auth.refreshToken()
    expect(refreshed.email).toBe(admin.email)
    expect(sentCookies.at(-2)).toContain(`foyer_refresh=${before}`)
    expect(jar.get('foyer_refresh')).not.toBe(before)
  })

  it('signs out, after which refresh fails', async () => {
    await client.auth.logout()
    expect(jar.has('foyer_refresh')).toBe(false)
    const error: unknown = await client.auth.refreshToken().catch((caught: unknown) => caught)
    expect(error).toBeInstanceOf(FronteggApiError)
    expect((error as FronteggApiError).statusCode).toBe(401)
  })
})
