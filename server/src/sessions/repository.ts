import { randomUUID } from 'node:crypto'
import type { Db } from '../db/database'

/** A stored session, found by the hash of its refresh token. */
export interface SessionRecord {
  id: string
  userId: string
  tenantId: string
  familyId: string
  expiresAt: Date
  revokedAt: Date | null
  replacedBy: string | null
}

/** Where a session was opened or used from. */
export interface ClientInfo {
  ip: string | null
  userAgent: string | null
}

/** Stores a session; `familyId` links the rotations of one sign-in. */
export const createSession = async (
  db: Db,
  session: {
    id?: string
    userId: string
    tenantId: string
    familyId?: string
    tokenHash: string
    expiresAt: Date
    client: ClientInfo
    now: Date
  },
): Promise<string> => {
  const id = session.id ?? randomUUID()
  await db
    .insertInto('sessions')
    .values({
      id,
      user_id: session.userId,
      tenant_id: session.tenantId,
      family_id: session.familyId ?? id,
      token_hash: session.tokenHash,
      expires_at: session.expiresAt,
      revoked_at: null,
      replaced_by: null,
      user_agent: session.client.userAgent,
      ip: session.client.ip,
      created_at: session.now,
      last_used_at: session.now,
    })
    .execute()
  return id
}

/** The session of a refresh-token hash, revoked or not. */
export const findSessionByTokenHash = async (
  db: Db,
  tokenHash: string,
): Promise<SessionRecord | undefined> => {
  const row = await db
    .selectFrom('sessions')
    .select(['id', 'user_id', 'tenant_id', 'family_id', 'expires_at', 'revoked_at', 'replaced_by'])
    .where('token_hash', '=', tokenHash)
    .executeTakeFirst()
  if (!row) return undefined
  return {
    id: row.id,
    userId: row.user_id,
    tenantId: row.tenant_id,
    familyId: row.family_id,
    expiresAt: row.expires_at,
    revokedAt: row.revoked_at,
    replacedBy: row.replaced_by,
  }
}

/**
 * Marks a live session as rotated into `replacedBy`. Answers false when another request rotated
 * or revoked it first, so one refresh token yields at most one successor.
 */
export const markRotated = async (
  db: Db,
  sessionId: string,
  replacedBy: string,
  now: Date,
): Promise<boolean> => {
  const result = await db
    .updateTable('sessions')
    .set({ revoked_at: now, replaced_by: replacedBy, last_used_at: now })
    .where('id', '=', sessionId)
    .where('revoked_at', 'is', null)
    .executeTakeFirst()
  return result.numUpdatedRows > 0n
}

/** Revokes every live session of a family (refresh-token reuse). Answers how many. */
export const revokeFamily = async (db: Db, familyId: string, now: Date): Promise<number> => {
  const result = await db
    .updateTable('sessions')
    .set({ revoked_at: now })
    .where('family_id', '=', familyId)
    .where('revoked_at', 'is', null)
    .executeTakeFirst()
  return Number(result.numUpdatedRows)
}

/** Revokes one session (sign-out). */
export const revokeSession = async (db: Db, sessionId: string, now: Date): Promise<void> => {
  await db
    .updateTable('sessions')
    .set({ revoked_at: now })
    .where('id', '=', sessionId)
    .where('revoked_at', 'is', null)
    .execute()
}
