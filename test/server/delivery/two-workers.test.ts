import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { createDatabase } from '../../../server/src/db/create-database'
import { claimDueMessages } from '../../../server/src/delivery/claims'
import { createTransports } from '../../../server/src/delivery/transports'
import { startSmtpCatcher } from '../../support/smtp-catcher'
import { createTestServer } from '../helpers'
import { enqueueTestMail, messageRow, startWorker, stopWorkers } from './worker-support'
import type { Db } from '../../../server/src/db/database'
import type { Transports } from '../../../server/src/delivery/transports'
import type { SmtpCatcher } from '../../support/smtp-catcher'
import type { TestServer } from '../helpers'

const onPostgres = process.env.FOYER_TEST_DB === 'postgres'
let server: TestServer
let smtp: SmtpCatcher
/** A second connection pool, as a second server instance has (PGlite has one connection). */
let secondDb: Db

beforeAll(async () => {
  smtp = await startSmtpCatcher()
  server = await createTestServer({ FOYER_SMTP_URL: smtp.url, FOYER_DELIVERY_LEASE: '30' })
  if (onPostgres) {
    const rows = await server.db
      .selectNoFrom((eb) => eb.fn<string>('current_database').as('name'))
      .execute()
    const url = new URL(process.env.FOYER_TEST_DATABASE_URL ?? '')
    url.pathname = `/${rows[0]?.name ?? ''}`
    secondDb = await createDatabase({ kind: 'postgres', url: url.toString(), maxConnections: 5 })
  } else {
    secondDb = server.db
  }
})
afterEach(stopWorkers)
afterAll(async () => {
  if (secondDb !== server.db) await secondDb.destroy()
  await server.close()
  await smtp.close()
})

/** SMTP transports that count what this worker sent. */
const countingTransports = (): { transports: Transports; sent: string[] } => {
  const real = createTransports(server.config, () => undefined)
  const mail = real.mail
  if (!mail) throw new Error('The test server has no mail transport')
  const sent: string[] = []
  return {
    sent,
    transports: {
      ...real,
      mail: {
        send: async (message) => {
          await mail.send(message)
          sent.push(message.id)
        },
        close: mail.close,
      },
    },
  }
}

const enqueueMany = async (count: number, db: Db) => {
  const ids: string[] = []
  for (let index = 0; index < count; index++) {
    ids.push(await enqueueTestMail(server, `race-${index}@example.com`, { db }))
  }
  return ids
}

describe('two server instances on one database', () => {
  it('never deliver the same message twice', async () => {
    smtp.setDelay(15)
    const first = countingTransports()
    const second = countingTransports()
    startWorker(server, { transports: first.transports })
    startWorker(server, { transports: second.transports, db: secondDb })
    // Messages arrive while both are polling, half through each instance.
    const ids = [...(await enqueueMany(40, server.db)), ...(await enqueueMany(40, secondDb))]
    await expect
      .poll(() => smtp.messages.length, { timeout: 30_000 })
      .toBeGreaterThanOrEqual(ids.length)
    await expect
      .poll(async () => {
        const rows = await Promise.all(ids.map((id) => messageRow(server, id)))
        return rows.filter((row) => row.status === 'delivered').length
      })
      .toBe(ids.length)
    const caught = smtp.messages
      .map((mail) => mail.messageId)
      .filter((id) => ids.includes(id ?? ''))
    expect(caught).toHaveLength(ids.length)
    expect(new Set(caught).size).toBe(ids.length)
    expect([...first.sent, ...second.sent].sort()).toEqual([...ids].sort())
    // On PostgreSQL they really raced: both took a share.
    if (onPostgres) {
      expect(first.sent.length).toBeGreaterThan(0)
      expect(second.sent.length).toBeGreaterThan(0)
    }
    smtp.setDelay(0)
  }, 60_000)

  it('claim disjoint messages when they ask at the same instant', async () => {
    const ids = await enqueueMany(30, server.db)
    const now = server.clock.now()
    const claims = await Promise.all(
      [server.db, secondDb, server.db, secondDb].map((db) =>
        claimDueMessages(db, { now, leaseMs: 30_000, limit: 10 }),
      ),
    )
    const claimed = claims.flat().map((message) => message.id)
    expect(new Set(claimed).size).toBe(claimed.length)
    expect(claimed.sort()).toEqual([...ids].sort())
    // Held under the lease, they are nobody else's until it runs out.
    expect(await claimDueMessages(secondDb, { now, leaseMs: 30_000, limit: 50 })).toEqual([])
    const later = new Date(now.getTime() + 31_000)
    const retaken = await claimDueMessages(secondDb, { now: later, leaseMs: 30_000, limit: 50 })
    expect(retaken.map((message) => message.id).sort()).toEqual([...ids].sort())
    expect(retaken.every((message) => message.attempts === 2)).toBe(true)
    await server.db.deleteFrom('messages').where('id', 'in', ids).execute()
  })

  it('wait for a carrier that answers after the lease is over instead of sending it again', async () => {
    // Each send takes twice the lease: a worker that gave up at its own deadline would hand the
    // message back while the carrier still takes it, and the other worker would send it again.
    const slow = () => {
      const sent: string[] = []
      const transports: Transports = {
        mail: {
          send: async (message) => {
            sent.push(message.id)
            await new Promise((resolve) => setTimeout(resolve, 800))
          },
          close: () => undefined,
        },
        sms: { send: () => Promise.resolve(), close: () => undefined },
      }
      return { sent, transports }
    }
    const [first, second] = [slow(), slow()]
    startWorker(server, { transports: first.transports, leaseSeconds: 0.4 })
    startWorker(server, { transports: second.transports, leaseSeconds: 0.4, db: secondDb })
    const id = await enqueueTestMail(server, 'late-answer@example.com')
    await expect
      .poll(async () => (await messageRow(server, id)).status, { timeout: 5000 })
      .toBe('delivered')
    expect([...first.sent, ...second.sent].filter((sent) => sent === id)).toHaveLength(1)
    expect(await messageRow(server, id)).toMatchObject({ attempts: 1, last_error: null })
  })

  it('take over a message whose worker died once its lease ran out, and the late worker cannot undo it', async () => {
    let finishHung: () => void = () => undefined
    const hung: Transports = {
      mail: {
        send: () => new Promise<void>((resolve) => (finishHung = resolve)),
        close: () => undefined,
      },
      sms: { send: () => Promise.resolve(), close: () => undefined },
    }
    startWorker(server, { transports: hung, leaseSeconds: 30 })
    const id = await enqueueTestMail(server, 'lease@example.com')
    await expect.poll(async () => (await messageRow(server, id)).status).toBe('sending')
    startWorker(server, { db: secondDb })
    // The second instance leaves it alone while the lease runs…
    await new Promise((resolve) => setTimeout(resolve, 300))
    expect(smtp.messages.some((mail) => mail.messageId === id)).toBe(false)
    // …and takes it once the lease has run out.
    server.clock.advance(31_000)
    await smtp.waitFor('lease@example.com')
    await expect.poll(async () => (await messageRow(server, id)).status).toBe('delivered')
    finishHung()
    await new Promise((resolve) => setTimeout(resolve, 200))
    expect(await messageRow(server, id)).toMatchObject({ status: 'delivered', attempts: 2 })
    expect(smtp.messages.filter((mail) => mail.messageId === id)).toHaveLength(1)
  })
})
