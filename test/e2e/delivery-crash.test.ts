import { rmSync } from 'node:fs'
import { afterAll, describe, expect, it } from 'vitest'
import { createDatabase } from '../../server/src/db/create-database'
import { migrateToLatest } from '../../server/src/db/migrate'
import { enqueueMail } from '../../server/src/delivery/outbox'
import { startSmtpCatcher } from '../support/smtp-catcher'
import { freshDataDir } from './data-dir'
import { startServer, type ServerProcess } from './start-server'
import type { SmtpCatcher } from '../support/smtp-catcher'

const dataDir = freshDataDir('foyer-delivery-crash-')
const leaseSeconds = 5
const to = 'crash@example.com'
let smtp: SmtpCatcher | undefined
let running: ServerProcess | undefined

afterAll(async () => {
  if (running) {
    running.child.kill('SIGTERM')
    await running.exited
  }
  await smtp?.close()
  rmSync(dataDir, { recursive: true, force: true })
})

/** Opens the server's PGlite directory while no server runs on it. */
const withData = async <T>(
  work: (db: Awaited<ReturnType<typeof createDatabase>>) => Promise<T>,
) => {
  const db = await createDatabase({ kind: 'pglite', dataDir })
  try {
    return await work(db)
  } finally {
    await db.destroy()
  }
}

const messageState = (id: string) =>
  withData((db) =>
    db
      .selectFrom('messages')
      .select(['status', 'attempts'])
      .where('id', '=', id)
      .executeTakeFirstOrThrow(),
  )

describe('a server killed between the commit of a mail and its delivery', () => {
  it('delivers the mail exactly once after a restart on the same data', async () => {
    const catcher = await startSmtpCatcher()
    smtp = catcher
    const env = { FOYER_SMTP_URL: catcher.url, FOYER_DELIVERY_LEASE: String(leaseSeconds) }
    // The mail is committed with its change before the server starts: the flows that send mail
    // are other features; this test is about what happens to a committed message.
    const id = await withData(async (db) => {
      await migrateToLatest(db)
      return db.transaction().execute((trx) =>
        enqueueMail(trx, {
          purpose: 'password-reset',
          to,
          locale: 'en',
          brand: 'Crash Test',
          content: {
            subject: 'Reset your password',
            heading: 'Reset your password',
            paragraphs: ['Use the link below.'],
            action: { label: 'Reset', url: 'https://app.test/account/reset-password?token=t1' },
          },
          now: new Date(),
        }),
      )
    })

    // The SMTP server takes the mail's data but does not answer: the server is mid-delivery
    // when it dies, with the message claimed.
    catcher.hold()
    const first = await startServer(dataDir, env)
    await catcher.waitForReceived(1, 20_000)
    first.child.kill('SIGKILL')
    await first.exited
    const killedAt = Date.now()
    expect(await messageState(id)).toEqual({ status: 'sending', attempts: 1 })
    // The held mail was never answered 250, so it was not delivered: the catcher drops it.
    catcher.release()

    running = await startServer(dataDir, env)
    const mail = await catcher.waitFor(to, { timeoutMs: (leaseSeconds + 20) * 1000 })
    expect(mail.messageId).toBe(id)
    expect(mail.text).toContain('https://app.test/account/reset-password?token=t1')
    // Taken again only once the dead instance's lease ran out.
    expect(Date.now() - killedAt).toBeGreaterThanOrEqual(leaseSeconds * 1000 - 1000)
    // Nothing more comes: once, and recorded as delivered.
    await new Promise((resolve) => setTimeout(resolve, 1500))
    running.child.kill('SIGTERM')
    await running.exited
    running = undefined
    expect(catcher.messages.filter((caught) => caught.messageId === id)).toHaveLength(1)
    expect(catcher.messages).toHaveLength(1)
    expect(await messageState(id)).toEqual({ status: 'delivered', attempts: 2 })
  }, 120_000)
})
