import { requireNewPassword } from '../password-policy/check'
import type { AppDeps } from '../deps'

/** Whose password is being chosen, and what they chose. */
export interface NewPasswordInput {
  userId: string
  tenantId: string | null
  password: string
  /** The user's email (the policy refuses a password equal to it). */
  email: string | null
}

/**
 * The one place where a password chosen through recovery is checked before it is saved: the
 * tenant's password policy over the vendor's defaults (complexity, common passwords, history).
 * Throws a 400 naming the rule.
 */
export const checkRecoveryPassword = (deps: AppDeps, input: NewPasswordInput): Promise<void> =>
  requireNewPassword(deps.db, { ...input, email: input.email ?? undefined })
