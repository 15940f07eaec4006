import { ContextHolder, createApiClient } from '@frontegg/rest-api'
import { solveChallenge } from 'altcha-lib'
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { addUser, call, createTestServer, vendorCall, vendorEnv, vendorLogin } from '../helpers'
import { serveForRestApi } from './rest-api-peer'
import type { TestServer } from '../helpers'
import type { Challenge } from 'altcha-lib'

/**
 * The captcha policy, sign-in with a captcha and the password-rotation policies through the
 * real @frontegg/rest-api 7.x client over HTTP.
 */
let server: TestServer
let peer: Awaited<ReturnType<typeof serveForRestApi>>
let vendor: string
const client = createApiClient('password-risk')
const email = 'risk-contract@example.com'
const password = 'a long password 1'

beforeAll(async () => {
  server = await createTestServer(vendorEnv)
  vendor = await vendorLogin(server)
  await addUser(server, { email, password, roleKeys: ['Admin'] })
  peer = await serveForRestApi(server, 'password-risk')
})
afterAll(async () => {
  await peer.close()
  await server.close()
})

describe('@frontegg/rest-api 7.x: captcha', () => {
  it('reads the public captcha policy and signs in with a solved ALTCHA challenge', async () => {
    expect(await client.securityPolicy.getCaptchaPolicy()).toMatchObject({ enabled: false })
    await vendorCall(server, vendor, '/identity/resources/configurations/v1/captcha-policy', {
      method: 'PUT',
      body: { enabled: true },
    })
    const policy = await client.securityPolicy.getCaptchaPolicy()
    expect(policy).toMatchObject({ enabled: true, siteKey: 'altcha' })
    await expect(client.auth.login({ email, password })).rejects.toMatchObject({ statusCode: 401 })
    const challenge = (await (
      await call(server, '/identity/resources/configurations/v1/captcha-policy/altcha/challenge')
    ).json()) as Challenge
    const solution = await solveChallenge({ challenge, deriveKey })
    const recaptchaToken = Buffer.from(JSON.stringify({ challenge, solution })).toString('base64')
    const user = await client.auth.login({ email, password, recaptchaToken })
    expect(user).toMatchObject({ email, mfaRequired: false })
    await vendorCall(server, vendor, '/identity/resources/configurations/v1/captcha-policy', {
      method: 'PUT',
      body: { enabled: false },
    })
  })
})

describe('@frontegg/rest-api 7.x: password rotation', () => {
  it('reads the tenant’s and the vendor’s rotation apart and saves the tenant’s', async () => {
    const user = await client.auth.login({ email, password })
    ContextHolder.for('password-risk').setAccessToken(user.accessToken)
    expect(await client.securityPolicy.getPasswordRotationPolicy()).toEqual({})
    const saved = await client.securityPolicy.savePasswordRotationPolicy({
      isActive: true,
      rotationPeriod: 60,
      notificationPeriod: 5,
    })
    expect(saved).toMatchObject({ isActive: true, rotationPeriod: 60, notificationPeriod: 5 })
    expect(await client.securityPolicy.getPasswordRotationPolicy()).toMatchObject({
      rotationPeriod: 60,
    })
    expect(await client.securityPolicy.getVendorPasswordRotationPolicy()).toMatchObject({
      isActive: false,
      rotationPeriod: 90,
    })
    const again = await client.auth.login({ email, password })
    expect(again).toMatchObject({ passwordExpiresIn: 60, notificationPeriod: 5 })
  })
})
