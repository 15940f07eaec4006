import { createMiddleware } from 'hono/factory'
import { errorCodes, forbidden } from './api-error'
import type { AppEnv } from './app-env'

/**
 * CSRF guard for the cookie endpoints: a request with an Origin must come from the server's own
 * origin or the allow-list; a request without one must at least carry a JSON content type,
 * which a cross-site form cannot send without a CORS preflight.
 */
export const verifyOrigin = ({ ownOrigin, allowed }: { ownOrigin: string; allowed: string[] }) =>
  createMiddleware<AppEnv>(async (c, next) => {
    const origin = c.req.header('origin')
    if (origin !== undefined) {
      if (origin !== ownOrigin && !allowed.includes(origin)) {
        throw forbidden(`Origin ${origin} is not allowed`, errorCodes.csrf)
      }
    } else {
      const type = c.req.header('content-type')?.split(';')[0]?.trim().toLowerCase()
      if (type !== 'application/json') {
        throw forbidden(
          'Cross-site request refused: send Content-Type application/json',
          errorCodes.csrf,
        )
      }
    }
    await next()
  })
