import { readRefreshCookie } from '../http/refresh-cookie'
import { endTimedOutSession } from '../session-configuration/enforce'
import { findSessionByTokenHash } from '../sessions/repository'
import { hashRefreshToken } from '../tokens/refresh-token'
import { isActiveMember } from '../users/repository'
import { familyOfToken } from './grant-session'
import type { AppDeps } from '../deps'
import type { ClientInfo } from '../sessions/repository'
import type { Context } from 'hono'

/** Who is signed in in this browser, by the refresh cookie, and since when. */
export interface BrowserSession {
  userId: string
  tenantId: string
  authTime: Date
}

/**
 * The browser's live session, read without rotating it: the refresh cookie's session, unrevoked,
 * unexpired, not ended by the tenant's session rules, its user still an active member.
 */
export const browserSessionFor = async (
  deps: AppDeps,
  c: Context,
  { client, now }: { client: ClientInfo; now: Date },
): Promise<BrowserSession | undefined> => {
  const token = readRefreshCookie(c)
  if (token === undefined) return undefined
  const tokenHash = hashRefreshToken(token)
  if (await endTimedOutSession(deps.db, { tokenHash, client, now })) return undefined
  const session = await findSessionByTokenHash(deps.db, tokenHash)
  if (!session || session.revokedAt !== null || session.expiresAt <= now) return undefined
  if (!(await isActiveMember(deps.db, session.userId, session.tenantId))) return undefined
  const family = await familyOfToken(deps, token)
  if (!family) return undefined
  return { userId: session.userId, tenantId: session.tenantId, authTime: family.startedAt }
}
