import type { SecurityMetadata } from '../../../../../wire/index'

/** The numbers a recommendation's or insight's sentence names, from its metadata. */
export function metadataValues(metadata: SecurityMetadata | undefined): Record<string, number> {
  const total = metadata?.totalUsers ?? 0
  const enrolled = metadata?.mfa?.enrolledUsersCount ?? 0
  const sessions = metadata?.sessions
  return {
    total,
    enrolled,
    unenrolled: Math.max(0, total - enrolled),
    breached: metadata?.password?.breachedPasswordUsersCount ?? 0,
    stale: metadata?.inactivity?.staleUsersCount ?? 0,
    attempts: metadata?.password?.userLockoutRecommendation ?? 0,
    history: metadata?.password?.historyRecommendations ?? 0,
    configured: sessions?.configuredSessionSettings ?? 0,
    idleHours: Math.round((sessions?.idleTimeoutRecommendation ?? 0) / 3600),
    reloginDays: Math.round((sessions?.forceReloginRecommendation ?? 0) / 86400),
    sessions: sessions?.concurrencyRecommendation ?? 0,
    ips: metadata?.restrictions?.ipsCount ?? 0,
    domains: metadata?.restrictions?.domainsCount ?? 0,
  }
}
