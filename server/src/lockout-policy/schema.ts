import { z } from '@hono/zod-openapi'

/** Lockout (wire `ISecurityPolicyLockout` without its record fields): on or off, and after how many failures. */
export const lockoutPolicySchema = z
  .object({
    enabled: z.boolean(),
    maxAttempts: z.number().int().min(1).max(100),
  })
  .strict()

/** One lockout policy (the vendor's or a tenant's). */
export type LockoutPolicy = z.infer<typeof lockoutPolicySchema>

/** Lockout of a vendor who configured none: on, five failures. */
export const DEFAULT_LOCKOUT_POLICY: LockoutPolicy = { enabled: true, maxAttempts: 5 }
