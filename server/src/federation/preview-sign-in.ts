import { rolesForNewMember } from '../sign-up/repository'
import {
  emailDomain,
  listSsoDefaultRoleIds,
  listSsoDomains,
  rolesOfSsoGroups,
} from '../sso/repository'
import { findUserByEmail, isActiveMember } from '../users/repository'
import { findFederatedIdentity } from './identities'
import type { Db } from '../db/database'
import type { ConnectionTestResult } from '../sso/connection-tests'
import type { FederatedAssertion } from './complete-sign-in'

/** At most this many groups and characters per value are kept in a test's result. */
const MAX_GROUPS = 100
const MAX_TEXT = 300

const clip = (value: string | null | undefined) =>
  value === null || value === undefined ? null : value.slice(0, MAX_TEXT)

/**
 * What `completeFederatedSignIn` would do with `assertion`, read-only: who the person would be
 * (a member, or created just in time), which roles they would be given (a new person: the
 * configuration's default roles or else the tenant's, plus the mapped groups' roles; a member:
 * the mapped groups' roles they lack), and why the sign-in would be refused, if it would.
 * Nothing is written: no user, no link, no role, no session.
 */
export const previewFederatedSignIn = async (
  db: Db,
  assertion: FederatedAssertion,
): Promise<ConnectionTestResult> => {
  const { configuration } = assertion
  const email = assertion.email?.trim().toLowerCase() || null
  const groups = (assertion.groups ?? [])
    .slice(0, MAX_GROUPS)
    .map((group) => group.slice(0, MAX_TEXT))
  const mapped = await rolesOfSsoGroups(db, configuration.id, assertion.groups ?? [])
  const seen = {
    status: 'succeeded' as const,
    subject: clip(assertion.subject) ?? '',
    email: clip(email),
    name: clip(assertion.name),
    groups,
  }
  const refused = (refusal: 'noEmail' | 'foreignDomain' | 'otherAccount') => ({
    ...seen,
    newUser: false,
    roleIds: [],
    refusal,
  })
  const linked = await findFederatedIdentity(db, {
    kind: assertion.kind,
    provider: configuration.id,
    subject: assertion.subject,
  })
  const existing = linked
    ? { id: linked.userId }
    : email === null
      ? undefined
      : await findUserByEmail(db, email)
  if (!linked) {
    if (email === null) return refused('noEmail')
    const domains = await listSsoDomains(db, [configuration.id])
    const domain = emailDomain(email)
    if (!domains.some((entry) => entry.domain === domain && entry.validated)) {
      return refused('foreignDomain')
    }
  }
  const disabled = configuration.enabled ? null : ('disabled' as const)
  if (existing) {
    if (!(await isActiveMember(db, existing.id, configuration.tenantId))) {
      return refused('otherAccount')
    }
    const held = await db
      .selectFrom('user_tenant_roles')
      .select('role_id')
      .where('user_id', '=', existing.id)
      .where('tenant_id', '=', configuration.tenantId)
      .execute()
    const have = new Set(held.map((row) => row.role_id))
    return {
      ...seen,
      newUser: false,
      roleIds: mapped.filter((id) => !have.has(id)),
      refusal: disabled,
    }
  }
  const defaults = await listSsoDefaultRoleIds(db, configuration.id)
  const base =
    defaults.length > 0 ? defaults : await rolesForNewMember(db, configuration.tenantId, undefined)
  return {
    ...seen,
    newUser: true,
    roleIds: [...new Set([...base, ...mapped])].sort(),
    refusal: disabled,
  }
}
