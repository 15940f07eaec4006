import { z } from '@hono/zod-openapi'
import type { PasswordComplexity } from '../../../src/wire'

/** The most characters a password may have under any policy (sign-in reads at most 1024). */
export const PASSWORD_MAX_LENGTH_LIMIT = 1024

const length = z.number().int().min(1).max(PASSWORD_MAX_LENGTH_LIMIT)

const requiredTests = z.object({ checkThreeRepeatedChars: z.boolean().optional() }).strict()
const optionalTests = z
  .object({
    requireLowercase: z.boolean().optional(),
    requireUppercase: z.boolean().optional(),
    requireNumbers: z.boolean().optional(),
    requireSpecialChars: z.boolean().optional(),
  })
  .strict()

const fields = {
  allowPassphrases: z.boolean(),
  maxLength: length,
  minLength: length,
  minPhraseLength: length,
  minOptionalTestsToPass: z.number().int().min(0).max(4),
  requiredTests,
  optionalTests,
}

const complexityShape = z
  .object({
    ...fields,
    requiredTests: requiredTests.default({}),
    optionalTests: optionalTests.default({}),
  })
  .strict()

/** A change of `TestConfig` (the tenant's `POST configurations/v1/password`): any of its fields. */
export const passwordComplexityPatchSchema = z.object(fields).partial().strict()

/** `TestConfig` as stored or saved whole: every field, each bounded, max not below min. */
export const passwordComplexitySchema = complexityShape.superRefine((value, ctx) => {
  if (value.maxLength < value.minLength) {
    ctx.addIssue({ code: 'custom', path: ['maxLength'], message: 'must be at least minLength' })
  }
})

/** A complexity with every field (the server always answers the whole `TestConfig`). */
export type StoredPasswordComplexity = z.infer<typeof passwordComplexitySchema> & PasswordComplexity

/**
 * The vendor's default complexity: 8 to 128 characters (NIST SP 800-63B asks at least 8 of a
 * chosen password and no composition rules), so one optional test (any letter, digit or
 * symbol passes) below 20 characters, and none for a passphrase from 20 on, OWASP's default.
 */
export const DEFAULT_PASSWORD_COMPLEXITY: StoredPasswordComplexity = {
  allowPassphrases: true,
  maxLength: 128,
  minLength: 8,
  minPhraseLength: 20,
  minOptionalTestsToPass: 1,
  requiredTests: { checkThreeRepeatedChars: false },
  optionalTests: {
    requireLowercase: true,
    requireUppercase: true,
    requireNumbers: true,
    requireSpecialChars: true,
  },
}

/** The most past passwords a policy may remember. */
export const PASSWORD_HISTORY_LIMIT = 24

/** Password history: no reuse of the last `historySize` passwords when enabled. */
export const passwordHistorySchema = z
  .object({
    enabled: z.boolean(),
    historySize: z.number().int().min(1).max(PASSWORD_HISTORY_LIMIT),
  })
  .strict()

/** A password history policy. */
export type PasswordHistory = z.infer<typeof passwordHistorySchema>

/**
 * The vendor's default history: the last 3 passwords. A reset after an account was taken over
 * must not put the stolen password back; three keeps that and costs at most three argon2
 * checks, only when a password is set.
 */
export const DEFAULT_PASSWORD_HISTORY: PasswordHistory = { enabled: true, historySize: 3 }
