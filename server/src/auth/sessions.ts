import { randomUUID } from 'node:crypto'
import { writeAudit } from '../audit/repository'
import {
  createSession,
  findSessionByTokenHash,
  markRotated,
  revokeFamily,
  revokeSession,
} from '../sessions/repository'
import { generateRefreshToken, hashRefreshToken } from '../tokens/refresh-token'
import { findUserById, isActiveMember } from '../users/repository'
import type { AppDeps } from '../deps'
import type { ClientInfo } from '../sessions/repository'
import type { UserRecord } from '../users/repository'

/** Opens a new session family for a sign-in; answers the refresh token for the cookie. */
export const startSession = async (
  { db, config }: AppDeps,
  input: { userId: string; tenantId: string; client: ClientInfo; now: Date },
): Promise<string> => {
  const refreshToken = generateRefreshToken()
  await createSession(db, {
    userId: input.userId,
    tenantId: input.tenantId,
    tokenHash: hashRefreshToken(refreshToken),
    expiresAt: new Date(input.now.getTime() + config.refreshTokenTtlSeconds * 1000),
    client: input.client,
    now: input.now,
  })
  return refreshToken
}

/** Outcome of a refresh. */
export type RefreshResult =
  { kind: 'ok'; user: UserRecord; tenantId: string; refreshToken: string } | { kind: 'invalid' }

/**
 * Rotates a refresh token: the old session is closed and a new one in the same family opened,
 * in one transaction. A token that was already rotated is a stolen copy: the whole family is
 * revoked and a High audit row written.
 */
export const rotateSession = async (
  deps: AppDeps,
  input: { refreshToken: string; tenantId: string | null; client: ClientInfo; now: Date },
): Promise<RefreshResult> => {
  const { db, config } = deps
  const { client, now } = input
  const session = await findSessionByTokenHash(db, hashRefreshToken(input.refreshToken))
  if (!session) return { kind: 'invalid' }
  if (session.revokedAt !== null) {
    if (session.replacedBy !== null) {
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
  if (session.expiresAt.getTime() <= now.getTime()) return { kind: 'invalid' }
  const user = await findUserById(db, session.userId)
  if (!user || !(await isActiveMember(db, user.id, session.tenantId))) return { kind: 'invalid' }
  // The tab's tenant wins when the user still belongs to it; otherwise the session's tenant.
  const wanted = input.tenantId
  const tenantId =
    wanted && wanted !== session.tenantId && (await isActiveMember(db, user.id, wanted))
      ? wanted
      : session.tenantId
  const refreshToken = generateRefreshToken()
  const rotated = await db.transaction().execute(async (trx) => {
    const successor = randomUUID()
    if (!(await markRotated(trx, session.id, successor, now))) return false
    await createSession(trx, {
      id: successor,
      userId: user.id,
      tenantId,
      familyId: session.familyId,
      tokenHash: hashRefreshToken(refreshToken),
      expiresAt: new Date(now.getTime() + config.refreshTokenTtlSeconds * 1000),
      client,
      now,
    })
    return true
  })
  if (!rotated) return { kind: 'invalid' }
  return { kind: 'ok', user, tenantId, refreshToken }
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
