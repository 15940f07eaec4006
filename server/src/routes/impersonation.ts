import { z } from '@hono/zod-openapi'
import { jsonBody, jsonResponse } from '../http/json-body'
import { createRouter, publicRoute } from '../http/router'
import { verifyOrigin } from '../http/verify-origin'
import { startImpersonation } from '../impersonation/start'
import { setSessionCookie } from '../session-gate/open'
import type { AppDeps } from '../deps'

const impersonateBody = z.object({
  impersonatedUserId: z.string().min(1, 'impersonatedUserId is required').max(100),
  actorToken: z.string().min(1, 'actorToken is required').max(8192),
  redirectUrl: z.string().max(2048).optional(),
  reason: z
    .string({ message: 'say why you impersonate this user' })
    .trim()
    .min(1, 'say why you impersonate this user')
    .max(500, 'reason is at most 500 characters'),
})

const impersonationSchema = z
  .object({
    accessToken: z.string(),
    tokenType: z.string(),
    refreshToken: z.string(),
    expiresIn: z.number(),
    expires: z.string(),
  })
  .openapi('ImpersonationSession')

const impersonateRoute = (deps: AppDeps) =>
  publicRoute({
    method: 'post',
    path: '/identity/resources/impersonation/v1',
    tags: ['Authentication'],
    summary:
      'Act as a user for a short while (wire §5.15): the actor token is a vendor token or the access ' +
      'token of a member holding fe.secure.impersonate.users; a reason is required',
    description:
      'Opens a 30-minute session of the user whose access tokens carry `act: { sub }` (RFC 8693) ' +
      'and sets its refresh cookie. Refused: an invalid actor token (401), a member without the ' +
      "permission, the account's administrators, other impersonators, a user holding a permission " +
      'the member lacks, a locked user (403), a user outside the account (404). Audited as High in ' +
      "the user's account. The vendor names the account with frontegg-tenant-id (else the user's " +
      'current one).',
    // A browser call sets the cookie: cross-site requests are refused as on refresh and logout.
    middleware: [
      verifyOrigin({
        ownOrigin: new URL(deps.config.issuer).origin,
        allowed: deps.config.allowedOrigins,
      }),
    ] as const,
    request: { body: jsonBody(impersonateBody) },
    responses: {
      200: jsonResponse(
        impersonationSchema,
        'The impersonation session (sets the foyer_refresh cookie)',
      ),
      401: { description: 'The actor token is missing, invalid or expired' },
      403: { description: 'This actor may not impersonate this user; the message says why' },
      404: { description: 'No such user in the account' },
    },
  })

/** Impersonation: the wire's `impersonate`. */
export const createImpersonationRoutes = (deps: AppDeps) =>
  createRouter().openapi(impersonateRoute(deps), async (c) => {
    const session = await startImpersonation(deps, c, c.req.valid('json'))
    setSessionCookie(deps, c, session.refreshToken)
    return c.json(session, 200)
  })
