import { MFA_PATHS } from '../api/mfa'
import { MFA_SMS_PATHS } from '../api/mfa-sms'
import { STEP_UP_PATHS } from '../api/step-up'
import { WIRE_ERROR_CODES } from '../wire'
import { FACTOR_REMOVAL_MAX_AGE, MFA_ACR as MFA_ACR_CLAIM } from '../wire/step-up'
import { fail, field, ok } from './http'
import {
  completeChallenge,
  digits,
  peekChallenge,
  takeChallengeTry,
  wrongCode,
} from './mfa-challenge'
import { demoCode, demoMfa, demoRecoveryCode, openDemoChallenge } from './mfa-store'
import { showDemoMessage } from './notices'
import { demoReverification } from './reverification'
import { demoSessionEmail, signInDemo } from './state'
import type { DemoModule } from './app'

/** A number as the server would keep it (E.164), or null. */
const e164 = (value: unknown) => {
  const typed = typeof value === 'string' ? value.replace(/[\s().-]/g, '') : ''
  return /^\+[1-9]\d{6,14}$/.test(typed) ? typed : null
}

/**
 * The SMS second factor and step-up in demo mode: each texted code is shown as a demo notice.
 * `mfa-sms…` addresses sign in with a number already enrolled; the privacy page adds and removes
 * numbers (removal needs a step-up within five minutes, as on the server); `step-up/generate`
 * answers a challenge for the user's factors, a fresh token while the last one is recent enough,
 * or 'MFA is not enrolled'.
 */
