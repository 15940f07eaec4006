import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { writeAudit } from '../../../server/src/audit/repository'
import { startEventWorker } from '../../../server/src/events/worker'
import { call, createTestServer, login } from '../helpers'
import { startReceiver } from './receiver'
import type { EventWorker } from '../../../server/src/events/worker'
import type { TestServer } from '../helpers'

let server: TestServer
let token: string
let receiver: Awaited<ReturnType<typeof startReceiver>>
let worker: EventWorker | undefined
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

const MINUTE = 60_000

interface Hook {
  _id: string
  secret: string
  invocations: number
  isActive: boolean
}

const json = async <T>(response: Response) => (await response.json()) as T

const listedHook = async (id: string) => {
  const hooks = await json<Hook[]>(await call(server, '/webhook', { token }))
  return hooks.find((hook) => hook._id === id)
}

const logCount = async (id: string) =>
  (
    await json<{ count: number }>(
      await call(server, `/webhook/logs/?id=${id}&offset=0&limit=10`, { token }),
    )
  ).count

describe('a webhook call in flight when its endpoint is turned off', () => {
  it('is logged and counted once it returns: the log holds every request the endpoint received', async () => {
    const created = await call(server, '/webhook/custom', {
      token,
      body: {
        url: receiver.url,
        secret: null,
        displayName: 'Receiver',
        eventKeys: ['user.locked'],
        isActive: true,
      },
    })
    expect(created.status).toBe(200)
    const hook = await json<Hook>(created)
    receiver.useSecret(hook.secret)
    receiver.answer([], 500)
    // Retries wait ten minutes or more of the test clock: only the test's clock moves them on.
    worker = startEventWorker({
      db: server.db,
      config: server.config,
      now: server.clock.now,
      pollMs: 20,
      leaseMs: MINUTE,
      timeoutMs: 30_000,
      retry: { baseMs: 20 * MINUTE, maxMs: 20 * MINUTE },
      maxAttempts: 100,
      log: (line) => problems.push(line),
    })
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
    // Attempt 1 fails and is recorded: the endpoint's failure streak starts.
    await receiver.waitFor(1)
    await expect.poll(() => logCount(hook._id)).toBe(1)

    // Attempt 2 reaches the endpoint, whose answer is held: the call stays in flight.
    const held = receiver.holdNext()
    server.clock.advance(30 * MINUTE)
    await receiver.waitFor(2)

    // A day later its lease has run out: attempt 3 takes the delivery, fails, and its record
    // turns the endpoint off (a day of failures), giving the delivery up.
    server.clock.advance(25 * 60 * MINUTE)
    await receiver.waitFor(3)
    token = (await login(server)).token
    await expect.poll(async () => (await listedHook(hook._id))?.isActive).toBe(false)
    expect(await logCount(hook._id)).toBe(2)

    // Attempt 2's answer comes back now; stopping waits for the worker to finish with it.
    held.release()
    await worker.stop({ graceMs: 20_000 })
    worker = undefined
    expect(problems).toEqual([])
    expect(receiver.received).toHaveLength(3)
    expect(await logCount(hook._id)).toBe(3)
    expect(await listedHook(hook._id)).toMatchObject({ invocations: 3, isActive: false })
    const delivery = await server.db
      .selectFrom('webhook_deliveries')
      .select(['status', 'claim_id'])
      .where('webhook_id', '=', hook._id)
      .executeTakeFirstOrThrow()
    // The late record left the given-up delivery as the turn-off set it.
    expect(delivery).toEqual({ status: 'failed', claim_id: null })
  })
})
