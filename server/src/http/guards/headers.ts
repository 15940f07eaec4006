import { createMiddleware } from 'hono/factory'
import type { AppEnv } from '../app-env'

/**
 * `X-Content-Type-Options: nosniff` on every answer, errors and 404s included, so a browser never
 * reads an answer as another type than the one declared (a JSON error rendered as HTML).
 */
export const noSniff = () =>
  createMiddleware<AppEnv>(async (c, next) => {
    c.header('X-Content-Type-Options', 'nosniff')
    await next()
    if (!c.res.headers.has('X-Content-Type-Options')) {
      c.res.headers.set('X-Content-Type-Options', 'nosniff')
    }
  })