export const mfaSms: DemoModule = (app) => {
  const { route, signedIn, state } = app
  const store = demoMfa(state)
  const me = () => (demoSessionEmail(state) ?? '').toLowerCase()
  let pending: { phoneNumber: string; code: string; otcToken: string } | null = null

  /** Texts a new code: a notice shows it; answers the wire's `{otcToken, phoneNumber}`. */
  const text = (phoneNumber: string, remember: (code: string, otcToken: string) => void) => {
    const code = demoCode()
    const otcToken = crypto.randomUUID()
    remember(code, otcToken)
    showDemoMessage({ channel: 'sms', to: phoneNumber, subject: 'Your verification code', code })
    return ok({ otcToken, phoneNumber })
  }
  const enrolPhone = (email: string, phoneNumber: string) => {
    const phones = store.phones.get(email) ?? []
    store.phones.set(email, [...phones, { id: crypto.randomUUID(), phoneNumber }])
    store.phones.save()
    const first = phones.length === 0 && !store.apps.has(email)
    return first ? { recoveryCode: demoRecoveryCode() } : {}
  }

  // The enrolment paths first: `enroll` also fits `:deviceId`.
  route('POST', MFA_SMS_PATHS.enrolForLogin, ({ body, now }) => {
    const { refused, challenge } = peekChallenge(state, field(body, 'mfaToken'), now)
    if (refused) return refused
    if (challenge.enrolled)
      return fail(400, 'A second factor is already enrolled: give it to sign in')
    const phoneNumber = e164(field(body, 'phoneNumber'))
    if (!phoneNumber) return fail(400, 'phoneNumber must be a valid phone number')
    return text(phoneNumber, (code, otcToken) => {
      Object.assign(challenge, { code, otcToken, phone: { id: '', phoneNumber } })
    })
  })
  route('POST', MFA_SMS_PATHS.enrolForLoginVerify, ({ body, now }) => {
    const { refused, challenge, token } = takeChallengeTry(state, field(body, 'mfaToken'), now)
    if (refused) return refused
    const right = digits(field(body, 'code')) === challenge.code && challenge.phone
    if (!right || field(body, 'otcToken') !== challenge.otcToken) return wrongCode()
    const email = challenge.email.toLowerCase()
    const extra = enrolPhone(email, challenge.phone?.phoneNumber ?? '')
    return completeChallenge(state, token, now, 'sms', extra)
  })
  route('POST', MFA_PATHS.smsCode, ({ body, now, params }) => {
    const { refused, challenge } = peekChallenge(state, field(body, 'mfaToken'), now)
    if (refused) return refused
    const phones = store.phones.get(challenge.email.toLowerCase()) ?? []
    const phone = phones.find((p) => p.id === params.deviceId)
    if (!phone) return fail(404, 'No such SMS second factor')
    return text(phone.phoneNumber, (code, otcToken) => {
      Object.assign(challenge, { code, otcToken, phone })
    })
  })
  route('POST', MFA_PATHS.smsCodeVerify, ({ body, now, params }) => {
    const { refused, challenge, token } = takeChallengeTry(state, field(body, 'mfaToken'), now)
    if (refused) return refused
    const right = digits(field(body, 'code')) === challenge.code
    const bound =
      challenge.phone?.id === params.deviceId && field(body, 'otcToken') === challenge.otcToken
    return right && bound ? completeChallenge(state, token, now, 'sms') : wrongCode()
  })

  route(
    'POST',
    MFA_SMS_PATHS.enrol,
    signedIn(({ body, now }) => {
      const stale = demoReverification(state, now)
      if (stale) return stale
      const phoneNumber = e164(field(body, 'phoneNumber'))
      if (!phoneNumber) return fail(400, 'phoneNumber must be a valid phone number')
      if ((store.phones.get(me()) ?? []).some((p) => p.phoneNumber === phoneNumber)) {
        return fail(409, 'This phone number is already a second factor')
      }
      return text(phoneNumber, (code, otcToken) => (pending = { phoneNumber, code, otcToken }))
    }),
  )
  route(
    'POST',
    MFA_SMS_PATHS.enrolVerify,
    signedIn(({ body }) => {
      const right = pending && digits(field(body, 'code')) === pending.code
      if (!pending || !right || field(body, 'otcToken') !== pending.otcToken) {
        return fail(
          400,
          'The code is incorrect or has expired',
          WIRE_ERROR_CODES.invalidCredentials,
        )
      }
      const extra = enrolPhone(me(), pending.phoneNumber)
      pending = null
      return ok(extra)
    }),
  )
  route(
    'POST',
    MFA_SMS_PATHS.disable,
    signedIn(({ params, now }) => {
      const phones = store.phones.get(me()) ?? []
      if (!phones.some((p) => p.id === params.deviceId))
        return fail(404, 'No such SMS second factor')
      const at = store.steppedUp.get(me())
      const recent = at !== undefined && now - at <= FACTOR_REMOVAL_MAX_AGE * 1000
      if (!recent) {
        return fail(
          403,
          'Confirm it is you with your second factor first',
          WIRE_ERROR_CODES.stepUpRequired,
        )
      }
      store.phones.set(
        me(),
        phones.filter((p) => p.id !== params.deviceId),
      )
      store.phones.save()
      return ok({})
    }),
  )

  route(
    'POST',
    STEP_UP_PATHS.generate,
    signedIn(({ body, now }) => {
      const maxAge = field(body, 'maxAge')
      const wellFormed = typeof maxAge === 'number' && Number.isInteger(maxAge) && maxAge >= 0
      if (maxAge !== undefined && !wellFormed)
        return fail(400, 'maxAge must be a number of seconds')
      const at = store.steppedUp.get(me())
      const within = typeof maxAge !== 'number' || (at !== undefined && now - at <= maxAge * 1000)
      if (at !== undefined && within) {
        const claims = {
          acr: MFA_ACR_CLAIM,
          amr: ['pwd', 'mfa', 'otp'],
          auth_time: Math.floor(at / 1000),
        }
        return ok(signInDemo(state, me(), now, claims, false))
      }
      const challenge = openDemoChallenge(state, me(), now, true)
      if (!challenge.mfaEnrolled) {
        store.challenges.delete(challenge.mfaToken)
        return fail(400, 'MFA is not enrolled', WIRE_ERROR_CODES.mfaNotEnrolled)
      }
      const { mfaToken, mfaEnrolled, mfaDevices, mfaStrategies } = challenge
      return ok({ mfaToken, mfaEnrolled, mfaDevices, mfaStrategies })
    }),
  )
}
