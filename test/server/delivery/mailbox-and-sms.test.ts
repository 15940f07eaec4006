import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { createApp } from '../../../server/src/app'
import { loadConfig } from '../../../server/src/config'
import { enqueueMail, enqueueSms } from '../../../server/src/delivery/outbox'
import { createTransports } from '../../../server/src/delivery/transports'
import { startSmsProviderFake } from '../../support/sms-provider-fake'
import { createTestServer } from '../helpers'
import { messageRow, startWorker, stopWorkers } from './worker-support'
import type { SmsProviderFake } from '../../support/sms-provider-fake'
import type { TestServer } from '../helpers'

// The SMS provider here is a loopback FAKE of a third-party API (Twilio's Messages resource).
let sms: SmsProviderFake
let server: TestServer

beforeAll(async () => {
  sms = await startSmsProviderFake()
  // Mail has no SMTP server (the development mailbox keeps it); SMS goes to the fake provider.
  server = await createTestServer({
    FOYER_SMS_URL: sms.url,
    FOYER_SMS_ACCOUNT_SID: sms.credentials.accountSid,
    FOYER_SMS_AUTH_TOKEN: sms.credentials.authToken,
    FOYER_SMS_FROM: '+14155550100',
  })
})
afterEach(stopWorkers)
afterAll(async () => {
  await server.close()
  await sms.close()
})

const sendSms = (to: string, text: string) =>
  server.db
    .transaction()
    .execute((trx) =>
      enqueueSms(trx, { purpose: 'login-code', to, locale: 'en', text, now: server.clock.now() }),
    )

describe('SMS through a Twilio-compatible API', () => {
  it('posts To, From and Body with the account credentials, and records the delivery', async () => {
    startWorker(server)
    const id = await sendSms('+14155550123', 'Your Acme sign-in code is 482913')
    const sent = await sms.waitFor('+14155550123')
    expect(sent).toEqual({
      accountSid: sms.credentials.accountSid,
      to: '+14155550123',
      from: '+14155550100',
      messagingServiceSid: undefined,
      body: 'Your Acme sign-in code is 482913',
    })
    await expect.poll(async () => (await messageRow(server, id)).status).toBe('delivered')
  })

  it('retries after the provider answers 503, and sends once', async () => {
    sms.refuseNext(1, 503)
    startWorker(server)
    const id = await sendSms('+14155550124', 'Code 111222')
    await sms.waitFor('+14155550124')
    await expect.poll(async () => (await messageRow(server, id)).status).toBe('delivered')
    expect((await messageRow(server, id)).attempts).toBe(2)
    expect(sms.messages.filter((m) => m.to === '+14155550124')).toHaveLength(1)
  })

  it('fails the attempt with the provider’s words when the credentials are wrong', async () => {
    const config = loadConfig({
      FOYER_SMS_URL: sms.url,
      FOYER_SMS_ACCOUNT_SID: sms.credentials.accountSid,
      FOYER_SMS_AUTH_TOKEN: 'not-the-token',
      FOYER_SMS_FROM: '+14155550100',
    })
    startWorker(server, { transports: createTransports(config, () => undefined), maxAttempts: 1 })
    const id = await sendSms('+14155550125', 'Code 333444')
    await expect.poll(async () => (await messageRow(server, id)).status).toBe('failed')
    expect((await messageRow(server, id)).last_error).toBe(
      'SMS provider refused the message: 401 Authenticate (20003)',
    )
  })
})

