import { randomBytes } from 'node:crypto'
import { generate } from 'otplib'
import { call, login, refreshCookie } from '../helpers'
import type { TestServer } from '../helpers'

/** The encryption key of the MFA tests' servers. */
export const mfaEnv = { FOYER_ENCRYPTION_KEY: randomBytes(32).toString('base64') }

/** The code an authenticator app shows for `secret` at the server's clock. */
export const codeFor = (server: TestServer, secret: string) =>
  generate({
    secret: secret.replaceAll(' ', ''),
    epoch: Math.floor(server.clock.now().getTime() / 1000),
  })

/** Moves the server's clock to the next TOTP step, so a fresh code differs from the last. */
export const nextStep = (server: TestServer) => server.clock.advance(30_000)

/** The sign-in answer (status, body, cookies) of email + password. */
export const signIn = async (
  server: TestServer,
  email: string,
  password: string,
  cookie?: string,
) => {
  const response = await call(server, '/identity/resources/auth/v1/user', {
    body: { email, password },
    ...(cookie ? { headers: { cookie } } : {}),
  })
  return {
    status: response.status,
    body: (await response.json()) as Record<string, unknown>,
    refresh: refreshCookie(response),
    cookies: response.headers.getSetCookie().map((line) => line.split(';')[0] ?? ''),
  }
}

/** Enrols an authenticator app for a signed-in user; answers its secret and recovery code. */
export const enrolApp = async (server: TestServer, email: string, password: string) => {
  const { token } = await login(server, email, password)
  const started = await call(server, '/identity/resources/users/v1/mfa/authenticator/enroll', {
    method: 'POST',
    token,
  })
  const { secret, qrCode } = (await started.json()) as { secret: string; qrCode: string }
  const confirmed = await call(
    server,
    '/identity/resources/users/v1/mfa/authenticator/enroll/verify',
    { body: { token: await codeFor(server, secret) }, token },
  )
  const { recoveryCode } = (await confirmed.json()) as { recoveryCode?: string }
  nextStep(server)
  return { secret, qrCode, recoveryCode, token, status: confirmed.status }
}

/** POST to an MFA sign-in route. */
export const mfaCall = (server: TestServer, path: string, body: unknown, cookie?: string) =>
  call(server, `/identity/resources/auth/v1/user/mfa${path}`, {
    body,
    ...(cookie ? { headers: { cookie } } : {}),
  })
