import type { ApiClient } from './client'
import type { MfaDevices } from './mfa'
import type { LoginResponse } from './types'

/** Paths of step-up (wire-api §5.1 row 4), shared with the demo. */
export const STEP_UP_PATHS = {
  generate: '/identity/resources/auth/v1/user/step-up/generate',
} as const

/** `GenerateStepUpResponse`: the second factor a step-up waits for. */
export interface StepUpChallenge {
  mfaToken: string
  mfaEnrolled: boolean
  mfaDevices: MfaDevices
  mfaStrategies?: string[]
}

/**
 * Asks the server for a step-up of the signed-in user (spec §4.4): an mfaToken to give a second
 * factor with, or, already stepped up within `maxAge` seconds, a login response (`accessToken`).
 * Refused with `ER-FOYER-1031` ('MFA is not enrolled') for a user without any factor.
 */
export function generateStepUp(
  client: ApiClient,
  maxAge: number | undefined,
): Promise<LoginResponse | StepUpChallenge> {
  return client.post(STEP_UP_PATHS.generate, maxAge === undefined ? {} : { maxAge })
}
