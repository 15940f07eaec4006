import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { createTestServer } from '../helpers'
import {
  enqueueTestMail,
  messageRow,
  startedWorkers,
  startWorker,
  stopWorkers,
} from './worker-support'
import type { Transports } from '../../../server/src/delivery/transports'
import type { TestServer } from '../helpers'

let server: TestServer

beforeAll(async () => {
  server = await createTestServer()
})
afterEach(stopWorkers)
afterAll(() => server.close())

describe('the delivery worker', () => {
  it('sends a mail enqueued in its process at once, without waiting for its next poll', async () => {
    const { lines } = startWorker(server, { pollMs: 60_000 })
    // Its first look at the outbox is at start; the next poll would be a minute later.
    await new Promise((resolve) => setTimeout(resolve, 100))
    const started = Date.now()
    const id = await enqueueTestMail(server, 'wake@example.com')
    await expect
      .poll(async () => (await messageRow(server, id)).status, { timeout: 2000 })
      .toBe('delivered')
    expect(Date.now() - started).toBeLessThan(2000)
    expect(lines).toHaveLength(1)
  })

  it('hands back a message it could not finish when stopped, for the next worker to send at once', async () => {
    let sending = 0
    const stuck: Transports = {
      mail: {
        send: () => {
          sending++
          return new Promise<void>(() => undefined)
        },
        close: () => undefined,
      },
      sms: { send: () => Promise.resolve(), close: () => undefined },
    }
    const { worker } = startWorker(server, { transports: stuck })
    startedWorkers.splice(startedWorkers.indexOf(worker), 1)
    const id = await enqueueTestMail(server, 'stopping@example.com')
    await expect.poll(() => sending).toBe(1)
    expect(await messageRow(server, id)).toMatchObject({ status: 'sending', attempts: 1 })
    await worker.stop({ graceMs: 50 })
    expect(await messageRow(server, id)).toMatchObject({
      status: 'pending',
      attempts: 0,
      locked_until: null,
      claim_id: null,
    })
    // No lease to wait for: the next worker sends it now.
    const { lines } = startWorker(server)
    await expect.poll(async () => (await messageRow(server, id)).status).toBe('delivered')
    expect(lines[0]).toContain('to stopping@example.com (password-reset)')
  })
})
