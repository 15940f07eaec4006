import { setTimeout as delay } from 'node:timers/promises'
import { writeAudit } from '../audit/repository'
import type { AuditActionKey } from '../audit/actions'
import type { Db } from '../db/database'
import type { AppDeps } from '../deps'
import type { ClientInfo } from '../sessions/repository'

/** What a recovery step knows about its request: the app, the client, the reader's locale, now. */
export interface RecoveryRequest {
  deps: AppDeps
  client: ClientInfo
  /** The locale to write mail and SMS in (`mailLocale(Accept-Language)`). */
  locale: string
  now: Date
}

/** Writes a recovery audit row (in the step's transaction); never a token or a code. */
export const auditRecovery = (
  trx: Db,
  request: RecoveryRequest,
  entry: {
    action: AuditActionKey
    description: string
    userId: string | null
    tenantId: string | null
    email: string | null
    severity?: 'Info' | 'High'
    details?: Record<string, unknown>
  },
): Promise<void> =>
  writeAudit(trx, {
    tenantId: entry.tenantId,
    userId: entry.userId,
    email: entry.email,
    action: entry.action,
    description: entry.description,
    severity: entry.severity ?? 'Info',
    ip: request.client.ip,
    userAgent: request.client.userAgent,
    ...(entry.details ? { details: entry.details } : {}),
  })

/** Thrown to roll a rehearsed change back. */
class Rehearsal extends Error {}

/**
 * The least time a recovery step takes to answer. The same statements run for a known and an
 * unknown account, but a commit costs more than a rollback, and the message written for a known
 * one is delivered right after, beside the caller's next request: a few milliseconds an attacker
 * could average out. Answering no sooner than this hides them (the steps take 3 to 30 ms).
 */
export const RECOVERY_ANSWER_FLOOR_MS = 100

/**
 * Runs `change` in a transaction that commits when `real`, and is rolled back otherwise: a request
 * about an account that does not exist goes through the same statements (a secret, a message, an
 * audit row) as one about an account that does, and leaves nothing behind, so neither its answer
 * nor the time it takes tells whether the account exists (both answer after
 * `RECOVERY_ANSWER_FLOOR_MS` at the earliest).
 */
export const runOrRehearse = async <T>(
  db: Db,
  real: boolean,
  change: (trx: Db) => Promise<T>,
): Promise<T> => {
  const floor = delay(RECOVERY_ANSWER_FLOOR_MS)
  let rehearsed: { result: T } | undefined
  try {
    const result = await db.transaction().execute(async (trx) => {
      const changed = await change(trx)
      if (real) return changed
      rehearsed = { result: changed }
      throw new Rehearsal()
    })
    await floor
    return result
  } catch (error) {
    if (!(error instanceof Rehearsal && rehearsed)) throw error
    await floor
    return rehearsed.result
  }
}
