import { randomUUID } from 'node:crypto'
import { z } from '@hono/zod-openapi'
import { auditedChange } from '../audit/audited-change'
import { announceEnqueue } from '../delivery/wake'
import { badRequest, notFound } from '../http/api-error'
import { jsonBody, jsonResponse } from '../http/json-body'
import { createRouter, tenantRoute } from '../http/router'
import { isUuid } from '../http/uuid'
import { findWebhookLog, insertTestLog, listWebhookLogs, requeueDelivery } from '../webhooks/logs'
import { findWebhook, listWebhooks } from '../webhooks/repository'
import { webhookLogQuery, webhookLogSchema, webhookTestSchema } from '../webhooks/schema'
import { sendSigned } from '../webhooks/send'
import { secretProblem } from '../webhooks/signing'
import { checkWebhookUrl } from '../webhooks/url'
import { webhookPermissions } from './webhooks'
import type { AppDeps } from '../deps'
import type { WebhookLogRecord } from '../webhooks/logs'

const tags = ['Webhooks']
/** How long a test call may take. */
const TEST_TIMEOUT_MS = 10_000

const logsRoute = tenantRoute({
  method: 'get',
  path: '/webhook/logs/',
  permission: webhookPermissions.read,
  tags,
  summary:
    "A page of a webhook's delivery log, newest first: every attempt with its status, latency, the start of the answer and the next attempt (offset 0, limit 10 by default)",
  request: { query: webhookLogQuery },
  responses: {
    200: jsonResponse(
      z.object({ count: z.number().int(), rows: z.array(webhookLogSchema) }),
      'The page',
    ),
  },
})

const testRoute = tenantRoute({
  method: 'post',
  path: '/webhook/test',
  permission: webhookPermissions.write,
  tags,
  summary:
    "Send a signed test event to a URL now and answer how it answered (a success is 200 or 201); a null secret signs with the saved webhook of that URL, if any. The attempt joins that webhook's delivery log, marked as a test",
  request: { body: jsonBody(webhookTestSchema) },
  responses: { 200: jsonResponse(webhookLogSchema, 'The attempt') },
})

const retryRoute = tenantRoute({
  method: 'post',
  path: '/webhook/logs/{id}/retries',
  permission: webhookPermissions.write,
  tags,
  summary:
    'Send the delivery of a log entry again: queued for the delivery worker at once, answered 202 with statusCode "202"',
  request: { params: z.object({ id: z.string().max(64) }) },
  responses: { 202: jsonResponse(webhookLogSchema, 'Queued') },
})

/** A webhook's delivery log, test and retry (wire §5.21 rows 24-26). */
export const createWebhookLogRoutes = ({ db, config, now }: AppDeps) => {
  const app = createRouter()
  const clock = now
  const answer = (log: WebhookLogRecord) => ({
    id: log.id,
    tenantId: log.tenantId,
    vendorId: config.vendorId,
    webhookId: log.webhookId,
    eventKey: log.eventKey,
    statusCode: log.statusCode,
    ok: log.ok,
    body: log.body,
    latencyMs: log.latencyMs,
    nextAttemptAt: log.nextAttemptAt?.toISOString() ?? null,
    createdAt: log.createdAt.toISOString(),
    isTest: log.deliveryId === null,
  })

  app.openapi(logsRoute, async (c) => {
    const { tenantId } = c.get('auth')
    const query = c.req.valid('query')
    const hook = isUuid(query.id) ? await findWebhook(db, config, tenantId, query.id) : undefined
    if (!hook) throw notFound('No such webhook')
    const page = { offset: query.offset ?? 0, limit: query.limit ?? 10 }
    const { rows, count } = await listWebhookLogs(db, tenantId, hook.id, page)
    return c.json({ count, rows: rows.map(answer) }, 200)
  })

  app.openapi(testRoute, async (c) => {
    const { tenantId } = c.get('auth')
    const body = c.req.valid('json')
    const url = await checkWebhookUrl(body.url)
    const hooks = (await listWebhooks(db, config, tenantId)).filter((hook) => hook.url === url)
    const given = body.secret?.trim() || null
    // Several webhooks may share a URL: the one whose secret signs the test is the one tested.
    const saved = hooks.find((hook) => hook.secret === given) ?? hooks[0]
    const secret = given || saved?.secret || null
    const problem = secret === null ? undefined : secretProblem(secret)
    if (problem) throw badRequest(problem)
    const at = clock()
    const id = randomUUID()
    const payload = JSON.stringify(
      body.payload ?? {
        type: 'webhook.test',
        timestamp: at.toISOString(),
        data: { tenantId, message: 'A test event from Foyer' },
      },
    )
    const outcome = await sendSigned({
      url,
      secret,
      id,
      body: payload,
      at,
      timeoutMs: TEST_TIMEOUT_MS,
    })
    const log: WebhookLogRecord = {
      id,
      tenantId,
      webhookId: saved?.id ?? '',
      deliveryId: null,
      eventKey: 'webhook.test',
      statusCode: outcome.statusCode,
      ok: outcome.statusCode === '200' || outcome.statusCode === '201',
      body: outcome.body,
      latencyMs: outcome.latencyMs,
      nextAttemptAt: null,
      createdAt: at,
    }
    await auditedChange(c, async ({ trx }) => {
      // The webhook may have gone while the test was in flight: its log went with it.
      if (saved && (await findWebhook(trx, config, tenantId, saved.id))) {
        await insertTestLog(trx, log)
      }
      return {
        result: undefined,
        audit: {
          action: 'webhook.tested',
          description: `Sent a test event to ${url}: ${outcome.statusCode}`,
          details: {
            url,
            statusCode: outcome.statusCode,
            latencyMs: outcome.latencyMs,
            ...(saved ? { webhookId: saved.id } : {}),
          },
        },
      }
    })
    return c.json(answer(log), 200)
  })

  app.openapi(retryRoute, async (c) => {
    const { tenantId } = c.get('auth')
    const { id } = c.req.valid('param')
    const log = isUuid(id) ? await findWebhookLog(db, tenantId, id) : undefined
    if (!log) throw notFound('No such delivery')
    if (log.deliveryId === null) {
      throw badRequest('A test call is not sent again: send a new test instead')
    }
    const hook = await findWebhook(db, config, tenantId, log.webhookId)
    if (!hook) throw notFound('No such delivery')
    if (!hook.isActive) throw badRequest('The webhook is turned off: turn it on to send again')
    const { deliveryId } = log
    const at = clock()
    await auditedChange(c, async ({ trx }) => {
      if (!(await requeueDelivery(trx, tenantId, deliveryId, at)))
        throw notFound('No such delivery')
      return {
        result: undefined,
        audit: {
          action: 'webhook.delivery.retried',
          description: `Sent a ${log.eventKey} delivery to ${hook.displayName} again`,
          details: { webhookId: hook.id, deliveryId, logId: log.id },
        },
      }
    })
    announceEnqueue()
    const queued: WebhookLogRecord = {
      ...log,
      statusCode: '202',
      ok: true,
      body: 'Queued: the delivery worker sends it now',
      latencyMs: 0,
      nextAttemptAt: at,
      createdAt: at,
    }
    return c.json(answer(queued), 202)
  })
  return app
}
