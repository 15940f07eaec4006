import { describe, expect, it } from 'vitest'
import { assessInsights, assessRecommendations, RECOMMENDATIONS } from '../../src/wire'
import type { SecurityFacts } from '../../src/wire'

const strong: SecurityFacts = {
  enforceMfa: 'Force',
  members: 40,
  mfaEnrolled: 40,
  breached: 0,
  inactive: 0,
  lockout: { enabled: true, maxAttempts: 5 },
  history: { enabled: true, size: 5 },
  sessions: {
    sessionTimeoutConfiguration: { isActive: true, timeout: 7 * 86400 },
    sessionIdleTimeoutConfiguration: { isActive: true, timeout: 1800 },
    sessionConcurrentConfiguration: { isActive: true, maxSessions: 3 },
  },
  ip: { count: 2, active: true, allowList: true },
  domains: { count: 1, active: true, allowList: true },
  ssoConfigured: true,
}

const weak: SecurityFacts = {
  ...strong,
  enforceMfa: 'DontForce',
  mfaEnrolled: 0,
  breached: 3,
  inactive: 40,
  lockout: { enabled: false, maxAttempts: 5 },
  history: { enabled: false, size: 0 },
  sessions: {
    sessionTimeoutConfiguration: { isActive: false, timeout: 0 },
    sessionIdleTimeoutConfiguration: { isActive: false, timeout: 0 },
    sessionConcurrentConfiguration: { isActive: false, maxSessions: 1 },
  },
  ip: { count: 0, active: false, allowList: false },
  domains: { count: 0, active: false, allowList: false },
  ssoConfigured: false,
}

describe('the security assessment', () => {
  it('scores a tenant that passes every check 100, with nothing to do', () => {
    expect(assessRecommendations(strong)).toEqual({ score: 100, items: [] })
    expect(assessInsights(strong).map((insight) => insight.code)).toEqual([
      'MFA_FORCED',
      'FULL_MFA_USAGE',
      'FULL_PASSWORD_SETTINGS',
      'FULL_SESSION_SETTINGS',
      'NO_INACTIVE_USERS',
      'IP_ALLOWLIST',
      'DOMAIN_ALLOWLIST',
      'SSO_CONFIGURED',
    ])
  })

  it('scores a tenant that fails every check 0: the categories weigh 100 in all', () => {
    const { score, items } = assessRecommendations(weak)
    expect(score).toBe(0)
    const lost = items.reduce((sum, item) => sum + RECOMMENDATIONS[item.code].points, 0)
    expect(lost).toBe(100)
  })

  it('charges the member-count checks by the share of members concerned, rounded up', () => {
    const one = assessRecommendations({ ...strong, members: 400, mfaEnrolled: 399 })
    expect(one.score).toBe(99)
    expect(one.items.map((item) => item.code)).toEqual(['ENROLL_MFA'])
    expect(assessRecommendations({ ...strong, inactive: 20 }).score).toBe(97)
  })
})
