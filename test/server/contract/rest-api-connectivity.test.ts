import { ContextHolder, createApiClient, FronteggApiError } from '@frontegg/rest-api'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { writeAudit } from '../../../server/src/audit/repository'
import { startEventWorker } from '../../../server/src/events/worker'
import { admin, createTestServer } from '../helpers'
import { startReceiver } from '../webhooks/receiver'
import { serveForRestApi } from './rest-api-peer'
import type { EventWorker } from '../../../server/src/events/worker'
import type { TestServer } from '../helpers'

/**
 * Webhooks and the event catalogue (wire §5.21 rows 20-28) through the real @frontegg/rest-api
 * 7.x client over HTTP on loopback, with a loopback receiver (private networks allowed).
 */
let server: TestServer
let peer: Awaited<ReturnType<typeof serveForRestApi>>
let receiver: Awaited<ReturnType<typeof startReceiver>>
let worker: EventWorker
const client = createApiClient('connectivity')
const connectivity = client.connectivity

beforeAll(async () => {
  process.env.FOYER_ALLOW_PRIVATE_NETWORK = '1'
  server = await createTestServer()
  peer = await serveForRestApi(server, 'connectivity')
  receiver = await startReceiver()
  worker = startEventWorker({
    db: server.db,
    config: server.config,
    now: server.clock.now,
    pollMs: 20,
    retry: { baseMs: 20, maxMs: 100 },
  })
  const login = await client.auth.login({ email: admin.email, password: admin.password })
  ContextHolder.for('connectivity').setAccessToken(login.accessToken)
})

afterAll(async () => {
  await worker.stop({ graceMs: 1000 })
  await receiver.close()
  await peer.close()
  await server.close()
  delete process.env.FOYER_ALLOW_PRIVATE_NETWORK
})

interface Hook {
  _id: string
  secret: string
  displayName: string
  isActive: boolean
  eventKeys: string[]
}

describe('@frontegg/rest-api 7.x: connectivity webhooks and events', () => {
  it('reads the categories and the channel maps', async () => {
    const categories = await connectivity.getCategories()
    const keys = categories.flatMap((category) => (category.events ?? []).map((e) => e.key))
    expect(keys).toEqual(expect.arrayContaining(['user.invited', 'user.locked']))
    const maps = await connectivity.getChannelMaps('webhook,email')
    expect(maps.length).toBe(keys.length)
    expect(maps[0]).toMatchObject({ category: { id: maps[0]?.categoryId } })
  })

  it('creates, updates, lists, logs, tests, retries and deletes a webhook', async () => {
    const created = (await connectivity.postWebhooksConfiguration({
      url: receiver.url,
      secret: null,
      displayName: 'Receiver',
      description: '',
      eventKeys: ['user.locked'],
      isActive: true,
    })) as Hook
    receiver.useSecret(created.secret)
    const updated = (await connectivity.postWebhooksConfiguration({
      _id: created._id,
      url: receiver.url,
      secret: null,
      displayName: 'Receiver 2',
      description: 'renamed',
      eventKeys: ['user.locked', 'user.unlocked'],
      isActive: true,
    })) as Hook
    expect(updated).toMatchObject({
      _id: created._id,
      displayName: 'Receiver 2',
      secret: created.secret,
    })
    const listed = (await connectivity.getWebhooksConfigurations()) as Hook[]
    expect(listed.map((hook) => hook.displayName)).toEqual(['Receiver 2'])

    await writeAudit(server.db, {
      tenantId: server.tenantId,
      userId: null,
      email: null,
      action: 'user.locked',
      description: 'Locked',
      severity: 'High',
      ip: null,
      userAgent: null,
    })
    await receiver.waitFor(1)
    await expect
      .poll(
        async () => ((await connectivity.getWebhookLog(created._id)) as { count: number }).count,
      )
      .toBe(1)
    const log = (await connectivity.getWebhookLog(created._id, 0, 10)) as {
      count: number
      rows: { id: string; statusCode: string }[]
    }
    expect(log.rows[0]?.statusCode).toBe('200')

    const retried = await connectivity.postWebhookRetry(log.rows[0]?.id ?? '')
    expect(retried.statusCode).toBe('202')
    await receiver.waitFor(2)
    expect(receiver.received.every((request) => request.verified)).toBe(true)

    receiver.answer([201])
    const tested = await connectivity.postWebhookTest({ url: receiver.url, secret: created.secret })
    expect(tested.statusCode).toBe('201')
    const withTest = (await connectivity.getWebhookLog(created._id, 0, 10)) as {
      rows: { id: string; isTest: boolean }[]
    }
    expect(withTest.rows[0]).toMatchObject({ id: tested.id, isTest: true })

    await connectivity.deleteWebhooksConfiguration(created._id)
    expect(await connectivity.getWebhooksConfigurations()).toEqual([])
  })

  it('answers refusals as FronteggApiError with the server’s sentence', async () => {
    const error = await connectivity
      .postWebhooksConfiguration({
        url: receiver.url,
        secret: null,
        displayName: 'Bad',
        description: '',
        eventKeys: ['no.such.event'],
        isActive: true,
      })
      .then(
        () => undefined,
        (reason: unknown) => reason,
      )
    expect(error).toBeInstanceOf(FronteggApiError)
    expect((error as FronteggApiError).message).toBe('There is no event no.such.event')
  })
})
