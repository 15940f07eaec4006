import { sql } from 'kysely'
import { hashRefreshToken } from '../tokens/refresh-token'
import type { Db } from '../db/database'
import type { SqlBool } from 'kysely'

/**
 * Moves a user to another of their tenants in `trx`: the tenant their next sign-in lands in
 * (`users.tenant_id`) and, when the request carries its refresh cookie, the live session of that
 * cookie, so its next refresh (without a tab tenant) issues tokens for the new tenant. Other
 * sessions (other browsers) keep theirs. Answers false when the user is not an enabled, accepted
 * member of the tenant (nothing written).
 */
export const switchTenant = async (
  trx: Db,
  input: { userId: string; tenantId: string; refreshToken: string | undefined; now: Date },
): Promise<boolean> => {
  const membership = await trx
    .selectFrom('tenant_memberships')
    .select('tenant_id')
    .where('user_id', '=', input.userId)
    .where('tenant_id', '=', input.tenantId)
    .where('is_disabled', '=', false)
    .where('activated_for_tenant', '=', true)
    // A temporary member (migration 0025) is one until its expiry, then no longer.
    .where(sql<SqlBool>`coalesce(temporary_expires_at > now(), true)`)
    .executeTakeFirst()
  if (!membership) return false
  await trx
    .updateTable('users')
    .set({ tenant_id: input.tenantId })
    .where('id', '=', input.userId)
    .execute()
  if (input.refreshToken !== undefined) {
    await trx
      .updateTable('sessions')
      .set({ tenant_id: input.tenantId })
      .where('token_hash', '=', hashRefreshToken(input.refreshToken))
      .where('user_id', '=', input.userId)
      .where('revoked_at', 'is', null)
      .where('expires_at', '>', input.now)
      .execute()
  }
  return true
}
