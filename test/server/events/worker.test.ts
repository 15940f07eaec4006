import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { writeAudit } from '../../../server/src/audit/repository'
import { startEventWorker } from '../../../server/src/events/worker'
import { addTenant, call, createTestServer, login } from '../helpers'
import { startReceiver } from '../webhooks/receiver'
import type { EventWorker } from '../../../server/src/events/worker'
import type { TestServer } from '../helpers'

let server: TestServer
let token: string
let receiver: Awaited<ReturnType<typeof startReceiver>>
let worker: EventWorker | undefined
/** What the worker reported (nothing, when all goes well). */
const problems: string[] = []

beforeAll(async () => {
  process.env.FOYER_ALLOW_PRIVATE_NETWORK = '1'
  server = await createTestServer()
  token = (await login(server)).token
  receiver = await startReceiver()
})
afterAll(async () => {
  await worker?.stop({ graceMs: 1000 })
  await receiver.close()
  await server.close()
  delete process.env.FOYER_ALLOW_PRIVATE_NETWORK
})

/** A worker on the test clock with a fast retry schedule (20 ms, doubling, jitter). */
const start = (options: { disableAfterMs?: number } = {}) => {
  worker = startEventWorker({
    db: server.db,
    config: server.config,
    now: server.clock.now,
    pollMs: 20,
    timeoutMs: 2000,
    retry: { baseMs: 20, maxMs: 200 },
    // Fast retries would give a delivery up within seconds: the day of failures needs it alive.
    maxAttempts: 10_000,
    log: (line) => problems.push(line),
    ...options,
  })
  return worker
}

const json = async <T>(response: Response) => (await response.json()) as T

interface Hook {
  _id: string
  secret: string
  invocations: number
  isActive: boolean
}
interface LogPage {
  count: number
  rows: {
    id: string
    statusCode: string
    ok: boolean
    nextAttemptAt: string | null
    body: string
  }[]
}

const addHook = async (eventKeys: string[]) => {
  const response = await call(server, '/webhook/custom', {
    token,
    body: { url: receiver.url, secret: null, displayName: 'Receiver', eventKeys, isActive: true },
  })
  expect(response.status).toBe(200)
  const hook = await json<Hook>(response)
  receiver.useSecret(hook.secret)
  return hook
}

const logs = async (id: string) =>
  json<LogPage>(await call(server, `/webhook/logs/?id=${id}&offset=0&limit=10`, { token }))

const pendingEvents = async () =>
  (await server.db.selectFrom('events').select('key').execute()).map((row) => row.key)

describe('events raised by audit rows', () => {
  it('are queued with the audit row and vanish with a rolled-back change', async () => {
    const entry = {
      tenantId: server.tenantId,
      userId: null,
      email: null,
      action: 'user.locked' as const,
      description: 'Locked',
      severity: 'High' as const,
      ip: null,
      userAgent: null,
    }
    await server.db
      .transaction()
      .execute(async (trx) => {
        await writeAudit(trx, entry)
        throw new Error('the change fails after its audit row')
      })
      .catch(() => undefined)
    expect(await pendingEvents()).toEqual([])
    await writeAudit(server.db, { ...entry, action: 'user.login' })
    await writeAudit(server.db, { ...entry, tenantId: null })
    expect(await pendingEvents()).toEqual([])
    await writeAudit(server.db, entry)
    expect(await pendingEvents()).toEqual(['user.locked'])
    await server.db.deleteFrom('events').execute()
  })
})

describe('webhook deliveries', () => {
  it('signs each delivery, retries the first two failures with backoff and logs every attempt', async () => {
    const hook = await addHook(['user.invited'])
    receiver.answer([503, 503])
    const invite = await call(server, '/identity/resources/users/v2', {
      token,
      body: { email: 'invited@example.com', name: 'Invited' },
    })
    expect(invite.status).toBe(201)
    expect(await pendingEvents()).toEqual(['user.invited'])
    start()
    await receiver.waitFor(3)
    expect(receiver.received.map((r) => [r.status, r.verified, r.type])).toEqual([
      [503, true, 'user.invited'],
      [503, true, 'user.invited'],
      [200, true, 'user.invited'],
    ])
    // One delivery: the same webhook-id on every attempt, so the receiver can drop duplicates.
    expect(new Set(receiver.received.map((r) => r.id)).size).toBe(1)
    const data = JSON.parse(receiver.received[2]?.body ?? '{}') as { data: { email: string } }
    expect(data.data).toMatchObject({ tenantId: server.tenantId })
    await expect.poll(async () => (await logs(hook._id)).count).toBe(3)
    const page = await logs(hook._id)
    expect(page.rows.map((row) => [row.statusCode, row.ok])).toEqual([
      ['200', true],
      ['503', false],
      ['503', false],
    ])
    expect(page.rows[0]?.nextAttemptAt).toBeNull()
    expect(page.rows[1]?.nextAttemptAt).not.toBeNull()
    expect(page.rows[2]?.body).toBe('answer 503')
    expect(await pendingEvents()).toEqual([])
    const listed = await json<Hook[]>(await call(server, '/webhook', { token }))
    expect(listed.find((h) => h._id === hook._id)?.invocations).toBe(3)

    // The admin sends the delivered one again: 202, and the receiver gets it once more.
    const retried = await call(server, `/webhook/logs/${page.rows[0]?.id ?? ''}/retries`, {
      token,
      method: 'POST',
    })
    expect(retried.status).toBe(202)
    expect(await json<{ statusCode: string }>(retried)).toMatchObject({ statusCode: '202' })
    await receiver.waitFor(4)
    expect(receiver.received[3]).toMatchObject({ id: receiver.received[0]?.id, verified: true })
    expect(problems).toEqual([])
  })
})

