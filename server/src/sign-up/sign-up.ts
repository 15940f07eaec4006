import { issueActivation } from '../activation/issue'
import { writeAudit } from '../audit/repository'
import { hashPassword } from '../auth/passwords'
import { readVendorConfiguration } from '../configuration/vendor-configuration'
import { isUniqueViolation } from '../db/constraint'
import { enqueueSms } from '../delivery/outbox'
import { mailTranslator } from '../delivery/words'
import { checkEmailDomainAllowed } from '../email-domains/check'
import { ApiError, badRequest, conflict, errorCodes, forbidden } from '../http/api-error'
import { notifyInviteLinkOwner } from '../invitations/invite-link-mail'
import { CODE_TTL_SECONDS, isWellFormedToken, issueCode } from '../one-time/secrets'
import { recordPassword, requireNewPassword } from '../password-policy/check'
import { checkedMetadata, nameFromEmail } from './fields'
import { signUpIdentifiers } from './identifiers'
import { readTenantInvitation } from './invitation-token'
import {
  emailTaken,
  insertMember,
  insertTenant,
  rolesForNewMember,
  tenantName,
  TENANT_CREATOR_ROLE,
  vendorRoleId,
} from './repository'
import { answerTakenEmail } from './taken-email'
import { answerTakenPhone, phoneTaken } from './taken-phone'
import { signUpUsername } from './username'
import type { AppDeps } from '../deps'
import type { ClientInfo } from '../sessions/repository'
import type { TenantInvitation } from './invitation-token'

/**
 * One-time secret purpose of the SMS sign-in code a phone sign-up sends (the passwordless SMS
 * sign-in, `passwordless/smscode/postlogin`, spends it by user).
 */
export const SMS_LOGIN_PURPOSE = 'sms-login'

/** The sign-up body (`ISignUpUser`); `roleIds` is never trusted from a visitor and not read. */
export interface SignUpBody {
  email?: string | undefined
  name?: string | undefined
  companyName?: string | undefined
  password?: string | undefined
  phoneNumber?: string | undefined
  metadata?: string | undefined
  invitationToken?: string | undefined
  username?: string | undefined
}

/** What a sign-up created. */
export interface SignedUp {
  userId: string
  tenantId: string
  /** Null for a phone-only account. */
  email: string | null
  /** The account waits for activation from its mail. */
  shouldActivate: boolean
  /** The activation code's id (the wire's `activationToken`), when activation is needed. */
  activationToken: string | undefined
  /** E.164, when the sign-up was by phone number (an SMS sign-in code was sent). */
  smsPhoneNumber: string | null
  /** The visitor joined a tenant through an invitation. */
  invited: boolean
}

const invitationOf = async (deps: AppDeps, token: string | undefined, now: Date) => {
  if (token === undefined) return undefined
  if (!isWellFormedToken(token)) throw badRequest('Invalid token specified')
  const read = await readTenantInvitation(deps.db, token, now)
  if (read.ok) return read.invitation
  const message =
    read.reason === 'expired' ? 'This invitation has expired' : 'This invitation is not valid'
  throw new ApiError(400, errorCodes.validation, message, { reason: read.reason })
}

/**
 * Creates an account from the sign-up route (wire rows 73-74), obeying the vendor's
 * configuration: sign-ups allowed (an invitation lets its visitor in regardless: the tenant's
 * admin asked for them), the phone strategy, activation. Without an invitation, `companyName`
 * becomes a new tenant whose admin the visitor is; with one, the visitor joins its tenant with its
 * roles (or the default roles). The tenant, user, roles, audit row, activation link and code, and
 * the mail and SMS go in one transaction. `byPhone` (the phone route) also texts an SMS sign-in
 * code. Throws the wire's 4xx for every refusal.
 */
