import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { enqueueMail } from '../../../server/src/delivery/outbox'
import { startSmtpCatcher } from '../../support/smtp-catcher'
import { createTestServer } from '../helpers'
import { enqueueTestMail, messageRow, startWorker, stopWorkers } from './worker-support'
import type { SmtpCatcher } from '../../support/smtp-catcher'
import type { TestServer } from '../helpers'

let server: TestServer
let smtp: SmtpCatcher

beforeAll(async () => {
  smtp = await startSmtpCatcher()
  server = await createTestServer({
    FOYER_SMTP_URL: smtp.url.replace('smtp://', 'smtp://mailer:secret@'),
    FOYER_MAIL_FROM: 'Acme <no-reply@acme.test>',
  })
})
afterEach(async () => {
  await stopWorkers()
  smtp.setDelay(0)
  smtp.refuseNext(0)
})
afterAll(async () => {
  await server.close()
  await smtp.close()
})

describe('delivery over SMTP', () => {
  it('sends a committed mail through SMTP with its From, subject, HTML and text, and records it', async () => {
    startWorker(server)
    const id = await enqueueTestMail(server, 'Ann@Example.com')
    const mail = await smtp.waitFor('ann@example.com', { match: (m) => m.messageId === id })
    expect(mail.from).toBe('no-reply@acme.test')
    expect(mail.subject).toBe('Reset your password')
    expect(mail.text).toContain('https://app.test/reset?to=Ann@Example.com')
    expect(mail.html).toContain('href="https://app.test/reset?to=Ann@Example.com"')
    await expect.poll(async () => (await messageRow(server, id)).status).toBe('delivered')
    const row = await messageRow(server, id)
    expect(row).toMatchObject({ attempts: 1, locked_until: null, claim_id: null, last_error: null })
    expect(row.delivered_at).toBeInstanceOf(Date)
  })

  it('sends nothing for a rolled-back transaction', async () => {
    startWorker(server)
    await expect(
      server.db.transaction().execute(async (trx) => {
        await enqueueMail(trx, {
          purpose: 'activation',
          to: 'rolled-back@example.com',
          locale: 'en',
          brand: 'Acme',
          content: { subject: 'Activate', heading: 'Activate', paragraphs: ['Hello'] },
          now: server.clock.now(),
        })
        throw new Error('the change failed')
      }),
    ).rejects.toThrow('the change failed')
    // A mail enqueued afterwards arrives: the worker ran past the rolled-back one.
    const later = await enqueueTestMail(server, 'rolled-back@example.com')
    await smtp.waitFor('rolled-back@example.com')
    expect(smtp.messages.filter((m) => m.to.includes('rolled-back@example.com'))).toEqual([
      expect.objectContaining({ messageId: later }),
    ])
    const rows = await server.db
      .selectFrom('messages')
      .select('id')
      .where('recipient', '=', 'rolled-back@example.com')
      .execute()
    expect(rows).toEqual([{ id: later }])
  })

  it('retries after the SMTP server refuses, then delivers exactly once', async () => {
    smtp.refuseNext(2, 451)
    startWorker(server)
    const id = await enqueueTestMail(server, 'retry@example.com')
    await smtp.waitFor('retry@example.com')
    await expect.poll(async () => (await messageRow(server, id)).status).toBe('delivered')
    expect((await messageRow(server, id)).attempts).toBe(3)
    expect(smtp.messages.filter((m) => m.messageId === id)).toHaveLength(1)
  })

  it('marks a mail failed after the last attempt, says why, and audits it', async () => {
    smtp.refuseNext(1000, 550)
    const { lines } = startWorker(server, { maxAttempts: 3 })
    const id = await enqueueTestMail(server, 'bounce@example.com')
    await expect.poll(async () => (await messageRow(server, id)).status).toBe('failed')
    const row = await messageRow(server, id)
    expect(row.attempts).toBe(3)
    expect(row.last_error).toMatch(/550/)
    const audit = await server.db
      .selectFrom('audit_logs')
      .selectAll()
      .where('action', '=', 'message.delivery-failed')
      .where('email', '=', 'bounce@example.com')
      .execute()
    expect(audit).toHaveLength(1)
    expect(audit[0]).toMatchObject({ tenant_id: server.tenantId, severity: 'High' })
    expect(audit[0]?.description).toMatch(/password-reset.*3 attempts.*550/)
    // The audit and the log line name the message, never its link.
    expect(JSON.stringify(audit[0])).not.toContain('https://app.test/reset')
    expect(lines.join('\n')).toContain(`message ${id} (mail, password-reset) failed after 3`)
    expect(lines.join('\n')).not.toContain('https://app.test/reset')
    expect(smtp.messages.some((m) => m.messageId === id)).toBe(false)
  })

  it('answers the enqueue at once while the SMTP server takes its time', async () => {
    smtp.setDelay(1500)
    startWorker(server)
    const started = Date.now()
    const id = await enqueueTestMail(server, 'slow@example.com')
    expect(Date.now() - started).toBeLessThan(500)
    await smtp.waitFor('slow@example.com', { timeoutMs: 10_000 })
    await expect.poll(async () => (await messageRow(server, id)).status).toBe('delivered')
  })
})
