import { AuthStrategyEnum, createApiClient, FronteggApiError } from '@frontegg/rest-api'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { addUser, createTestServer } from '../helpers'
import { codeOf, configure, newestMessage, tokenOf } from '../passwordless/support'
import { serveForRestApi } from './rest-api-peer'
import type { TestServer } from '../helpers'

/**
 * Passwordless sign-in (rows 60-61) through the real @frontegg/rest-api 7.x client over HTTP,
 * with a fetch that keeps cookies like a browser (the code's binding cookie and the refresh one).
 */
let server: TestServer
let peer: Awaited<ReturnType<typeof serveForRestApi>>
const email = 'client@example.com'
const jar = new Map<string, string>()
const realFetch = globalThis.fetch

const cookieFetch: typeof fetch = async (input, init) => {
  const headers = new Headers(init?.headers)
  const cookie = [...jar].map(([name, value]) => `${name}=${value}`).join('; ')
  if (cookie && init?.credentials === 'include') headers.set('cookie', cookie)
  const response = await realFetch(input, { ...init, headers })
  for (const line of response.headers.getSetCookie()) {
    const [pair = '', ...attributes] = line.split(';')
    const [name = '', ...rest] = pair.split('=')
    const value = rest.join('=')
    const expired = attributes.some((attribute) => /max-age=0/i.test(attribute.trim()))
    if (expired || value === '') jar.delete(name.trim())
    else jar.set(name.trim(), value)
  }
  return response
}

const client = createApiClient('passwordless')

beforeAll(async () => {
  server = await createTestServer()
  await addUser(server, { email })
  peer = await serveForRestApi(server, 'passwordless', cookieFetch)
})

afterAll(async () => {
  await peer.close()
  await server.close()
})

describe('@frontegg/rest-api passwordless sign-in against the Foyer server', () => {
  it('magic link: passwordlessPreLogin, then passwordlessPostLogin with the mailed token', async () => {
    await configure(server, { authStrategy: 'MagicLink' })
    await client.auth.passwordlessPreLogin({ type: AuthStrategyEnum.MagicLink, email })
    const token = tokenOf((await newestMessage(server, email)).text)
    const response = await client.auth.passwordlessPostLogin({
      type: AuthStrategyEnum.MagicLink,
      token,
    })
    expect(response).toMatchObject({ email, mfaRequired: false })
    expect(jar.has('foyer_refresh')).toBe(true)
  })

  it('emailed code: UsernameAndCode maps to code, and {token} alone signs in (binding cookie)', async () => {
    await configure(server, { authStrategy: 'Code' })
    await client.auth.passwordlessPreLogin({ type: AuthStrategyEnum.UsernameAndCode, email })
    expect(jar.has('foyer_passwordless')).toBe(true)
    const code = codeOf((await newestMessage(server, email)).text)
    const result = await client.auth.passwordlessPostLoginV2({
      type: AuthStrategyEnum.Code,
      token: code,
    })
    expect(result.user.email).toBe(email)
    expect(jar.has('foyer_passwordless')).toBe(false)
  })

  it("surfaces a malformed token as FronteggApiError 'Invalid token specified'", async () => {
    const error: unknown = await client.auth
      .passwordlessPostLogin({ type: AuthStrategyEnum.SmsCode, token: 'abc' })
      .catch((caught: unknown) => caught)
    expect(error).toBeInstanceOf(FronteggApiError)
    expect((error as FronteggApiError).message).toBe('Invalid token specified')
    expect((error as FronteggApiError).statusCode).toBe(400)
  })
})
