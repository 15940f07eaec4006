import { z } from '@hono/zod-openapi'
import { auditedChange } from '../audit/audited-change'
import { signInRefusal } from '../auth/refusal'
import { mailLocale } from '../delivery/words'
import { jsonBody, jsonResponse } from '../http/json-body'
import { createRouter, tenantRoute, userRoute } from '../http/router'
import { reverifyWithPassword } from '../reverification/password'
import {
  readReverificationMaxAge,
  REVERIFICATION_MAX_AGE_LIMITS,
  writeReverificationMaxAge,
} from '../reverification/repository'
import { loginResponseSchema } from '../users/schema'
import type { AppDeps } from '../deps'

const CONFIGURATION = '/identity/resources/configurations/v1/reverification'
const { min, max } = REVERIFICATION_MAX_AGE_LIMITS

const configurationSchema = z
  .object({
    maxAge: z
      .number()
      .int('must be a whole number of seconds')
      .min(min, `must be at least ${min} seconds`)
      .max(max, `must be at most ${max} seconds`)
      .openapi({ description: 'How recent a sign-in must be, in seconds (default 600)' }),
  })
  .openapi('ReverificationConfiguration')

const reverifyRoute = userRoute({
  method: 'post',
  path: '/identity/resources/auth/v1/user/reverify',
  tags: ['Step-up'],
  summary:
    'Foyer extension: confirm it is me with my password before a sensitive change (a user ' +
    'without a second factor); answers a fresh access token and renews the session',
  request: { body: jsonBody(z.object({ password: z.string().min(1).max(1024) })) },
  responses: {
    200: jsonResponse(loginResponseSchema, 'Confirmed: the access token has auth_time now'),
    403: { description: 'A user with a second factor: step-up instead (ER-FOYER-1030)' },
    429: { description: 'Too many attempts' },
  },
})

const readRoute = tenantRoute({
  method: 'get',
  path: CONFIGURATION,
  permission: 'fe.secure.read.securityPolicy',
  tags: ['Session configuration'],
  summary:
    'Foyer extension: how recent a sign-in must be before changing email, phone, second ' +
    'factors, passkeys or API tokens',
  responses: { 200: jsonResponse(configurationSchema, 'The window') },
})

const saveRoute = tenantRoute({
  method: 'post',
  path: CONFIGURATION,
  permission: 'fe.secure.write.securityPolicy',
  tags: ['Session configuration'],
  summary: 'Foyer extension: set how recent a sign-in must be before a sensitive change',
  request: { body: jsonBody(configurationSchema) },
  responses: { 200: jsonResponse(configurationSchema, 'Saved') },
})

/** Reverification (issue 18): the password proof and the tenant's window. */
export const createReverificationRoutes = (deps: AppDeps) =>
  createRouter()
    .openapi(reverifyRoute, async (c) => {
      const locale = mailLocale(c.req.header('accept-language'))
      const { password } = c.req.valid('json')
      const response = await reverifyWithPassword(
        deps,
        c,
        c.get('auth'),
        { password, locale },
        (refused) => signInRefusal(c, refused),
      )
      return c.json(response, 200)
    })
    .openapi(readRoute, async (c) =>
      c.json({ maxAge: await readReverificationMaxAge(deps.db, c.get('auth').tenantId) }, 200),
    )
    .openapi(saveRoute, async (c) => {
      const { maxAge } = c.req.valid('json')
      const tenantId = c.get('auth').tenantId
      await auditedChange(c, async ({ trx, now }) => {
        await writeReverificationMaxAge(trx, tenantId, maxAge, now)
        return {
          result: undefined,
          audit: {
            action: 'tenant.reverification.updated',
            description: `Sensitive changes need a sign-in at most ${maxAge} seconds old`,
            severity: 'High' as const,
            details: { maxAge },
          },
        }
      })
      return c.json({ maxAge }, 200)
    })
