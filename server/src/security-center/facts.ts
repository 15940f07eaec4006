import { readLockoutPolicy } from '../lockout-policy/policy'
import { readMfaPolicy } from '../mfa/policy'
import { readPasswordPolicy } from '../password-policy/policy'
import { readSessionConfiguration } from '../session-configuration/repository'
import { DEFAULT_INACTIVE_SECONDS, searchTenantUsers } from '../user-search/repository'
import { readDomainRestrictions, readIpRestrictions } from './restrictions'
import type { SecurityFacts } from '../../../src/wire'
import type { Db } from '../db/database'
import type { UserPreset } from '../user-search/repository'

/** The tenant's members matching a users v3 preset: the count the user tables show. */
const countMembers = async (
  db: Db,
  tenantId: string,
  now: Date,
  preset?: UserPreset,
): Promise<number> => {
  const { totalItems } = await searchTenantUsers(db, {
    tenantId,
    vendorId: '',
    limit: 0,
    page: 0,
    sortBy: 'id',
    order: 'ASC',
    now,
    ...(preset ? { preset, maxInactiveSeconds: DEFAULT_INACTIVE_SECONDS } : {}),
  })
  return totalItems
}

const readSso = async (db: Db, tenantId: string): Promise<boolean> => {
  const row = await db
    .selectFrom('sso_configurations as c')
    .innerJoin('sso_domains as d', 'd.configuration_id', 'c.id')
    .select('c.id')
    .where('c.tenant_id', '=', tenantId)
    .where('c.enabled', '=', true)
    .where('d.validated', '=', true)
    .executeTakeFirst()
  return row !== undefined
}

/** Reads the tenant's policies, restrictions and member counts as they are now. */
export const readSecurityFacts = async (
  db: Db,
  tenantId: string,
  now: Date,
): Promise<SecurityFacts> => {
  const [mfa, password, sessions, lockout, ip, domains, ssoConfigured] = await Promise.all([
    readMfaPolicy(db, tenantId),
    readPasswordPolicy(db, tenantId),
    readSessionConfiguration(db, tenantId),
    readLockoutPolicy(db, tenantId).then(({ enabled, maxAttempts }) => ({ enabled, maxAttempts })),
    readIpRestrictions(db, tenantId),
    readDomainRestrictions(db, tenantId),
    readSso(db, tenantId),
  ])
  const [members, unenrolled, breached, inactive] = await Promise.all([
    countMembers(db, tenantId, now),
    countMembers(db, tenantId, now, 'mfa-unenrolled'),
    countMembers(db, tenantId, now, 'breached-passwords'),
    countMembers(db, tenantId, now, 'inactive'),
  ])
  return {
    enforceMfa: mfa.enforceMFAType,
    members,
    mfaEnrolled: Math.max(0, members - unenrolled),
    breached,
    inactive,
    lockout,
    history: { enabled: password.history.enabled, size: password.history.historySize },
    sessions,
    ip,
    domains,
    ssoConfigured,
  }
}
