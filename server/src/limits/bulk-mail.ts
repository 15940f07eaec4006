import { appDeps } from '../db/request-memo'
import { count, longestWait } from './gate'
import { createDbLimiter } from './store'
import { tooManyRequests } from './too-many'
import type { AppDeps } from '../deps'
import type { Context } from 'hono'
import type { RateLimiterPostgres } from 'rate-limiter-flexible'

/**
 * A bulk mail to a tenant's members (password resets, MFA reminders) at most 5 times an hour per
 * tenant and kind: enough to retry after fixing an address, too few to flood members' inboxes.
 */
export const BULK_MAIL_LIMIT = { points: 5, seconds: 3600 }

const built = new WeakMap<AppDeps, RateLimiterPostgres>()

const limiterOf = (requestDeps: AppDeps): RateLimiterPostgres => {
  const deps = appDeps(requestDeps)
  let limiter = built.get(deps)
  if (!limiter) {
    limiter = createDbLimiter(deps.db, 'bulk-mail', BULK_MAIL_LIMIT, { cacheBlock: 'refused' })
    built.set(deps, limiter)
  }
  return limiter
}

/**
 * Counts one bulk mail of `kind` for the tenant (shared by every server instance) and throws a
 * 429 with `Retry-After` once the tenant used up its hour. Call it before mailing.
 */
export const limitBulkMail = async (
  deps: AppDeps,
  c: Context,
  tenantId: string,
  kind: 'breached-reset' | 'mfa-reminder',
): Promise<void> => {
  const counted = await count([{ limiter: limiterOf(deps), key: `${tenantId}:${kind}` }])
  const wait = longestWait(counted, (entry) => entry.refused)
  if (wait > 0) {
    throw tooManyRequests(c, wait, 'Members were mailed too often this hour. Try again later')
  }
}
