import { PASSKEYS_PATHS } from '../api/passkeys-paths'
import { fail, field, ok } from './http'
import { base64url, demoChallenges, demoPasskeyStore, demoRpId } from './passkeys-store'
import { demoReverification } from './reverification'
import { demoSessionEmail } from './state'
import type { DemoModule } from './app'
import type { DemoPasskey } from './passkeys-store'

const toDevice = ({ id, deviceType, createdAt, name, lastUsedAt, backedUp }: DemoPasskey) => ({
  id,
  deviceType,
  createdAt,
  name,
  lastUsedAt,
  backedUp,
})

/**
 * The signed-in user's passkeys in demo mode (the box's prompt after sign-in, the privacy page):
 * creation options with a single-use challenge, the created passkey kept in memory, the list, a
 * deletion. As on the server, creating and deleting one needs a recent sign-in (reverification).
 */
export const passkeysManagement: DemoModule = ({ state, route, signedIn }) => {
  const store = () => demoPasskeyStore(state)
  const challenges = demoChallenges(state)
  const mine = () => store().passkeys.filter((item) => item.email === demoSessionEmail(state))

  route(
    'POST',
    PASSKEYS_PATHS.devices,
    signedIn(({ now }) => {
      const stale = demoReverification(state, now)
      if (stale) return stale
      const email = demoSessionEmail(state) ?? ''
      return ok({
        rp: { name: 'Foyer demo', id: demoRpId() },
        user: { id: base64url(new TextEncoder().encode(email)), name: email, displayName: email },
        challenge: challenges.issue('register', now),
        // The server's (@simplewebauthn's) algorithms: Ed25519, ES256, RS256.
        pubKeyCredParams: [-8, -7, -257].map((alg) => ({ type: 'public-key', alg })),
        timeout: challenges.timeout,
        excludeCredentials: mine().map((item) => ({ type: 'public-key', id: item.credentialId })),
        authenticatorSelection: { residentKey: 'preferred', userVerification: 'preferred' },
        attestation: 'none',
      })
    }),
  )
  route(
    'POST',
    PASSKEYS_PATHS.verify,
    signedIn(({ body, now }) => {
      const response = field(body, 'response')
      if (!challenges.spend(field(response, 'clientDataJSON'), 'register', now)) {
        return fail(400, 'The passkey could not be verified. Please try again')
      }
      const credentialId = String(field(body, 'id') ?? '')
      if (store().passkeys.some((item) => item.credentialId === credentialId)) {
        return fail(409, 'This passkey is registered already')
      }
      const id = crypto.randomUUID()
      store().passkeys.push({
        id,
        credentialId,
        email: demoSessionEmail(state) ?? '',
        deviceType: field(body, 'deviceType') === 'Platform' ? 'Platform' : 'CrossPlatform',
        createdAt: new Date(now).toISOString(),
        name: '',
        lastUsedAt: null,
        backedUp: false,
      })
      return ok({ id })
    }),
  )
  route(
    'GET',
    PASSKEYS_PATHS.devices,
    signedIn(() => ok({ devices: mine().map(toDevice) })),
  )
  route(
    'DELETE',
    PASSKEYS_PATHS.device,
    signedIn(({ params, now }) => {
      const stale = demoReverification(state, now)
      if (stale) return stale
      const before = store().passkeys.length
      const email = demoSessionEmail(state)
      store().passkeys = store().passkeys.filter(
        (item) => !(item.id === params.id && item.email === email),
      )
      return store().passkeys.length < before ? ok({}) : fail(404, 'No such passkey')
    }),
  )
}
