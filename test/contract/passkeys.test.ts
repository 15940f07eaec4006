import { describe } from 'vitest'
import { PASSKEYS_PATHS } from '../../src/api/passkeys'
import { contract, shapeOf, signIn, startTargets, wireFailure } from './contract'
import type { ContractTarget } from './targets'

startTargets()

const unknownId = '00000000-0000-4000-8000-000000000000'

/** base64url of a browser's clientDataJSON naming `challenge`. */
const clientData = (type: string, challenge: string) =>
  Buffer.from(JSON.stringify({ type, challenge, origin: 'http://localhost:5173' })).toString(
    'base64url',
  )

const options = async (target: ContractTarget, path: string, token?: string) => {
  const answer = await target.request(path, { body: {}, ...(token ? { token } : {}) })
  return { status: answer.status, body: answer.body as Record<string, unknown> }
}

describe('passkeys: demo and server agree', () => {
  contract('creation options: a challenge, the RP and the user, the key types', async (target) => {
    const token = await signIn(target)
    const { status, body } = await options(target, PASSKEYS_PATHS.devices, token)
    const { rp, user, challenge, pubKeyCredParams, timeout, excludeCredentials } = shapeOf(body)
    return {
      status,
      shape: { rp, user, challenge, pubKeyCredParams, timeout, excludeCredentials },
      rp: Object.keys(body.rp as object).sort(),
      user: Object.keys(body.user as object).sort(),
      algorithms: (body.pubKeyCredParams as { alg: number }[]).map((item) => item.alg).slice(0, 2),
      challengeLength: String(body.challenge).length,
    }
  })

  contract('sign-in options: a challenge for this site', async (target) => {
    const { status, body } = await options(target, PASSKEYS_PATHS.preLogin)
    const { challenge, rpId, allowCredentials, timeout, userVerification } = shapeOf(body)
    return [status, { challenge, rpId, allowCredentials, timeout, userVerification }]
  })

  contract('a new account has no passkeys; deleting an unknown one is a 404', async (target) => {
    const token = await signIn(target)
    const list = await target.request(PASSKEYS_PATHS.devices, { token })
    const path = PASSKEYS_PATHS.device.replace(':id', unknownId)
    const deleted = await target.request(path, { method: 'DELETE', token })
    return [list.status, list.body, wireFailure(target, deleted, 404)]
  })

  contract('a passkey answering a challenge never handed out is refused', async (target) => {
    const token = await signIn(target)
    const answer = await target.request(PASSKEYS_PATHS.verify, {
      token,
      body: {
        id: 'AQID',
        response: {
          clientDataJSON: clientData('webauthn.create', 'bm90LWhhbmRlZC1vdXQ'),
          attestationObject: 'AA',
        },
      },
    })
    return wireFailure(target, answer, 400)
  })

  contract(
    'signing in with a passkey nobody registered is a 401, once per challenge',
    async (target) => {
      const { body } = await options(target, PASSKEYS_PATHS.preLogin)
      const answer = (challenge: unknown) =>
        target.request(PASSKEYS_PATHS.postLogin, {
          body: {
            id: 'c3RyYW5nZXI',
            response: {
              clientDataJSON: clientData('webauthn.get', String(challenge)),
              authenticatorData: 'AA',
              signature: 'AA',
            },
          },
        })
      return [
        wireFailure(target, await answer(body.challenge), 401),
        wireFailure(target, await answer(body.challenge), 401),
      ]
    },
  )
  contract('without a session the list is a 401', async (target) =>
    wireFailure(target, await target.request(PASSKEYS_PATHS.devices), 401),
  )
})
