import { z } from '@hono/zod-openapi'
import { auditedChange } from '../audit/audited-change'
import {
  slackApplicationSchema,
  slackChannelSchema,
  slackConfigurationSchema,
  slackSubscriptionSchema,
} from '../connectivity/schema'
import {
  readSlackChannels,
  slackTokenContext,
  slackUnavailable,
} from '../connectivity/slack-access'
import { exchangeSlackCode } from '../connectivity/slack-client'
import {
  deleteSlackInstallation,
  deleteSlackSubscription,
  listSlackSubscriptions,
  readSlackInstallation,
  saveSlackInstallation,
} from '../connectivity/slack-repository'
import { saveSlackSubscription } from '../connectivity/slack-subscriptions'
import { badRequest, notFound } from '../http/api-error'
import { jsonBody, jsonResponse } from '../http/json-body'
import { createRouter, tenantRoute } from '../http/router'
import { isUuid } from '../http/uuid'
import { emptyObjectSchema } from '../http/wire-schemas'
import { encryptSecret } from '../mfa/encryption'
import type { AppDeps } from '../deps'

const SLACK = '/integrations/resources/configurations/v1/slack'
const tags = ['Slack']
const read = 'fe.connectivity.read.integrations'
const write = 'fe.connectivity.write.integrations'
const remove = 'fe.connectivity.delete.integrations'
const idParam = z.object({ id: z.string().max(64) })

const route = <P extends string>(
  method: 'get' | 'post' | 'patch' | 'delete',
  path: P,
  permission: string,
  summary: string,
) => ({ method, path: `${SLACK}${path}` as const, permission, tags, summary })

/** Slack (wire §5.21 rows 1-7): the vendor's app installed through OAuth, channels, subscriptions. */
export const createSlackRoutes = ({ db, config }: AppDeps) => {
  const app = createRouter()
  const settings = config.slack

  app.openapi(
    tenantRoute({
      ...route('get', '', read, "The account's Slack workspace and its subscriptions"),
      responses: { 200: jsonResponse(slackConfigurationSchema, 'The configuration') },
    }),
    async (c) => {
      const tenantId = c.get('auth').tenantId
      const installation = await readSlackInstallation(db, tenantId)
      return c.json(
        {
          id: installation?.id ?? '',
          installed: Boolean(installation),
          teamId: installation?.teamId ?? '',
          teamName: installation?.teamName ?? '',
          slackSubscriptions: installation ? await listSlackSubscriptions(db, tenantId) : [],
        },
        200,
      )
    },
  )

  app.openapi(
    tenantRoute({
      ...route(
        'get',
        '/applications',
        read,
        "What starts Slack's OAuth: the app's client id and scopes",
      ),
      responses: { 200: jsonResponse(slackApplicationSchema, 'The app') },
    }),
    (c) =>
      c.json(
        {
          configured: Boolean(settings.clientId),
          clientId: settings.clientId ?? '',
          scope: settings.scopes.join(','),
          scopes: settings.scopes,
          authorizeUrl: settings.authorizeUrl,
          ...(settings.redirectUrl ? { redirectUri: settings.redirectUrl } : {}),
        },
        200,
      ),
  )

  app.openapi(
    tenantRoute({
      ...route('get', '/channels', read, "The workspace's channels (Slack's conversations.list)"),
      responses: {
        200: jsonResponse(z.array(slackChannelSchema), 'The channels, by name'),
        502: { description: 'Slack cannot be reached' },
      },
    }),
    async (c) => c.json(await readSlackChannels(db, config, c.get('auth').tenantId), 200),
  )

  app.openapi(
    tenantRoute({
      ...route(
        'post',
        '/applications/registrations',
        write,
        "Install the app: exchange Slack's OAuth code (oauth.v2.access)",
      ),
      request: { body: jsonBody(z.object({ code: z.string().trim().min(1).max(500) })) },
      responses: {
        200: jsonResponse(emptyObjectSchema, 'Installed'),
        502: { description: 'Slack cannot be reached' },
      },
    }),
    async (c) => {
      if (!settings.clientId) {
        throw badRequest('Slack is not set up on this server: its Slack app is not configured')
      }
      const tenantId = c.get('auth').tenantId
      const grant = await exchangeSlackCode(settings, c.req.valid('json').code).catch(
        (error: unknown) => {
          throw slackUnavailable(error, 'Slack did not accept the sign-in code; add to Slack again')
        },
      )
      await auditedChange(c, async ({ trx, now }) => {
        const sealed = encryptSecret(config, grant.botToken, slackTokenContext(tenantId))
        const before = await saveSlackInstallation(trx, tenantId, { ...grant, sealed }, now)
        return {
          result: undefined,
          audit: {
            action: 'connectivity.slack.installed',
            description: `Added the Slack workspace ${grant.teamName || grant.teamId}`,
            severity: 'High' as const,
            details: {
              teamId: grant.teamId,
              teamName: grant.teamName,
              previousTeamId: before ?? null,
            },
          },
        }
      })
      return c.json({}, 200)
    },
  )

  app.openapi(
    tenantRoute({
      ...route('delete', '', remove, 'Remove the Slack workspace and every Slack subscription'),
      responses: { 200: jsonResponse(emptyObjectSchema, 'Removed') },
    }),
    async (c) => {
      const tenantId = c.get('auth').tenantId
      await auditedChange(c, async ({ trx }) => {
        if (!(await deleteSlackInstallation(trx, tenantId))) throw notFound('Slack is not added')
        return {
          result: undefined,
          audit: {
            action: 'connectivity.slack.removed',
            description: 'Removed the Slack workspace',
            severity: 'High' as const,
            details: {},
          },
        }
      })
      return c.json({}, 200)
    },
  )

  const subscriptionResponses = {
    200: jsonResponse(
      slackSubscriptionSchema.extend({ id: z.string() }).nullable(),
      'The subscription; null when it had no channel and was deleted or not created',
    ),
  }
  app.openapi(
    tenantRoute({
      ...route(
        'post',
        '/subscriptions',
        write,
        'Add a subscription (not created when it names no channel)',
      ),
      request: { body: jsonBody(slackSubscriptionSchema) },
      responses: subscriptionResponses,
    }),
    async (c) => c.json(await saveSlackSubscription(c, db, undefined, c.req.valid('json')), 200),
  )
  app.openapi(
    tenantRoute({
      ...route(
        'patch',
        '/subscription/{id}',
        write,
        'Change a subscription (deleted when it names no channel)',
      ),
      request: { params: idParam, body: jsonBody(slackSubscriptionSchema) },
      responses: subscriptionResponses,
    }),
    async (c) => {
      const { id } = c.req.valid('param')
      if (!isUuid(id)) throw notFound('No such Slack subscription')
      return c.json(await saveSlackSubscription(c, db, id, c.req.valid('json')), 200)
    },
  )
  app.openapi(
    tenantRoute({
      ...route('delete', '/subscriptions/{id}', write, 'Delete a subscription'),
      request: { params: idParam },
      responses: { 200: jsonResponse(emptyObjectSchema, 'Deleted') },
    }),
    async (c) => {
      const { id } = c.req.valid('param')
      const tenantId = c.get('auth').tenantId
      await auditedChange(c, async ({ trx }) => {
        if (!isUuid(id) || !(await deleteSlackSubscription(trx, tenantId, id))) {
          throw notFound('No such Slack subscription')
        }
        return {
          result: undefined,
          audit: {
            action: 'connectivity.slack.updated',
            description: 'Deleted a Slack subscription',
            details: { subscriptionId: id, deleted: true },
          },
        }
      })
      return c.json({}, 200)
    },
  )
  return app
}
