import { SignJWT } from 'jose'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { call, createTestServer, login, vendorEnv, vendorLogin } from '../../helpers'
import type { TestServer, WireErrorBody } from '../../helpers'

const mePath = '/identity/resources/users/v2/me'
const featuresPath = '/entitlements/resources/features/v1'
const year = 365 * 24 * 60 * 60

let server: TestServer
let userClaims: Record<string, unknown>
let vendorClaims: Record<string, unknown>

const claimsOf = (token: string) =>
  JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString()) as Record<
    string,
    unknown
  >

beforeAll(async () => {
  server = await createTestServer(vendorEnv)
  userClaims = claimsOf((await login(server)).token)
  vendorClaims = claimsOf(await vendorLogin(server))
})
afterAll(() => server.close())

/** Our claims re-signed with our own key, issued `ahead` seconds from now. */
const issuedAhead = (claims: Record<string, unknown>, ahead: number) => {
  const iat = Math.floor(Date.now() / 1000) + ahead
  return new SignJWT({ ...claims, iat, exp: iat + 600 })
    .setProtectedHeader({ alg: 'ES256', kid: server.deps.keys.kid })
    .sign(server.deps.keys.privateKey)
}

describe('tokens issued in the future', () => {
  it('refuses an access token issued a year ahead, and one issued two minutes ahead', async () => {
    for (const ahead of [year, 120]) {
      const response = await call(server, mePath, { token: await issuedAhead(userClaims, ahead) })
      expect(response.status).toBe(401)
      expect(((await response.json()) as WireErrorBody).errorCode).toBe('ER-FOYER-0401')
    }
  })

  it('accepts an access token issued within the minute of clock skew', async () => {
    const response = await call(server, mePath, { token: await issuedAhead(userClaims, 30) })
    expect(response.status).toBe(200)
  })

  it('refuses a vendor token issued a year ahead, and accepts one within the skew', async () => {
    const future = await call(server, featuresPath, {
      token: await issuedAhead(vendorClaims, year),
    })
    expect(future.status).toBe(401)
    const skewed = await call(server, featuresPath, { token: await issuedAhead(vendorClaims, 30) })
    expect(skewed.status).toBe(200)
  })
})
