import type { SessionConfiguration } from './repository'

/** The instants a session's timeouts are measured from. */
export interface SessionTimes {
  /** When the sign-in that began the session (the refresh-token family) happened. */
  startedAt: Date
  /** When the session was last refreshed (its live row was created), or signed in. */
  lastRefreshAt: Date
}

/** Why a session ended under its tenant's rules, if it did. */
export type SessionEnd = 'idle' | 'lifetime'

/**
 * Whether a session has ended under the rules at `now`: no refresh within the idle timeout, or
 * older than the forced re-login lifetime. Undefined while it may go on.
 */
export const sessionEnd = (
  configuration: SessionConfiguration,
  times: SessionTimes,
  now: Date,
): SessionEnd | undefined => {
  const idle = configuration.sessionIdleTimeoutConfiguration
  const lifetime = configuration.sessionTimeoutConfiguration
  if (lifetime.isActive && now.getTime() - times.startedAt.getTime() >= lifetime.timeout * 1000) {
    return 'lifetime'
  }
  if (idle.isActive && now.getTime() - times.lastRefreshAt.getTime() >= idle.timeout * 1000) {
    return 'idle'
  }
  return undefined
}

/**
 * When a session will end under the rules if nothing else ends it first: the forced re-login
 * instant, or the idle deadline, or undefined without either rule.
 */
export const sessionDeadline = (
  configuration: SessionConfiguration,
  times: SessionTimes,
): Date | undefined => {
  const deadlines: number[] = []
  const idle = configuration.sessionIdleTimeoutConfiguration
  const lifetime = configuration.sessionTimeoutConfiguration
  if (lifetime.isActive) deadlines.push(times.startedAt.getTime() + lifetime.timeout * 1000)
  if (idle.isActive) deadlines.push(times.lastRefreshAt.getTime() + idle.timeout * 1000)
  return deadlines.length === 0 ? undefined : new Date(Math.min(...deadlines))
}
