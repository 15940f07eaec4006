import { readSessionConfigurations } from '../session-configuration/repository'
import { sessionDeadline, sessionEnd } from '../session-configuration/rules'
import type { Db } from '../db/database'

/**
 * A session as its owner sees it: one sign-in, i.e. one refresh-token family (each refresh
 * rotates the token into a new row of the same family; the family's id names the session).
 */
export interface LiveSession {
  /** The family id: stable across refreshes. */
  id: string
  userId: string
  tenantId: string
  /** When the sign-in happened (the family's first row). */
  startedAt: Date
  /** When the session was last refreshed (its live row was created). */
  lastRefreshAt: Date
  /** When it ends: the refresh token's expiry, or sooner under the tenant's session rules. */
  expiresAt: Date
  ip: string | null
  userAgent: string | null
  /** Opened by someone acting as the user (impersonation, migration 0049). */
  impersonated: boolean
}

/**
 * The live sessions of a user (only those in `tenantId` when given), newest sign-in first: the
 * unrevoked, unexpired newest row of each family, less those its tenant's idle or forced
 * re-login rule has already ended (they would be refused at their next refresh).
 */
export const listLiveSessions = async (
  db: Db,
  filter: { userId: string; tenantId?: string },
  now: Date,
): Promise<LiveSession[]> => {
  let query = db
    .selectFrom('sessions as s')
    .leftJoin('sessions as f', 'f.id', 's.family_id')
    .select([
      's.family_id',
      's.user_id',
      's.tenant_id',
      's.created_at',
      's.expires_at',
      's.ip',
      's.user_agent',
      's.impersonation_id',
      'f.created_at as started_at',
    ])
    .where('s.user_id', '=', filter.userId)
    .where('s.revoked_at', 'is', null)
    .where('s.expires_at', '>', now)
  if (filter.tenantId !== undefined) query = query.where('s.tenant_id', '=', filter.tenantId)
  const rows = await query.execute()
  const rules = await readSessionConfigurations(
    db,
    rows.map((row) => row.tenant_id),
  )
  const sessions: LiveSession[] = []
  for (const row of rows) {
    const times = { startedAt: row.started_at ?? row.created_at, lastRefreshAt: row.created_at }
    const configuration = rules.get(row.tenant_id)
    if (configuration && sessionEnd(configuration, times, now)) continue
    const deadline = configuration && sessionDeadline(configuration, times)
    sessions.push({
      id: row.family_id,
      userId: row.user_id,
      tenantId: row.tenant_id,
      ...times,
      expiresAt: deadline && deadline < row.expires_at ? deadline : row.expires_at,
      ip: row.ip,
      userAgent: row.user_agent,
      impersonated: row.impersonation_id !== null,
    })
  }
  return sessions.sort((a, b) => b.startedAt.getTime() - a.startedAt.getTime())
}

/**
 * Revokes whole sessions (families) of a user: those in `familyIds`, or all but `except`, and
 * only in `tenantId` when given. Answers the family ids it ended.
 */
export const revokeSessions = async (
  db: Db,
  target: { userId: string; familyIds?: readonly string[]; except?: string; tenantId?: string },
  now: Date,
): Promise<string[]> => {
  if (target.familyIds?.length === 0) return []
  let query = db
    .updateTable('sessions')
    .set({ revoked_at: now })
    .where('user_id', '=', target.userId)
    .where('revoked_at', 'is', null)
  if (target.familyIds) query = query.where('family_id', 'in', [...target.familyIds])
  if (target.except !== undefined) query = query.where('family_id', '!=', target.except)
  if (target.tenantId !== undefined) query = query.where('tenant_id', '=', target.tenantId)
  const rows = await query.returning('family_id').execute()
  return [...new Set(rows.map((row) => row.family_id))]
}
