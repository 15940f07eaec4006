import { writeAudit } from '../audit/repository'
import type { Db } from '../db/database'
import type { UserRecord } from '../users/repository'

/**
 * A texted sign-in code came back for an account without an email: the number is theirs, and it
 * is the account's only identifier, so the account is verified now (what the activation mail does
 * for an account with an email). Answers the user as it now is; anyone else is answered as given.
 */
export const verifyPhoneOnlyAccount = async (
  db: Db,
  user: UserRecord,
  input: { ip: string | null; userAgent: string | null; now: Date },
): Promise<UserRecord> => {
  if (user.email !== null || user.verified) return user
  await db.transaction().execute(async (trx) => {
    const updated = await trx
      .updateTable('users')
      .set({ verified: true, updated_at: input.now })
      .where('id', '=', user.id)
      .where('verified', '=', false)
      .returning('id')
      .executeTakeFirst()
    if (!updated) return
    await writeAudit(trx, {
      tenantId: user.tenantId,
      userId: user.id,
      email: null,
      action: 'user.verified',
      description: 'Phone number verified by a texted sign-in code',
      severity: 'Info',
      ip: input.ip,
      userAgent: input.userAgent,
      details: { by: 'sms-code' },
    })
  })
  return { ...user, verified: true }
}