describe('the test call', () => {
  it('sends a signed test event and answers the endpoint’s status', async () => {
    receiver.received.length = 0
    receiver.answer([201])
    receiver.useSecret('whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw')
    const response = await call(server, '/webhook/test', {
      token,
      body: { url: receiver.url, secret: 'whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw' },
    })
    expect(response.status).toBe(200)
    expect(await json(response)).toMatchObject({ statusCode: '201', ok: true, body: 'answer 201' })
    expect(receiver.received[0]).toMatchObject({ verified: true, type: 'webhook.test' })
  })

  it('never reaches another tenant’s log or delivery', async () => {
    const other = await addTenant(server, 'Other', 'other-admin@example.com')
    const otherToken = (await login(server, 'other-admin@example.com')).token
    expect(other.tenantId).not.toBe(server.tenantId)
    const [hook] = await json<Hook[]>(await call(server, '/webhook', { token }))
    const page = await logs(hook?._id ?? '')
    expect(page.count).toBeGreaterThan(0)
    const foreign = await call(server, `/webhook/logs/?id=${hook?._id ?? ''}`, {
      token: otherToken,
    })
    expect(foreign.status).toBe(404)
    const retry = await call(server, `/webhook/logs/${page.rows[0]?.id ?? ''}/retries`, {
      token: otherToken,
      method: 'POST',
    })
    expect(retry.status).toBe(404)
  })
})

describe('an endpoint that keeps failing', () => {
  it('turns an endpoint off after a day of failures and mails the tenant’s admins', async () => {
    receiver.received.length = 0
    const hook = await addHook(['user.locked'])
    receiver.answer([], 500)
    if (!worker) start()
    const raise = () =>
      writeAudit(server.db, {
        tenantId: server.tenantId,
        userId: null,
        email: null,
        action: 'user.locked',
        description: 'Locked',
        severity: 'High',
        ip: null,
        userAgent: null,
      })
    await raise()
    // The first failure is recorded (the streak starts) before the clock jumps a day.
    await expect.poll(async () => (await logs(hook._id)).count).toBeGreaterThan(0)
    server.clock.advance(25 * 60 * 60 * 1000)
    token = (await login(server)).token
    await expect
      .poll(
        async () => {
          const hooks = await json<Hook[]>(await call(server, '/webhook', { token }))
          return hooks.find((listed) => listed._id === hook._id)?.isActive
        },
        { timeout: 10_000 },
      )
      .toBe(false)
    expect(problems).toEqual([])
    const audit = await server.db
      .selectFrom('audit_logs')
      .select(['description', 'severity'])
      .where('action', '=', 'webhook.disabled')
      .executeTakeFirstOrThrow()
    expect(audit.severity).toBe('High')
    const mail = await server.db
      .selectFrom('messages')
      .select(['recipient', 'subject'])
      .where('purpose', '=', 'webhook-disabled')
      .execute()
    expect(mail).toEqual([
      { recipient: 'admin@example.com', subject: 'The webhook Receiver was turned off' },
    ])
    // Calls in flight at the turn-off finish and are logged: every request received is logged.
    await worker?.stop({ graceMs: 10_000 })
    const before = receiver.received.length
    expect(await logs(hook._id)).toMatchObject({ count: before })
    // Turned off: nothing more is sent to it.
    start()
    await raise()
    await expect.poll(pendingEvents).toEqual([])
    expect(await logs(hook._id)).toMatchObject({ count: before })
    expect(receiver.received).toHaveLength(before)
  })
})
