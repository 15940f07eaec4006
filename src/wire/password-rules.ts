/**
 * The wire's password complexity (`TestConfig`, the rules of the OWASP password strength test)
 * and the one evaluation of it, shared by the server (which refuses), the demo (which answers as
 * the server) and the new-password field (which shows each rule live while the user types).
 */

/** Password complexity as the wire carries it (`TestConfig`). */
export interface PasswordComplexity {
  allowPassphrases: boolean
  maxLength: number
  minLength: number
  /** From this length on, with passphrases allowed, the optional tests are waived. */
  minPhraseLength: number
  minOptionalTestsToPass: number
  requiredTests?: { checkThreeRepeatedChars?: boolean }
  /** Which optional tests count (absent: all four). */
  optionalTests?: {
    requireLowercase?: boolean
    requireUppercase?: boolean
    requireNumbers?: boolean
    requireSpecialChars?: boolean
  }
}

/** An optional test's name in `optionalTests`. */
export type OptionalPasswordTest = keyof NonNullable<PasswordComplexity['optionalTests']>

/** The optional tests in the order they are shown. */
export const OPTIONAL_PASSWORD_TESTS: readonly OptionalPasswordTest[] = [
  'requireLowercase',
  'requireUppercase',
  'requireNumbers',
  'requireSpecialChars',
]

const OPTIONAL_PATTERNS: Record<OptionalPasswordTest, RegExp> = {
  requireLowercase: /\p{Ll}/u,
  requireUppercase: /\p{Lu}/u,
  requireNumbers: /\p{Nd}/u,
  requireSpecialChars: /[^\p{L}\p{N}]/u,
}

/** How a password fares against a complexity. */
export interface PasswordRuleResults {
  /** Length in characters (code points, so an emoji counts once). */
  length: number
  minLength: boolean
  maxLength: boolean
  /** True when the password has no character three times in a row (or the test is off). */
  noThreeRepeated: boolean
  /** Long enough to be a passphrase: the optional tests do not apply. */
  passphrase: boolean
  /** The optional tests that count, each with its outcome. */
  optional: { test: OptionalPasswordTest; passed: boolean }[]
  /** How many optional tests must pass (0 for a passphrase). */
  optionalNeeded: number
  /** Every rule holds. */
  passed: boolean
}

/** Evaluates `password` against `complexity`, rule by rule. */
export function passwordRuleResults(
  complexity: PasswordComplexity,
  password: string,
): PasswordRuleResults {
  const length = [...password].length
  const minLength = length >= complexity.minLength
  const maxLength = length <= complexity.maxLength
  const noThreeRepeated =
    complexity.requiredTests?.checkThreeRepeatedChars !== true || !/(.)\1\1/su.test(password)
  const passphrase = complexity.allowPassphrases && length >= complexity.minPhraseLength
  const optional = OPTIONAL_PASSWORD_TESTS.filter(
    (test) => complexity.optionalTests?.[test] !== false,
  ).map((test) => ({ test, passed: OPTIONAL_PATTERNS[test].test(password) }))
  const optionalNeeded = passphrase
    ? 0
    : Math.min(Math.max(0, complexity.minOptionalTestsToPass), optional.length)
  const optionalPassed = optional.filter((result) => result.passed).length
  return {
    length,
    minLength,
    maxLength,
    noThreeRepeated,
    passphrase,
    optional,
    optionalNeeded,
    passed: minLength && maxLength && noThreeRepeated && optionalPassed >= optionalNeeded,
  }
}
