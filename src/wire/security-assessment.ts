import { INSIGHTS, RECOMMENDATIONS, SECURITY_THRESHOLDS } from './security-center'
import type {
  Insight,
  InsightCode,
  Recommendation,
  RecommendationCode,
  SecurityMetadata,
} from './security-center'

/** A timeout rule of the tenant's sessions (seconds). */
interface TimeoutRule {
  isActive: boolean
  timeout: number
}

/**
 * Everything the security center checks about one tenant: what the server reads from its
 * database, and the demo from its modules. The assessment below is the same for both.
 */
export interface SecurityFacts {
  enforceMfa: 'DontForce' | 'Force' | 'ForceExceptSAML'
  members: number
  /** Members with a second factor enrolled. */
  mfaEnrolled: number
  /** Members whose current password was found in a breach. */
  breached: number
  /** Members who have not signed in for 90 days (or never). */
  inactive: number
  lockout: { enabled: boolean; maxAttempts: number }
  history: { enabled: boolean; size: number }
  sessions: {
    sessionTimeoutConfiguration: TimeoutRule
    sessionIdleTimeoutConfiguration: TimeoutRule
    sessionConcurrentConfiguration: { isActive: boolean; maxSessions: number }
  }
  /** A restriction: entries listed, whether it applies, whether it is an allow-list. */
  ip: { count: number; active: boolean; allowList: boolean }
  domains: { count: number; active: boolean; allowList: boolean }
  /** An enabled SSO connection of the tenant has a verified domain. */
  ssoConfigured: boolean
}

const limits = SECURITY_THRESHOLDS

/** The share of members a count is (0 for a tenant without members). */
const share = (count: number, members: number) => (members > 0 ? count / members : 0)

/** The metadata of every answer: the tenant's counts and the thresholds its checks apply. */
export const securityMetadata = (facts: SecurityFacts): SecurityMetadata => {
  const { sessions } = facts
  const configured = [
    sessions.sessionIdleTimeoutConfiguration.isActive,
    sessions.sessionTimeoutConfiguration.isActive,
    sessions.sessionConcurrentConfiguration.isActive,
  ].filter(Boolean).length
  return {
    totalUsers: facts.members,
    mfa: { enrolledUsersCount: facts.mfaEnrolled },
    inactivity: { staleUsersCount: facts.inactive },
    password: {
      breachedPasswordUsersCount: facts.breached,
      historyRecommendations: limits.minPasswordHistory,
      userLockoutRecommendation: limits.maxLockoutAttempts,
    },
    sessions: {
      configuredSessionSettings: configured,
      forceReloginRecommendation: limits.maxSessionSeconds,
      concurrencyRecommendation: limits.maxConcurrentSessions,
      idleTimeoutRecommendation: limits.maxIdleTimeoutSeconds,
    },
    restrictions: { ipsCount: facts.ip.count, domainsCount: facts.domains.count },
  }
}

/** The codes of the checks the tenant fails, the most urgent first within each category. */
export const failedChecks = (facts: SecurityFacts): RecommendationCode[] => {
  const { sessions, lockout, history } = facts
  const idle = sessions.sessionIdleTimeoutConfiguration
  const relogin = sessions.sessionTimeoutConfiguration
  const concurrent = sessions.sessionConcurrentConfiguration
  const checks: [RecommendationCode, boolean][] = [
    ['FORCE_MFA', facts.enforceMfa === 'DontForce'],
    ['ENROLL_MFA', facts.mfaEnrolled < facts.members],
    ['BREACHED_PASSWORDS_EXIST', facts.breached > 0],
    ['ENABLE_USER_LOCKOUT', !lockout.enabled],
    ['STRENGTHEN_USER_LOCKOUT', lockout.enabled && lockout.maxAttempts > limits.maxLockoutAttempts],
    ['ENABLE_PASSWORD_HISTORY', !history.enabled],
    ['STRENGTHEN_PASSWORD_HISTORY', history.enabled && history.size < limits.minPasswordHistory],
    ['ENABLE_IDLE_SESSION', !idle.isActive],
    ['SET_IDLE_SESSION', idle.isActive && idle.timeout > limits.maxIdleTimeoutSeconds],
    ['ENABLE_FORCE_RELOGIN', !relogin.isActive],
    ['SET_FORCE_RELOGIN', relogin.isActive && relogin.timeout > limits.maxSessionSeconds],
    ['ENABLE_SESSION_CONCURRENCY', !concurrent.isActive],
    [
      'SET_SESSION_CONCURRENCY',
      concurrent.isActive && concurrent.maxSessions > limits.maxConcurrentSessions,
    ],
    ['REVIEW_INACTIVE_USERS', facts.inactive > 0],
    ['ENABLE_IP_RESTRICTIONS', !facts.ip.active],
    ['CHANGE_IP_TO_ALLOWLIST', facts.ip.active && !facts.ip.allowList],
    ['ENABLE_DOMAIN_RESTRICTIONS', !facts.domains.active],
    ['CHANGE_DOMAIN_TO_ALLOWLIST', facts.domains.active && !facts.domains.allowList],
    ['CONFIGURE_SSO', !facts.ssoConfigured],
  ]
  return checks.filter(([, failed]) => failed).map(([code]) => code)
}

