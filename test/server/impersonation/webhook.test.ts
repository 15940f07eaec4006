import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startEventWorker } from '../../../server/src/events/worker'
import { addTenant, addUser, call, createTestServer, login, vendorEnv } from '../helpers'
import { startReceiver } from '../webhooks/receiver'
import { auditRows, impersonate, refreshCookie, vendorToken } from './support'
import type { EventWorker } from '../../../server/src/events/worker'
import type { TestServer } from '../helpers'

/**
 * The impersonation events (issue 23): `impersonation.started` and `impersonation.ended` are in
 * the event catalogue, raised by their High audit rows in the user's tenant and delivered to that
 * tenant's webhooks like any other event, never to another tenant's.
 */
let server: TestServer
let receiver: Awaited<ReturnType<typeof startReceiver>>
let otherReceiver: Awaited<ReturnType<typeof startReceiver>>
let worker: EventWorker | undefined

beforeAll(async () => {
  process.env.FOYER_ALLOW_PRIVATE_NETWORK = '1'
  server = await createTestServer(vendorEnv)
  receiver = await startReceiver()
  otherReceiver = await startReceiver()
})
afterAll(async () => {
  await worker?.stop({ graceMs: 1000 })
  await receiver.close()
  await otherReceiver.close()
  await server.close()
  delete process.env.FOYER_ALLOW_PRIVATE_NETWORK
})

const events = ['impersonation.started', 'impersonation.ended']

const addHook = async (token: string, target: typeof receiver) => {
  const response = await call(server, '/webhook/custom', {
    token,
    body: {
      url: target.url,
      secret: null,
      displayName: 'Audit',
      eventKeys: events,
      isActive: true,
    },
  })
  expect(response.status).toBe(200)
  target.useSecret(((await response.json()) as { secret: string }).secret)
}

interface Delivered {
  type: string
  data: { tenantId: string; userId: string; details: Record<string, unknown> }
}

describe('impersonation webhook events', () => {
  it('are offered in the catalogue, delivered signed to the user’s tenant on start and end', async () => {
    const admin = await login(server)
    const catalogue = await call(server, '/event/resources/configurations/v1/categories', {
      token: admin.token,
    })
    expect(JSON.stringify(await catalogue.json())).toContain('impersonation.started')
    await addHook(admin.token, receiver)
    await addTenant(server, 'Elsewhere', 'elsewhere-admin@example.com')
    await addHook((await login(server, 'elsewhere-admin@example.com')).token, otherReceiver)
    const userId = await addUser(server, {
      email: 'acted-as@example.com',
      password: 'correct horse battery',
      roleKeys: ['Support'],
    })
    worker = startEventWorker({
      db: server.db,
      config: server.config,
      now: server.clock.now,
      pollMs: 20,
      timeoutMs: 2000,
      retry: { baseMs: 20, maxMs: 200 },
    })

    const started = await impersonate(server, {
      impersonatedUserId: userId,
      actorToken: await vendorToken(server),
      reason: 'Reproduce ticket 4711',
    })
    expect(started.status).toBe(200)
    const { accessToken } = (await started.json()) as { accessToken: string }
    expect(accessToken).not.toBe('')
    const logout = await call(server, '/identity/resources/auth/v1/logout', {
      body: {},
      headers: { cookie: refreshCookie(started) ?? '' },
    })
    expect(logout.status).toBe(200)

    await receiver.waitFor(2)
    const delivered = receiver.received.map((one) => JSON.parse(one.body) as Delivered)
    expect(receiver.received.every((one) => one.verified)).toBe(true)
    expect(delivered.map((one) => one.type).sort()).toEqual([...events].sort())
    const start = delivered.find((one) => one.type === 'impersonation.started')
    expect(start?.data).toMatchObject({
      tenantId: server.tenantId,
      userId,
      details: { actorKind: 'vendor', reason: 'Reproduce ticket 4711' },
    })
    // Audited in the user's tenant as High, the rows that raised them.
    for (const action of events) {
      const [row] = await auditRows(server, server.tenantId, action)
      expect(row).toMatchObject({ user_id: userId, severity: 'High' })
    }
    expect(otherReceiver.received).toEqual([])
  })
})
