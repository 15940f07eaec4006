import { z } from '@hono/zod-openapi'
import { auditedChange } from '../audit/audited-change'
import {
  deleteRecipientConfig,
  deleteRecipientSubscription,
  listRecipientConfigs,
  putRecipientSubscription,
  rememberRecipientLocale,
  replaceRecipientConfig,
  setRecipientConfigEnabled,
} from '../connectivity/recipients-repository'
import { cleanRecipients } from '../connectivity/rules'
import {
  eventParam,
  recipientConfigBody,
  recipientConfigSchema,
  recipientSubscriptionSchema,
} from '../connectivity/schema'
import { mailLocale } from '../delivery/words'
import { badRequest, notFound } from '../http/api-error'
import { jsonBody, jsonResponse } from '../http/json-body'
import { createRouter, tenantRoute } from '../http/router'
import { isUuid } from '../http/uuid'
import type { AuditActionKey } from '../audit/actions'
import type { ChangeScope } from '../audit/audited-change'
import type { RecipientChannel } from '../connectivity/table'
import type { AppDeps } from '../deps'
import type { AppEnv } from '../http/app-env'
import type { Context } from 'hono'

const read = 'fe.connectivity.read.integrations'
const write = 'fe.connectivity.write.integrations'
const nothing = jsonResponse(z.null(), 'Done')
const subscriptionParams = eventParam.extend({ subscriptionId: z.string().max(64) })

const channels = {
  email: {
    base: '/integrations/resources/configurations/v1/emails',
    label: 'Email',
    tag: 'Email subscriptions',
  },
  sms: {
    base: '/integrations/resources/configurations/v2/sms',
    label: 'SMS',
    tag: 'SMS subscriptions',
  },
} as const

/**
 * The email or SMS subscriptions of a channel (wire §5.21 rows 8-13 and 14-19): per event, a
 * switch and named lists of recipients (email addresses, or phone numbers in E.164). A list with no
 * recipient is deleted if it existed and not created if new (spec 000 §5, 001 §7).
 */
