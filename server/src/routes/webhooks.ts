import { z } from '@hono/zod-openapi'
import { auditedChange } from '../audit/audited-change'
import { mailLocale } from '../delivery/words'
import { isCatalogueEvent } from '../events/catalogue'
import { badRequest, notFound } from '../http/api-error'
import { jsonBody, jsonResponse } from '../http/json-body'
import { createRouter, tenantRoute } from '../http/router'
import { isUuid } from '../http/uuid'
import {
  countWebhooks,
  deleteWebhook,
  findWebhook,
  insertWebhook,
  listWebhooks,
  MAX_WEBHOOKS,
  updateWebhook,
} from '../webhooks/repository'
import { webhookSaveSchema, webhookSchema } from '../webhooks/schema'
import { generateWebhookSecret, secretProblem } from '../webhooks/signing'
import { checkWebhookUrl } from '../webhooks/url'
import type { AppDeps } from '../deps'
import type { WebhookInput, WebhookRecord } from '../webhooks/repository'

const tags = ['Webhooks']
export const webhookPermissions = {
  read: 'fe.connectivity.read.webhooks',
  write: 'fe.connectivity.write.webhooks',
  delete: 'fe.connectivity.delete.webhooks',
} as const

/** A webhook as the wire lists it. */
export const webhookAnswer = (hook: WebhookRecord) => ({
  _id: hook.id,
  url: hook.url,
  secret: hook.secret,
  displayName: hook.displayName,
  description: hook.description,
  eventKeys: hook.eventKeys,
  isActive: hook.isActive,
  invocations: hook.invocations,
  createdAt: hook.createdAt.toISOString(),
  updatedAt: hook.updatedAt.toISOString(),
})

type SaveData = z.infer<typeof webhookSaveSchema>

/** A saved body checked: a URL the guard lets through, known events, a secret that can sign. */
const toInput = async (
  body: SaveData,
  locale: string,
  keptSecret?: string,
): Promise<WebhookInput> => {
  const unknown = body.eventKeys.find((key) => !isCatalogueEvent(key))
  if (unknown !== undefined) throw badRequest(`There is no event ${unknown}`)
  const secret = body.secret?.trim() || keptSecret || generateWebhookSecret()
  const problem = secretProblem(secret)
  if (problem) throw badRequest(problem)
  return {
    url: await checkWebhookUrl(body.url),
    secret,
    displayName: body.displayName,
    description: body.description ?? '',
    eventKeys: [...new Set(body.eventKeys)],
    isActive: body.isActive ?? true,
    locale,
  }
}

/** What an audit row says about a webhook (never its secret). */
const auditDetails = (id: string, input: WebhookInput) => ({
  webhookId: id,
  url: input.url,
  displayName: input.displayName,
  eventKeys: input.eventKeys,
  isActive: input.isActive,
})

const idParam = z.object({ id: z.string().max(64) })

const listRoute = tenantRoute({
  method: 'get',
  path: '/webhook',
  permission: webhookPermissions.read,
  tags,
  summary: "The tenant's webhooks, oldest first, each with its secret and attempt count",
  responses: { 200: jsonResponse(z.array(webhookSchema), 'The webhooks') },
})

const createRoute = tenantRoute({
  method: 'post',
  path: '/webhook/custom',
  permission: webhookPermissions.write,
  tags,
  summary:
    'Add a webhook: an https URL (no private address), the events it is sent, a name; a secret is made when none is given',
  request: { body: jsonBody(webhookSaveSchema) },
  responses: { 200: jsonResponse(webhookSchema, 'The webhook') },
})

const updateRoute = tenantRoute({
  method: 'patch',
  path: '/webhook/{id}',
  permission: webhookPermissions.write,
  tags,
  summary:
    'Change a webhook, or turn it on or off; a null secret keeps the one it has. Turning it on clears its failure streak',
  request: { params: idParam, body: jsonBody(webhookSaveSchema) },
  responses: { 200: jsonResponse(webhookSchema, 'The webhook') },
})

const deleteRoute = tenantRoute({
  method: 'delete',
  path: '/webhook/{id}',
  permission: webhookPermissions.delete,
  tags,
  summary: 'Remove a webhook, its pending deliveries and its log',
  request: { params: idParam },
  responses: { 200: jsonResponse(z.null(), 'Removed') },
})

/** Webhooks (wire §5.21 rows 20-23). */
export const createWebhookRoutes = ({ db, config }: Pick<AppDeps, 'db' | 'config'>) => {
  const app = createRouter()
  const owned = async (tenantId: string, id: string) => {
    const hook = isUuid(id) ? await findWebhook(db, config, tenantId, id) : undefined
    if (!hook) throw notFound('No such webhook')
    return hook
  }
  app.openapi(listRoute, async (c) => {
    const hooks = await listWebhooks(db, config, c.get('auth').tenantId)
    return c.json(hooks.map(webhookAnswer), 200)
  })
  app.openapi(createRoute, async (c) => {
    const { tenantId } = c.get('auth')
    const input = await toInput(c.req.valid('json'), mailLocale(c.req.header('accept-language')))
    const id = await auditedChange(c, async ({ trx, now }) => {
      if ((await countWebhooks(trx, tenantId)) >= MAX_WEBHOOKS) {
        throw badRequest(`An account may have at most ${MAX_WEBHOOKS} webhooks`)
      }
      const created = await insertWebhook(trx, config, tenantId, input, now)
      return {
        result: created,
        audit: {
          action: 'webhook.created',
          description: `Added the webhook ${input.displayName} (${input.url})`,
          details: auditDetails(created, input),
        },
      }
    })
    return c.json(webhookAnswer(await owned(tenantId, id)), 200)
  })
  app.openapi(updateRoute, async (c) => {
    const { tenantId } = c.get('auth')
    const { id } = c.req.valid('param')
    const before = await owned(tenantId, id)
    const input = await toInput(
      c.req.valid('json'),
      mailLocale(c.req.header('accept-language')),
      before.secret,
    )
    await auditedChange(c, async ({ trx, now }) => {
      if (!(await updateWebhook(trx, config, tenantId, id, input, now))) {
        throw notFound('No such webhook')
      }
      const turned =
        before.isActive === input.isActive ? '' : input.isActive ? ', turned on' : ', turned off'
      return {
        result: undefined,
        audit: {
          action: 'webhook.updated',
          description: `Changed the webhook ${input.displayName}${turned}`,
          details: { ...auditDetails(id, input), secretChanged: input.secret !== before.secret },
        },
      }
    })
    return c.json(webhookAnswer(await owned(tenantId, id)), 200)
  })
  app.openapi(deleteRoute, async (c) => {
    const { tenantId } = c.get('auth')
    const hook = await owned(tenantId, c.req.valid('param').id)
    await auditedChange(c, async ({ trx }) => {
      if (!(await deleteWebhook(trx, tenantId, hook.id))) throw notFound('No such webhook')
      return {
        result: undefined,
        audit: {
          action: 'webhook.deleted',
          description: `Removed the webhook ${hook.displayName} (${hook.url})`,
          details: { webhookId: hook.id, url: hook.url, displayName: hook.displayName },
        },
      }
    })
    return c.json(null, 200)
  })
  return app
}
