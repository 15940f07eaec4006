import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startSlackFake } from '../connectivity/slack-fake'
import { addTenant, addUser, call, createTestServer, login } from '../helpers'
import type { SlackFake } from '../connectivity/slack-fake'
import type { TestServer, WireErrorBody } from '../helpers'

// Slack cannot be reached from here: the server talks to a loopback fake of Slack's HTTP API
// (OAuth and Web API) through FOYER_SLACK_API_URL, with the official @slack/web-api client.
let slack: SlackFake
let server: TestServer
let adminToken: string
const SLACK = '/integrations/resources/configurations/v1/slack'

beforeAll(async () => {
  slack = await startSlackFake()
  server = await createTestServer(slack.env)
  adminToken = (await login(server)).token
})
afterAll(async () => {
  await server.close()
  await slack.close()
})

const json = async <T>(response: Response) => (await response.json()) as T

interface SlackConfiguration {
  id: string
  installed: boolean
  teamName: string
  slackSubscriptions: {
    id: string
    isActive: boolean
    slackEvents: { eventKey: string; channelIds: string[] }[]
  }[]
}

const install = async (token = adminToken, team?: { id: string; name: string }) =>
  call(server, `${SLACK}/applications/registrations`, {
    token,
    body: { code: slack.issueCode(team) },
  })

