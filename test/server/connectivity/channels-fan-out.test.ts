import { randomUUID } from 'node:crypto'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { fanOutToChannels } from '../../../server/src/connectivity/channels-fan-out'
import { createSlackTransport } from '../../../server/src/connectivity/slack-transport'
import { createTransports } from '../../../server/src/delivery/transports'
import { startSmsProviderFake } from '../../support/sms-provider-fake'
import { startSmtpCatcher } from '../../support/smtp-catcher'
import { startWorker, stopWorkers } from '../delivery/worker-support'
import { addTenant, call, createTestServer, login } from '../helpers'
import { startSlackFake } from './slack-fake'
import type { RaisedEvent } from '../../../server/src/connectivity/channels-fan-out'
import type { SmsProviderFake } from '../../support/sms-provider-fake'
import type { SmtpCatcher } from '../../support/smtp-catcher'
import type { TestServer } from '../helpers'
import type { SlackFake } from './slack-fake'

// Slack cannot be reached from here: posts go to a loopback fake of Slack's Web API, mail to an
// SMTP catcher and SMS to a fake Twilio-compatible provider, all started in this process.
let server: TestServer
let slack: SlackFake
let smtp: SmtpCatcher
let sms: SmsProviderFake
let adminToken: string
const BASE = '/integrations/resources/configurations'

beforeAll(async () => {
  ;[slack, smtp, sms] = await Promise.all([
    startSlackFake(),
    startSmtpCatcher(),
    startSmsProviderFake(),
  ])
  server = await createTestServer({
    ...slack.env,
    FOYER_SMTP_URL: smtp.url,
    FOYER_SMS_URL: sms.url,
    FOYER_SMS_ACCOUNT_SID: sms.credentials.accountSid,
    FOYER_SMS_AUTH_TOKEN: sms.credentials.authToken,
    FOYER_SMS_FROM: '+14155550100',
  })
  adminToken = (await login(server)).token
  const ok = async (response: Response | Promise<Response>) =>
    expect((await response).status).toBe(200)
  await ok(
    call(server, `${BASE}/v1/emails/user.locked`, {
      token: adminToken,
      body: {
        enabled: true,
        subscriptions: [
          { name: 'Security', enabled: true, recipients: ['sec@example.com', 'ops@example.com'] },
          { name: 'Ops', enabled: true, recipients: ['ops@example.com'] },
          { name: 'Paused', enabled: false, recipients: ['paused@example.com'] },
        ],
      },
    }),
  )
  await ok(
    call(server, `${BASE}/v1/emails/user.invited`, {
      token: adminToken,
      body: {
        enabled: false,
        subscriptions: [{ name: 'Off', enabled: true, recipients: ['off@example.com'] }],
      },
    }),
  )
  await ok(
    call(server, `${BASE}/v2/sms/user.locked/subscriptions/${randomUUID()}`, {
      method: 'PUT',
      token: adminToken,
      body: { name: 'On call', enabled: true, recipients: ['+14155550123'] },
    }),
  )
  await ok(
    call(server, `${BASE}/v1/slack/applications/registrations`, {
      token: adminToken,
      body: { code: slack.issueCode() },
    }),
  )
  await ok(
    call(server, `${BASE}/v1/slack/subscriptions`, {
      token: adminToken,
      body: {
        isActive: true,
        slackEvents: [
          { eventKey: 'user.locked', channelIds: ['C0SECURITY', 'C0ALERTS'] },
          { eventKey: 'user.invited', channelIds: ['C0GENERAL'] },
        ],
      },
    }),
  )
  await ok(
    call(server, `${BASE}/v1/slack/subscriptions`, {
      token: adminToken,
      body: {
        isActive: false,
        slackEvents: [{ eventKey: 'user.locked', channelIds: ['C0GENERAL'] }],
      },
    }),
  )
})
afterEach(stopWorkers)
afterAll(async () => {
  await server.close()
  await Promise.all([slack.close(), smtp.close(), sms.close()])
})

const worker = () =>
  startWorker(server, {
    transports: {
      ...createTransports(server.config, () => undefined),
      slack: createSlackTransport({ db: server.db, config: server.config }),
    },
  })

const raised = (key: string, tenantId = server.tenantId): RaisedEvent => ({
  id: randomUUID(),
  tenantId,
  key,
  createdAt: new Date('2026-11-27T20:15:00Z'),
  data: { description: 'ann@example.com was locked after 5 failed sign-ins' },
})

const fanOut = (event: RaisedEvent) =>
  server.db.transaction().execute((trx) => fanOutToChannels(trx, event))

