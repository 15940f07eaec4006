import { SESSION_CONFIGURATION_PATH } from '../api/session-configuration'
import { fail, ok } from './http'
import type { SessionConfiguration } from '../api/session-configuration'
import type { DemoModule } from './app'
import type { DemoResponse } from './router'

const maxTimeout = 365 * 24 * 3600
const maxSessions = 100

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value)

/** The server's message for a bad timeout rule, or null when it is valid. */
const timeoutError = (name: string, rule: unknown): string | null => {
  if (!isObject(rule)) return `${name}: Expected object`
  if (rule.isActive === undefined) return `${name}.isActive is required`
  if (typeof rule.isActive !== 'boolean') return `${name}.isActive: Expected boolean`
  if (rule.timeout === undefined) return `${name}.timeout is required`
  const { timeout } = rule
  if (typeof timeout !== 'number') return `${name}.timeout: Expected number`
  if (!Number.isInteger(timeout)) return `${name}.timeout: must be a whole number of seconds`
  if (timeout < 0) return `${name}.timeout: must not be negative`
  if (timeout > maxTimeout) return `${name}.timeout: must be at most ${maxTimeout} seconds`
  if (rule.isActive && timeout < 60)
    return `${name}.timeout: must be at least 60 seconds when active`
  return null
}

const concurrentError = (rule: unknown): string | null => {
  const name = 'sessionConcurrentConfiguration'
  if (!isObject(rule)) return `${name}: Expected object`
  if (rule.isActive === undefined) return `${name}.isActive is required`
  if (typeof rule.isActive !== 'boolean') return `${name}.isActive: Expected boolean`
  const count = rule.maxSessions
  if (count === undefined) return `${name}.maxSessions is required`
  if (typeof count !== 'number') return `${name}.maxSessions: Expected number`
  if (!Number.isInteger(count)) return `${name}.maxSessions: must be a whole number`
  if (count < 1) return `${name}.maxSessions: must be at least 1`
  if (count > maxSessions) return `${name}.maxSessions: must be at most ${maxSessions}`
  if (rule.onLimit !== undefined && rule.onLimit !== 'evictOldest' && rule.onLimit !== 'deny') {
    return `${name}.onLimit: Invalid option: expected one of "evictOldest"|"deny"`
  }
  return null
}

/** Validates and applies an update like the server (parts left out keep their value). */
const applyUpdate = (
  stored: SessionConfiguration,
  body: unknown,
): DemoResponse | SessionConfiguration => {
  if (!isObject(body)) return fail(400, 'A request body is required')
  const known = [
    'sessionTimeoutConfiguration',
    'sessionIdleTimeoutConfiguration',
    'sessionConcurrentConfiguration',
  ]
  const unknown = Object.keys(body).find((key) => !known.includes(key))
  if (unknown !== undefined) return fail(400, `Unrecognized key: "${unknown}"`)
  const { sessionTimeoutConfiguration: lifetime, sessionIdleTimeoutConfiguration: idle } = body
  const concurrent = body.sessionConcurrentConfiguration
  const error =
    (lifetime === undefined ? null : timeoutError('sessionTimeoutConfiguration', lifetime)) ??
    (idle === undefined ? null : timeoutError('sessionIdleTimeoutConfiguration', idle)) ??
    (concurrent === undefined ? null : concurrentError(concurrent))
  if (error !== null) return fail(400, error)
  const next = { ...stored }
  if (isObject(lifetime)) {
    next.sessionTimeoutConfiguration = {
      isActive: Boolean(lifetime.isActive),
      timeout: Number(lifetime.timeout),
    }
  }
  if (isObject(idle)) {
    next.sessionIdleTimeoutConfiguration = {
      isActive: Boolean(idle.isActive),
      timeout: Number(idle.timeout),
    }
  }
  if (isObject(concurrent)) {
    next.sessionConcurrentConfiguration = {
      isActive: Boolean(concurrent.isActive),
      maxSessions: Number(concurrent.maxSessions),
      onLimit:
        concurrent.onLimit === 'deny' || concurrent.onLimit === 'evictOldest'
          ? concurrent.onLimit
          : (stored.sessionConcurrentConfiguration.onLimit ?? 'evictOldest'),
    }
  }
  return next
}

/** The tenant's session rules: every rule off until saved, validated like the server. */
export const sessionConfiguration: DemoModule = ({ route, signedIn }) => {
  let stored: SessionConfiguration = {
    sessionTimeoutConfiguration: { isActive: false, timeout: 0 },
    sessionIdleTimeoutConfiguration: { isActive: false, timeout: 0 },
    sessionConcurrentConfiguration: { isActive: false, maxSessions: 1, onLimit: 'evictOldest' },
  }
  route(
    'GET',
    SESSION_CONFIGURATION_PATH,
    signedIn(() => ok(stored)),
  )
  route(
    'POST',
    SESSION_CONFIGURATION_PATH,
    signedIn(({ body }) => {
      const next = applyUpdate(stored, body)
      if ('status' in next) return next
      stored = next
      return ok({})
    }),
  )
}
