import type { InsightsAnswer, RecommendationsAnswer } from '../wire'
import type { ApiClient } from './client'

/** Paths of the security center (wire §5.18) and its reminder to enrol a second factor. */
export const SECURITY_CENTER_PATHS = {
  recommendations: '/security-center/resources/recommendations/v1',
  insights: '/security-center/resources/insights/v1',
  mfaReminders: '/security-center/resources/mfa-reminders/v1',
  /** The Team's bulk reset (wire §5.4), the breached-passwords table's action. */
  breachedReset: '/identity/resources/users/v1/passwords/breached/reset/bulk',
} as const

/** What a bulk reminder did: members mailed, members skipped (reminded in the last day). */
export interface MfaReminderOutcome {
  mailed: number
  skipped: number
}

/** The tenant's security score and recommendations (fe.secure.read.securityPolicy). */
export async function getSecurityRecommendations(
  client: ApiClient,
): Promise<RecommendationsAnswer> {
  return client.get<RecommendationsAnswer>(SECURITY_CENTER_PATHS.recommendations)
}

/** Where the tenant stands in each security category (fe.secure.read.securityPolicy). */
export async function getSecurityInsights(client: ApiClient): Promise<InsightsAnswer> {
  return client.get<InsightsAnswer>(SECURITY_CENTER_PATHS.insights)
}

/** Mails each member without a second factor a reminder to enrol (fe.secure.write.users). */
export async function remindMfaEnrolment(client: ApiClient): Promise<MfaReminderOutcome> {
  return client.post<MfaReminderOutcome>(SECURITY_CENTER_PATHS.mfaReminders)
}

/** Mails each member whose password was found in a breach one reset link (fe.secure.write.users). */
export async function resetBreachedMembers(client: ApiClient): Promise<void> {
  await client.post(SECURITY_CENTER_PATHS.breachedReset)
}
