import { randomUUID } from 'node:crypto'
import type { Db } from '../db/database'
import type { ClientInfo, SessionImpersonation } from '../sessions/repository'

/** A new impersonation and the session family it opens. */
export interface NewImpersonation {
  /** Its id, already in the access token's `act.sid`. */
  id: string
  tenantId: string
  userId: string
  actorKind: 'vendor' | 'user'
  actorSub: string
  reason: string
  now: Date
  endsAt: Date
  /** The SHA-256 of the session's refresh token. */
  tokenHash: string
  client: ClientInfo
}

/**
 * Records an impersonation and opens its session (a family of its own, expiring at the
 * impersonation's end, pinned to its tenant). Run it in the transaction that writes the audit row.
 */
export const insertImpersonation = async (trx: Db, input: NewImpersonation): Promise<void> => {
  const { id } = input
  const sessionId = randomUUID()
  await trx
    .insertInto('impersonations')
    .values({
      id,
      tenant_id: input.tenantId,
      user_id: input.userId,
      actor_kind: input.actorKind,
      actor_sub: input.actorSub,
      reason: input.reason,
      started_at: input.now,
      ends_at: input.endsAt,
      ended_at: null,
    })
    .execute()
  await trx
    .insertInto('sessions')
    .values({
      id: sessionId,
      user_id: input.userId,
      tenant_id: input.tenantId,
      family_id: sessionId,
      token_hash: input.tokenHash,
      expires_at: input.endsAt,
      user_agent: input.client.userAgent,
      ip: input.client.ip,
      last_used_at: input.now,
      // Nobody proved to be the user: no `auth_time`, so the session is never fresh proof (step-up).
      auth_time: null,
      amr: null,
      impersonation_id: id,
    })
    .execute()
}

/** A recorded impersonation. */
export interface ImpersonationRecord {
  id: string
  tenantId: string
  userId: string
  actorKind: 'vendor' | 'user'
  actorSub: string
  reason: string
  endsAt: Date
  endedAt: Date | null
}

/** The impersonation of `id`, ended or not. */
export const findImpersonation = async (
  db: Db,
  id: string,
): Promise<ImpersonationRecord | undefined> => {
  const row = await db
    .selectFrom('impersonations')
    .selectAll()
    .where('id', '=', id)
    .executeTakeFirst()
  return (
    row && {
      id: row.id,
      tenantId: row.tenant_id,
      userId: row.user_id,
      actorKind: row.actor_kind,
      actorSub: row.actor_sub,
      reason: row.reason,
      endsAt: row.ends_at,
      endedAt: row.ended_at,
    }
  )
}

/** The facts a token of impersonation `id` carries, while it runs at `now`; else undefined. */
export const liveImpersonation = async (
  db: Db,
  id: string,
  now: Date,
): Promise<SessionImpersonation | undefined> => {
  const found = await findImpersonation(db, id)
  if (!found || found.endedAt !== null || found.endsAt <= now) return undefined
  return { id: found.id, actorSub: found.actorSub, endsAt: found.endsAt }
}

/**
 * Ends a running impersonation (its actor signed out) and revokes every live session of it.
 * Answers the record when this call ended it, undefined when it had ended already.
 */
export const endImpersonation = async (
  db: Db,
  id: string,
  now: Date,
): Promise<ImpersonationRecord | undefined> => {
  const ended = await db
    .updateTable('impersonations')
    .set({ ended_at: now })
    .where('id', '=', id)
    .where('ended_at', 'is', null)
    .returning('id')
    .executeTakeFirst()
  if (!ended) return undefined
  await db
    .updateTable('sessions')
    .set({ revoked_at: now })
    .where('impersonation_id', '=', id)
    .where('revoked_at', 'is', null)
    .execute()
  return findImpersonation(db, id)
}
