import { actorName } from '../audit/actor-name'
import { runAuditedChange } from '../audit/audited-change'
import { badRequest } from '../http/api-error'
import { checkLinkToken, spendLinkToken } from '../one-time/secrets'
import { UNLOCK_PURPOSE } from './mail'
import type { Db } from '../db/database'
import type { SecretRefusal } from '../one-time/secrets'
import type { ClientInfo } from '../sessions/repository'

/** The answer to an unlock token that is unknown, expired or used. */
export const INVALID_UNLOCK_MESSAGE = 'This unlock link is invalid or has expired'

/**
 * Clears a lock in `trx`: failed and in-flight attempts, the lock itself and the count of
 * consecutive lockouts (the owner proved who they are, as a successful sign-in would).
 */
export const clearLock = async (trx: Db, userId: string, now: Date): Promise<void> => {
  await trx
    .updateTable('users')
    .set({
      failed_login_attempts: 0,
      pending_attempts: 0,
      locked_until: null,
      lockouts: 0,
      updated_at: now,
    })
    .where('id', '=', userId)
    .execute()
}

const refusal = (reason: SecretRefusal) =>
  badRequest(reason === 'malformed' ? 'Invalid token specified' : INVALID_UNLOCK_MESSAGE)

/**
 * Unlocks the account of an unlock link (`users/v3/me/unlock`): the token is spent in the
 * transaction that clears the lock, with the audit row. A malformed token is 400 'Invalid token
 * specified'; an unknown, expired or used one 400 with its own message.
 */
export const unlockWithToken = async (
  db: Db,
  input: { token: unknown; client: ClientInfo; now: Date },
): Promise<void> => {
  const checked = await checkLinkToken(db, { ...input, purpose: UNLOCK_PURPOSE })
  if (!checked.ok) throw refusal(checked.reason)
  const userId = checked.secret.userId ?? ''
  const user = await db
    .selectFrom('users')
    .select(['id', 'email', 'name', 'tenant_id'])
    .where('id', '=', userId)
    .executeTakeFirst()
  if (!user) throw refusal('invalid')
  const actor = { kind: 'user' as const, userId, email: user.email, tenantId: user.tenant_id ?? '' }
  await runAuditedChange(
    { db, now: input.now, actor, client: input.client },
    async ({ trx, now }) => {
      const spent = await spendLinkToken(trx, { ...input, purpose: UNLOCK_PURPOSE })
      if (!spent.ok) throw refusal(spent.reason)
      await clearLock(trx, userId, now)
      return {
        result: undefined,
        audit: {
          action: 'user.unlocked',
          description: `${actorName(user)} unlocked their account with the unlock link`,
          tenantId: user.tenant_id,
          details: { userId, by: 'unlock-link' },
        },
      }
    },
  )
}
