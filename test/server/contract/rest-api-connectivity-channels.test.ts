import { ContextHolder, createApiClient, FronteggApiError } from '@frontegg/rest-api'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startSlackFake } from '../connectivity/slack-fake'
import { admin, createTestServer } from '../helpers'
import { serveForRestApi } from './rest-api-peer'
import type { SlackFake } from '../connectivity/slack-fake'
import type { TestServer } from '../helpers'

/**
 * Slack, email and SMS subscriptions (wire §5.21 rows 1-19) through the real @frontegg/rest-api
 * 7.x client over HTTP on loopback. Slack cannot be reached from here: the server talks to a
 * loopback fake of Slack's HTTP API (test/server/connectivity/slack-fake.ts).
 */
let server: TestServer
let slack: SlackFake
let peer: Awaited<ReturnType<typeof serveForRestApi>>
const client = createApiClient('connectivity-channels')
const connectivity = client.connectivity

beforeAll(async () => {
  slack = await startSlackFake()
  server = await createTestServer(slack.env)
  peer = await serveForRestApi(server, 'connectivity-channels')
  const login = await client.auth.login({ email: admin.email, password: admin.password })
  ContextHolder.for('connectivity-channels').setAccessToken(login.accessToken)
})

afterAll(async () => {
  await peer.close()
  await server.close()
  await slack.close()
})

const refusal = async (call: Promise<unknown>) => {
  const error = await call.then(
    () => undefined,
    (reason: unknown) => reason,
  )
  expect(error).toBeInstanceOf(FronteggApiError)
  return error as FronteggApiError
}

describe('@frontegg/rest-api 7.x: Slack', () => {
  it('reads the scope, installs with postSlackCode and lists the channels', async () => {
    expect(await connectivity.getSlackScope()).toMatchObject({ clientId: slack.clientId })
    expect(await connectivity.getSlackConfiguration()).toMatchObject({ slackSubscriptions: [] })
    await connectivity.postSlackCode(slack.issueCode())
    expect(await connectivity.getSlackChannels()).toEqual([
      { id: 'C0ALERTS', name: 'alerts' },
      { id: 'C0GENERAL', name: 'general' },
      { id: 'C0SECURITY', name: 'security' },
    ])
  })

  it('creates, updates (singular path) and deletes a subscription', async () => {
    const created = (await connectivity.postSlackConfiguration({
      isActive: true,
      slackEvents: [{ eventKey: 'user.invited', channelIds: ['C0GENERAL'] }],
    })) as { id: string }
    await connectivity.postSlackConfiguration({
      id: created.id,
      isActive: false,
      slackEvents: [{ eventKey: 'user.invited', channelIds: ['C0ALERTS'] }],
    })
    const configuration = await connectivity.getSlackConfiguration()
    expect(configuration.slackSubscriptions).toEqual([
      {
        id: created.id,
        isActive: false,
        slackEvents: [{ eventKey: 'user.invited', channelIds: ['C0ALERTS'] }],
      },
    ])
    await connectivity.deleteSlackConfiguration({
      id: created.id,
      isActive: false,
      slackEvents: [],
    })
    expect((await connectivity.getSlackConfiguration()).slackSubscriptions).toEqual([])
  })

  it('answers an unknown code as a FronteggApiError with a sentence', async () => {
    const error = await refusal(connectivity.postSlackCode('expired-code'))
    expect(error.statusCode).toBe(400)
    expect(error.message).toContain('invalid_code')
  })
})

describe.each([
  {
    name: 'email',
    get: connectivity.getEmailConfiguration,
    post: connectivity.postEmailConfiguration,
    patch: connectivity.patchEmailConfiguration,
    put: connectivity.putEmailSubscriptions,
    deleteOne: connectivity.deleteEmailSubscriptions,
    deleteAll: connectivity.deleteEmailConfiguration,
    good: ['Ops@Example.com'],
    stored: ['ops@example.com'],
    bad: 'ops.example.com',
  },
  {
    name: 'SMS',
    get: connectivity.getSMSConfiguration,
    post: connectivity.postSMSConfiguration,
    patch: connectivity.patchSMSConfiguration,
    put: connectivity.putSMSSubscriptions,
    deleteOne: connectivity.deleteSMSSubscriptions,
    deleteAll: connectivity.deleteSMSConfiguration,
    good: ['+1 415 555 0123'],
    stored: ['+14155550123'],
    bad: '555-0123',
  },
])('@frontegg/rest-api 7.x: $name subscriptions', (channel) => {
  it('posts, patches, puts and deletes an event configuration', async () => {
    await channel.post({
      eventKey: 'user.locked',
      enabled: true,
      subscriptions: [
        { name: 'Team', enabled: true, recipients: channel.good },
        { name: 'Empty', enabled: true, recipients: [''] },
      ],
    })
    let [config] = await channel.get()
    expect(config).toMatchObject({
      eventKey: 'user.locked',
      enabled: true,
      subscriptions: [{ name: 'Team', enabled: true, recipients: channel.stored }],
    })
    await channel.patch({ eventKey: 'user.locked', enabled: false })
    const id = config?.subscriptions[0]?.id ?? ''
    await channel.put(id, 'user.locked', {
      name: 'Renamed',
      enabled: false,
      recipients: channel.good,
    })
    ;[config] = await channel.get()
    expect(config).toMatchObject({
      enabled: false,
      subscriptions: [{ id, name: 'Renamed', enabled: false }],
    })
    await channel.deleteOne('user.locked', id)
    expect((await channel.get())[0]?.subscriptions).toEqual([])
    await channel.deleteAll('user.locked')
    expect(await channel.get()).toEqual([])
  })

  it('refuses a recipient that is not one with a sentence naming it', async () => {
    const error = await refusal(
      channel.post({
        eventKey: 'user.locked',
        enabled: true,
        subscriptions: [{ name: 'Team', enabled: true, recipients: [channel.bad] }],
      }),
    )
    expect(error.statusCode).toBe(400)
    expect(error.message).toContain(channel.bad)
  })
})
