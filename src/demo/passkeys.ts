import { PASSKEYS_PATHS } from '../api/passkeys-paths'
import { WIRE_ERROR_CODES } from '../wire'
import { captchaRoute } from './captcha'
import { fail, field, ok } from './http'
import { demoChallenges, demoPasskeyStore, demoRpId } from './passkeys-store'
import { signInDemo } from './state'
import type { DemoModule } from './app'

/**
 * Whether the page asks the demo to offer passkeys (`?demo&demo-passkeys`): the Passkeys strategy
 * active and the show-passkeys-new flag on, so visitors can try the button, the autofill and the
 * prompt after sign-in with their own browser's passkeys.
 */
export const demoPasskeysAsked = (): boolean =>
  new URLSearchParams(globalThis.location?.search ?? '').has('demo-passkeys')

/**
 * Sign-in with a passkey in demo mode, with the browser's real WebAuthn ceremony: options with a
 * single-use challenge, then a sign-in with one of the demo's passkeys. The demo checks the
 * challenge but no signature (it has no keys to check against: the server does that). Creating,
 * listing and deleting them: `passkeys-management.ts`, with the portal's modules.
 */
export const passkeys: DemoModule = ({ state, route }) => {
  const challenges = demoChallenges(state)
  captchaRoute(route)('POST', PASSKEYS_PATHS.preLogin, ({ now }) =>
    ok({
      challenge: challenges.issue('login', now),
      rpId: demoRpId(),
      allowCredentials: [],
      timeout: challenges.timeout,
      userVerification: 'preferred',
    }),
  )
  route('POST', PASSKEYS_PATHS.postLogin, ({ body, now }) => {
    const fresh = challenges.spend(field(field(body, 'response'), 'clientDataJSON'), 'login', now)
    const passkey = demoPasskeyStore(state).passkeys.find(
      (item) => item.credentialId === field(body, 'id'),
    )
    if (!fresh || !passkey) {
      return fail(401, 'This passkey could not sign you in', WIRE_ERROR_CODES.invalidCredentials)
    }
    passkey.lastUsedAt = new Date(now).toISOString()
    return ok(signInDemo(state, passkey.email, now))
  })
}