const createRecipientRoutes = (channel: RecipientChannel) => {
  const { base, label, tag } = channels[channel]
  const app = createRouter()
  const action = `connectivity.${channel}.updated` as const satisfies AuditActionKey
  const route = <M extends 'get' | 'post' | 'patch' | 'put' | 'delete', P extends string>(
    method: M,
    path: P,
    permission: string,
    summary: string,
  ) => ({ method, path: `${base}${path}` as const, permission, tags: [tag], summary })
  const change = <T>(
    c: Context<AppEnv>,
    eventKey: string,
    description: string,
    details: Record<string, unknown>,
    work: (scope: ChangeScope) => Promise<T>,
  ) =>
    auditedChange(c, async (scope) => {
      const result = await work(scope)
      // The event's mail and SMS are written in the language of whoever saved it last.
      await rememberRecipientLocale(
        scope.trx,
        keyOf(c, eventKey),
        mailLocale(c.req.header('accept-language')),
      )
      return { result, audit: { action, description, details: { eventKey, ...details } } }
    })
  const keyOf = (c: Context<AppEnv>, eventKey: string) => ({
    tenantId: c.get('auth').tenantId,
    channel,
    eventKey,
  })

  app.openapi(
    tenantRoute({
      ...route('get', '', read, `The account's ${label} configurations, one per event`),
      responses: { 200: jsonResponse(z.array(recipientConfigSchema), 'The configurations') },
    }),
    async (c) =>
      c.json(await listRecipientConfigs(c.var.deps.db, c.get('auth').tenantId, channel), 200),
  )
  app.openapi(
    tenantRoute({
      ...route(
        'post',
        '/{eventKey}',
        write,
        `Set an event's ${label} switch and recipient lists (those left out are deleted)`,
      ),
      request: { params: eventParam, body: jsonBody(recipientConfigBody) },
      responses: { 200: nothing },
    }),
    async (c) => {
      const { eventKey } = c.req.valid('param')
      const body = c.req.valid('json')
      const subscriptions = body.subscriptions.map((subscription) => ({
        ...subscription,
        recipients: cleanRecipients(channel, subscription.recipients),
      }))
      const kept = subscriptions.filter((subscription) => subscription.recipients.length > 0)
      await change(
        c,
        eventKey,
        `${label} for ${eventKey} ${body.enabled ? 'on' : 'off'}, ${kept.length} recipient list(s)`,
        { enabled: body.enabled, recipients: kept.reduce((n, s) => n + s.recipients.length, 0) },
        ({ trx, now }) =>
          replaceRecipientConfig(
            trx,
            keyOf(c, eventKey),
            { enabled: body.enabled, subscriptions },
            now,
          ),
      )
      return c.json(null, 200)
    },
  )
  app.openapi(
    tenantRoute({
      ...route('patch', '/{eventKey}', write, `Turn an event's ${label} on or off`),
      request: { params: eventParam, body: jsonBody(z.object({ enabled: z.boolean() })) },
      responses: { 200: nothing },
    }),
    async (c) => {
      const { eventKey } = c.req.valid('param')
      const { enabled } = c.req.valid('json')
      await change(
        c,
        eventKey,
        `${label} for ${eventKey} ${enabled ? 'on' : 'off'}`,
        { enabled },
        async ({ trx, now }) => {
          if (!(await setRecipientConfigEnabled(trx, keyOf(c, eventKey), enabled, now))) {
            throw notFound(`No ${label} configuration for ${eventKey}`)
          }
        },
      )
      return c.json(null, 200)
    },
  )
  app.openapi(
    tenantRoute({
      ...route(
        'delete',
        '/{eventKey}',
        write,
        `Delete an event's ${label} configuration and its lists`,
      ),
      request: { params: eventParam },
      responses: { 200: nothing },
    }),
    async (c) => {
      const { eventKey } = c.req.valid('param')
      await change(
        c,
        eventKey,
        `${label} for ${eventKey} deleted`,
        { deleted: true },
        async ({ trx }) => {
          if (!(await deleteRecipientConfig(trx, keyOf(c, eventKey)))) {
            throw notFound(`No ${label} configuration for ${eventKey}`)
          }
        },
      )
      return c.json(null, 200)
    },
  )
  app.openapi(
    tenantRoute({
      ...route(
        'put',
        '/{eventKey}/subscriptions/{subscriptionId}',
        write,
        `Set one ${label} recipient list of an event (with no recipient: deleted, or not created)`,
      ),
      request: {
        params: subscriptionParams,
        body: jsonBody(
          recipientSubscriptionSchema
            .omit({ id: true })
            .extend({ id: z.string().max(64).optional() }),
        ),
      },
      responses: { 200: nothing },
    }),
    async (c) => {
      const { eventKey, subscriptionId } = c.req.valid('param')
      if (!isUuid(subscriptionId)) throw badRequest('subscriptionId: not a UUID')
      const body = c.req.valid('json')
      const recipients = cleanRecipients(channel, body.recipients)
      const input = { ...body, id: subscriptionId.toLowerCase(), recipients }
      if (recipients.length === 0) {
        const held = await listRecipientConfigs(
          c.var.deps.db,
          c.get('auth').tenantId,
          channel,
          eventKey,
        )
        if (!held[0]?.subscriptions.some((s) => s.id === input.id)) return c.json(null, 200)
      }
      await change(
        c,
        eventKey,
        recipients.length === 0
          ? `${label} recipient list of ${eventKey} deleted (no recipient left)`
          : `${label} recipient list of ${eventKey} saved`,
        { subscriptionId: input.id, enabled: body.enabled, recipients: recipients.length },
        ({ trx, now }) => putRecipientSubscription(trx, keyOf(c, eventKey), input, now),
      )
      return c.json(null, 200)
    },
  )
  app.openapi(
    tenantRoute({
      ...route(
        'delete',
        '/{eventKey}/subscriptions/{subscriptionId}',
        write,
        `Delete one ${label} recipient list of an event`,
      ),
      request: { params: subscriptionParams },
      responses: { 200: nothing },
    }),
    async (c) => {
      const { eventKey, subscriptionId } = c.req.valid('param')
      await change(
        c,
        eventKey,
        `${label} recipient list of ${eventKey} deleted`,
        { subscriptionId, deleted: true },
        async ({ trx }) => {
          if (
            !isUuid(subscriptionId) ||
            !(await deleteRecipientSubscription(
              trx,
              keyOf(c, eventKey),
              subscriptionId.toLowerCase(),
            ))
          ) {
            throw notFound('No such recipient list')
          }
        },
      )
      return c.json(null, 200)
    },
  )
  return app
}

/** Email subscriptions (wire §5.21 rows 8-13). */
export const createEmailSubscriptionRoutes = (_deps: AppDeps) => createRecipientRoutes('email')

/** SMS subscriptions (wire §5.21 rows 14-19). */
export const createSmsSubscriptionRoutes = (_deps: AppDeps) => createRecipientRoutes('sms')
