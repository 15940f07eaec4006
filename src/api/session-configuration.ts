import type { ApiClient } from './client'

/** Path of the tenant's session configuration (wire-api §5.1 rows 121-122). */
export const SESSION_CONFIGURATION_PATH = '/identity/resources/configurations/sessions/v1'

/** A timeout rule; `timeout` in seconds (at least 60 when active, at most a year). */
export interface SessionTimeoutRule {
  isActive: boolean
  timeout: number
}

/** `ISessionConfigurations` with Foyer's `onLimit` (default `evictOldest`). */
export interface SessionConfiguration {
  /** Forced re-login: a session ends this long after its sign-in. */
  sessionTimeoutConfiguration: SessionTimeoutRule
  /** Idle timeout: a session ends when not refreshed for this long. */
  sessionIdleTimeoutConfiguration: SessionTimeoutRule
  /** Maximum concurrent sessions per user; beyond it the oldest ends, or the sign-in is refused. */
  sessionConcurrentConfiguration: {
    isActive: boolean
    maxSessions: number
    onLimit?: 'evictOldest' | 'deny'
  }
}

/** The tenant's session rules (fe.secure.read.securityPolicy). */
export async function getSessionConfiguration(client: ApiClient): Promise<SessionConfiguration> {
  return client.get<SessionConfiguration>(SESSION_CONFIGURATION_PATH)
}

/** Saves session rules; parts left out keep their value (fe.secure.write.securityPolicy). */
export async function saveSessionConfiguration(
  client: ApiClient,
  configuration: Partial<SessionConfiguration>,
): Promise<void> {
  await client.post(SESSION_CONFIGURATION_PATH, configuration)
}
