import { eventCategories, isCatalogueEvent } from '../wire/event-catalogue'
import { fail, ok } from './http'
import type { Webhook, WebhookLog } from '../api/webhooks'
import type { CatalogueCategory } from '../wire/event-catalogue'
import type { DemoRequest, DemoResponse } from './router'

type Category = CatalogueCategory

const TENANT = 'demo-tenant'
const VENDOR = 'demo-vendor'
const CHANNELS = ['webhook', 'email', 'sms', 'slack']

/** A non-negative whole number from the query, or `fallback`. */
const intParam = (value: string | null, fallback: number) => {
  const parsed = Number(value ?? fallback)
  return Number.isInteger(parsed) && parsed >= 0 ? parsed : fallback
}

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value)

/** A made-up signing secret (the demo signs nothing: it sends nothing). */
const demoSecret = (seed: number) =>
  `whsec_${btoa(String.fromCharCode(...Array.from({ length: 32 }, (_, i) => (seed * 31 + i * 7) % 256)))}`

/**
 * The state and answers of the demo's webhooks, a chunk of its own that `webhooks.ts` loads on
 * the first call: webhooks as the server keeps them (wire §5.21 rows 20-28): two sample endpoints with a delivery
 * log (a delivery that failed twice with 503 before its 200, a test), the event catalogue and its
 * channel maps. The demo reaches no URL: a test answers as an endpoint that took it (200), and a
 * retry is queued (202) and logged as delivered. URLs must be https, as the server requires.
 */
