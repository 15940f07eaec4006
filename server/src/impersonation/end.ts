import { writeAudit } from '../audit/repository'
import { findUserById } from '../users/repository'
import { endImpersonation } from './repository'
import type { Db } from '../db/database'
import type { ClientInfo } from '../sessions/repository'

/**
 * Ends an impersonation whose session signed out: the impersonation closes, every session of it is
 * revoked, and `impersonation.ended` (High) is written in the impersonated user's tenant, naming
 * the actor. Nothing happens for one that had ended already.
 */
export const endImpersonatedSession = async (
  db: Db,
  impersonationId: string,
  { client, now }: { client: ClientInfo; now: Date },
): Promise<void> => {
  await db.transaction().execute(async (trx) => {
    const ended = await endImpersonation(trx, impersonationId, now)
    if (!ended) return
    const user = await findUserById(trx, ended.userId)
    await writeAudit(trx, {
      tenantId: ended.tenantId,
      userId: ended.userId,
      email: user?.email ?? null,
      action: 'impersonation.ended',
      description: `Impersonation ended by ${ended.actorKind === 'vendor' ? 'the vendor' : 'a member'}`,
      severity: 'High',
      ip: client.ip,
      userAgent: client.userAgent,
      details: { impersonationId, actorKind: ended.actorKind, actorSub: ended.actorSub },
    })
  })
}
