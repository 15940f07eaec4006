import { createHash, timingSafeEqual } from 'node:crypto'
import { z } from '@hono/zod-openapi'
import { unauthenticated } from '../http/api-error'
import { jsonBody, jsonResponse } from '../http/json-body'
import { createRouter, publicRoute } from '../http/router'
import { checkVendorCredentials } from '../limits/vendor'
import { signVendorToken } from '../tokens/vendor-token'
import type { AppDeps } from '../deps'

const vendorBody = z.object({
  clientId: z.string().min(1, 'clientId is required').max(200),
  secret: z.string().min(1, 'secret is required').max(1000),
})

/** Constant-time equality of two strings of any length (compares their sha-256). */
const sameSecret = (given: string, expected: string): boolean =>
  timingSafeEqual(
    createHash('sha256').update(given).digest(),
    createHash('sha256').update(expected).digest(),
  )

/** `POST /auth/vendor`: a short-lived vendor token for the management API. */
export const createVendorAuthRoutes = (deps: AppDeps) => {
  const app = createRouter()
  const { now } = deps
  app.openapi(
    publicRoute({
      method: 'post',
      path: '/auth/vendor',
      tags: ['Vendor'],
      summary:
        'Exchange the client id and secret (FOYER_CLIENT_ID, FOYER_CLIENT_SECRET) for a vendor token (1 h)',
      request: { body: jsonBody(vendorBody) },
      responses: {
        200: jsonResponse(
          z.object({ token: z.string(), expiresIn: z.number().int() }).openapi('VendorToken'),
          '{token, expiresIn}: a bearer token for the management endpoints',
        ),
        401: { description: 'Wrong client id or secret, or no vendor credentials configured' },
        429: { description: 'Too many failed attempts from this address (Retry-After)' },
      },
    }),
    async (c) => {
      const { clientId, secret } = c.req.valid('json')
      const expectedId = deps.config.clientId
      const expectedSecret = deps.config.clientSecret
      if (expectedId === undefined || expectedSecret === undefined) {
        throw unauthenticated(
          'Vendor credentials are not configured on this server (FOYER_CLIENT_ID, FOYER_CLIENT_SECRET)',
        )
      }
      // Both comparisons always run, so the answer time does not tell which one failed.
      const valid = await checkVendorCredentials(deps, c, () => {
        const idMatches = sameSecret(clientId, expectedId)
        return sameSecret(secret, expectedSecret) && idMatches
      })
      if (!valid) throw unauthenticated('Invalid client id or secret')
      const issued = await signVendorToken(clientId, {
        keys: deps.keys,
        issuer: deps.config.issuer,
        now: now(),
      })
      return c.json(issued, 200)
    },
  )
  return app
}
