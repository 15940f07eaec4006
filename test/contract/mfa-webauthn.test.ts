import { describe } from 'vitest'
import { MFA_PATHS } from '../../src/api/mfa'
import { MFA_WEBAUTHN_PATHS } from '../../src/api/mfa-webauthn'
import { contract, signIn, startTargets, wireFailure } from './contract'

startTargets()

const unknownId = '00000000-0000-4000-8000-000000000000'
const withId = (path: string) => path.replace(':deviceId', unknownId)
const noSignIn = 'A'.repeat(43)

describe('WebAuthn second factor: demo and server agree', () => {
  contract('a new account lists no security keys among its factors', async (target) => {
    const token = await signIn(target)
    const devices = await target.request(MFA_PATHS.devices, { token })
    return [devices.status, (devices.body as { webauthn?: unknown }).webauthn]
  })

  contract('removing a key the account does not have is a 404', async (target) => {
    const token = await signIn(target)
    const options = await target.request(withId(MFA_WEBAUTHN_PATHS.disable), { token, body: {} })
    const removal = await target.request(withId(MFA_WEBAUTHN_PATHS.disableVerify), {
      token,
      body: {},
    })
    return [wireFailure(target, options, 404), wireFailure(target, removal, 404)]
  })

  contract('a key ceremony for a sign-in that does not exist is a 400', async (target) => {
    const options = await target.request(withId(MFA_WEBAUTHN_PATHS.options), {
      body: { mfaToken: noSignIn },
    })
    const verify = await target.request(withId(MFA_WEBAUTHN_PATHS.verify), {
      body: {
        mfaToken: noSignIn,
        webauthnToken: noSignIn,
        options: {
          id: 'AQID',
          response: { clientDataJSON: 'AA', authenticatorData: 'AA', signature: 'AA' },
        },
      },
    })
    const enrol = await target.request(MFA_WEBAUTHN_PATHS.enrolForLogin, {
      body: { mfaToken: noSignIn },
    })
    return [
      wireFailure(target, options, 400),
      wireFailure(target, verify, 400),
      wireFailure(target, enrol, 400),
    ]
  })
})
