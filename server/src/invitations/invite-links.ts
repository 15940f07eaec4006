import { createHash, randomBytes, randomUUID } from 'node:crypto'
import { readVendorConfiguration } from '../configuration/vendor-configuration'
import { isWellFormedToken } from '../one-time/secrets'
import { assertMayGrantRoles, invitationRoleIds } from './roles'
import type { Db } from '../db/database'
import type { Grantor } from '../roles/escalation'

/** Default life of a tenant's invite link: 43200 minutes (30 days), as the wire's product. */
export const DEFAULT_INVITE_LINK_MINUTES = 43_200

/** A tenant's invite link as the wire shows it (`IInviteUserLinkResponse`). */
export interface InviteLinkView {
  id: string
  vendorId: string
  tenantId: string
  userId?: string
  token: string
  expires: string
  shouldSendEmail: boolean
  roleIds: string[]
}

/** What creating or updating an invite link may set. */
export interface InviteLinkSettings {
  expiresInMinutes?: number | undefined
  shouldSendEmail?: boolean | undefined
  roleIds?: readonly string[] | undefined
  /** The administrator making the change: the link's roles must be within their permissions. */
  grantor: Grantor
}

/** The link's roles checked: the tenant's or vendor-wide (400), none beyond the grantor (403). */
const linkRoleIds = async (trx: Db, input: InviteLinkSettings & { tenantId: string }) => {
  if (!input.roleIds?.length) return []
  const roleIds = await invitationRoleIds(trx, input.tenantId, input.roleIds)
  await assertMayGrantRoles(trx, input.grantor, roleIds)
  return roleIds
}

const hashToken = (token: string) => createHash('sha256').update(token).digest('hex')

const parseIds = (value: unknown): string[] => {
  const list = typeof value === 'string' ? (JSON.parse(value) as unknown) : value
  return Array.isArray(list) ? list.filter((id): id is string => typeof id === 'string') : []
}

const columns = [
  'id',
  'tenant_id',
  'created_by',
  'token',
  'role_ids',
  'should_send_email',
  'expires_at',
] as const

/** The tenant's invite link, if it has one. */
export const findInviteLink = async (
  db: Db,
  tenantId: string,
  vendorId: string,
): Promise<InviteLinkView | undefined> => {
  const row = await db
    .selectFrom('tenant_invites')
    .select(columns)
    .where('tenant_id', '=', tenantId)
    .executeTakeFirst()
  if (!row) return undefined
  return {
    id: row.id,
    vendorId,
    tenantId: row.tenant_id,
    ...(row.created_by ? { userId: row.created_by } : {}),
    token: row.token,
    expires: row.expires_at.toISOString(),
    shouldSendEmail: row.should_send_email,
    roleIds: parseIds(row.role_ids),
  }
}

const expiry = (now: Date, minutes: number | undefined) =>
  new Date(now.getTime() + (minutes ?? DEFAULT_INVITE_LINK_MINUTES) * 60_000)

/**
 * Creates the tenant's invite link with a new random token, replacing the one it had (so the old
 * link stops working), in `trx`. Roles must be the tenant's or vendor-wide and within the
 * grantor's own permissions.
 */
export const createInviteLink = async (
  trx: Db,
  input: InviteLinkSettings & { tenantId: string; createdBy: string | null; now: Date },
): Promise<void> => {
  const roleIds = await linkRoleIds(trx, input)
  const token = randomBytes(32).toString('base64url')
  await trx.deleteFrom('tenant_invites').where('tenant_id', '=', input.tenantId).execute()
  await trx
    .insertInto('tenant_invites')
    .values({
      id: randomUUID(),
      tenant_id: input.tenantId,
      created_by: input.createdBy,
      token,
      token_hash: hashToken(token),
      role_ids: JSON.stringify(roleIds),
      should_send_email: input.shouldSendEmail ?? false,
      expires_at: expiry(input.now, input.expiresInMinutes),
      created_at: input.now,
      updated_at: input.now,
    })
    .execute()
}

/** Changes the tenant's invite link (its token stays); false when it has none. */
export const updateInviteLink = async (
  trx: Db,
  input: InviteLinkSettings & { tenantId: string; now: Date },
): Promise<boolean> => {
  const roleIds = input.roleIds === undefined ? undefined : await linkRoleIds(trx, input)
  const updated = await trx
    .updateTable('tenant_invites')
    .set({
      updated_at: input.now,
      ...(input.expiresInMinutes === undefined
        ? {}
        : { expires_at: expiry(input.now, input.expiresInMinutes) }),
      ...(input.shouldSendEmail === undefined ? {} : { should_send_email: input.shouldSendEmail }),
      ...(roleIds === undefined ? {} : { role_ids: JSON.stringify(roleIds) }),
    })
    .where('tenant_id', '=', input.tenantId)
    .executeTakeFirst()
  return updated.numUpdatedRows > 0n
}

/** Deletes the tenant's invite link; false when it had none. */
export const deleteInviteLink = async (trx: Db, tenantId: string): Promise<boolean> => {
  const deleted = await trx
    .deleteFrom('tenant_invites')
    .where('tenant_id', '=', tenantId)
    .executeTakeFirst()
  return deleted.numDeletedRows > 0n
}

/** Where an invite link's token leads: the tenant, its name, the roles to give, the mail choice. */
export interface ResolvedInvitation {
  ok: true
  tenantId: string
  tenantName: string
  roleIds: string[]
  shouldSendEmail: boolean
  /** The administrator whose link it is (null when a management client made it). */
  createdBy: string | null
}

/** Why an invitation token leads nowhere: not a token, unknown (or replaced), or expired. */
export type InvitationTokenRefusal = { ok: false; reason: 'malformed' | 'invalid' | 'expired' }

/**
 * Resolves the `invitationToken` of a sign-up (or sign-in) made through a tenant's invite link:
 * the tenant to join and the roles to give there (none listed: give the defaults, as for any new
 * member). The token is not used up: an invite link serves everyone it is shared with until it
 * expires, is replaced or deleted, or the vendor stops allowing tenant invite links
 * (`tenantInvitationsAllowed`: every link then reads as 'invalid'). 'malformed' answers 400
 * 'Invalid token specified'.
 */
export const resolveInvitationToken = async (
  db: Db,
  token: unknown,
  now: Date,
): Promise<ResolvedInvitation | InvitationTokenRefusal> => {
  if (!isWellFormedToken(token)) return { ok: false, reason: 'malformed' }
  const row = await db
    .selectFrom('tenant_invites')
    .innerJoin('tenants', 'tenants.id', 'tenant_invites.tenant_id')
    .select(['tenant_invites.tenant_id', 'tenants.name', 'role_ids', 'should_send_email'])
    .select('tenant_invites.created_by')
    .select('expires_at')
    .where('token_hash', '=', hashToken(token))
    .executeTakeFirst()
  if (!row) return { ok: false, reason: 'invalid' }
  if (row.expires_at.getTime() <= now.getTime()) return { ok: false, reason: 'expired' }
  if (!(await readVendorConfiguration(db)).tenantInvitationsAllowed) {
    return { ok: false, reason: 'invalid' }
  }
  return {
    ok: true,
    tenantId: row.tenant_id,
    tenantName: row.name,
    roleIds: parseIds(row.role_ids),
    shouldSendEmail: row.should_send_email,
    createdBy: row.created_by,
  }
}
