import { mailPasswordReset } from '../recovery/password-reset'
import type { Db } from '../db/database'
import type { RecoveryRequest } from '../recovery/context'

/** Members of `tenantId` whose password was found in a breach list, with an address to mail. */
export const breachedMembers = async (db: Db, tenantId: string) =>
  db
    .selectFrom('tenant_memberships as m')
    .innerJoin('users as u', 'u.id', 'm.user_id')
    .innerJoin('tenants as t', 't.id', 'm.tenant_id')
    .select(['u.id', 'u.email', 't.name as brand'])
    .where('m.tenant_id', '=', tenantId)
    .where('u.password_breached_at', 'is not', null)
    .where('u.email', 'is not', null)
    .orderBy('u.id')
    .execute()

/**
 * Mails each breached member of the tenant one password-reset link (the forgot-password mail, in
 * the tenant's brand). Answers the ids mailed.
 */
export const mailBreachedMembers = async (
  request: RecoveryRequest,
  tenantId: string,
): Promise<string[]> => {
  const members = await breachedMembers(request.deps.db, tenantId)
  for (const member of members) {
    const email = member.email ?? ''
    await mailPasswordReset(request, email, {
      id: member.id,
      email,
      tenantId,
      phoneNumber: null,
      brand: member.brand,
    })
  }
  return members.map((member) => member.id)
}
