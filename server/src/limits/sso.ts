import { clientInfo } from '../http/client-info'
import { count, longestWait } from './gate'
import { addressKeys, limitsFor } from './presets'
import { tooManyRequests } from './too-many'
import type { AppDeps } from '../deps'
import type { Context } from 'hono'

/**
 * The preset of every SSO start (pre-login by email domain, wire rows 5-6, and the SAML
 * authorize route): each request counts against the client's address, found SSO or not, since
 * each one can reach an IdP's discovery, store a state or a request, and tells which domains
 * have SSO. Past `FOYER_LIMIT_SSO_IP` a 429 with `Retry-After`.
 */
export const limitSsoStart = async (deps: AppDeps, c: Context): Promise<void> => {
  const { ip } = clientInfo(c, deps.config.trustedProxies)
  const counted = await count(addressKeys(limitsFor(deps).ssoIp, ip))
  const wait = longestWait(counted, (entry) => entry.refused)
  if (wait > 0) throw tooManyRequests(c, wait, 'Too many single sign-on attempts. Try again later')
}
