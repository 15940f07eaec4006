import { writeVendorConfiguration } from '../../../server/src/configuration/vendor-configuration'
import { addUser, call, login } from '../helpers'
import { softAuthenticator } from '../passkeys/authenticator'
import type { TestServer } from '../helpers'
import type { SoftAuthenticator } from '../passkeys/authenticator'

/** Paths of the WebAuthn factor: the signed-in user's (rows 39-42) and a sign-in's (56-59). */
export const MINE = '/identity/resources/users/v1/mfa/webauthn'
export const LOGIN = '/identity/resources/auth/v1/user/mfa/webauthn'

/** Turns the WebAuthn factors on (and the authenticator app), with the given MFA policy. */
export const allowKeys = (server: TestServer, enforceMFAType: 'DontForce' | 'Force') =>
  server.db.transaction().execute(async (trx) => {
    const mfaStrategies = {
      AuthenticatorApp: true,
      EmailCode: false,
      SMS: false,
      WebAuthnPlatform: true,
      WebAuthnCrossPlatform: true,
    }
    const mfaPolicy = { enforceMFAType, allowRememberMe: true, mfaDeviceExpiration: 3600 }
    await writeVendorConfiguration(trx, { mfaStrategies, mfaPolicy }, server.clock.now())
  })

/** A ceremony's answer from the server: the webauthnToken and the options for the browser. */
export interface Ceremony {
  webauthnToken: string
  options: { challenge: string; rp: { id?: string }; allowCredentials?: { id: string }[] }
}

/** POSTs and reads the JSON answer with its status. */
export const post = async (server: TestServer, path: string, body?: unknown, token?: string) => {
  const response = await call(server, path, {
    method: 'POST',
    ...(body === undefined ? {} : { body }),
    ...(token ? { token } : {}),
  })
  return { status: response.status, body: (await response.json()) as Record<string, unknown> }
}

/** Enrols a soft security key for a signed-in user (their access token) through rows 39-40. */
export const enrolKey = async (
  server: TestServer,
  token: string,
  key: SoftAuthenticator = softAuthenticator(),
) => {
  const started = await post(server, `${MINE}/enroll`, undefined, token)
  if (started.status !== 200) return { token, key, started, enrolled: started, deviceId: '' }
  const ceremony = started.body as unknown as Ceremony
  const answer = key.create(ceremony.options)
  const enrolled = await post(
    server,
    `${MINE}/enroll/verify`,
    { deviceType: 'CrossPlatform', webauthnToken: ceremony.webauthnToken, options: answer },
    token,
  )
  const devices = await call(server, '/identity/resources/users/v1/mfa/devices', { token })
  const { webauthn } = (await devices.json()) as { webauthn: { id: string }[] }
  return { token, key, started, enrolled, deviceId: webauthn.at(-1)?.id ?? '' }
}

/** A new user with a password, signed in: their access token. */
export const newUser = async (server: TestServer, email: string, password: string) => {
  await addUser(server, { email, password })
  return (await login(server, email, password)).token
}

/**
 * Steps up a signed-in session with its enrolled key (reverification: a user with a second factor
 * gives it again before adding another): answers the stepped-up access token.
 */
export const stepUpWithKey = async (
  server: TestServer,
  token: string,
  deviceId: string,
  key: SoftAuthenticator,
) => {
  const generated = await post(
    server,
    '/identity/resources/auth/v1/user/step-up/generate',
    {},
    token,
  )
  const mfaToken = generated.body.mfaToken as string
  const base = `/identity/resources/auth/v1/user/mfa/webauthn/${deviceId}`
  const options = (await post(server, base, { mfaToken })).body as unknown as Ceremony
  const stepped = await post(server, `${base}/verify`, {
    mfaToken,
    webauthnToken: options.webauthnToken,
    options: key.get(options.options),
  })
  return stepped.body.accessToken as string
}
