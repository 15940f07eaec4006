import { MFA_PATHS } from '../api/mfa'
import { WIRE_ERROR_CODES } from '../wire'
import { fail, field, ok } from './http'
import { completeChallenge, digits, takeChallengeTry, wrongCode } from './mfa-challenge'
import { announceCode, demoCode, demoMfa, demoRecoveryCode } from './mfa-store'
import { demoKeys, demoMfaStrategies, keysOnWire } from './mfa-webauthn-store'
import { showDemoMessage } from './notices'
import { demoReverification } from './reverification'
import { demoSessionEmail } from './state'
import type { DemoApp, DemoModule } from './app'
import type { DemoResponse } from './router'

const REMEMBER_SECONDS = 14 * 86_400

/** A secret for typing by hand, in the server's shape (base32, groups of four). */
const demoSecret = () =>
  demoRecoveryCode()
    .replace(/[^A-Z2-7 -]/g, 'A')
    .replaceAll('-', ' ')

/**
 * The second factor in demo mode: addresses starting with `mfa` have an authenticator app whose
 * current code a demo notice tells; a wrong code counts against 5 tries per sign-in; enrolment
 * (forced by the demo policy, or from the privacy page) shows a real QR code, and the app's first
 * code is told in a notice as well.
 */
export const mfa: DemoModule = (app) => {
  const store = demoMfa(app.state)
  const { route, signedIn } = app

  const challengeOf = (token: unknown, now: number) => takeChallengeTry(app.state, token, now)
  const wrong = wrongCode

  const verify = ({ body, now }: { body: unknown; now: number }): DemoResponse => {
    const { refused, challenge, token } = challengeOf(field(body, 'mfaToken'), now)
    if (refused) return refused
    if (digits(field(body, 'value')) !== challenge.code) return wrong()
    return completeChallenge(app.state, token, now, 'otp')
  }

  route('POST', MFA_PATHS.enrolForLogin, ({ body, now }) => {
    const token = field(body, 'mfaToken')
    const challenge = typeof token === 'string' ? store.challenges.get(token) : undefined
    if (!challenge || challenge.expires <= now)
      return fail(400, 'This sign-in has expired. Sign in again')
    return enrolment(challenge.email, (code) => (challenge.code = code))
  })

  route('POST', MFA_PATHS.enrolForLoginVerify, ({ body, now }) => {
    const { refused, challenge, token } = challengeOf(field(body, 'mfaToken'), now)
    if (refused) return refused
    if (digits(field(body, 'token')) !== challenge.code) return wrong()
    const recoveryCode = enrol(challenge.email)
    return completeChallenge(app.state, token, now, 'otp', { recoveryCode })
  })

  route('POST', MFA_PATHS.emailCode, ({ body, now }) => {
    const token = field(body, 'mfaToken')
    const challenge = typeof token === 'string' ? store.challenges.get(token) : undefined
    if (!challenge || challenge.expires <= now) {
      return fail(400, 'This sign-in has expired. Sign in again')
    }
    challenge.code = demoCode()
    challenge.otcToken = crypto.randomUUID()
    showDemoMessage({
      channel: 'mail',
      to: challenge.email,
      subject: 'Your verification code',
      code: challenge.code,
    })
    return ok({ otcToken: challenge.otcToken })
  })

  route('POST', MFA_PATHS.emailCodeVerify, ({ body, now }) => {
    const { refused, challenge, token } = challengeOf(field(body, 'mfaToken'), now)
    if (refused) return refused
    const right = digits(field(body, 'code')) === challenge.code
    if (!right || field(body, 'otcToken') !== challenge.otcToken) return wrong()
    return completeChallenge(app.state, token, now, 'otp')
  })

  // After the enrolment routes: `authenticator/enroll/verify` also fits `:deviceId/verify`.
  route('POST', MFA_PATHS.verify, verify)
  route('POST', MFA_PATHS.verifyDevice, verify)

  route('POST', MFA_PATHS.recover, ({ body }) => {
    const email = String(field(body, 'email') ?? '').toLowerCase()
    const code = String(field(body, 'recoveryCode') ?? '').toUpperCase()
    const found = store.apps.get(email)
    if (!found || found.recoveryCode !== code.trim())
      return fail(400, 'The recovery code is incorrect')
    store.apps.delete(email)
    store.removed.add(email)
    return ok({})
  })

  route('GET', MFA_PATHS.allowRemember, () =>
    ok({ isAllowedToRemember: true, mfaDeviceExpiration: REMEMBER_SECONDS }),
  )
  route('GET', MFA_PATHS.strategies, () =>
    ok({ strategies: demoMfaStrategies().map((strategy) => ({ strategy, isActive: true })) }),
  )
  manage(app, store)

  /** A QR code for `email` and the code the new app shows, told in a notice. */
  function enrolment(email: string, remember: (code: string) => void): DemoResponse {
    const secret = demoSecret()
    const code = demoCode()
    remember(code)
    announceCode(email, code)
    // No QR encoder in the demo bundle (a CommonJS package would split the CDN entry): the key only.
    return ok({ qrCode: '', secret })
  }

  /** Enrols an app for `email`; the recovery code of its first factor. */
  function enrol(email: string): string {
    const recoveryCode = demoRecoveryCode()
    store.apps.set(email.toLowerCase(), { id: crypto.randomUUID(), code: demoCode(), recoveryCode })
    store.removed.delete(email.toLowerCase())
    return recoveryCode
  }

  /** The signed-in user's own factors (the privacy page). */
  function manage(demo: DemoApp, mfaStore: typeof store) {
    let pending: string | null = null
    const me = () => (demoSessionEmail(demo.state) ?? '').toLowerCase()
    demo.route(
      'GET',
      MFA_PATHS.devices,
      signedIn(() => {
        const found = mfaStore.apps.get(me())
        return ok({
          webauthn: keysOnWire(demoKeys(demo.state, me())),
          phones: mfaStore.phones.get(me()) ?? [],
          authenticators: found ? [{ id: found.id }] : [],
          emails: [],
        })
      }),
    )
    demo.route(
      'POST',
      MFA_PATHS.enrol,
      signedIn(({ now }) => {
        // As the server: a recent sign-in first (reverification).
        const stale = demoReverification(demo.state, now)
        if (stale) return stale
        if (mfaStore.apps.has(me()))
          return fail(409, 'An authenticator app is already enrolled; remove it first')
        return enrolment(me(), (code) => (pending = code))
      }),
    )
    demo.route(
      'POST',
      MFA_PATHS.enrolVerify,
      signedIn(({ body }) => {
        if (pending === null || digits(field(body, 'token')) !== pending) {
          return fail(
            400,
            'The code is incorrect or has expired',
            WIRE_ERROR_CODES.invalidCredentials,
          )
        }
        pending = null
        return ok({ recoveryCode: enrol(me()) })
      }),
    )
    demo.route(
      'POST',
      MFA_PATHS.disableApp,
      signedIn(({ body, params }) => {
        const found = mfaStore.apps.get(me())
        if (!found || found.id !== params.deviceId) return fail(404, 'No such authenticator app')
        const code = digits(field(body, 'token'))
        if (code !== found.code && code !== found.recoveryCode.replaceAll('-', '')) {
          return fail(
            400,
            'The code is incorrect or has expired',
            WIRE_ERROR_CODES.invalidCredentials,
          )
        }
        mfaStore.apps.delete(me())
        mfaStore.removed.add(me())
        return ok({})
      }),
    )
  }
}
