import { actorName } from '../audit/actor-name'
import { runAuditedChange } from '../audit/audited-change'
import { hashPassword } from '../auth/passwords'
import { readVendorConfiguration } from '../configuration/vendor-configuration'
import { checkEmailDomainAllowed } from '../email-domains/check'
import { badRequest } from '../http/api-error'
import { checkLinkToken, spendCode, spendLinkToken } from '../one-time/secrets'
import { recordPassword, requireNewPassword } from '../password-policy/check'
import { INVITATION_CODE_PURPOSE, INVITATION_PURPOSE } from './mail'
import type { Db } from '../db/database'
import type { SecretRefusal, SecretResult, UsedSecret } from '../one-time/secrets'
import type { ClientInfo } from '../sessions/repository'

/** The answer to a token that is not of the right shape (the wire's message). */
export const INVALID_TOKEN_MESSAGE = 'Invalid token specified'
/** The answer to a token or code that is unknown, expired or used. */
export const INVALID_INVITATION_MESSAGE = 'This invitation is invalid or has expired'

/** The answer to accepting without the code the vendor's invitation strategy asks for. */
export const CODE_REQUIRED_MESSAGE = 'code: enter the code we sent you to accept this invitation'

/** 400 for a refused invitation token or code: the wire's message for a malformed token. */
export const invitationRefusal = (reason: SecretRefusal) =>
  badRequest(reason === 'malformed' ? INVALID_TOKEN_MESSAGE : INVALID_INVITATION_MESSAGE)

/** An acceptance: the link's user and token, a code when the flow sends one, a new password. */
export interface Acceptance {
  userId: string
  token: string
  code?: string | undefined
  password?: string | undefined
  client: ClientInfo
  now: Date
}

const invitedUser = (db: Db, userId: string) =>
  db
    .selectFrom('users')
    .select(['email', 'password_hash', 'verified'])
    .where('id', '=', userId)
    .executeTakeFirst()

const needsPassword = async (db: Db, userId: string) => {
  const user = await db
    .selectFrom('users')
    .select(['password_hash'])
    .where('id', '=', userId)
    .executeTakeFirst()
  return user !== undefined && user.password_hash === null
}

/**
 * Whether accepting needs a password (the invited person has none yet), the email invited (the
 * box names it) and whether it is verified already (accepting verifies it: `user-verified`), for a token that still works; a refused
 * token answers why. Only the holder of the link learns the address it was mailed to.
 */
export const invitationStrategy = async (
  db: Db,
  input: { userId: string; token: string; now: Date },
): Promise<
  | {
      ok: true
      shouldSetPassword: boolean
      email: string | null
      verified: boolean
      /** The vendor's invitation strategy: `code` asks for a code sent when the route opens. */
      acceptWith: 'link' | 'code'
    }
  | { ok: false; reason: SecretRefusal }
> => {
  const checked = await checkLinkToken(db, { ...input, purpose: INVITATION_PURPOSE })
  if (!checked.ok) return checked
  const user = await invitedUser(db, input.userId)
  if (!user) return { ok: false, reason: 'invalid' }
  const { invitationStrategy } = await readVendorConfiguration(db)
  return {
    ok: true,
    shouldSetPassword: user.password_hash === null,
    email: user.email,
    verified: user.verified,
    acceptWith: invitationStrategy.strategy,
  }
}

/**
 * Accepts an invitation: the token (purpose 'invitation', issued to this user) is spent in the
 * transaction that marks the user verified (the mail reached them), activates their membership of
 * the invitation's tenant and, for someone without a password yet, sets the one they chose; with
 * the audit row. A password is never replaced: an invitation link is no way to take over an
 * account that has one. With a code, the code (same purpose and user) is tried first and counts.
 * An address the tenant's email-domain restrictions refuse now is 403, whenever it was invited.
 */
export const acceptInvitation = async (db: Db, input: Acceptance): Promise<UsedSecret> => {
  const link = await checkLinkToken(db, { ...input, purpose: INVITATION_PURPOSE })
  if (!link.ok) throw invitationRefusal(link.reason)
  // With the code strategy the link alone is not enough, whichever route it was posted to.
  const { invitationStrategy } = await readVendorConfiguration(db)
  if (invitationStrategy.strategy === 'code' && input.code === undefined) {
    throw badRequest(CODE_REQUIRED_MESSAGE)
  }
  if (input.code !== undefined) {
    const code: SecretResult = await spendCode(db, {
      userId: input.userId,
      purpose: INVITATION_CODE_PURPOSE,
      code: input.code,
      now: input.now,
    })
    if (!code.ok) throw invitationRefusal(code.reason === 'malformed' ? 'invalid' : code.reason)
  }
  const user = await db
    .selectFrom('users')
    .select(['id', 'email', 'name'])
    .where('id', '=', input.userId)
    .executeTakeFirstOrThrow()
  const tenantId = link.secret.tenantId ?? String(link.secret.data.tenantId)
  // A domain the tenant restricted since the invitation was sent keeps its owner out.
  await checkEmailDomainAllowed(db, tenantId, user.email)
  const settingPassword = await needsPassword(db, input.userId)
  if (settingPassword && input.password === undefined) {
    throw badRequest('password: choose a password to accept the invitation')
  }
  if (settingPassword && input.password !== undefined) {
    await requireNewPassword(db, {
      tenantId,
      userId: input.userId,
      password: input.password,
      email: user.email ?? undefined,
    })
  }
  const passwordHash =
    settingPassword && input.password !== undefined ? await hashPassword(input.password) : undefined
  const actor = { kind: 'user' as const, userId: input.userId, email: user.email, tenantId }
  return runAuditedChange({ db, now: input.now, actor, client: input.client }, async ({ trx }) => {
    const spent = await spendLinkToken(trx, { ...input, purpose: INVITATION_PURPOSE })
    if (!spent.ok) throw invitationRefusal(spent.reason)
    await trx
      .updateTable('users')
      .set({
        verified: true,
        updated_at: input.now,
        ...(passwordHash ? { password_hash: passwordHash } : {}),
      })
      .where('id', '=', input.userId)
      .execute()
    if (passwordHash) await recordPassword(trx, { userId: input.userId, hash: passwordHash })
    await trx
      .updateTable('tenant_memberships')
      .set({ activated_for_tenant: true })
      .where('user_id', '=', input.userId)
      .where('tenant_id', '=', tenantId)
      .execute()
    return {
      result: spent.secret,
      audit: {
        action: 'user.invitation.accepted',
        description: `${actorName(user)} accepted the invitation`,
        tenantId,
        details: { userId: input.userId, withCode: input.code !== undefined },
      },
    }
  })
}
