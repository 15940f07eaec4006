import { resolveInvitationToken } from '../invitations/invite-links'
import type { Db } from '../db/database'
import type { SecretRefusal } from '../one-time/secrets'

/** What an invitation lets a visitor who signs up with it do: join a tenant with roles. */
export interface TenantInvitation {
  tenantId: string
  /** The roles the link gives; `undefined` for the tenant's default roles. */
  roleIds: string[] | undefined
  tenantName: string
  /** The link's owner, who asked to be mailed when someone joins (`shouldSendEmail`). */
  notifyUserId: string | undefined
}

/**
 * Reads the invitation a sign-up presents: a tenant's standing invite link (`tenants/invites/v1`,
 * resolved by the invitations feature). It serves many sign-ups until it expires, so it is only
 * checked, never spent. A token mailed to one invited user is theirs to accept on the invitation
 * route, not a sign-up's, and resolves to nothing here.
 */
export const readTenantInvitation = async (
  db: Db,
  token: string,
  now: Date,
): Promise<{ ok: true; invitation: TenantInvitation } | { ok: false; reason: SecretRefusal }> => {
  const resolved = await resolveInvitationToken(db, token, now)
  if (!resolved.ok) return resolved
  return {
    ok: true,
    invitation: {
      tenantId: resolved.tenantId,
      roleIds: resolved.roleIds.length > 0 ? resolved.roleIds : undefined,
      tenantName: resolved.tenantName,
      notifyUserId: (resolved.shouldSendEmail && resolved.createdBy) || undefined,
    },
  }
}
