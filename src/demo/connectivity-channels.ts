import { RECIPIENT_PATHS } from '../api/connectivity-channels'
import { MAX_CHANNEL_RECIPIENTS, recipientProblem } from '../wire/connectivity-channels'
import { isCatalogueEvent } from '../wire/event-catalogue'
import { fail, ok } from './http'
import type {
  RecipientChannel,
  RecipientConfig,
  RecipientSubscription,
} from '../wire/connectivity-channels'
import type { DemoModule } from './app'
import type { DemoResponse } from './router'
import type { DemoState } from './state'

const read = 'fe.connectivity.read.integrations'
const write = 'fe.connectivity.write.integrations'

type Stored = Omit<RecipientConfig, 'subscriptions'> & {
  subscriptions: (RecipientSubscription & { id: string })[]
}
type Stores = Record<RecipientChannel, Stored[]>

/** Each demo's subscriptions, per tenant of its persona: a list for each sample channel. */
const stores = new WeakMap<DemoState, Map<string, Stores>>()

const storesOf = (state: DemoState): Stores => {
  const tenants = stores.get(state) ?? new Map<string, Stores>()
  stores.set(state, tenants)
  const found = tenants.get(state.tenantId)
  if (found) return found
  const created: Stores = {
    email: [
      {
        eventKey: 'user.invited',
        enabled: true,
        subscriptions: [
          { id: 'demo-email-1', name: 'Email', enabled: true, recipients: ['security@acme.test'] },
          { id: 'demo-email-2', name: 'On-call', enabled: false, recipients: ['oncall@acme.test'] },
        ],
      },
    ],
    sms: [
      {
        eventKey: 'user.locked',
        enabled: true,
        subscriptions: [
          { id: 'demo-sms-1', name: 'SMS', enabled: true, recipients: ['+14155550123'] },
        ],
      },
    ],
  }
  tenants.set(state.tenantId, created)
  return created
}

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value)

/** The event of a path, or the server's 400 for one outside the catalogue. */
export const demoEventProblem = (key: string | undefined): DemoResponse | null =>
  key !== undefined && isCatalogueEvent(key)
    ? null
    : fail(400, `eventKey: ${key ?? ''} is not an event`)

/** Recipients cleaned as the server does, or its 400 naming the first that is not one. */
const clean = (channel: RecipientChannel, values: unknown): string[] | DemoResponse => {
  if (!Array.isArray(values) || values.some((value) => typeof value !== 'string')) {
    return fail(400, 'recipients is required')
  }
  const out: string[] = []
  for (const raw of values as string[]) {
    const value = raw.trim()
    if (value === '') continue
    if (recipientProblem(channel, value)) {
      return fail(
        400,
        channel === 'email'
          ? `${value} is not an email address`
          : `${value} is not a phone number in international format (+ and country code)`,
      )
    }
    const normal = channel === 'email' ? value.toLowerCase() : value.replace(/[\s().-]/g, '')
    if (!out.includes(normal)) out.push(normal)
  }
  if (out.length > MAX_CHANNEL_RECIPIENTS) {
    return fail(400, `A subscription may have at most ${MAX_CHANNEL_RECIPIENTS} recipients`)
  }
  return out
}

