import { z } from '@hono/zod-openapi'
import { auditedChange } from '../audit/audited-change'
import { jsonBody, jsonResponse } from '../http/json-body'
import { createRouter, tenantRoute } from '../http/router'
import {
  readSessionConfiguration,
  writeSessionConfiguration,
} from '../session-configuration/repository'
import {
  sessionConfigurationPatchSchema,
  sessionConfigurationSchema,
} from '../session-configuration/schema'
import type { AppDeps } from '../deps'

const tags = ['Session configuration']
const path = '/identity/resources/configurations/sessions/v1'

/**
 * The tenant's session rules (rows 121-122): idle timeout, forced re-login and maximum
 * concurrent sessions, enforced at sign-in and refresh (server/src/session-configuration).
 */
export const createSessionConfigurationRoutes = ({ db }: AppDeps) =>
  createRouter()
    .openapi(
      tenantRoute({
        method: 'get',
        path,
        permission: 'fe.secure.read.securityPolicy',
        tags,
        summary: "The token's tenant's session configuration (every rule off until set)",
        responses: { 200: jsonResponse(sessionConfigurationSchema, 'The configuration') },
      }),
      async (c) => c.json(await readSessionConfiguration(db, c.get('auth').tenantId), 200),
    )
    .openapi(
      tenantRoute({
        method: 'post',
        path,
        permission: 'fe.secure.write.securityPolicy',
        tags,
        summary: 'Sets the session configuration; parts left out keep their value',
        request: { body: jsonBody(sessionConfigurationPatchSchema) },
        responses: { 200: jsonResponse(z.object({}), 'Saved') },
      }),
      async (c) => {
        const patch = c.req.valid('json')
        const tenantId = c.get('auth').tenantId
        await auditedChange(c, async ({ trx, now }) => {
          const stored = await readSessionConfiguration(trx, tenantId)
          const concurrent = patch.sessionConcurrentConfiguration
          const next = {
            sessionTimeoutConfiguration:
              patch.sessionTimeoutConfiguration ?? stored.sessionTimeoutConfiguration,
            sessionIdleTimeoutConfiguration:
              patch.sessionIdleTimeoutConfiguration ?? stored.sessionIdleTimeoutConfiguration,
            sessionConcurrentConfiguration: concurrent
              ? {
                  ...concurrent,
                  onLimit: concurrent.onLimit ?? stored.sessionConcurrentConfiguration.onLimit,
                }
              : stored.sessionConcurrentConfiguration,
          }
          await writeSessionConfiguration(trx, tenantId, next, now)
          return {
            result: undefined,
            audit: {
              action: 'tenant.session-configuration.updated',
              description: 'Changed the session configuration',
              severity: 'High' as const,
              details: { configuration: next },
            },
          }
        })
        return c.json({}, 200)
      },
    )
