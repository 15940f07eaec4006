import { writeAudit } from '../audit/repository'
import { emailDomainRefusal, emailDomainVerdict } from '../email-domains/check'
import { ApiError, errorCodes } from '../http/api-error'
import { clientInfo } from '../http/client-info'
import { admitSession } from '../session-gate/admit'
import { openSession } from '../session-gate/open'
import { insertMember, rolesForNewMember } from '../sign-up/repository'
import {
  emailDomain,
  listSsoDefaultRoleIds,
  listSsoDomains,
  rolesOfSsoGroups,
} from '../sso/repository'
import { findUserByEmail, findUserById, isActiveMember } from '../users/repository'
import { findFederatedIdentity, linkFederatedIdentity } from './identities'
import type { LoginResponse } from '../auth/login-response'
import type { AppDeps } from '../deps'
import type { MfaRequiredResponse } from '../session-gate/second-factor'
import type { SsoConfiguration } from '../sso/repository'
import type { UserRecord } from '../users/repository'
import type { Context } from 'hono'

/**
 * What an identity provider vouched for, AFTER the protocol layer checked it (SAML: only claims
 * of the signed assertion; OIDC: the verified ID token). Nothing here is checked again but the
 * email's domain.
 */
export interface FederatedAssertion {
  /** Which protocol verified it; the identity is linked under this kind. */
  kind: 'saml' | 'oidc'
  /** The tenant's configuration the answer came through (`findSsoConfiguration`). */
  configuration: SsoConfiguration
  /** The IdP's stable id for the person: SAML NameID, OIDC `sub`. */
  subject: string
  /** The email the IdP gave (SAML email attribute or NameID, OIDC `email`). */
  email: string | null
  /** A display name, when the IdP gave one; the email's local part otherwise. */
  name?: string | null
  /** The IdP groups the person is in; each mapped group adds its roles (`sso_groups`). */
  groups?: readonly string[]
}

/** A completed federated sign-in: the wire answer and who it signed in. */
export interface FederatedSignIn {
  /** `ILoginResponse` (the refresh cookie is set on `c`), or the mfaToken answer. */
  answer: LoginResponse | MfaRequiredResponse
  user: UserRecord
  /** True when this sign-in created the user (just in time). */
  isNewUser: boolean
}

/** Why a federated sign-in was refused; audited, never told to the browser. */
export type FederatedRefusal =
  | 'configurationDisabled'
  | 'noEmail'
  | 'foreignDomain'
  | 'otherAccount'
  | 'linkedToAnother'
  | 'locked'
  | 'noTenant'
  | 'domainRestricted'
  | 'ipRestricted'

/** The one answer of every refused federated sign-in (spec: 'Failed to authenticate'). */
export const federatedSignInFailed = () =>
  new ApiError(401, errorCodes.unauthenticated, 'Failed to authenticate')

/**
 * Signs in the person an IdP vouched for through one of a tenant's SSO configurations, exactly
 * as a password sign-in ends: the second factor when the MFA policy wants it (the SAML kind is
 * exempt under ForceExceptSAML), else a session, the refresh cookie set on `c`, and the
 * `ILoginResponse`. The user is, in order: the one this (kind, configuration, subject) is linked
 * to; else the user with this email, when they are a member of the configuration's tenant; else a
 * new user created in that tenant (just in time; verified, no password) with the configuration's
 * default roles (the tenant's default roles when it has none) and the roles of the IdP groups
 * mapped by the configuration. An existing member gains the roles of their mapped groups. The
 * identity is linked in the same transaction as a creation.
 *
 * An email is only trusted when its domain is one of the configuration's VALIDATED domains: an
 * IdP cannot claim addresses of others.
 *
 * Throws `federatedSignInFailed()` (401 'Failed to authenticate') for a disabled configuration,
 * a missing or foreign email, a user of another account, a subject linked to another user or a
 * locked user (each audited with its reason), and the password sign-in's errors (409 too many
 * sessions). A new user the tenant's email-domain restrictions refuse is audited too, and answered
 * with their 403 and sentence.
 */