describe('fanOutToChannels', () => {
  it('mails each recipient of the enabled lists once, texts the SMS list and posts to the active Slack channels', async () => {
    worker()
    await fanOut(raised('user.locked'))
    const mail = await smtp.waitFor('sec@example.com')
    expect(mail.subject).toBe('Default: User locked')
    expect(mail.text).toContain('ann@example.com was locked after 5 failed sign-ins')
    expect(mail.text).toContain('2026-11-27 20:15 UTC')
    await smtp.waitFor('ops@example.com')
    const text = await sms.waitFor('+14155550123')
    expect(text.body).toBe(
      'Default: User locked. ann@example.com was locked after 5 failed sign-ins',
    )
    await expect
      .poll(() => slack.posted.map((post) => post.channel).sort())
      .toEqual(['C0ALERTS', 'C0SECURITY'])
    expect(slack.posted[0]?.text).toContain('*User locked*')
    await expect
      .poll(async () =>
        (
          await server.db
            .selectFrom('messages')
            .select('status')
            .where('purpose', '=', 'event-notification')
            .execute()
        ).map((row) => row.status),
      )
      .toEqual(['delivered', 'delivered', 'delivered', 'delivered', 'delivered'])
    expect(
      smtp.messages
        .map((m) => m.to)
        .flat()
        .sort(),
    ).toEqual(['ops@example.com', 'sec@example.com'])
  })

  it('writes each channel in the language of the admin who last saved its lists', async () => {
    const save = (path: string, language: string, recipients: string[]) =>
      call(server, `${BASE}/${path}/user.unlocked`, {
        token: adminToken,
        headers: { 'accept-language': language },
        body: { enabled: true, subscriptions: [{ name: 'Liste', enabled: true, recipients }] },
      })
    expect((await save('v1/emails', 'fr-FR,fr;q=0.9', ['fr@example.com'])).status).toBe(200)
    expect((await save('v2/sms', 'he', ['+14155550199'])).status).toBe(200)
    worker()
    await fanOut(raised('user.unlocked'))
    const mail = await smtp.waitFor('fr@example.com')
    expect(mail.subject).toBe('Default : User unlocked')
    expect(mail.text).toContain('Quand : 2026-11-27 20:15 UTC')
    expect(mail.text).toContain('Vous recevez ce mail car cette adresse figure sur une liste')
    const locales = await server.db
      .selectFrom('messages')
      .select(['recipient', 'locale'])
      .where('recipient', 'in', ['fr@example.com', '+14155550199'])
      .orderBy('recipient')
      .execute()
    expect(locales).toEqual([
      { recipient: '+14155550199', locale: 'he' },
      { recipient: 'fr@example.com', locale: 'fr' },
    ])
  })

  it('writes nothing twice when the same event is fanned out again', async () => {
    const event = raised('user.locked')
    await fanOut(event)
    const before = await server.db.selectFrom('messages').select('id').execute()
    await fanOut(event)
    expect(await server.db.selectFrom('messages').select('id').execute()).toHaveLength(
      before.length,
    )
  })

  it('sends nothing for a disabled event configuration but posts its Slack subscription', async () => {
    worker()
    await fanOut(raised('user.invited'))
    await expect
      .poll(() => slack.posted.filter((post) => post.text.includes('*User invited*')))
      .toEqual([expect.objectContaining({ channel: 'C0GENERAL' })])
    const mails = await server.db
      .selectFrom('messages')
      .select('recipient')
      .where('recipient', '=', 'off@example.com')
      .execute()
    expect(mails).toEqual([])
  })

  it('sends nothing when the fan-out transaction rolls back', async () => {
    const before = await server.db.selectFrom('messages').select('id').execute()
    await expect(
      server.db.transaction().execute(async (trx) => {
        await fanOutToChannels(trx, raised('user.locked'))
        throw new Error('the event worker failed')
      }),
    ).rejects.toThrow('the event worker failed')
    expect(await server.db.selectFrom('messages').select('id').execute()).toHaveLength(
      before.length,
    )
  })

  it("never sends one account's event to another account's subscribers", async () => {
    const { tenantId } = await addTenant(server, 'Other', 'other-admin@example.com')
    const before = await server.db.selectFrom('messages').select('id').execute()
    await fanOut(raised('user.locked', tenantId))
    expect(await server.db.selectFrom('messages').select('id').execute()).toHaveLength(
      before.length,
    )
  })

  it('retries a Slack post the workspace refuses and records the failure', async () => {
    await call(server, `${BASE}/v1/slack/subscriptions`, {
      token: adminToken,
      body: { isActive: true, slackEvents: [{ eventKey: 'user.enabled', channelIds: ['C0GONE'] }] },
    })
    startWorker(server, {
      maxAttempts: 2,
      transports: {
        mail: undefined,
        sms: undefined,
        slack: createSlackTransport({ db: server.db, config: server.config }),
      },
    })
    await fanOut(raised('user.enabled'))
    await expect
      .poll(async () =>
        server.db
          .selectFrom('messages')
          .select(['status', 'attempts', 'last_error'])
          .where('recipient', '=', 'C0GONE')
          .executeTakeFirst(),
      )
      .toMatchObject({
        status: 'failed',
        attempts: 2,
        last_error: expect.stringContaining('channel_not_found'),
      })
  })
})
