import { randomUUID } from 'node:crypto'
import { writeVendorConfiguration } from '../../../server/src/configuration/vendor-configuration'
import { addUser, call, login, refreshCookie } from '../helpers'
import type { TestServer, WireErrorBody } from '../helpers'

/** Every second factor on, and email codes off, so a user's factors are only what they enrol. */
export const allowEveryFactor = (server: TestServer) =>
  server.db.transaction().execute(async (trx) => {
    const mfaStrategies = {
      AuthenticatorApp: true,
      EmailCode: false,
      SMS: true,
      WebAuthnPlatform: true,
      WebAuthnCrossPlatform: true,
    }
    await writeVendorConfiguration(trx, { mfaStrategies }, server.clock.now())
  })

/** One sensitive change of one's own account: its request, and what a fresh session gets. */
export interface SensitiveCall {
  name: string
  method: string
  path: string
  body?: unknown
  /** The status of a session that signed in just now (the reverification passed). */
  fresh: number
}

/** Every sensitive route of issue 18's reverification rule. */
export const sensitiveCalls = (): SensitiveCall[] => {
  const unique = randomUUID().slice(0, 8)
  const phone = `+1201555${String(Math.floor(Math.random() * 9000) + 1000)}`
  return [
    {
      name: 'email change',
      method: 'POST',
      path: '/identity/resources/users/v1/email/me',
      body: { email: `new-${unique}@example.com` },
      fresh: 200,
    },
    {
      name: 'phone number',
      method: 'POST',
      path: '/identity/resources/users/phone-numbers/v1',
      body: { phoneNumber: phone },
      fresh: 200,
    },
    {
      name: 'phone number removal',
      method: 'DELETE',
      path: `/identity/resources/users/phone-numbers/v1/${randomUUID()}`,
      fresh: 404,
    },
    {
      name: 'sign-in phone change',
      method: 'POST',
      path: '/identity/resources/users/v1/phone',
      body: { phoneNumber: phone },
      fresh: 200,
    },
    {
      name: 'authenticator app enrolment',
      method: 'POST',
      path: '/identity/resources/users/v1/mfa/authenticator/enroll',
      body: {},
      fresh: 200,
    },
    {
      name: 'SMS factor enrolment',
      method: 'POST',
      path: '/identity/resources/users/v1/mfa/sms/enroll',
      body: { phoneNumber: phone },
      fresh: 200,
    },
    {
      name: 'security key enrolment',
      method: 'POST',
      path: '/identity/resources/users/v1/mfa/webauthn/enroll',
      body: {},
      fresh: 200,
    },
    {
      name: 'passkey registration',
      method: 'POST',
      path: '/identity/resources/users/webauthn/v1/devices',
      body: {},
      fresh: 200,
    },
    {
      name: 'passkey removal',
      method: 'DELETE',
      path: `/identity/resources/users/webauthn/v1/devices/${randomUUID()}`,
      fresh: 404,
    },
    {
      name: 'personal API token',
      method: 'POST',
      path: '/identity/resources/users/api-tokens/v1',
      body: { description: 'reverify', expiresInMinutes: null },
      fresh: 200,
    },
    {
      name: 'access token',
      method: 'POST',
      path: '/identity/resources/users/access-tokens/v1',
      body: { description: 'reverify', expiresInMinutes: null },
      fresh: 200,
    },
  ]
}

/** Sends a sensitive call with `token`; answers the status and the wire error, if any. */
export const send = async (server: TestServer, token: string, sensitive: SensitiveCall) => {
  const response = await call(server, sensitive.path, {
    method: sensitive.method,
    ...(sensitive.body === undefined ? {} : { body: sensitive.body }),
    token,
  })
  const body = (await response.json()) as Partial<WireErrorBody> & {
    context?: { maxAge?: number; factor?: string }
  }
  return { status: response.status, body }
}

/** A new Admin of the test tenant, signed in now (token and refresh cookie). */
export const freshAdmin = async (server: TestServer, email: string, password: string) => {
  await addUser(server, { email, password, roleKeys: ['Admin'] })
  return login(server, email, password)
}

/** The access token a refresh of `cookie` answers now, and the renewed cookie. */
export const refreshed = async (server: TestServer, cookie: string) => {
  const response = await call(server, '/identity/resources/auth/v1/user/token/refresh', {
    body: {},
    headers: { cookie },
  })
  if (response.status !== 200) throw new Error(`Refresh failed with ${response.status}`)
  const body = (await response.json()) as { accessToken: string }
  return { token: body.accessToken, cookie: refreshCookie(response) ?? cookie }
}
