import { atom } from 'jotai/vanilla'
import { toApiError } from '../api/errors'
import { getSignUpStrategies, signUp, signUpByPhone, signUpByUsername } from '../api/sign-up'
import { captchaToken } from './captcha-token'
import { apiClientAtom } from './config'
import { INITIAL_LOGIN, loginStateAtom } from './login-state'
import { establishSession } from './session'
import type { ApiError } from '../api/errors'
import type { SignUpInput, SignUpStrategy } from '../api/sign-up'

/** The sign-up stages of the spec (doc 000 §2.2). */
export type SignUpStage = 'SignUp' | 'SignUpSuccess' | 'VerifyPhone'

/** Where the sign-up flow is. */
export interface SignUpState {
  stage: SignUpStage
  email: string
  name: string
  phoneNumber: string
  /** The account waits for activation from its mail (SignUpSuccess says so). */
  shouldActivate: boolean
}

/** The flow before anything was sent. */
export const INITIAL_SIGN_UP: SignUpState = {
  stage: 'SignUp',
  email: '',
  name: '',
  phoneNumber: '',
  shouldActivate: false,
}

/** Writable sign-up state. */
export const signUpStateAtom = atom<SignUpState>(INITIAL_SIGN_UP)

/** Which identifiers the sign-up form asks for. */
export interface SignUpFields {
  /** Show the email field (the email strategy is active). */
  email: boolean
  /**
   * The email strategy requires an email. When it does not, a visitor may leave it empty and give
   * a phone number only: the account signs in with texted codes and takes no password.
   */
  emailRequired: boolean
  /** Show the phone number field. */
  phone: boolean
  /** The phone strategy is enabled and required: a number is needed and the sign-up is by phone. */
  phoneRequired: boolean
  /** Show the username field (the username strategy is active; sign-in by either then). */
  username: boolean
  /** The username strategy requires a username. */
  usernameRequired: boolean
}

/** The defaults of the vendor configuration: email enabled and required, phone off. */
export const DEFAULT_SIGN_UP_FIELDS: SignUpFields = {
  email: true,
  emailRequired: true,
  phone: false,
  phoneRequired: false,
  username: false,
  usernameRequired: false,
}

const fieldsOf = (strategies: SignUpStrategy[]): SignUpFields => {
  const phone = strategies.find((strategy) => strategy.strategy === 'phoneNumber')
  const email = strategies.find((strategy) => strategy.strategy === 'email')
  const username = strategies.find((strategy) => strategy.strategy === 'username')
  const phoneActive = phone?.isActive ?? false
  // Without a phone field, nothing but an email could name the account.
  const emailActive = (email?.isActive ?? true) || !phoneActive
  return {
    email: emailActive,
    emailRequired: !phoneActive || (emailActive && (email?.isRequired ?? true)),
    phone: phoneActive,
    phoneRequired: phoneActive && (phone?.isRequired ?? false),
    username: username?.isActive ?? false,
    usernameRequired: (username?.isActive ?? false) && username?.isRequired === true,
  }
}

/** The sign-up strategies, loaded once per store; a failure keeps the defaults (spec doc 001 §7). */
export const signUpFieldsAtom = atom(async (get): Promise<SignUpFields> => {
  try {
    const strategies = await getSignUpStrategies(get(apiClientAtom))
    return Array.isArray(strategies) ? fieldsOf(strategies) : DEFAULT_SIGN_UP_FIELDS
  } catch {
    return DEFAULT_SIGN_UP_FIELDS
  }
})

/** What the screen does after a sign-up the server accepted. */
export type SignUpOutcome =
  | { kind: 'done'; userId: string; tenantId: string; shouldActivate: boolean }
  | {
      kind: 'activateWithCode'
      userId: string
      tenantId: string
      token: string
    }
  | { kind: 'smsCode'; userId: string; tenantId: string; shouldActivate: boolean }
  /** The MFA policy asks the new user for a second factor first: the login box's MFA step. */
  | { kind: 'mfa'; userId: string; tenantId: string; shouldActivate: boolean }
  | { kind: 'failed'; error: ApiError }

/**
 * Signs a visitor up (spec doc 000 §4.6): by phone when the phone strategy is enabled and
 * required and a number is given (the server texts a code; the sign-in continues at
 * loginWithSmsOtc), otherwise by email. Without activation the answer signs them in and the
 * stage is SignUpSuccess; with activation and a token, the screen goes to the code route; else
 * SignUpSuccess tells them to check their mail. A failure leaves no session.
 */
export const signUpAtom = atom(
  null,
  async (get, set, input: SignUpInput & { byPhone: boolean }): Promise<SignUpOutcome> => {
    const { byPhone, ...body } = input
    // With a username, the username route (the vendor's username strategy).
    const byEmail = body.username ? signUpByUsername : signUp
    const client = get(apiClientAtom)
    try {
      // With the captcha policy on, the sign-up carries a solved captcha.
      const solved = { ...body, recaptchaToken: await captchaToken(get) }
      const answer = await (byPhone ? signUpByPhone(client, solved) : byEmail(client, solved))
      const base = { userId: answer.userId, tenantId: answer.tenantId }
      set(signUpStateAtom, {
        stage: byPhone ? 'VerifyPhone' : 'SignUpSuccess',
        email: body.email ?? '',
        name: body.name ?? '',
        phoneNumber: body.phoneNumber ?? '',
        shouldActivate: answer.shouldActivate,
      })
      if (byPhone) {
        set(loginStateAtom, {
          ...INITIAL_LOGIN,
          email: body.email ?? '',
          step: 'loginWithSmsOtc',
          phoneNumber: body.phoneNumber ?? '',
        })
        return { kind: 'smsCode', ...base, shouldActivate: answer.shouldActivate }
      }
      if (answer.shouldActivate && answer.activationToken) {
        return { kind: 'activateWithCode', ...base, token: answer.activationToken }
      }
      const authResponse = answer.authResponse
      if (authResponse?.mfaRequired) {
        const { enterMfa } = await import('./mfa-state')
        set(loginStateAtom, (s) => enterMfa(s, authResponse))
        return { kind: 'mfa', ...base, shouldActivate: answer.shouldActivate }
      }
      if (authResponse) await establishSession(get, set, authResponse)
      return { kind: 'done', ...base, shouldActivate: answer.shouldActivate }
    } catch (error) {
      set(signUpStateAtom, INITIAL_SIGN_UP)
      return { kind: 'failed', error: toApiError(error) }
    }
  },
)

/** Back to an empty sign-up form. */
export const resetSignUpAtom = atom(null, (_get, set): void => {
  set(signUpStateAtom, INITIAL_SIGN_UP)
})
