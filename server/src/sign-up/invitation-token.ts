import { checkLinkToken } from '../one-time/secrets'
import type { Db } from '../db/database'
import type { SecretRefusal } from '../one-time/secrets'

/** The one-time secret purpose of invitation tokens (issued by the invitations feature). */
export const INVITATION_PURPOSE = 'invitation'

/** What an invitation lets a visitor who signs up with it do: join a tenant with roles. */
export interface TenantInvitation {
  tenantId: string
  roleIds: string[] | undefined
}

const stringList = (value: unknown): string[] | undefined =>
  Array.isArray(value)
    ? value.filter((item): item is string => typeof item === 'string')
    : undefined

/**
 * Reads the invitation a sign-up presents: a link token of purpose 'invitation' whose secret names
 * its tenant (`tenantId` of the secret or of its `data`) and, in `data.roleIds`, the roles to give.
 * A tenant's invite link (no user of its own) serves many sign-ups until it expires, so it is only
 * checked, not spent; a token issued to one invited user is theirs to accept (the invitation
 * routes), not a sign-up's, and is refused here.
 */
export const readTenantInvitation = async (
  db: Db,
  token: string,
  now: Date,
): Promise<{ ok: true; invitation: TenantInvitation } | { ok: false; reason: SecretRefusal }> => {
  const checked = await checkLinkToken(db, { token, purpose: INVITATION_PURPOSE, now })
  if (!checked.ok) return checked
  const { secret } = checked
  const dataTenant = secret.data.tenantId
  const tenantId = secret.tenantId ?? (typeof dataTenant === 'string' ? dataTenant : null)
  if (secret.userId !== null || tenantId === null) return { ok: false, reason: 'invalid' }
  return { ok: true, invitation: { tenantId, roleIds: stringList(secret.data.roleIds) } }
}
