import { ApiError } from '../http/api-error'
import { blockedInMemory, count, longestWait } from '../limits/gate'
import { addressKeys, globalKeys, limitsFor } from '../limits/presets'
import { tooManyRequests } from '../limits/too-many'
import type { AppDeps } from '../deps'
import type { ClientInfo } from '../sessions/repository'
import type { Context } from 'hono'

/**
 * Runs a passkey sign-in under the password sign-in's limits: a point taken from the client's
 * address up front (given back by `completeSignIn` on success), a refusal counted against every
 * sign-in together; 429 with Retry-After while either is used up. A passkey cannot be guessed,
 * but each try costs a challenge row and a signature check, and the limits bound both.
 */
export const underSignInLimits = async <T>(
  deps: AppDeps,
  c: Context,
  client: ClientInfo,
  run: () => Promise<T>,
): Promise<T> => {
  const limits = limitsFor(deps)
  const everyone = globalKeys(limits.signInGlobal)
  const message = 'Too many failed sign-ins. Try again later'
  const globalWait = blockedInMemory(everyone)
  if (globalWait > 0) throw tooManyRequests(c, globalWait, message)
  const fromAddress = await count(addressKeys(limits.signInIp, client.ip))
  const addressWait = longestWait(fromAddress, (entry) => entry.refused)
  if (addressWait > 0) throw tooManyRequests(c, addressWait, message)
  try {
    return await run()
  } catch (error) {
    if (error instanceof ApiError && error.status === 401) await count(everyone)
    throw error
  }
}
