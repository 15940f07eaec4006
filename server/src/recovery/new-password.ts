import { adminPasswordLength } from '../config'
import { badRequest } from '../http/api-error'
import type { AppDeps } from '../deps'

/** Whose password is being chosen, and what they chose. */
export interface NewPasswordInput {
  userId: string
  tenantId: string | null
  password: string
  /** The user's email (the policy refuses a password equal to it). */
  email: string
}

/**
 * The one place where a password chosen through recovery is checked before it is saved. Until the
 * tenant's password policy (`server/src/password-policy/`, `checkNewPassword`) is merged, it
 * enforces the length rules every other password of the server follows (`adminPasswordLength`,
 * 8 to 128 characters, NIST SP 800-63B); the integrator swaps the body for the policy's
 * `requireNewPassword(deps.db, input)` (same input shape: tenantId, userId, password, email) and
 * adds its `recordPassword` to the reset's transaction. Throws a 400 naming the field.
 */
export const checkRecoveryPassword = async (
  _deps: AppDeps,
  input: NewPasswordInput,
): Promise<void> => {
  const length = [...input.password].length
  if (length < adminPasswordLength.min || length > adminPasswordLength.max) {
    throw badRequest(
      `password must be ${adminPasswordLength.min} to ${adminPasswordLength.max} characters long`,
    )
  }
  return Promise.resolve()
}
