import { badRequest } from '../http/api-error'
import { respondWithError } from '../http/wire-error'
import { renderRefusalPage } from './login-page'
import type { AppEnv } from '../http/app-env'
import type { Context } from 'hono'

/**
 * A refusal that stays here (no redirect): a page for a browser navigation (`Accept` naming
 * text/html), the wire error (400) for any other client, like every other answer of the API.
 */
export const refuseHere = (c: Context, message: string) => {
  c.header('cache-control', 'no-store')
  if (/\btext\/html\b/.test(c.req.header('accept') ?? '')) {
    return c.html(renderRefusalPage(message), 400)
  }
  return respondWithError(badRequest(message), c as Context<AppEnv>)
}
