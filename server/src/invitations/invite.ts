import { randomUUID } from 'node:crypto'
import { sql } from 'kysely'
import { checkEmailDomainAllowed } from '../email-domains/check'
import { badRequest, conflict, notFound } from '../http/api-error'
import { mailInvitation } from './mail'
import { assertMayGrantRoles, grantRoles, invitationRoleIds } from './roles'
import type { ServerConfig } from '../config'
import type { Db } from '../db/database'
import type { Grantor } from '../roles/escalation'

/** An administrator's invitation of someone, by email, into the administrator's tenant. */
export interface InviteInput {
  tenantId: string
  email: string
  name?: string | undefined
  /** E.164 already (`normalisePhone`). */
  phoneNumber?: string | null | undefined
  roleIds?: readonly string[] | undefined
  /** The administrator inviting: the roles asked for must be within their own permissions. */
  grantor: Grantor
  inviter: string | null
  locale: string
  now: Date
}

/** What an invitation did: the user, whether the account is new, and whether it was a resend. */
export interface InviteOutcome {
  userId: string
  created: boolean
  resent: boolean
}

const tenantName = async (db: Db, tenantId: string) => {
  const tenant = await db
    .selectFrom('tenants')
    .select('name')
    .where('id', '=', tenantId)
    .executeTakeFirst()
  if (!tenant) throw notFound('No such account')
  return tenant.name
}

const membership = (db: Db, userId: string, tenantId: string) =>
  db
    .selectFrom('tenant_memberships')
    .select(['activated_for_tenant'])
    .where('user_id', '=', userId)
    .where('tenant_id', '=', tenantId)
    .executeTakeFirst()

const userByEmail = (db: Db, email: string) =>
  db
    .selectFrom('users')
    .select(['id', 'email'])
    .where(sql<string>`lower(email)`, '=', email.trim().toLowerCase())
    .executeTakeFirst()

/**
 * Invites `email` into the tenant, in `trx`: a new person becomes a user not yet verified and
 * without a password; someone who already has an account is added to the tenant. Either way the
 * membership waits for acceptance (`activated_for_tenant` false), the roles are given (only the
 * tenant's or vendor-wide ones; the defaults without any) and the invitation mail goes into the
 * outbox. Inviting someone whose invitation is still pending sends it again; inviting a member
 * who accepted is 409; roles beyond the inviter's own permissions are 403 and nothing is written.
 * An address the tenant's email-domain restrictions refuse is 403 with their sentence (a bulk add
 * invites one address at a time, so each refused one is sorted out with this reason).
 */
export const inviteUser = async (
  trx: Db,
  config: Pick<ServerConfig, 'appUrl'>,
  input: InviteInput,
): Promise<InviteOutcome> => {
  const brand = await tenantName(trx, input.tenantId)
  await checkEmailDomainAllowed(trx, input.tenantId, input.email)
  const existing = await userByEmail(trx, input.email)
  let userId = existing?.id
  let resent = false
  if (userId) {
    const member = await membership(trx, userId, input.tenantId)
    if (member?.activated_for_tenant) throw conflict('The user is already a member of this account')
    resent = member !== undefined
    if (!member) {
      await trx
        .insertInto('tenant_memberships')
        .values({ user_id: userId, tenant_id: input.tenantId, activated_for_tenant: false })
        .execute()
    }
  } else {
    userId = randomUUID()
    await trx
      .insertInto('users')
      .values({
        id: userId,
        email: input.email.trim(),
        // Without a name, the email's local part, as the team page and the demo show someone.
        name: input.name?.trim() || (input.email.trim().split('@')[0] ?? ''),
        password_hash: null,
        verified: false,
        tenant_id: input.tenantId,
        phone_number: input.phoneNumber ?? null,
        last_login: null,
        locked_until: null,
      })
      .execute()
    await trx
      .insertInto('tenant_memberships')
      .values({ user_id: userId, tenant_id: input.tenantId, activated_for_tenant: false })
      .execute()
  }
  // A resend without roles keeps the ones given at the first invitation.
  if (!resent || input.roleIds?.length) {
    const roleIds = await invitationRoleIds(trx, input.tenantId, input.roleIds)
    // The defaults go to every new member whoever invites; roles asked for are a grant.
    if (input.roleIds?.length) await assertMayGrantRoles(trx, input.grantor, roleIds)
    await grantRoles(trx, userId, input.tenantId, roleIds)
  }
  await mailInvitation(trx, config, {
    userId,
    email: existing?.email ?? input.email.trim(),
    tenantId: input.tenantId,
    tenantName: brand,
    inviter: input.inviter,
    locale: input.locale,
    now: input.now,
  })
  return { userId, created: existing === undefined, resent }
}

/**
 * Sends a pending invitation of the tenant again (a fresh link; the older ones stop working), in
 * `trx`. Only the tenant's own pending invitations: anyone else's email, in this tenant or another,
 * is the same 404, so an administrator learns nothing about other tenants.
 */
export const resendInvitation = async (
  trx: Db,
  config: Pick<ServerConfig, 'appUrl'>,
  input: { tenantId: string; email: string; inviter: string | null; locale: string; now: Date },
): Promise<{ userId: string }> => {
  const user = await userByEmail(trx, input.email)
  const member = user && (await membership(trx, user.id, input.tenantId))
  if (!user || !member || member.activated_for_tenant) {
    throw notFound('No pending invitation for this email in this account')
  }
  await mailInvitation(trx, config, {
    userId: user.id,
    // Found by this address, so it is theirs (an account without an email has none to match).
    email: user.email ?? input.email.trim(),
    tenantId: input.tenantId,
    tenantName: await tenantName(trx, input.tenantId),
    inviter: input.inviter,
    locale: input.locale,
    now: input.now,
  })
  return { userId: user.id }
}

/** 400 for a phone number that is not one (the route normalises it first). */
export const badPhoneNumber = () => badRequest('phoneNumber: not a valid phone number')