/**
 * The points a standing recommendation costs: its full points, except for the two that concern
 * some of the members (MFA enrolment, inactive users), which cost their share of the points,
 * rounded up, so one straggler among hundreds costs one point and not ten.
 */
export const pointsLost = (code: RecommendationCode, facts: SecurityFacts): number => {
  const { points } = RECOMMENDATIONS[code]
  if (code === 'ENROLL_MFA') {
    return Math.ceil(points * share(facts.members - facts.mfaEnrolled, facts.members))
  }
  if (code === 'REVIEW_INACTIVE_USERS') {
    return Math.ceil(points * share(facts.inactive, facts.members))
  }
  return points
}

const severityOrder = { SEVERE: 0, WARNING: 1, INFO: 2 } as const

/** The score (100 less the points of every standing recommendation) and the recommendations. */
export const assessRecommendations = (
  facts: SecurityFacts,
): { score: number; items: Recommendation[] } => {
  const codes = failedChecks(facts)
  const lost = codes.reduce((sum, code) => sum + pointsLost(code, facts), 0)
  const metadata = securityMetadata(facts)
  const items = codes
    .map((code): Recommendation => {
      const { category, severity } = RECOMMENDATIONS[code]
      return { code, category, severity, metadata }
    })
    .sort((a, b) => severityOrder[a.severity] - severityOrder[b.severity])
  return { score: Math.max(0, Math.min(100, 100 - lost)), items }
}

/** Where the tenant stands in each category: one insight per category and fact. */
export const assessInsights = (facts: SecurityFacts): Insight[] => {
  const metadata = securityMetadata(facts)
  const codes: InsightCode[] = []
  const mfaPolicy = { Force: 'MFA_FORCED', ForceExceptSAML: 'PARTIALLY_FORCED_MFA' } as const
  codes.push(facts.enforceMfa === 'DontForce' ? 'MFA_NOT_FORCED' : mfaPolicy[facts.enforceMfa])
  if (facts.members > 0) {
    if (facts.mfaEnrolled === 0) codes.push('NO_MFA_USAGE')
    else codes.push(facts.mfaEnrolled < facts.members ? 'PARTIAL_MFA_USAGE' : 'FULL_MFA_USAGE')
  }
  if (facts.breached > 0) codes.push('BREACHED_PASSWORD_USERS_EXIST')
  const failed = failedChecks(facts)
  const lockoutWeak = failed.some((code) => code.endsWith('_USER_LOCKOUT'))
  const historyWeak = failed.some((code) => code.endsWith('_PASSWORD_HISTORY'))
  if (lockoutWeak) codes.push('IMPROVE_LOCKOUT_POLICY')
  if (historyWeak) codes.push('IMPROVE_PASSWORD_HISTORY_POLICY')
  if (!lockoutWeak && !historyWeak) codes.push('FULL_PASSWORD_SETTINGS')
  const configured = metadata.sessions?.configuredSessionSettings ?? 0
  if (configured === 0) codes.push('NO_SESSION_SETTINGS')
  else codes.push(configured === 3 ? 'FULL_SESSION_SETTINGS' : 'PARTIAL_SESSION_SETTINGS')
  codes.push(facts.inactive > 0 ? 'INACTIVE_USERS_EXIST' : 'NO_INACTIVE_USERS')
  if (!facts.ip.active) codes.push('NO_IP_RESTRICTIONS')
  else codes.push(facts.ip.allowList ? 'IP_ALLOWLIST' : 'IP_DENYLIST')
  if (!facts.domains.active) codes.push('NO_DOMAIN_RESTRICTIONS')
  else codes.push(facts.domains.allowList ? 'DOMAIN_ALLOWLIST' : 'DOMAIN_DENYLIST')
  codes.push(facts.ssoConfigured ? 'SSO_CONFIGURED' : 'NO_SSO')
  return codes.map((code) => ({ code, category: INSIGHTS[code], metadata }))
}
