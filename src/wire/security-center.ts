/**
 * The security center's codes (wire §5.18): each recommendation is one check of the tenant's
 * settings that failed, with its category, severity and the one action that fixes it; each insight
 * states how the tenant stands in one category. The codes are `@frontegg/rest-api`'s
 * `RecommendationCode` and `InsightCode` where one fits, and Foyer's own for what those lack
 * (inactive users, SSO, MFA use). What each checks and why: server/README.md, "Security center".
 */

/** Security categories (`SecurityCategory`; countries are not restricted by Foyer). */
export const SECURITY_CATEGORIES = [
  'MFA',
  'PASSWORD',
  'SESSIONS',
  'INACTIVITY',
  'IP',
  'DOMAIN',
  'SSO',
] as const

/** One security category. */
export type SecurityCategory = (typeof SECURITY_CATEGORIES)[number]

/** Recommendation severities, the most urgent first. */
export const RECOMMENDATION_SEVERITIES = ['SEVERE', 'WARNING', 'INFO'] as const

/** One recommendation severity. */
export type RecommendationSeverity = (typeof RECOMMENDATION_SEVERITIES)[number]

/** Where a recommendation's fix is: a tab of the Security page, the SSO page, or a user table. */
export type RecommendationFix =
  | 'generalSettings'
  | 'sessionManagement'
  | 'ipRestrictions'
  | 'domainRestrictions'
  | 'sso'
  | 'breachedPasswords'
  | 'mfaUnenrolled'
  | 'inactiveUsers'

/** A recommendation code's category, severity, the score points it costs and its fix. */
export interface RecommendationRule {
  category: SecurityCategory
  severity: RecommendationSeverity
  /** Points of the 100 the tenant's score loses while this recommendation stands. */
  points: number
  fix: RecommendationFix
}

/**
 * Every recommendation code. The points of a category's codes never add up past the category's
 * weight (MFA 25, PASSWORD 30, SESSIONS 20, INACTIVITY 5, IP 5, DOMAIN 5, SSO 10: 100 in all), since
 * an `ENABLE_…` and its `STRENGTHEN_…`/`SET_…` never stand together.
 */
export const RECOMMENDATIONS = {
  FORCE_MFA: { category: 'MFA', severity: 'SEVERE', points: 15, fix: 'generalSettings' },
  ENROLL_MFA: { category: 'MFA', severity: 'WARNING', points: 10, fix: 'mfaUnenrolled' },
  BREACHED_PASSWORDS_EXIST: {
    category: 'PASSWORD',
    severity: 'SEVERE',
    points: 15,
    fix: 'breachedPasswords',
  },
  ENABLE_USER_LOCKOUT: {
    category: 'PASSWORD',
    severity: 'SEVERE',
    points: 10,
    fix: 'generalSettings',
  },
  STRENGTHEN_USER_LOCKOUT: {
    category: 'PASSWORD',
    severity: 'WARNING',
    points: 5,
    fix: 'generalSettings',
  },
  ENABLE_PASSWORD_HISTORY: {
    category: 'PASSWORD',
    severity: 'WARNING',
    points: 5,
    fix: 'generalSettings',
  },
  STRENGTHEN_PASSWORD_HISTORY: {
    category: 'PASSWORD',
    severity: 'INFO',
    points: 2,
    fix: 'generalSettings',
  },
  ENABLE_IDLE_SESSION: {
    category: 'SESSIONS',
    severity: 'WARNING',
    points: 8,
    fix: 'sessionManagement',
  },
  SET_IDLE_SESSION: { category: 'SESSIONS', severity: 'INFO', points: 4, fix: 'sessionManagement' },
  ENABLE_FORCE_RELOGIN: {
    category: 'SESSIONS',
    severity: 'WARNING',
    points: 7,
    fix: 'sessionManagement',
  },
  SET_FORCE_RELOGIN: {
    category: 'SESSIONS',
    severity: 'INFO',
    points: 3,
    fix: 'sessionManagement',
  },
  ENABLE_SESSION_CONCURRENCY: {
    category: 'SESSIONS',
    severity: 'INFO',
    points: 5,
    fix: 'sessionManagement',
  },
  SET_SESSION_CONCURRENCY: {
    category: 'SESSIONS',
    severity: 'INFO',
    points: 2,
    fix: 'sessionManagement',
  },
  REVIEW_INACTIVE_USERS: {
    category: 'INACTIVITY',
    severity: 'WARNING',
    points: 5,
    fix: 'inactiveUsers',
  },
  ENABLE_IP_RESTRICTIONS: { category: 'IP', severity: 'INFO', points: 5, fix: 'ipRestrictions' },
  CHANGE_IP_TO_ALLOWLIST: { category: 'IP', severity: 'INFO', points: 2, fix: 'ipRestrictions' },
  ENABLE_DOMAIN_RESTRICTIONS: {
    category: 'DOMAIN',
    severity: 'INFO',
    points: 5,
    fix: 'domainRestrictions',
  },
  CHANGE_DOMAIN_TO_ALLOWLIST: {
    category: 'DOMAIN',
    severity: 'INFO',
    points: 2,
    fix: 'domainRestrictions',
  },
  CONFIGURE_SSO: { category: 'SSO', severity: 'WARNING', points: 10, fix: 'sso' },
} as const satisfies Record<string, RecommendationRule>

