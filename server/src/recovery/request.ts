import { mailLocale } from '../delivery/words'
import { clientInfo } from '../http/client-info'
import type { AppDeps } from '../deps'
import type { RecoveryRequest } from './context'
import type { Context } from 'hono'

/** The recovery request of an HTTP request: its client, its reader's locale, the app's now. */
export const recoveryRequest = (deps: AppDeps, c: Context): RecoveryRequest => ({
  deps,
  client: clientInfo(c, deps.config.trustedProxies),
  locale: mailLocale(c.req.header('accept-language')),
  now: deps.now(),
})