/** Email and SMS subscriptions (wire §5.21 rows 8-19), with the server's rules and refusals. */
export const connectivityChannels: DemoModule = ({ route, signedIn, state, startedAt }) => {
  let made = 0
  const newId = () => `demo-list-${startedAt.toString(36)}-${(made += 1)}`
  for (const channel of ['email', 'sms'] as const) {
    const base = RECIPIENT_PATHS[channel]
    const configs = () => storesOf(state)[channel]
    const put = (next: Stored[]) => {
      storesOf(state)[channel] = next
    }
    const find = (eventKey: string) => configs().find((c) => c.eventKey === eventKey)
    route(
      'GET',
      base,
      signedIn(() => ok(configs()), read),
    )
    route(
      'POST',
      `${base}/:eventKey`,
      signedIn(({ params, body }) => {
        const refused = demoEventProblem(params.eventKey)
        if (refused) return refused
        if (!isObject(body)) return fail(400, 'A request body is required')
        const held = find(params.eventKey ?? '')?.subscriptions ?? []
        const lists: Stored['subscriptions'] = []
        for (const list of Array.isArray(body.subscriptions) ? body.subscriptions : []) {
          if (!isObject(list)) return fail(400, 'subscriptions: Invalid input')
          const recipients = clean(channel, list.recipients)
          if (!Array.isArray(recipients)) return recipients
          if (recipients.length === 0) continue
          const known = held.find((h) => h.id === list.id)
          lists.push({
            id: known?.id ?? newId(),
            name: typeof list.name === 'string' ? list.name.trim() : '',
            enabled: list.enabled !== false,
            recipients,
          })
        }
        const eventKey = params.eventKey ?? ''
        const next = { eventKey, enabled: body.enabled !== false, subscriptions: lists }
        put([...configs().filter((c) => c.eventKey !== eventKey), next])
        return ok(null)
      }, write),
    )
    route(
      'PATCH',
      `${base}/:eventKey`,
      signedIn(({ params, body }) => {
        const refused = demoEventProblem(params.eventKey)
        if (refused) return refused
        if (!isObject(body) || typeof body.enabled !== 'boolean') {
          return fail(400, 'enabled is required')
        }
        const config = find(params.eventKey ?? '')
        if (!config)
          return fail(
            404,
            `No ${channel === 'email' ? 'Email' : 'SMS'} configuration for ${params.eventKey ?? ''}`,
          )
        config.enabled = body.enabled
        return ok(null)
      }, write),
    )
    route(
      'DELETE',
      `${base}/:eventKey`,
      signedIn(({ params }) => {
        const refused = demoEventProblem(params.eventKey)
        if (refused) return refused
        if (!find(params.eventKey ?? '')) {
          return fail(
            404,
            `No ${channel === 'email' ? 'Email' : 'SMS'} configuration for ${params.eventKey ?? ''}`,
          )
        }
        put(configs().filter((c) => c.eventKey !== params.eventKey))
        return ok(null)
      }, write),
    )
    route(
      'PUT',
      `${base}/:eventKey/subscriptions/:subscriptionId`,
      signedIn(({ params, body }) => {
        const refused = demoEventProblem(params.eventKey)
        if (refused) return refused
        if (!isObject(body)) return fail(400, 'A request body is required')
        const recipients = clean(channel, body.recipients)
        if (!Array.isArray(recipients)) return recipients
        const eventKey = params.eventKey ?? ''
        const id = params.subscriptionId ?? ''
        const config: Stored = find(eventKey) ?? { eventKey, enabled: true, subscriptions: [] }
        const others = config.subscriptions.filter((list) => list.id !== id)
        if (recipients.length === 0) {
          if (others.length !== config.subscriptions.length) config.subscriptions = others
          return ok(null)
        }
        const list = {
          id: config.subscriptions.some((s) => s.id === id) ? id : id || newId(),
          name: typeof body.name === 'string' ? body.name.trim() : '',
          enabled: body.enabled !== false,
          recipients,
        }
        config.subscriptions = config.subscriptions.some((s) => s.id === id)
          ? config.subscriptions.map((s) => (s.id === id ? list : s))
          : [...config.subscriptions, list]
        if (!find(eventKey)) put([...configs(), config])
        return ok(null)
      }, write),
    )
    route(
      'DELETE',
      `${base}/:eventKey/subscriptions/:subscriptionId`,
      signedIn(({ params }) => {
        const config = find(params.eventKey ?? '')
        const kept = config?.subscriptions.filter((list) => list.id !== params.subscriptionId)
        if (!config || !kept || kept.length === config.subscriptions.length) {
          return fail(404, 'No such recipient list')
        }
        config.subscriptions = kept
        return ok(null)
      }, write),
    )
  }
}