/** One recommendation code. */
export type RecommendationCode = keyof typeof RECOMMENDATIONS

/** Every insight code, with its category. */
export const INSIGHTS = {
  MFA_FORCED: 'MFA',
  PARTIALLY_FORCED_MFA: 'MFA',
  MFA_NOT_FORCED: 'MFA',
  NO_MFA_USAGE: 'MFA',
  PARTIAL_MFA_USAGE: 'MFA',
  FULL_MFA_USAGE: 'MFA',
  BREACHED_PASSWORD_USERS_EXIST: 'PASSWORD',
  IMPROVE_LOCKOUT_POLICY: 'PASSWORD',
  IMPROVE_PASSWORD_HISTORY_POLICY: 'PASSWORD',
  FULL_PASSWORD_SETTINGS: 'PASSWORD',
  NO_SESSION_SETTINGS: 'SESSIONS',
  PARTIAL_SESSION_SETTINGS: 'SESSIONS',
  FULL_SESSION_SETTINGS: 'SESSIONS',
  INACTIVE_USERS_EXIST: 'INACTIVITY',
  NO_INACTIVE_USERS: 'INACTIVITY',
  NO_IP_RESTRICTIONS: 'IP',
  IP_ALLOWLIST: 'IP',
  IP_DENYLIST: 'IP',
  NO_DOMAIN_RESTRICTIONS: 'DOMAIN',
  DOMAIN_ALLOWLIST: 'DOMAIN',
  DOMAIN_DENYLIST: 'DOMAIN',
  SSO_CONFIGURED: 'SSO',
  NO_SSO: 'SSO',
} as const satisfies Record<string, SecurityCategory>

/** One insight code. */
export type InsightCode = keyof typeof INSIGHTS

/** The thresholds the checks hold the tenant's settings to (metadata carries them). */
export const SECURITY_THRESHOLDS = {
  /** At most this many failed sign-ins before a lock. */
  maxLockoutAttempts: 10,
  /** At least this many earlier passwords refused (the vendor default's 3). */
  minPasswordHistory: 3,
  /** Idle timeout at most 8 hours (seconds). */
  maxIdleTimeoutSeconds: 8 * 3600,
  /** Forced re-login at most every 30 days (seconds). */
  maxSessionSeconds: 30 * 24 * 3600,
  /** At most this many concurrent sessions per user. */
  maxConcurrentSessions: 10,
} as const

/** `Metadata` of §5.18: counts and the thresholds a recommendation refers to, all optional. */
export interface SecurityMetadata {
  totalUsers?: number
  mfa?: { enrolledUsersCount?: number }
  inactivity?: { staleUsersCount?: number }
  password?: {
    breachedPasswordUsersCount?: number
    historyRecommendations?: number
    userLockoutRecommendation?: number
  }
  sessions?: {
    configuredSessionSettings?: number
    forceReloginRecommendation?: number
    concurrencyRecommendation?: number
    idleTimeoutRecommendation?: number
  }
  restrictions?: { ipsCount?: number; domainsCount?: number }
}

/** One recommendation as the wire answers it. */
export interface Recommendation {
  code: RecommendationCode
  severity: RecommendationSeverity
  category: SecurityCategory
  metadata?: SecurityMetadata
}

/** One insight as the wire answers it. */
export interface Insight {
  code: InsightCode
  category: SecurityCategory
  metadata?: SecurityMetadata
}

/** `GET /security-center/resources/recommendations/v1`. */
export interface RecommendationsAnswer {
  scoring: { score: number }
  recommendations: { items: Recommendation[] }
}

/** `GET /security-center/resources/insights/v1`. */
export interface InsightsAnswer {
  insights: { items: Insight[] }
}