export const signUp = async (
  deps: AppDeps,
  input: {
    body: SignUpBody
    byPhone: boolean
    /** The username route (`signUp/username`): a username is required. */
    byUsername?: boolean
    locale: string
    client: ClientInfo
    now: Date
  },
): Promise<SignedUp> => {
  const { db } = deps
  const { body, now } = input
  const config = await readVendorConfiguration(db)
  const invitation: TenantInvitation | undefined = await invitationOf(
    deps,
    body.invitationToken,
    now,
  )
  if (!invitation && !config.allowSignups) throw forbidden('Sign up is not allowed')
  const { email, phone, textsCode } = signUpIdentifiers(body, config, input.byPhone)
  const byUsername = input.byUsername ?? false
  const username = await signUpUsername(db, { username: body.username, config, byUsername })
  const companyName = body.companyName?.trim() ?? ''
  if (!invitation && companyName === '') throw badRequest('companyName is required')
  if (companyName.length > 100) throw badRequest('companyName must have at most 100 characters')
  // Someone who gives no name is called by their email's name part, or their number.
  const name = body.name?.trim() || (email === null ? (phone ?? '') : nameFromEmail(email))
  if (name.length > 200) throw badRequest('name must have at most 200 characters')
  const metadata = checkedMetadata(body.metadata)
  // A phone-only account is verified by the texted code it signs in with, not by a mail.
  const shouldActivate = config.activationRequired && email !== null
  const passwordLater =
    (shouldActivate && config.activationSetsPassword) || input.byPhone || email === null
  if (body.password === undefined && !passwordLater) throw badRequest('password is required')
  if (body.password !== undefined) {
    await requireNewPassword(db, {
      tenantId: invitation?.tenantId ?? null,
      password: body.password,
      email: email ?? undefined,
    })
  }
  // Joining a tenant: its email-domain restrictions decide, before anything tells whether the
  // address has an account (a new tenant has none yet).
  if (invitation) await checkEmailDomainAllowed(db, invitation.tenantId, email)
  const passwordHash = body.password === undefined ? null : await hashPassword(body.password)
  if (email === null && phone !== null && (await phoneTaken(db, phone))) {
    return answerTakenPhone(deps, { phone, locale: input.locale, client: input.client, now })
  }
  if (email !== null && (await emailTaken(db, email))) {
    // With activation by mail, a taken email answers as a new one would (and its owner is told);
    // an account signed in at once cannot be faked, so that case says the email is taken.
    if (shouldActivate && !input.byPhone) {
      return answerTakenEmail(deps, { email, locale: input.locale, client: input.client, now })
    }
    throw conflict('User already exists')
  }

  const creatorRole = invitation ? undefined : await vendorRoleId(db, TENANT_CREATOR_ROLE)
  const created = await db
    .transaction()
    .execute(async (trx) => {
      const tenantId = invitation ? invitation.tenantId : await insertTenant(trx, companyName)
      const roleIds = invitation
        ? await rolesForNewMember(trx, tenantId, invitation.roleIds)
        : creatorRole
          ? [creatorRole]
          : []
      const user = { email, name, passwordHash, phoneNumber: phone, metadata, username }
      const userId = await insertMember(
        trx,
        // A phone-only account is verified when its first texted code comes back.
        { ...user, verified: !shouldActivate && email !== null },
        tenantId,
        roleIds,
      )
      if (passwordHash) await recordPassword(trx, { userId, hash: passwordHash })
      await writeAudit(trx, {
        tenantId,
        userId,
        email,
        action: 'user.signed-up',
        description: invitation
          ? 'Signed up with an invitation'
          : `Signed up and created ${companyName}`,
        severity: 'Info',
        ip: input.client.ip,
        userAgent: input.client.userAgent,
        details: { byPhone: input.byPhone, shouldActivate, ...(username ? { username } : {}) },
      })
      const brand = invitation ? ((await tenantName(trx, tenantId)) ?? companyName) : companyName
      if (invitation) {
        await notifyInviteLinkOwner(trx, {
          ...invitation,
          member: { name, email },
          locale: input.locale,
          now,
        })
      }
      const target = { userId, email, name, tenantId, brand, locale: input.locale, now }
      const activation =
        shouldActivate && email !== null
          ? await issueActivation(trx, deps.config, { ...target, email })
          : undefined
      if (phone !== null && textsCode) {
        const { code } = await issueCode(trx, {
          purpose: SMS_LOGIN_PURPOSE,
          userId,
          tenantId,
          ttlSeconds: CODE_TTL_SECONDS,
          now,
          data: { phoneNumber: phone },
        })
        const text = mailTranslator(input.locale)('activationMail.sms', { code, brand })
        await enqueueSms(trx, {
          purpose: 'login-code',
          to: phone,
          tenantId,
          userId,
          locale: input.locale,
          text,
          now,
        })
      }
      return { userId, tenantId, activationToken: activation?.codeId }
    })
    .catch((error: unknown) => {
      // Two sign-ups with one email (or one phone-only number) at once: the unique index lets one through.
      if (isUniqueViolation(error)) {
        const index = Reflect.get(error as object, 'constraint')
        throw conflict(
          index === 'users_username_lower' ? 'username is taken' : 'User already exists',
        )
      }
      throw error
    })
  return {
    ...created,
    email,
    shouldActivate,
    smsPhoneNumber: textsCode ? phone : null,
    invited: invitation !== undefined,
  }
}
