import { SLACK_PATH } from '../api/connectivity-channels'
import { demoEventProblem } from './connectivity-channels'
import { fail, ok } from './http'
import type { SlackConfiguration, SlackEvent } from '../wire/connectivity-channels'
import type { DemoModule } from './app'
import type { DemoResponse } from './router'
import type { DemoState } from './state'

const read = 'fe.connectivity.read.integrations'
const write = 'fe.connectivity.write.integrations'

/** The demo workspace's channels. */
const CHANNELS = [
  { id: 'C0ALERTS', name: 'alerts' },
  { id: 'C0GENERAL', name: 'general' },
  { id: 'C0SECURITY', name: 'security' },
]

/** Each demo's Slack, per tenant of its persona: installed in the Acme workspace. */
const stores = new WeakMap<DemoState, Map<string, SlackConfiguration>>()

const slackOf = (state: DemoState): SlackConfiguration => {
  const tenants = stores.get(state) ?? new Map<string, SlackConfiguration>()
  stores.set(state, tenants)
  const found = tenants.get(state.tenantId)
  if (found) return found
  const created: SlackConfiguration = {
    id: `demo-slack-${state.tenantId}`,
    installed: true,
    teamId: 'T0ACME',
    teamName: 'Acme',
    slackSubscriptions: [
      {
        id: 'demo-slack-1',
        isActive: true,
        slackEvents: [{ eventKey: 'user.locked', channelIds: ['C0SECURITY'] }],
      },
    ],
  }
  tenants.set(state.tenantId, created)
  return created
}

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value)

/** A body's events as the server keeps them (no empty channel lists), or its 400. */
const pruned = (body: unknown): SlackEvent[] | DemoResponse => {
  if (!isObject(body) || !Array.isArray(body.slackEvents))
    return fail(400, 'slackEvents is required')
  const out: SlackEvent[] = []
  for (const [index, entry] of body.slackEvents.entries()) {
    if (!isObject(entry) || !Array.isArray(entry.channelIds)) {
      return fail(400, `slackEvents.${index}.channelIds is required`)
    }
    const key = typeof entry.eventKey === 'string' ? entry.eventKey : undefined
    const refused = demoEventProblem(key)
    if (refused)
      return fail(
        400,
        `slackEvents.${index}.${(refused.body as { errors: string[] }).errors[0] ?? ''}`,
      )
    const ids = (entry.channelIds as unknown[])
      .filter((id): id is string => typeof id === 'string')
      .map((id) => id.trim())
      .filter((id, at, all) => id !== '' && all.indexOf(id) === at)
    if (ids.length > 0) out.push({ eventKey: key ?? '', channelIds: ids })
  }
  return out
}

/** Slack (wire §5.21 rows 1-7): a workspace already added, its channels and subscriptions. */
export const slack: DemoModule = ({ route, signedIn, state, startedAt }) => {
  let made = 0
  route(
    'GET',
    SLACK_PATH,
    signedIn(() => ok(slackOf(state)), read),
  )
  route(
    'GET',
    `${SLACK_PATH}/applications`,
    signedIn(
      () =>
        ok({
          configured: true,
          clientId: 'demo.slack-app',
          scope: 'chat:write,chat:write.public,channels:read,groups:read',
          scopes: ['chat:write', 'chat:write.public', 'channels:read', 'groups:read'],
          authorizeUrl: 'https://slack.com/oauth/v2/authorize',
        }),
      read,
    ),
  )
  route(
    'GET',
    `${SLACK_PATH}/channels`,
    signedIn(() => ok(CHANNELS), read),
  )
  route(
    'POST',
    `${SLACK_PATH}/applications/registrations`,
    signedIn(
      () =>
        fail(
          400,
          'Slack did not accept the sign-in code; add to Slack again (Slack said invalid_code)',
        ),
      write,
    ),
  )
  route(
    'POST',
    `${SLACK_PATH}/subscriptions`,
    signedIn(({ body }) => {
      const slackEvents = pruned(body)
      if (!Array.isArray(slackEvents)) return slackEvents
      if (slackEvents.length === 0) return ok(null)
      const isActive = !isObject(body) || body.isActive !== false
      const created = {
        id: `demo-slack-${startedAt.toString(36)}-${(made += 1)}`,
        isActive,
        slackEvents,
      }
      const config = slackOf(state)
      config.slackSubscriptions = [...config.slackSubscriptions, created]
      return ok(created)
    }, write),
  )
  route(
    'PATCH',
    `${SLACK_PATH}/subscription/:id`,
    signedIn(({ params, body }) => {
      const config = slackOf(state)
      if (!config.slackSubscriptions.some((s) => s.id === params.id)) {
        return fail(404, 'No such Slack subscription')
      }
      const slackEvents = pruned(body)
      if (!Array.isArray(slackEvents)) return slackEvents
      const isActive = !isObject(body) || body.isActive !== false
      const id = params.id ?? ''
      config.slackSubscriptions =
        slackEvents.length === 0
          ? config.slackSubscriptions.filter((s) => s.id !== id)
          : config.slackSubscriptions.map((s) => (s.id === id ? { id, isActive, slackEvents } : s))
      return ok(slackEvents.length === 0 ? null : { id, isActive, slackEvents })
    }, write),
  )
  route(
    'DELETE',
    `${SLACK_PATH}/subscriptions/:id`,
    signedIn(({ params }) => {
      const config = slackOf(state)
      if (!config.slackSubscriptions.some((s) => s.id === params.id)) {
        return fail(404, 'No such Slack subscription')
      }
      config.slackSubscriptions = config.slackSubscriptions.filter((s) => s.id !== params.id)
      return ok({})
    }, write),
  )
}
