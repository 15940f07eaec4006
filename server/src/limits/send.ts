import { clientInfo } from '../http/client-info'
import { count, longestWait } from './gate'
import { addressKeys, limitsFor, normaliseIdentifier } from './presets'
import { tooManyRequests } from './too-many'
import type { AppDeps } from '../deps'
import type { Context } from 'hono'

/**
 * The preset for every endpoint that sends a mail or a text message (invitations, password
 * resets, one-time codes): counts the send against the client's address and against the
 * recipient (an email or phone number, whether or not it belongs to anyone), and throws a 429
 * with `Retry-After` once either has used up its limit. Call it before sending; every request
 * counts, since each one costs a message.
 */
export const limitSend = async (deps: AppDeps, c: Context, recipient: string): Promise<void> => {
  const limits = limitsFor(deps)
  const { ip } = clientInfo(c, deps.config.trustedProxies)
  const counted = await count([
    ...addressKeys(limits.sendIp, ip),
    ...(limits.sendIdentifier
      ? [{ limiter: limits.sendIdentifier, key: normaliseIdentifier(recipient) }]
      : []),
  ])
  const wait = longestWait(counted, (entry) => entry.refused)
  if (wait > 0) throw tooManyRequests(c, wait, 'Too many messages requested. Try again later')
}
