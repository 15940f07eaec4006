import { clientInfo } from '../http/client-info'
import { countAgainst, readGate } from './gate'
import { clientKeys, limitsFor } from './presets'
import { tooManyRequests } from './too-many'
import type { AppDeps } from '../deps'
import type { Context } from 'hono'

/**
 * Checks vendor credentials behind their limits: refused with a 429 (`Retry-After`) while the
 * client's address, or every client together, has failed too often lately (one read), and a
 * failed check is counted against both. Answers whether `matches` accepted the credentials.
 */
export const checkVendorCredentials = async (
  deps: AppDeps,
  c: Context,
  matches: () => boolean,
): Promise<boolean> => {
  const limits = limitsFor(deps)
  const { ip } = clientInfo(c, deps.config.trustedProxies)
  const keys = clientKeys(limits.vendorIp, limits.vendorGlobal, ip)
  const [blocked] = await readGate(deps.db, keys)
  if (blocked) {
    throw tooManyRequests(
      c,
      blocked.retryAfterMs,
      'Too many failed vendor sign-ins. Try again later',
    )
  }
  if (matches()) return true
  await countAgainst(keys)
  return false
}