describe('Slack routes', () => {
  it('answers what starts the OAuth: the app client id, the scopes and the consent page', async () => {
    const response = await call(server, `${SLACK}/applications`, { token: adminToken })
    expect(response.status).toBe(200)
    expect(await response.json()).toMatchObject({
      configured: true,
      clientId: slack.clientId,
      scope: 'chat:write,chat:write.public,channels:read,groups:read',
      authorizeUrl: slack.authorizeUrl,
    })
  })

  it('answers an account without Slack as not installed, and refuses its channels with a sentence', async () => {
    const response = await call(server, SLACK, { token: adminToken })
    expect(await json<SlackConfiguration>(response)).toMatchObject({
      installed: false,
      slackSubscriptions: [],
    })
    const channels = await call(server, `${SLACK}/channels`, { token: adminToken })
    expect(channels.status).toBe(400)
    expect((await json<WireErrorBody>(channels)).errors[0]).toContain('add to Slack first')
  })

  it("refuses a code Slack does not know with a 400 that names Slack's answer", async () => {
    const response = await call(server, `${SLACK}/applications/registrations`, {
      token: adminToken,
      body: { code: 'not-a-code' },
    })
    expect(response.status).toBe(400)
    expect((await json<WireErrorBody>(response)).errors[0]).toContain('invalid_code')
  })

  it('installs through the OAuth code, keeps the bot token sealed and never answers it', async () => {
    const response = await install()
    expect(response.status).toBe(200)
    const configuration = await call(server, SLACK, { token: adminToken })
    const text = await configuration.text()
    expect(JSON.parse(text)).toMatchObject({ installed: true, teamName: 'Acme' })
    expect(text).not.toContain('xoxb-')
    const row = await server.db
      .selectFrom('slack_installations')
      .select('bot_token')
      .where('tenant_id', '=', server.tenantId)
      .executeTakeFirstOrThrow()
    expect(row.bot_token).not.toContain('xoxb-')
    const audit = await server.db
      .selectFrom('audit_logs')
      .select(['action'])
      .where('tenant_id', '=', server.tenantId)
      .where('action', '=', 'connectivity.slack.installed')
      .execute()
    expect(audit).toHaveLength(1)
  })

  it('lists the workspace channels through conversations.list', async () => {
    const response = await call(server, `${SLACK}/channels`, { token: adminToken })
    expect(response.status).toBe(200)
    expect(await response.json()).toEqual([
      { id: 'C0ALERTS', name: 'alerts' },
      { id: 'C0GENERAL', name: 'general' },
      { id: 'C0SECURITY', name: 'security' },
    ])
  })

  it('creates, updates and deletes subscriptions; one left without a channel is deleted', async () => {
    const created = await call(server, `${SLACK}/subscriptions`, {
      token: adminToken,
      body: {
        isActive: true,
        slackEvents: [
          { eventKey: 'user.invited', channelIds: ['C0GENERAL', ' C0GENERAL '] },
          { eventKey: 'user.locked', channelIds: [] },
        ],
      },
    })
    expect(created.status).toBe(200)
    const { id } = await json<{ id: string }>(created)
    let configuration = await json<SlackConfiguration>(
      await call(server, SLACK, { token: adminToken }),
    )
    expect(configuration.slackSubscriptions).toEqual([
      {
        id,
        isActive: true,
        slackEvents: [{ eventKey: 'user.invited', channelIds: ['C0GENERAL'] }],
      },
    ])
    const updated = await call(server, `${SLACK}/subscription/${id}`, {
      method: 'PATCH',
      token: adminToken,
      body: {
        isActive: false,
        slackEvents: [{ eventKey: 'user.locked', channelIds: ['C0SECURITY'] }],
      },
    })
    expect(updated.status).toBe(200)
    configuration = await json<SlackConfiguration>(await call(server, SLACK, { token: adminToken }))
    expect(configuration.slackSubscriptions[0]).toMatchObject({ isActive: false })
    const emptied = await call(server, `${SLACK}/subscription/${id}`, {
      method: 'PATCH',
      token: adminToken,
      body: { isActive: true, slackEvents: [{ eventKey: 'user.locked', channelIds: [] }] },
    })
    expect(await emptied.json()).toBeNull()
    configuration = await json<SlackConfiguration>(await call(server, SLACK, { token: adminToken }))
    expect(configuration.slackSubscriptions).toEqual([])
  })

  it('does not create a subscription that names no channel', async () => {
    const response = await call(server, `${SLACK}/subscriptions`, {
      token: adminToken,
      body: { isActive: true, slackEvents: [{ eventKey: 'user.invited', channelIds: [' '] }] },
    })
    expect(response.status).toBe(200)
    expect(await response.json()).toBeNull()
    const configuration = await json<SlackConfiguration>(
      await call(server, SLACK, { token: adminToken }),
    )
    expect(configuration.slackSubscriptions).toEqual([])
  })

  it('refuses an event outside the catalogue with a 400 naming it', async () => {
    const response = await call(server, `${SLACK}/subscriptions`, {
      token: adminToken,
      body: {
        isActive: true,
        slackEvents: [{ eventKey: 'user.teleported', channelIds: ['C0GENERAL'] }],
      },
    })
    expect(response.status).toBe(400)
    expect((await json<WireErrorBody>(response)).errors.join(' ')).toContain('user.teleported')
  })

  it("never shows or changes another account's Slack", async () => {
    const created = await call(server, `${SLACK}/subscriptions`, {
      token: adminToken,
      body: {
        isActive: true,
        slackEvents: [{ eventKey: 'user.invited', channelIds: ['C0ALERTS'] }],
      },
    })
    const { id } = await json<{ id: string }>(created)
    await addTenant(server, 'Other', 'other-admin@example.com')
    const other = (await login(server, 'other-admin@example.com')).token
    const seen = await json<SlackConfiguration>(await call(server, SLACK, { token: other }))
    expect(seen).toMatchObject({ installed: false, slackSubscriptions: [] })
    expect((await call(server, `${SLACK}/channels`, { token: other })).status).toBe(400)
    const patch = await call(server, `${SLACK}/subscription/${id}`, {
      method: 'PATCH',
      token: other,
      body: {
        isActive: false,
        slackEvents: [{ eventKey: 'user.invited', channelIds: ['C0ALERTS'] }],
      },
    })
    expect(patch.status).toBe(400)
    expect(await install(other, { id: 'T0OTHER', name: 'Other' })).toHaveProperty('status', 200)
    const patched = await call(server, `${SLACK}/subscription/${id}`, {
      method: 'PATCH',
      token: other,
      body: {
        isActive: false,
        slackEvents: [{ eventKey: 'user.invited', channelIds: ['C0ALERTS'] }],
      },
    })
    expect(patched.status).toBe(404)
    const removed = await call(server, `${SLACK}/subscriptions/${id}`, {
      method: 'DELETE',
      token: other,
    })
    expect(removed.status).toBe(404)
    const mine = await json<SlackConfiguration>(await call(server, SLACK, { token: adminToken }))
    expect(mine.slackSubscriptions.map((subscription) => subscription.id)).toContain(id)
  })

  it('asks to add to Slack again when the workspace took the token back, and says when Slack is down', async () => {
    slack.setDown(true)
    const down = await call(server, `${SLACK}/channels`, { token: adminToken })
    expect(down.status).toBe(502)
    expect((await json<WireErrorBody>(down)).errors[0]).toContain('Slack cannot be reached')
    slack.setDown(false)
    slack.revokeAll()
    const revoked = await call(server, `${SLACK}/channels`, { token: adminToken })
    expect(revoked.status).toBe(409)
    expect((await json<WireErrorBody>(revoked)).errors[0]).toContain('add to Slack again')
  })

  it('refuses a member without the integrations permissions in a sentence', async () => {
    await addUser(server, {
      email: 'reader@example.com',
      password: 'reader password 1',
      roleKeys: ['ReadOnly'],
    })
    const reader = (await login(server, 'reader@example.com', 'reader password 1')).token
    expect((await call(server, SLACK, { token: reader })).status).toBe(200)
    const refused = await install(reader)
    expect(refused.status).toBe(403)
    expect((await json<WireErrorBody>(refused)).errors[0]).toContain('Edit Integrations permission')
    await addUser(server, {
      email: 'viewer@example.com',
      password: 'viewer password 1',
      roleKeys: ['Viewer'],
    })
    const viewer = (await login(server, 'viewer@example.com', 'viewer password 1')).token
    expect((await call(server, SLACK, { token: viewer })).status).toBe(403)
  })

  it('removes the workspace and its subscriptions', async () => {
    const response = await call(server, SLACK, { method: 'DELETE', token: adminToken })
    expect(response.status).toBe(200)
    const configuration = await json<SlackConfiguration>(
      await call(server, SLACK, { token: adminToken }),
    )
    expect(configuration).toMatchObject({ installed: false, slackSubscriptions: [] })
  })
})
