import { AuthStrategyEnum, createApiClient, FronteggApiError } from '@frontegg/rest-api'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestServer } from '../helpers'
import { codeOf, newestMessage } from '../passwordless/support'
import { activationMail, configure, signUpBody } from '../sign-up/support'
import { serveForRestApi } from './rest-api-peer'
import type { TestServer } from '../helpers'

/**
 * Sign-up and activation (wire rows 11-14, 73-74) through the real @frontegg/rest-api 7.x client
 * over HTTP, with the browser globals it reads and a fetch that keeps cookies as a browser would.
 */
let server: TestServer
let peer: Awaited<ReturnType<typeof serveForRestApi>>
const jar = new Map<string, string>()
const realFetch = globalThis.fetch

const cookieFetch: typeof fetch = async (input, init) => {
  const headers = new Headers(init?.headers)
  const cookie = [...jar].map(([name, value]) => `${name}=${value}`).join('; ')
  if (cookie && init?.credentials === 'include') headers.set('cookie', cookie)
  const response = await realFetch(input, { ...init, headers })
  for (const line of response.headers.getSetCookie()) {
    const [pair = ''] = line.split(';')
    const [name = '', ...rest] = pair.split('=')
    jar.set(name.trim(), rest.join('='))
  }
  return response
}

const client = createApiClient('sign-up-contract')

beforeAll(async () => {
  server = await createTestServer({ FOYER_LIMIT_SEND_IP: 'off' })
  await configure(server, { allowSignups: true })
  peer = await serveForRestApi(server, 'sign-up-contract', cookieFetch)
})

afterAll(async () => {
  await peer.close()
  await server.close()
})

describe('@frontegg/rest-api 7.x: sign-up and activation', () => {
  it('signUpUser waits for activation; the strategy and activateAccountV2 sign in', async () => {
    const body = signUpBody()
    const signedUp = await client.auth.signUpUser(body)
    expect(signedUp).toMatchObject({ shouldActivate: true, userId: expect.any(String) })
    const mail = await activationMail(server, body.email)
    const strategy = await client.auth.getActivateAccountStrategy({
      userId: mail.userId,
      token: mail.token,
    })
    expect(strategy).toEqual({ shouldSetPassword: false })
    const activated = await client.auth.activateAccountV2({
      userId: mail.userId,
      token: mail.token,
    })
    expect(activated.user.email).toBe(body.email)
    expect(activated.user.verified).toBe(true)
    expect(activated.activeTenant?.tenantId).toBe(signedUp.tenantId)
    expect(jar.has('foyer_refresh')).toBe(true)
  })

  it('activateAccountWithOTC takes the mailed code with the activation token', async () => {
    const body = signUpBody()
    await client.auth.signUpUser(body)
    // The client keeps activationToken only in some versions: the code's id is the same token.
    const { userId, code } = await activationMail(server, body.email)
    const secret = await server.db
      .selectFrom('one_time_secrets')
      .select('id')
      .where('user_id', '=', userId)
      .where('purpose', '=', 'activation-code')
      .executeTakeFirstOrThrow()
    const result = await client.auth.activateAccountWithOTC({ userId, token: secret.id, code })
    expect(result.user.email).toBe(body.email)
  })

  it('signUpUser without activation runs the login flow', async () => {
    await configure(server, { activationRequired: false })
    const body = signUpBody({ companyName: 'Direct Co' })
    const signedUp = await client.auth.signUpUser(body)
    expect(signedUp.shouldActivate).toBe(false)
    expect(signedUp.user?.email).toBe(body.email)
    expect(signedUp.activeTenant?.name).toBe('Direct Co')
    await configure(server, { activationRequired: true })
  })

  it('resendActivationEmail resolves for anyone; refusals are FronteggApiError', async () => {
    await client.auth.resendActivationEmail({ email: 'nobody@example.com' })
    const error: unknown = await client.auth
      .activateAccountV2({ userId: 'x', token: 'malformed' })
      .catch((caught: unknown) => caught)
    expect(error).toBeInstanceOf(FronteggApiError)
    expect((error as FronteggApiError).message).toBe('Invalid token specified')
    const phone: unknown = await client.auth
      .signUpUserWithPhoneNumber(signUpBody({ phoneNumber: '+14155550123' }))
      .catch((caught: unknown) => caught)
    expect((phone as FronteggApiError).message).toBe('Sign-up with a phone number is not enabled')
  })

  it('signUpUserWithPhoneNumber without an email, then the texted code signs in (email null)', async () => {
    await configure(server, {
      signUpStrategies: {
        email: { enabled: true, required: false },
        phoneNumber: { enabled: true, required: true },
      },
    })
    const signedUp = await client.auth.signUpUserWithPhoneNumber({
      companyName: 'Texters Ltd',
      phoneNumber: '+1 415 555 0177',
    })
    expect(signedUp).toMatchObject({ shouldActivate: false, userId: expect.any(String) })
    const code = codeOf((await newestMessage(server, '+14155550177')).text)
    // The box names the number the code went to; the client passes extra body keys through.
    const postLogin: Parameters<typeof client.auth.passwordlessPostLogin>[0] & {
      phoneNumber: string
    } = { type: AuthStrategyEnum.SmsCode, token: code, phoneNumber: '+14155550177' }
    const signedIn = await client.auth.passwordlessPostLogin(postLogin)
    expect(signedIn).toMatchObject({ email: null, id: signedUp.userId, mfaRequired: false })
  })
})
