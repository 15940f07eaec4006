import { atom } from 'jotai/vanilla'
import { toApiError } from '../api/errors'
import { renewPassword } from '../api/password-risk'
import { changePassword } from '../api/profile'
import { apiClientAtom } from './config'
import { loginRuntimeAtom, loginStateAtom } from './login-state'
import { stepAfterSignIn } from './passkeys-active'
import { establishSession } from './session'
import type { AuthStrategiesConfig, LoginResponse } from '../api/types'
import type { Getter, Setter } from 'jotai/vanilla'

/** Why the box asks for a new password after sign-in. */
export type PasswordRiskReason = 'breached' | 'expired' | 'notice'

/** The password step after sign-in (spec §4.3: breached, expired rotation, rotation notice). */
export interface PasswordRiskState {
  reason: PasswordRiskReason
  userId: string
  /** The renewal token (breached, expired); '' for the notice, whose user is signed in. */
  token: string
  /** Days the password has left (notice) and the rotation's period (expired), when known. */
  expiresIn?: number
  rotationPeriod?: number
  /** The new password is saved; the step shows its confirmation until Continue. */
  done?: boolean
  /** The vendor's strategies, for the passkey prompt that may come next. */
  strategies: AuthStrategiesConfig | null
}

/** The sign-in stopped for a new password, or it signed in with the rotation notice due. */
export const needsPasswordStep = (response: LoginResponse): boolean =>
  (!response.accessToken && typeof response.resetPasswordToken === 'string') ||
  (response.passwordExpiresIn !== undefined &&
    response.notificationPeriod !== undefined &&
    response.passwordExpiresIn <= response.notificationPeriod)

const seqOf = (get: Getter) => get(loginRuntimeAtom).seq

/** Where a sign-in goes once nothing about the password is left: passkey prompt or success. */
const toNextStep = async (
  get: Getter,
  set: Setter,
  userId: string,
  strategies: AuthStrategiesConfig | null,
): Promise<void> => {
  const seq = seqOf(get)
  const step = await stepAfterSignIn(get, set, { userId, method: 'Password', strategies })
  if (seqOf(get) !== seq) return
  set(loginStateAtom, (s) => ({
    ...s,
    step,
    loading: false,
    error: null,
    passwordRisk: undefined,
  }))
}

/**
 * After every factor (spec §4.3): a stopped sign-in goes to `breachedPassword` or
 * `passwordRotationExpired`; a signed-in one with its password expiring within the notice period
 * to `passwordRotationNotification`; anything else on to the passkey prompt or success.
 */
export async function afterPasswordSignIn(
  get: Getter,
  set: Setter,
  response: LoginResponse,
  strategies: AuthStrategiesConfig | null,
): Promise<void> {
  const userId = response.userId ?? response.id ?? ''
  if (!response.accessToken && response.resetPasswordToken) {
    const breached = response.isBreachedPassword === true
    const reason = breached ? 'breached' : 'expired'
    set(loginStateAtom, (s) => ({
      ...s,
      step: breached ? 'breachedPassword' : 'passwordRotationExpired',
      loading: false,
      error: null,
      mfa: undefined,
      passwordRisk: {
        reason,
        userId,
        token: response.resetPasswordToken ?? '',
        strategies,
        ...(response.rotationPeriod === undefined
          ? {}
          : { rotationPeriod: response.rotationPeriod }),
      },
    }))
    return
  }
  await establishSession(get, set, response)
  if (needsPasswordStep(response)) {
    set(loginStateAtom, (s) => ({
      ...s,
      step: 'passwordRotationNotification',
      loading: false,
      error: null,
      mfa: undefined,
      passwordRisk: {
        reason: 'notice',
        userId,
        token: '',
        expiresIn: response.passwordExpiresIn ?? 0,
        strategies,
      },
    }))
    return
  }
  await toNextStep(get, set, userId, strategies)
}

const fail = (set: Setter, error: unknown) =>
  set(loginStateAtom, (s) => ({
    ...s,
    loading: false,
    error: { code: 'request', cause: toApiError(error) },
  }))

/**
 * Saves the new password: a stopped sign-in sets it with its renewal token (which signs in),
 * the notice's signed-in user with the current password. True once saved.
 */
export const savePasswordRiskAtom = atom(
  null,
  async (get, set, input: { password: string; currentPassword?: string }): Promise<boolean> => {
    const risk = get(loginStateAtom).passwordRisk
    if (!risk) return false
    set(loginStateAtom, (s) => ({ ...s, loading: true, error: null }))
    const client = get(apiClientAtom)
    try {
      if (risk.reason === 'notice') {
        await changePassword(client, {
          password: input.currentPassword ?? '',
          newPassword: input.password,
        })
      } else {
        const response = await renewPassword(client, {
          userId: risk.userId,
          token: risk.token,
          password: input.password,
        })
        await establishSession(get, set, response)
      }
      set(loginStateAtom, (s) => ({
        ...s,
        step: risk.reason === 'breached' ? 'breachedPasswordSuccess' : s.step,
        loading: false,
        error: null,
        passwordRisk: { ...risk, token: '', done: true },
      }))
      return true
    } catch (error) {
      fail(set, error)
      return false
    }
  },
)

/** Continue (after the confirmation, or "later" on the notice): the passkey prompt or success. */
export const continueAfterPasswordRiskAtom = atom(null, async (get, set): Promise<void> => {
  const risk = get(loginStateAtom).passwordRisk
  set(loginStateAtom, (s) => ({ ...s, loading: true }))
  await toNextStep(get, set, risk?.userId ?? '', risk?.strategies ?? null)
})
