import { atom } from 'jotai/vanilla'
import type { ApiError } from '../api'
import type { MfaChallenge } from './mfa-state'
import type { PasswordRiskState } from './password-risk'

/** Where the login box is in the spec's login steps (doc 000 §2.2). */
export type LoginStep =
  | 'preLogin'
  | 'magicLinkPreLoginSuccess'
  | 'loginWithSmsOtc'
  | 'loginWithQuickSmsOtc'
  | 'loginWithOtc'
  | 'loginWithPassword'
  | 'loginWithTwoFactor'
  | 'redirectToSSO'
  | 'loginWithSSOFailed'
  | 'success'
  | 'forceTwoFactor'
  | 'recoverTwoFactor'
  | 'promptPasskeys'
  | 'breachedPassword'
  | 'breachedPasswordSuccess'
  | 'passwordRotationExpired'
  | 'passwordRotationNotification'
  | 'magicLinkPostLoginSuccess'

/** Why a step of the flow stopped; screens pick the words (atoms hold no copy). */
export type LoginError =
  | { code: 'invalidEmail' }
  | { code: 'passwordRequired' }
  | { code: 'strategyUnsupported'; strategy: string }
  /** The server refused or could not be reached: its status and error code tell which. */
  | { code: 'request'; cause: ApiError }

/** State of the sign-in flow. */
export interface LoginState {
  step: LoginStep
  email: string
  loading: boolean
  /** Why the step stopped, `null` when it did not. */
  error: LoginError | null
  /** The identity provider address while redirecting to SSO. */
  ssoAddress: string | null
  /** The phone number (E.164) of an SMS sign-in (`loginWithSmsOtc`), `''` otherwise. */
  phoneNumber: string
  /** The sign-in waiting for its second factor (MFA steps), absent otherwise. */
  mfa?: MfaChallenge
  /** A password to change after sign-in (breached, expired, expiring soon), absent otherwise. */
  passwordRisk?: PasswordRiskState
}

/** The flow's first step with nothing typed. */
export const INITIAL_LOGIN: LoginState = {
  step: 'preLogin',
  email: '',
  loading: false,
  error: null,
  ssoAddress: null,
  phoneNumber: '',
}

/** Writable login state; only the login and session actions write it. */
export const loginStateAtom = atom<LoginState>(INITIAL_LOGIN)

/** Per-store login plumbing: a sequence number to drop stale answers, the SSO redirect timer. */
export interface LoginRuntime {
  seq: number
  ssoTimer: ReturnType<typeof setTimeout> | undefined
  /** The captcha of the password step (set by its lazy chunk while the policy is on): a token. */
  captcha?: (() => Promise<string | undefined>) | undefined
  /**
   * Whether a first-step value that is not an email is a username (set by the username field's
   * lazy chunk while the vendor signs in by username: `UsernameAnd*`).
   */
  username?: ((value: string) => boolean) | undefined
}

/** Per-store login runtime (created once per store). */
export const loginRuntimeAtom = atom<LoginRuntime>(() => ({ seq: 0, ssoTimer: undefined }))