export const createWebhooksDemo = (startedAt: number) => {
  const at = (minutes: number) => new Date(startedAt - minutes * 60_000).toISOString()
  let hooks: Webhook[] = [
    {
      _id: 'webhook-crm',
      url: 'https://crm.example.com/hooks/foyer',
      secret: demoSecret(1),
      displayName: 'CRM sync',
      description: 'New and removed users go to the CRM',
      eventKeys: ['user.signed-up', 'user.invited', 'user.removed'],
      isActive: true,
      invocations: 3,
      createdAt: at(60 * 24 * 9),
      updatedAt: at(60 * 24 * 9),
    },
    {
      _id: 'webhook-siem',
      url: 'https://siem.example.net/ingest',
      secret: demoSecret(2),
      displayName: 'Security monitoring',
      description: '',
      eventKeys: ['user.locked', 'user.mfa.disabled', 'sso.configuration.updated'],
      isActive: false,
      invocations: 0,
      createdAt: at(60 * 24 * 2),
      updatedAt: at(60 * 24),
    },
  ]
  const entry = (id: string, minutes: number, statusCode: string, next: number | null) => ({
    id,
    tenantId: TENANT,
    vendorId: VENDOR,
    webhookId: 'webhook-crm',
    eventKey: 'user.invited',
    statusCode,
    ok: statusCode.startsWith('2'),
    body: statusCode === '200' ? '{"received":true}' : 'Service Unavailable',
    latencyMs: statusCode === '200' ? 182 : 41,
    nextAttemptAt: next === null ? null : at(next),
    createdAt: at(minutes),
    isTest: false,
  })
  let logs: WebhookLog[] = [
    entry('log-3', 29, '200', null),
    entry('log-2', 30, '503', 29),
    entry('log-1', 31, '503', 30),
  ]
  let sequence = 0
  const stamp = (now: number) => new Date(now).toISOString()

  const toHook = (body: unknown, now: number, before?: Webhook): Webhook | string => {
    if (!isObject(body)) return 'A request body is required'
    const url = typeof body.url === 'string' ? body.url.trim() : ''
    if (!url.startsWith('https://')) return 'The webhook URL is refused: The URL must use https'
    const displayName = typeof body.displayName === 'string' ? body.displayName.trim() : ''
    if (displayName === '') return 'displayName: Enter a name'
    const keys = Array.isArray(body.eventKeys) ? body.eventKeys.map(String) : []
    if (keys.length === 0) return 'eventKeys: Pick at least one event'
    const unknown = keys.find((key) => !isCatalogueEvent(key))
    if (unknown !== undefined) return `There is no event ${unknown}`
    const secret = typeof body.secret === 'string' ? body.secret.trim() : ''
    if (secret !== '' && !secret.startsWith('whsec_') && secret.length < 16) {
      return 'The secret has 16 to 256 characters'
    }
    sequence += 1
    return {
      _id: before?._id ?? `webhook-${sequence}`,
      url,
      secret: secret || before?.secret || demoSecret(sequence + 10),
      displayName,
      description: typeof body.description === 'string' ? body.description.trim() : '',
      eventKeys: [...new Set(keys)],
      isActive: body.isActive !== false,
      invocations: before?.invocations ?? 0,
      createdAt: before?.createdAt ?? stamp(now),
      updatedAt: stamp(now),
    }
  }

  const category = (c: Category) => ({
    id: c.id,
    name: c.name,
    vendorId: VENDOR,
    createdAt: at(60 * 24 * 30),
    updatedAt: at(60 * 24 * 30),
  })
  const event = (c: Category, e: Category['events'][number]) => ({
    id: e.key,
    key: e.key,
    displayName: e.displayName,
    description: e.description,
    categoryId: c.id,
    vendorId: VENDOR,
    createdAt: at(60 * 24 * 30),
    updatedAt: at(60 * 24 * 30),
  })
  type Handler = (request: DemoRequest) => DemoResponse
  const queued = 'Queued: the delivery worker sends it now'
  const handlers = {
    list: () => ok(hooks),
    create: ({ body, now }) => {
      const hook = toHook(body, now)
      if (typeof hook === 'string') return fail(400, hook)
      hooks = [...hooks, hook]
      return ok(hook)
    },
    update: ({ params, body, now }) => {
      const before = hooks.find((hook) => hook._id === params.id)
      if (!before) return fail(404, 'No such webhook')
      const hook = toHook(body, now, before)
      if (typeof hook === 'string') return fail(400, hook)
      hooks = hooks.map((h) => (h._id === hook._id ? hook : h))
      return ok(hook)
    },
    remove: ({ params }) => {
      if (!hooks.some((hook) => hook._id === params.id)) return fail(404, 'No such webhook')
      hooks = hooks.filter((hook) => hook._id !== params.id)
      logs = logs.filter((log) => log.webhookId !== params.id)
      return ok(null)
    },
    logs: ({ query }) => {
      const id = query.get('id') ?? ''
      if (!hooks.some((hook) => hook._id === id)) return fail(404, 'No such webhook')
      const offset = intParam(query.get('offset'), 0)
      const limit = intParam(query.get('limit'), 10)
      const rows = logs.filter((log) => log.webhookId === id)
      return ok({ count: rows.length, rows: rows.slice(offset, offset + limit) })
    },
    test: ({ body, now }) => {
      const url = isObject(body) && typeof body.url === 'string' ? body.url.trim() : ''
      if (!url.startsWith('https://')) {
        return fail(400, 'The webhook URL is refused: The URL must use https')
      }
      sequence += 1
      const secret = isObject(body) && typeof body.secret === 'string' ? body.secret.trim() : ''
      const matching = hooks.filter((hook) => hook.url === url)
      const saved = matching.find((hook) => hook.secret === secret) ?? matching[0]
      const log: WebhookLog = {
        ...entry(`test-${sequence}`, 0, '200', null),
        webhookId: saved?._id ?? '',
        eventKey: 'webhook.test',
        createdAt: stamp(now),
        isTest: true,
      }
      // As the server: a saved webhook's test joins its delivery log.
      if (saved) logs = [log, ...logs]
      return ok(log)
    },
    retry: ({ params, now }) => {
      const log = logs.find((row) => row.id === params.id)
      if (!log) return fail(404, 'No such delivery')
      if (log.isTest) return fail(400, 'A test call is not sent again: send a new test instead')
      sequence += 1
      const sent: WebhookLog = {
        ...log,
        id: `log-retry-${sequence}`,
        statusCode: '200',
        ok: true,
        body: '{"received":true}',
        latencyMs: 95,
        nextAttemptAt: null,
        createdAt: stamp(now),
      }
      logs = [sent, ...logs]
      hooks = hooks.map((hook) =>
        hook._id === log.webhookId ? { ...hook, invocations: hook.invocations + 1 } : hook,
      )
      const at = stamp(now)
      return ok(
        { ...log, statusCode: '202', body: queued, latencyMs: 0, nextAttemptAt: at, createdAt: at },
        202,
      )
    },
    categories: () =>
      ok(
        eventCategories.map((c) => ({ ...category(c), events: c.events.map((e) => event(c, e)) })),
      ),
    channelMaps: ({ query }) => {
      const names = (query.get('channels') ?? '')
        .split(',')
        .map((n) => n.trim().toLowerCase())
        .filter(Boolean)
      const unknown = names.find((name) => !CHANNELS.includes(name))
      if (unknown !== undefined) {
        return fail(400, `There is no channel ${unknown}: name webhook, email, sms or slack`)
      }
      return ok(
        eventCategories.flatMap((c) =>
          c.events.map((e) => ({ ...event(c, e), category: category(c) })),
        ),
      )
    },
  } satisfies Record<string, Handler>
  return handlers
}

/** The demo's webhook answers, by name (`webhooks.ts` routes to them). */
export type WebhooksDemo = ReturnType<typeof createWebhooksDemo>
