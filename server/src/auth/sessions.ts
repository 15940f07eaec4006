import { randomUUID } from 'node:crypto'
import { familyApplication } from '../app-access/enforce'
import { writeAudit } from '../audit/repository'
import { isUuid } from '../http/uuid'
import { endImpersonatedSession } from '../impersonation/end'
import { liveImpersonation } from '../impersonation/repository'
import { endTimedOutSession } from '../session-configuration/enforce'
import {
  findLiveSessionInFamily,
  findSessionByTokenHash,
  revokeFamily,
  revokeSession,
} from '../sessions/repository'
import { rotateSessionRow } from '../sessions/rotate'
import { generateRefreshToken, hashRefreshToken } from '../tokens/refresh-token'
import { findUserById, isActiveMember, toUserRecord } from '../users/repository'
import type { AppDeps } from '../deps'
import type { ClientInfo, SessionImpersonation } from '../sessions/repository'
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
      /** Set for an impersonated session: its tokens carry `act` and end with it. */
      impersonation?: SessionImpersonation
      /** The client id of the application that opened the family (hosted login), if any. */
      applicationId?: string
    }
  | {
      kind: 'grace'
      user: UserRecord
      tenantId: string
      previousTenantId: string
      authentication?: SessionAuthentication
      impersonation?: SessionImpersonation
      /** As for `ok`, read only for a caller that `refusesConfidentialFamily`. */
      applicationId?: string
    }
  | { kind: 'invalid' }

/**
 * Rotates a refresh token: the old session is closed and a new one in the same family opened,
 * atomically. A token rotated less than `refreshReuseGraceSeconds` ago, while its family still
 * has a live session, is a race, not theft: `grace` (no new refresh token is minted for it, so a
 * copy used within the window gains only one short-lived access token). Later, a rotated token
 * is a stolen copy: the whole family is revoked and a High audit row written. An impersonated
 * session rotates only for a caller that `carriesImpersonation` (its tokens then carry `act`),
 * stays in its tenant, and never past the impersonation's end. A caller that
 * `refusesConfidentialFamily` (the box's cookie) gets `invalid` for a family a confidential
 * application opened, before anything about it changes, reuse detection included.
 */
export const rotateSession = async (
  deps: AppDeps,
  input: {
    refreshToken: string
    tenantId: string | null
    client: ClientInfo
    now: Date
    carriesImpersonation?: boolean
    refusesConfidentialFamily?: boolean
  },
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
      carriesImpersonation: input.carriesImpersonation === true,
      refusesConfidentialFamily: input.refusesConfidentialFamily === true,
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
      ...(rotated.impersonation ? { impersonation: rotated.impersonation } : {}),
      ...(rotated.applicationId === undefined ? {} : { applicationId: rotated.applicationId }),
    }
  }
  // Off the hot path: only a token that did not rotate is looked at again.
  const application =
    input.refusesConfidentialFamily === true
      ? await familyApplication(db, input.refreshToken)
      : undefined
  if (application?.confidential === true) return { kind: 'invalid' }
  const session = await findSessionByTokenHash(db, tokenHash)
  if (session && session.revokedAt !== null && session.replacedBy !== null) {
    const sinceRotation = now.getTime() - session.revokedAt.getTime()
    if (sinceRotation <= config.refreshReuseGraceSeconds * 1000) {
      const newest = await findLiveSessionInFamily(db, session.familyId, now)
      const user = newest && (await findUserById(db, newest.userId))
      const impersonation = await impersonationOf(deps, newest?.impersonationId ?? null, input)
      if (newest && user && impersonation !== null) {
        // Two tabs on different tenants racing one rotation: each still gets its own tab's tenant.
        const wanted = input.tenantId && isUuid(input.tenantId) ? input.tenantId : null
        const tenantId =
          !impersonation && wanted && (await isActiveMember(db, user.id, wanted))
            ? wanted
            : newest.tenantId
        const { authentication } = newest
        const previousTenantId = newest.tenantId
        const moved = { user, tenantId, previousTenantId }
        const acting = impersonation ? { impersonation } : {}
        const opened = application ? { applicationId: application.clientId } : {}
        const proof = authentication ? { authentication } : {}
        return { kind: 'grace', ...moved, ...proof, ...acting, ...opened }
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

/**
 * The impersonation of a racing rotation's newest session: undefined for none, the running one's
 * facts when the caller carries it, null (no grace: the race is refused) otherwise.
 */
const impersonationOf = async (
  { db }: AppDeps,
  impersonationId: string | null,
  input: { now: Date; carriesImpersonation?: boolean },
): Promise<SessionImpersonation | undefined | null> => {
  if (impersonationId === null) return undefined
  if (input.carriesImpersonation !== true) return null
  return (await liveImpersonation(db, impersonationId, input.now)) ?? null
}

/**
 * Ends the session of a refresh token, if it is one; writes a sign-out audit row. The session of
 * an impersonation ends the impersonation (`impersonation.ended`, High, in its tenant).
 */
export const endSession = async (
  { db }: AppDeps,
  input: { refreshToken: string; client: ClientInfo; now: Date },
): Promise<void> => {
  const session = await findSessionByTokenHash(db, hashRefreshToken(input.refreshToken))
  if (!session || session.revokedAt !== null) return
  await revokeSession(db, session.id, input.now)
  if (session.impersonationId !== null) {
    await endImpersonatedSession(db, session.impersonationId, input)
    return
  }
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
