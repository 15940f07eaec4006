import { writeAudit } from '../audit/repository'
import { readVendorConfiguration } from '../configuration/vendor-configuration'
import { checkEmailDomainAllowed } from '../email-domains/check'
import { findFederatedIdentity, linkFederatedIdentity } from '../federation/identities'
import { ApiError, conflict, errorCodes } from '../http/api-error'
import { notifyInviteLinkOwner } from '../invitations/invite-link-mail'
import {
  insertMember,
  insertTenant,
  rolesForNewMember,
  TENANT_CREATOR_ROLE,
  vendorRoleId,
} from '../sign-up/repository'
import { findUserByEmail, findUserById } from '../users/repository'
import type { AuditActionKey } from '../audit/actions'
import type { AppDeps } from '../deps'
import type { ClientInfo } from '../sessions/repository'
import type { UserRecord } from '../users/repository'
import type { SocialProfile } from './profile'
import type { SocialSignUp } from './sign-up-input'

/** Why a social sign-in was refused (the wire error's `context.reason`, which the box words). */
export type SocialRefusal = 'failed' | 'emailNotVerified' | 'signUpNotAllowed' | 'identityTaken'

/**
 * The refusal of a social sign-in, in the wire error shape. `provider` (a type or a custom
 * provider's id) goes in the context; `label` names it in the message.
 */
export const socialRefusal = (
  reason: SocialRefusal,
  provider: string,
  label: string = provider,
): ApiError => {
  if (reason === 'failed') {
    return new ApiError(401, errorCodes.unauthenticated, 'Failed to authenticate', {
      reason,
      provider,
    })
  }
  const message = {
    emailNotVerified: `Your ${label} account has no verified email address`,
    signUpNotAllowed: 'Sign up is not allowed',
    identityTaken: `This ${label} account is linked to another user`,
  }[reason]
  return new ApiError(403, errorCodes.forbidden, message, { reason, provider })
}

/** Who signs in, and whether social login just created them. */
export interface SocialAccount {
  user: UserRecord
  isNewUser: boolean
}

const isUniqueClash = (error: unknown) =>
  typeof error === 'object' && error !== null && Reflect.get(error, 'code') === '23505'

/**
 * The account a provider's answer signs in as. First the identity already linked to this
 * provider's subject. Else the account of the provider's email, linked now, but ONLY when the
 * provider verified that email (anyone can type an address into a provider's profile). An account
 * that was never activated is claimed by the proven owner: its password, set by whoever typed the
 * address before, is cleared (no account pre-hijacking). Else, when sign-ups are allowed, a new
 * user in a new tenant, exactly as a sign-up makes one, already verified and without a password;
 * with an invite link, in that link's tenant with its roles (even with sign-ups off, as sign-up
 * does: the tenant's admin asked for them), and with the post-login's metadata. An existing
 * account signs in as it is: the link does not add it to the tenant (nor does a password sign-in).
 */
export const resolveSocialAccount = async (
  deps: AppDeps,
  input: {
    /** A built-in provider's type or a custom provider's id. */
    provider: string
    /** How refusals and audit descriptions name it (a custom provider's display name). */
    label?: string
    profile: SocialProfile
    signUp: SocialSignUp
    client: ClientInfo
    now: Date
  },
): Promise<SocialAccount> => {
  const { db } = deps
  const { profile, client, now } = input
  // Descriptions name the provider as people know it (a custom provider's display name); the
  // identity, the refusal's context and the audit details keep its key.
  const provider = input.label ?? input.provider
  const refuse = (reason: SocialRefusal) => socialRefusal(reason, input.provider, provider)
  const { invitation, metadata } = input.signUp
  const subject = { kind: 'social' as const, provider: input.provider, subject: profile.subject }
  const audit = (
    trx: typeof db,
    user: { id: string; tenantId: string | null },
    action: AuditActionKey,
    description: string,
  ) =>
    writeAudit(trx, {
      tenantId: user.tenantId,
      userId: user.id,
      email: profile.email,
      action,
      description,
      severity: 'Info',
      ip: client.ip,
      userAgent: client.userAgent,
      details: { provider: input.provider },
    })

  const known = await findFederatedIdentity(db, subject)
  const knownUser = known && (await findUserById(db, known.userId))
  if (knownUser) {
    await linkFederatedIdentity(db, { ...subject, userId: knownUser.id, email: profile.email, now })
    return { user: knownUser, isNewUser: false }
  }
  if (profile.email === null || !profile.emailVerified) throw refuse('emailNotVerified')
  const email = profile.email

  const existing = await findUserByEmail(db, email)
  if (existing) {
    await db.transaction().execute(async (trx) => {
      const linked = await linkFederatedIdentity(trx, {
        ...subject,
        userId: existing.id,
        email,
        now,
      })
      if (!linked) throw refuse('identityTaken')
      if (!existing.verified) {
        await trx
          .updateTable('users')
          .set({ verified: true, password_hash: null })
          .where('id', '=', existing.id)
          .execute()
      }
      await audit(
        trx,
        existing,
        'user.social.linked',
        `Linked a ${provider} account by its verified email`,
      )
    })
    const user = await findUserById(db, existing.id)
    if (!user) throw refuse('failed')
    return { user, isNewUser: false }
  }

  if (!invitation && !(await readVendorConfiguration(db)).allowSignups)
    throw refuse('signUpNotAllowed')
  // Joining the invite link's tenant just in time: its email-domain restrictions decide.
  if (invitation) await checkEmailDomainAllowed(db, invitation.tenantId, email)
  const name = profile.name ?? email.split('@')[0] ?? email
  const creatorRole = invitation ? undefined : await vendorRoleId(db, TENANT_CREATOR_ROLE)
  const userId = await db
    .transaction()
    .execute(async (trx) => {
      const tenantId = invitation
        ? invitation.tenantId
        : await insertTenant(trx, name.slice(0, 100))
      const roleIds = invitation
        ? await rolesForNewMember(trx, tenantId, invitation.roleIds)
        : creatorRole
          ? [creatorRole]
          : []
      const member = { email, name: name.slice(0, 200), passwordHash: null, phoneNumber: null }
      const id = await insertMember(trx, { ...member, metadata, verified: true }, tenantId, roleIds)
      await linkFederatedIdentity(trx, { ...subject, userId: id, email, now })
      const how = invitation ? ' and an invitation' : ''
      await audit(trx, { id, tenantId }, 'user.signed-up', `Signed up with ${provider}${how}`)
      if (invitation) {
        // The provider sends no language: the owner's note is in the server's default (English).
        const joined = { member: { name: member.name, email }, locale: 'en', now }
        await notifyInviteLinkOwner(trx, { ...invitation, ...joined })
      }
      return id
    })
    .catch((error: unknown) => {
      // The same person signing up twice at once: the unique email index lets one through.
      if (isUniqueClash(error)) throw conflict('User already exists')
      throw error
    })
  const user = await findUserById(db, userId)
  if (!user) throw refuse('failed')
  return { user, isNewUser: true }
}