export const completeFederatedSignIn = async (
  deps: AppDeps,
  c: Context,
  assertion: FederatedAssertion,
): Promise<FederatedSignIn> => {
  const { db } = deps
  const now = deps.now()
  const { configuration } = assertion
  const tenantId = configuration.tenantId
  const client = clientInfo(c)
  const email = assertion.email?.trim().toLowerCase() || null
  const refuse = async (reason: FederatedRefusal, userId: string | null = null) => {
    await writeAudit(db, {
      tenantId,
      userId,
      email,
      action: 'user.login.failed',
      description: `SSO sign-in refused (${reason}) through configuration ${configuration.id}`,
      severity: 'Info',
      ip: client.ip,
      userAgent: client.userAgent,
    })
    return federatedSignInFailed()
  }
  if (!configuration.enabled) throw await refuse('configurationDisabled')
  const key = { kind: assertion.kind, provider: configuration.id, subject: assertion.subject }
  const groups = assertion.groups ?? []
  const linked = await findFederatedIdentity(db, key)
  let user = linked ? await findUserById(db, linked.userId) : undefined
  let isNewUser = false
  if (!user) {
    if (email === null) throw await refuse('noEmail')
    if (!(await trustsDomain(deps, configuration, email))) throw await refuse('foreignDomain')
    const existing = await findUserByEmail(db, email)
    if (existing) {
      if (!(await isActiveMember(db, existing.id, tenantId))) {
        throw await refuse('otherAccount', existing.id)
      }
      user = existing
    } else {
      // Created just in time: the tenant's email-domain restrictions decide, and unlike the
      // other refusals theirs is told (the tenant's own rule, which its people may read).
      const verdict = await emailDomainVerdict(db, tenantId, email)
      if (!verdict.allowed) {
        await refuse('domainRestricted')
        throw emailDomainRefusal(verdict.reason, verdict.domain)
      }
      user = await createJitUser(deps, { ...assertion, email, groups, now })
      isNewUser = true
    }
  } else if (!(await isActiveMember(db, user.id, tenantId))) {
    throw await refuse('otherAccount', user.id)
  }
  if (user.lockedUntil !== null && user.lockedUntil > now) throw await refuse('locked', user.id)
  if (!(await linkFederatedIdentity(db, { ...key, userId: user.id, email, now }))) {
    throw await refuse('linkedToAnother', user.id)
  }
  if (!isNewUser) await grantMappedRoles(deps, user.id, configuration, groups)
  const member = user
  const gate = await admitSession(deps, c, {
    user,
    preferredTenantId: tenantId,
    now,
    method: assertion.kind,
  }).catch(async (error: unknown) => {
    // The account's IP restrictions refuse the address: said as at a password sign-in (403
    // ER-FOYER-1040), since the person can act on it; every other refusal stays the one answer.
    if (error instanceof ApiError && error.errorCode === errorCodes.ipRestricted) {
      await refuse('ipRestricted', member.id)
      throw error
    }
    if (error instanceof ApiError) throw await refuse('noTenant', member.id)
    throw error
  })
  await writeAudit(db, {
    tenantId,
    userId: user.id,
    email: user.email,
    action: isNewUser ? 'user.sso.created' : 'user.login.sso',
    description: isNewUser
      ? `Created on first ${assertion.kind.toUpperCase()} sign-in (just in time)`
      : `Signed in with ${assertion.kind.toUpperCase()} SSO`,
    severity: 'Info',
    ip: client.ip,
    userAgent: client.userAgent,
  })
  if (gate.kind === 'mfa') return { answer: gate.answer, user, isNewUser }
  return { answer: await openSession(deps, c, gate.admission), user, isNewUser }
}

const trustsDomain = async (deps: AppDeps, configuration: SsoConfiguration, email: string) => {
  const domain = emailDomain(email)
  const domains = await listSsoDomains(deps.db, [configuration.id])
  // Only a validated domain: skipEmailDomainValidation would let a tenant's IdP create users with
  // anyone's address (and so take that address from its owner), so Foyer keeps it for the wire only.
  return domains.some((entry) => entry.domain === domain && entry.validated)
}

const createJitUser = async (
  deps: AppDeps,
  input: FederatedAssertion & { email: string; groups: readonly string[]; now: Date },
): Promise<UserRecord> => {
  const { db } = deps
  const { configuration } = input
  const defaults = await listSsoDefaultRoleIds(db, configuration.id)
  const base =
    defaults.length > 0 ? defaults : await rolesForNewMember(db, configuration.tenantId, undefined)
  const mapped = await rolesOfSsoGroups(db, configuration.id, input.groups)
  const roleIds = [...new Set([...base, ...mapped])]
  const name = input.name?.trim() || input.email.slice(0, input.email.indexOf('@'))
  const id = await db
    .transaction()
    .execute((trx) =>
      insertMember(
        trx,
        {
          email: input.email,
          name,
          passwordHash: null,
          phoneNumber: null,
          verified: true,
          metadata: '{}',
        },
        configuration.tenantId,
        roleIds,
      ),
    )
    .catch(async (error: unknown) => {
      // Two first sign-ins of one person at once: the other one created the user.
      const raced = await findUserByEmail(db, input.email)
      if (raced) return raced.id
      throw error
    })
  const user = await findUserById(db, id)
  if (!user) throw new Error('The user created just in time is gone')
  return user
}

/** The roles of the person's mapped IdP groups, added to an existing member (never removed). */
const grantMappedRoles = async (
  deps: AppDeps,
  userId: string,
  configuration: SsoConfiguration,
  groups: readonly string[],
) => {
  const roleIds = await rolesOfSsoGroups(deps.db, configuration.id, groups)
  if (roleIds.length === 0) return
  await deps.db
    .insertInto('user_tenant_roles')
    .values(
      roleIds.map((roleId) => ({
        user_id: userId,
        tenant_id: configuration.tenantId,
        role_id: roleId,
      })),
    )
    .onConflict((conflict) => conflict.doNothing())
    .execute()
}