describe('the development mailbox', () => {
  it('keeps mail without SMTP, prints one line with its link, and marks it delivered', async () => {
    const { lines } = startWorker(server)
    const id = await server.db.transaction().execute((trx) =>
      enqueueMail(trx, {
        purpose: 'activation',
        to: 'dev@example.com',
        locale: 'en',
        brand: 'Acme',
        content: {
          subject: 'Activate your account',
          heading: 'Welcome',
          paragraphs: ['Activate it.'],
          action: { label: 'Activate', url: 'https://app.test/account/activate?token=abc' },
        },
        now: server.clock.now(),
      }),
    )
    await expect.poll(async () => (await messageRow(server, id)).status).toBe('delivered')
    expect(lines).toEqual([
      'Foyer dev mailbox: mail "Activate your account" to dev@example.com (activation): https://app.test/account/activate?token=abc',
    ])
  })

  it('serves a page listing mail newest first with links, status and failures, all escaped', async () => {
    const now = server.clock.now()
    const older = await server.db.transaction().execute((trx) =>
      enqueueMail(trx, {
        purpose: 'invitation',
        to: 'page@example.com',
        locale: 'en',
        brand: 'Acme',
        content: {
          subject: '<script>alert(1)</script> invited you',
          heading: 'Join',
          paragraphs: ['Code below'],
          code: '654321',
          action: { label: 'Join', url: 'https://app.test/invite?token=a&tenant=b' },
        },
        now: new Date(now.getTime() - 60_000),
      }),
    )
    await server.db
      .updateTable('messages')
      .set({ status: 'failed', attempts: 8, last_error: '550 <mailbox> unavailable' })
      .where('id', '=', older)
      .execute()
    const newer = await server.db.transaction().execute((trx) =>
      enqueueMail(trx, {
        purpose: 'unlock',
        to: 'page@example.com',
        locale: 'en',
        brand: 'Acme',
        content: { subject: 'Unlock your account', heading: 'Unlock', paragraphs: ['Hi'] },
        now,
      }),
    )
    const response = await server.app.request('/dev/mailbox?to=PAGE@example.com')
    expect(response.status).toBe(200)
    expect(response.headers.get('content-security-policy')).toContain("default-src 'none'")
    const page = await response.text()
    expect(page).not.toContain('<script>')
    expect(page).toContain('&lt;script&gt;alert(1)&lt;/script&gt; invited you')
    expect(page.indexOf('Unlock your account')).toBeLessThan(page.indexOf('invited you'))
    expect(page).toContain('href="https://app.test/invite?token=a&amp;tenant=b"')
    expect(page).toContain('654321')
    expect(page).toContain('Last error: 550 &lt;mailbox&gt; unavailable')
    expect(page).toContain('>failed</span> · 8 attempts')
    const html = await server.app.request(`/dev/mailbox/messages/${newer}.html`)
    expect(html.status).toBe(200)
    expect(html.headers.get('content-security-policy')).toContain('sandbox')
    expect(await html.text()).toContain('Unlock your account')
    // SMS go to the provider here, so the mailbox does not show them.
    await sendSms('+14155550126', 'Code 999000')
    const json = await server.app.request('/dev/mailbox/messages.json?to=%2B14155550126')
    expect(await json.json()).toEqual([])
    expect((await server.app.request('/dev/mailbox/messages/nope.html')).status).toBe(404)
  })

  it('is not served without FOYER_DEV_MAILBOX, even when no channel has a carrier', async () => {
    await server.db.transaction().execute((trx) =>
      enqueueSms(trx, {
        purpose: 'password-reset',
        to: '+14155550127',
        locale: 'en',
        text: 'Your reset code is 246810',
        now: server.clock.now(),
      }),
    )
    for (const env of [{}, { FOYER_DEV_MAILBOX: '0' }]) {
      const app = createApp({ db: server.db, config: loadConfig(env), keys: server.deps.keys })
      expect((await app.request('/dev/mailbox')).status).toBe(404)
      expect((await app.request('/dev/mailbox/messages.json?to=%2B14155550127')).status).toBe(404)
    }
    // With SMTP configured, mail never shows in the mailbox, even when it is on for SMS.
    await server.db.transaction().execute((trx) =>
      enqueueMail(trx, {
        purpose: 'password-reset',
        to: 'smtp@example.com',
        locale: 'en',
        brand: 'Acme',
        content: { subject: 'Reset your password', heading: 'Reset', paragraphs: ['Hi'] },
        now: server.clock.now(),
      }),
    )
    const smtp = loadConfig({ FOYER_DEV_MAILBOX: '1', FOYER_SMTP_URL: 'smtp://127.0.0.1:9' })
    const app = createApp({ db: server.db, config: smtp, keys: server.deps.keys })
    const listed = async (to: string) =>
      (await (
        await app.request(`/dev/mailbox/messages.json?to=${encodeURIComponent(to)}`)
      ).json()) as unknown[]
    expect(await listed('smtp@example.com')).toEqual([])
    expect(await listed('+14155550127')).toHaveLength(1)
  })

  it('without a carrier and without the mailbox, keeps mail queued in the outbox', async () => {
    // SMS has its provider, mail has neither SMTP nor the mailbox.
    const config = loadConfig({
      FOYER_SMS_URL: sms.url,
      FOYER_SMS_ACCOUNT_SID: sms.credentials.accountSid,
      FOYER_SMS_AUTH_TOKEN: sms.credentials.authToken,
      FOYER_SMS_FROM: '+14155550100',
    })
    const { lines } = startWorker(server, {
      transports: createTransports(config, (line) => lines.push(line)),
    })
    const mail = await server.db.transaction().execute((trx) =>
      enqueueMail(trx, {
        purpose: 'password-reset',
        to: 'queued@example.com',
        locale: 'en',
        brand: 'Acme',
        content: { subject: 'Reset your password', heading: 'Reset', paragraphs: ['Hi'] },
        now: server.clock.now(),
      }),
    )
    // The SMS, queued after the mail, is delivered: the worker has looked at the outbox since.
    const text = await sendSms('+14155550128', 'Code 135791')
    await sms.waitFor('+14155550128')
    await expect.poll(async () => (await messageRow(server, text)).status).toBe('delivered')
    expect(await messageRow(server, mail)).toMatchObject({ status: 'pending', attempts: 0 })
    expect(lines).toEqual([])
  })

  it('is not served once both mail and SMS have a real carrier', async () => {
    const config = loadConfig({
      FOYER_SMTP_URL: 'smtp://127.0.0.1:9',
      FOYER_SMS_URL: sms.url,
      FOYER_SMS_ACCOUNT_SID: sms.credentials.accountSid,
      FOYER_SMS_AUTH_TOKEN: sms.credentials.authToken,
      FOYER_SMS_FROM: '+14155550100',
    })
    const app = createApp({ db: server.db, config, keys: server.deps.keys })
    expect((await app.request('/dev/mailbox')).status).toBe(404)
    expect((await app.request('/dev/mailbox/messages.json')).status).toBe(404)
  })
})
