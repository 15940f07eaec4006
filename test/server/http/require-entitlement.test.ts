import { Hono } from 'hono'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { authenticate } from '../../../server/src/http/authenticate'
import {
  requestBundle,
  requireEntitledPermission,
  requireFeature,
} from '../../../server/src/http/require-entitlement'
import { respondWithError } from '../../../server/src/http/wire-error'
import { addTenant, createTestServer, login, vendorCall, vendorEnv, vendorLogin } from '../helpers'
import type { AppEnv } from '../../../server/src/http/app-env'
import type { TestServer } from '../helpers'

let server: TestServer
let app: Hono<AppEnv>
const permission = 'fe.secure.write.users'

beforeAll(async () => {
  server = await createTestServer(vendorEnv)
  const vendor = await vendorLogin(server)
  const post = (path: string, body: unknown) =>
    vendorCall<{ id: string }>(server, vendor, `/entitlements/resources/${path}`, { body })
  await post('features/v1', { key: 'reports', name: 'Reports', permissions: [permission] })
  const plan = await post('plans/v1', {
    name: 'Pro',
    defaultTreatment: 'false',
    featureKeys: ['reports'],
  })
  await post('entitlements/v2', { planId: plan.body.id, tenantId: server.tenantId })
  await addTenant(server, 'Free', 'free@example.com')

  const deps = { db: server.db, now: server.clock.now }
  app = new Hono<AppEnv>()
  app.use('*', authenticate({ keys: server.deps.keys, issuer: server.config.issuer }))
  app.get(
    '/reports',
    requireFeature('reports', deps),
    requireEntitledPermission(permission, deps),
    (c) => c.json({ sameBundle: c.get('entitlements') === requestBundle(c, server.db) }),
  )
  app.get('/reports-permission', requireEntitledPermission(permission, deps), (c) =>
    c.json({ ok: true }),
  )
  app.onError((error, c) => respondWithError(error, c))
})
afterAll(() => server.close())

const get = async (path: string, token: string) => {
  const response = await app.request(path, { headers: { authorization: `Bearer ${token}` } })
  return { status: response.status, body: (await response.json()) as unknown }
}

describe('requireFeature and requireEntitledPermission', () => {
  it('let an entitled caller through, loading the bundle once per request', async () => {
    const { token } = await login(server)
    expect(await get('/reports', token)).toEqual({ status: 200, body: { sameBundle: true } })
  })

  it('answer 403 with the justification in the wire error shape', async () => {
    const { token } = await login(server, 'free@example.com')
    const refused = await get('/reports', token)
    expect(refused).toEqual({
      status: 403,
      body: {
        errors: ['Not entitled: MISSING_FEATURE'],
        errorCode: 'ER-FOYER-1009',
        context: { justification: 'MISSING_FEATURE' },
      },
    })
    expect((await get('/reports-permission', token)).status).toBe(403)
  })

  it('answer BUNDLE_EXPIRED once the assignment has expired', async () => {
    await server.db
      .updateTable('plan_assignments')
      .set({ expiration_date: new Date(Date.now() + 60_000) })
      .execute()
    const { token } = await login(server)
    expect((await get('/reports', token)).status).toBe(200)
    server.clock.advance(120_000)
    try {
      expect(await get('/reports', token)).toMatchObject({
        status: 403,
        body: { context: { justification: 'BUNDLE_EXPIRED' } },
      })
    } finally {
      server.clock.advance(-120_000)
    }
  })
})
