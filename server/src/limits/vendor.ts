import { clientInfo } from '../http/client-info'
import { blockedInMemory, count, giveBack, longestWait } from './gate'
import { addressKeys, globalKeys, limitsFor } from './presets'
import { tooManyRequests } from './too-many'
import type { AppDeps } from '../deps'
import type { Context } from 'hono'

/**
 * Checks vendor credentials behind their limits: each attempt takes a point from the client's
 * address up front (given back when the credentials are right), so parallel guesses cannot
 * outrun the limit, and a failure counts against the global limit. Refused with a 429
 * (`Retry-After`) while either is used up. Answers whether `matches` accepted the credentials.
 */
export const checkVendorCredentials = async (
  deps: AppDeps,
  c: Context,
  matches: () => boolean,
): Promise<boolean> => {
  const limits = limitsFor(deps)
  const { ip } = clientInfo(c, deps.config.trustedProxies)
  const everyone = globalKeys(limits.vendorGlobal)
  const address = addressKeys(limits.vendorIp, ip)
  const message = 'Too many failed vendor sign-ins. Try again later'
  const globalWait = blockedInMemory(everyone)
  if (globalWait > 0) throw tooManyRequests(c, globalWait, message)
  const addressWait = longestWait(await count(address), (entry) => entry.refused)
  if (addressWait > 0) throw tooManyRequests(c, addressWait, message)
  if (matches()) {
    await giveBack(address)
    return true
  }
  await count(everyone)
  return false
}
