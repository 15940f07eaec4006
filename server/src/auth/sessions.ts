import { randomUUID } from 'node:crypto'
import { writeAudit } from '../audit/repository'
import { isUuid } from '../http/uuid'
import { endTimedOutSession } from '../session-configuration/enforce'
import {
  findLiveSessionInFamily,
  findSessionByTokenHash,
  revokeFamily,
  revokeSession,
  rotateSessionRow,
} from '../sessions/repository'
import { generateRefreshToken, hashRefreshToken } from '../tokens/refresh-token'
import { findUserById, isActiveMember, toUserRecord } from '../users/repository'
import type { AppDeps } from '../deps'
import type { ClientInfo } from '../sessions/repository'
import type { SessionAuthentication } from '../step-up/authentication'
import type { UserRecord } from '../users/repository'

/**
 * Outcome of a refresh. `grace`: a token rotated moments ago came again (two tabs or a retried
 * request racing the rotation): answer an access token for the family's newest session and
 * leave the cookie alone, since the racing response already set the newest token.
 */
export type RefreshResult =
  | {
      kind: 'ok'
      user: UserRecord
      tenantId: string
      /** The session's tenant before this refresh (a tab's tenant may move it). */
      previousTenantId: string
      /** The new session's id. */
      sessionId: string
      refreshToken: string
      authentication?: SessionAuthentication
    }
  | {
      kind: 'grace'
      user: UserRecord
      tenantId: string
      previousTenantId: string
      authentication?: SessionAuthentication
    }
  | { kind: 'invalid' }

/**
 * Rotates a refresh token: the old session is closed and a new one in the same family opened,
 * atomically. A token rotated less than `refreshReuseGraceSeconds` ago, while its family still
 * has a live session, is a race, not theft: `grace` (no new refresh token is minted for it, so a
 * copy used within the window gains only one short-lived access token). Later, a rotated token
 * is a stolen copy: the whole family is revoked and a High audit row written.
 */
export const rotateSession = async (
  deps: AppDeps,
  input: { refreshToken: string; tenantId: string | null; client: ClientInfo; now: Date },
): Promise<RefreshResult> => {
  const { db, config } = deps
  const { client, now } = input
  const tokenHash = hashRefreshToken(input.refreshToken)
  // The tenant's idle timeout and forced re-login end a session at its next refresh.
  if (await endTimedOutSession(db, { tokenHash, client, now })) return { kind: 'invalid' }
  const refreshToken = generateRefreshToken()
  const sessionId = randomUUID()
  const rotated = await rotateSessionRow(
    db,
    tokenHash,
    {
      id: sessionId,
      tokenHash: hashRefreshToken(refreshToken),
      expiresAt: new Date(now.getTime() + config.refreshTokenTtlSeconds * 1000),
      // The tab's tenant wins when the user still belongs to it; otherwise the session's tenant.
      wantedTenantId: input.tenantId && isUuid(input.tenantId) ? input.tenantId : null,
      client,
    },
    now,
  )
  if (rotated) {
    return {
      kind: 'ok',
      user: toUserRecord(rotated.user),
      tenantId: rotated.tenantId,
      previousTenantId: rotated.previousTenantId,
      sessionId,
      refreshToken,
      ...(rotated.authentication ? { authentication: rotated.authentication } : {}),
    }
  }
  const session = await findSessionByTokenHash(db, tokenHash)
  if (session && session.revokedAt !== null && session.replacedBy !== null) {
    const sinceRotation = now.getTime() - session.revokedAt.getTime()
    if (sinceRotation <= config.refreshReuseGraceSeconds * 1000) {
      const newest = await findLiveSessionInFamily(db, session.familyId, now)
      const user = newest && (await findUserById(db, newest.userId))
      if (newest && user) {
        // Two tabs on different tenants racing one rotation: each still gets its own tab's tenant.
        const wanted = input.tenantId && isUuid(input.tenantId) ? input.tenantId : null
        const tenantId =
          wanted && (await isActiveMember(db, user.id, wanted)) ? wanted : newest.tenantId
        const { authentication } = newest
        const previousTenantId = newest.tenantId
        const moved = { user, tenantId, previousTenantId }
        return { kind: 'grace', ...moved, ...(authentication ? { authentication } : {}) }
      }
    }
    const revoked = await revokeFamily(db, session.familyId, now)
    const user = await findUserById(db, session.userId)
    await writeAudit(db, {
      tenantId: session.tenantId,
      userId: session.userId,
      email: user?.email ?? null,
      action: 'user.refresh-token.reused',
      description: 'A rotated refresh token was used again; all sessions of that sign-in ended',
      severity: 'High',
      ip: client.ip,
      userAgent: client.userAgent,
      details: { familyId: session.familyId, revokedSessions: revoked },
    })
  }
  return { kind: 'invalid' }
}

/** Ends the session of a refresh token, if it is one; writes a sign-out audit row. */
export const endSession = async (
  { db }: AppDeps,
  input: { refreshToken: string; client: ClientInfo; now: Date },
): Promise<void> => {
  const session = await findSessionByTokenHash(db, hashRefreshToken(input.refreshToken))
  if (!session || session.revokedAt !== null) return
  await revokeSession(db, session.id, input.now)
  const user = await findUserById(db, session.userId)
  await writeAudit(db, {
    tenantId: session.tenantId,
    userId: session.userId,
    email: user?.email ?? null,
    action: 'user.logout',
    description: 'Signed out',
    severity: 'Info',
    ip: input.client.ip,
    userAgent: input.client.userAgent,
  })
}
