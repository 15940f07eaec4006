import { z } from '@hono/zod-openapi'

/** The longest timeout a tenant may set: one year, in seconds. */
export const maxTimeoutSeconds = 365 * 24 * 3600

/** The most concurrent sessions a tenant may allow per user. */
export const maxConcurrentSessions = 100

const timeoutSchema = z
  .object({
    isActive: z.boolean(),
    timeout: z
      .number()
      .int('must be a whole number of seconds')
      .min(0, 'must not be negative')
      .max(maxTimeoutSeconds, `must be at most ${maxTimeoutSeconds} seconds`),
  })
  .refine((rule) => !rule.isActive || rule.timeout >= 60, {
    message: 'must be at least 60 seconds when active',
    path: ['timeout'],
  })

const concurrentSchema = z.object({
  isActive: z.boolean(),
  maxSessions: z
    .number()
    .int('must be a whole number')
    .min(1, 'must be at least 1')
    .max(maxConcurrentSessions, `must be at most ${maxConcurrentSessions}`),
  onLimit: z.enum(['evictOldest', 'deny']).optional().openapi({
    description:
      'Foyer extension: at a sign-in beyond the maximum, end the oldest session (default) or refuse the sign-in (409)',
  }),
})

/** `ISessionConfigurations` as stored and answered; timeouts in seconds. */
export const sessionConfigurationSchema = z
  .object({
    sessionTimeoutConfiguration: timeoutSchema.openapi({
      description: 'Forced re-login: a session ends this long after its sign-in',
    }),
    sessionIdleTimeoutConfiguration: timeoutSchema.openapi({
      description: 'Idle timeout: a session ends when not refreshed for this long',
    }),
    sessionConcurrentConfiguration: concurrentSchema.openapi({
      description: 'Maximum concurrent sessions per user in the account',
    }),
  })
  .openapi('ISessionConfigurations')

/** The body of an update: any part left out keeps its stored value. */
export const sessionConfigurationPatchSchema = sessionConfigurationSchema.partial().strict()
