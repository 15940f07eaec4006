import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import {
  ApiError,
  assignPlan,
  createApiClient,
  getFeatureFlags,
  getPlanAssignments,
  getUserEntitlements,
  getVendorToken,
  removePlanAssignment,
} from '../../src/api'
import { isEntitledToFeature } from '../../src/entitlements'
import { startPeer } from './http-peer'
import type { HttpPeer } from './http-peer'

let peer: HttpPeer

beforeAll(async () => {
  peer = await startPeer()
})
afterAll(() => peer.close())
beforeEach(() => {
  peer.requests.length = 0
})

const client = () =>
  createApiClient({ baseUrl: peer.url, appId: 'app-1', getAccessToken: () => 'token-1' })

const json = (body: unknown, status = 200) => ({
  status,
  body: JSON.stringify(body),
  headers: { 'content-type': 'application/json' },
})

const BUNDLE = {
  features: {
    sso: { planIds: ['pro'], expireTime: null, linkedPermissions: [] },
    reports: { planIds: [], expireTime: -1, linkedPermissions: ['fe.reports.read'] },
  },
  plans: { pro: { defaultTreatment: 'true' } },
  permissions: { 'fe.reports.*': true },
}

describe('getUserEntitlements', () => {
  it('GETs the v2 bundle with the bearer token and answers the engine-ready bundle', async () => {
    peer.answer = () => json(BUNDLE)
    const bundle = await getUserEntitlements(client())
    const request = peer.requests[0]
    expect(request?.method).toBe('GET')
    expect(request?.url).toBe('/api/entitlements/api/v2/user-entitlements')
    expect(request?.headers.authorization).toBe('Bearer token-1')
    expect(request?.headers['frontegg-requested-application-id']).toBe('app-1')
    expect(bundle).toEqual(BUNDLE)
    expect(isEntitledToFeature('sso', bundle)).toEqual({ isEntitled: true })
  })

  it('turns a refusal into an ApiError with the server message', async () => {
    peer.answer = () => json({ errors: ['Not authorized'], errorCode: 'ER-01001' }, 401)
    const failure = await getUserEntitlements(client()).catch((error: unknown) => error)
    expect(failure).toBeInstanceOf(ApiError)
    expect(failure).toMatchObject({ status: 401, message: 'Not authorized', errorCode: 'ER-01001' })
  })
})

describe('getFeatureFlags', () => {
  it('GETs /flags and answers the on/off map', async () => {
    peer.answer = () => json({ 'new-mfa-pages': 'on', passkeys: 'off' })
    expect(await getFeatureFlags(client())).toEqual({ 'new-mfa-pages': 'on', passkeys: 'off' })
    expect(peer.requests[0]).toMatchObject({ method: 'GET', url: '/api/flags' })
  })

  it('drops values that are neither "on" nor "off", and a body that is not a map', async () => {
    peer.answer = () => json({ a: 'on', b: true, c: 'ON', d: null, e: 'off' })
    expect(await getFeatureFlags(client())).toEqual({ a: 'on', e: 'off' })
    peer.answer = () => json(['on'])
    expect(await getFeatureFlags(client())).toEqual({})
    peer.answer = () => ({ status: 200, body: '' })
    expect(await getFeatureFlags(client())).toEqual({})
  })
})

describe('management calls', () => {
  it('get a vendor token, then list, assign and remove plan assignments', async () => {
    const assignment = {
      id: 'a/1',
      planId: 'pro',
      tenantId: 't-1',
      userId: null,
      expirationDate: null,
      createdAt: '2026-01-01T00:00:00.000Z',
    }
    peer.answer = (request) => {
      if (request.url === '/api/auth/vendor') return json({ token: 'vendor-1', expiresIn: 3600 })
      if (request.method === 'GET') return json({ items: [assignment] })
      if (request.method === 'POST') return json(assignment, 201)
      return json({})
    }
    const api = client()
    expect(await getVendorToken(api, { clientId: 'id', secret: 'shh' })).toEqual({
      token: 'vendor-1',
      expiresIn: 3600,
    })
    expect(await getPlanAssignments(api)).toEqual({ items: [assignment] })
    expect(await assignPlan(api, { planId: 'pro', tenantId: 't-1' })).toEqual(assignment)
    await removePlanAssignment(api, 'a/1')
    expect(peer.requests.map((request) => `${request.method} ${request.url}`)).toEqual([
      'POST /api/auth/vendor',
      'GET /api/entitlements/resources/entitlements/v2',
      'POST /api/entitlements/resources/entitlements/v2',
      'DELETE /api/entitlements/resources/entitlements/v2/a%2F1',
    ])
    expect(JSON.parse(peer.requests[0]?.body ?? '')).toEqual({ clientId: 'id', secret: 'shh' })
    expect(JSON.parse(peer.requests[2]?.body ?? '')).toEqual({ planId: 'pro', tenantId: 't-1' })
  })
})
