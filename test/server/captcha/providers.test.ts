import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startCaptchaVerifyFake } from '../../support/captcha-verify-fake'
import { addUser, call, createTestServer, vendorCall, vendorEnv, vendorLogin } from '../helpers'
import type { TestServer } from '../helpers'

/**
 * reCAPTCHA v3, Turnstile and hCaptcha are verified against a LOOPBACK FAKE of their shared
 * siteverify API (`test/support/captcha-verify-fake.ts`), reached through
 * FOYER_CAPTCHA_VERIFY_URL: the tests never call Google, Cloudflare or hCaptcha.
 */
let server: TestServer
let vendorToken: string
let fake: Awaited<ReturnType<typeof startCaptchaVerifyFake>>
const email = 'third-party@example.com'
const password = 'a long password 1'
const policyPath = '/identity/resources/configurations/v1/captcha-policy'

beforeAll(async () => {
  fake = await startCaptchaVerifyFake()
  server = await createTestServer({ ...vendorEnv, FOYER_CAPTCHA_VERIFY_URL: fake.url })
  vendorToken = await vendorLogin(server)
  await addUser(server, { email, password })
})
afterAll(async () => {
  await server.close()
  await fake.close()
})

const usePolicy = async (body: Record<string, unknown>) => {
  const saved = await vendorCall(server, vendorToken, policyPath, { method: 'PUT', body })
  expect(saved.status).toBe(200)
}

const signIn = (recaptchaToken: string) =>
  call(server, '/identity/resources/auth/v1/user', {
    body: { email, password, recaptchaToken },
    headers: { 'x-forwarded-for': '203.0.113.9' },
  })

describe('reCAPTCHA v3', () => {
  beforeAll(() =>
    usePolicy({
      enabled: true,
      provider: 'recaptcha',
      siteKey: 'site-key',
      secretKey: 'recaptcha-secret',
      minScore: 0.7,
    }),
  )

  it('passes a token with the action login and a score at the minimum, sending the secret', async () => {
    fake.answer('good', { success: true, score: 0.7, action: 'login' })
    expect((await signIn('good')).status).toBe(200)
    expect(fake.requests.at(-1)).toMatchObject({ secret: 'recaptcha-secret', response: 'good' })
  })

  it('refuses a low score, another action and an unsuccessful token like a wrong password', async () => {
    fake.answer('low', { success: true, score: 0.69, action: 'login' })
    fake.answer('other-action', { success: true, score: 0.9, action: 'signup' })
    fake.answer('failed', { success: false })
    for (const token of ['low', 'other-action', 'failed', 'unknown']) {
      const response = await signIn(token)
      expect(response.status).toBe(401)
      expect(await response.json()).toMatchObject({ errors: ['Incorrect email or password'] })
    }
  })
})

describe('Turnstile and hCaptcha', () => {
  it('Turnstile passes a successful token with the action login', async () => {
    await usePolicy({ provider: 'turnstile', siteKey: 'ts-site', secretKey: 'ts-secret' })
    fake.answer('ts-good', { success: true, action: 'login' })
    fake.answer('ts-other', { success: true, action: 'register' })
    expect((await signIn('ts-good')).status).toBe(200)
    expect((await signIn('ts-other')).status).toBe(401)
  })

  it('hCaptcha passes a successful token and refuses a failed one', async () => {
    await usePolicy({ provider: 'hcaptcha', siteKey: 'hc-site', secretKey: 'hc-secret' })
    fake.answer('hc-good', { success: true })
    expect((await signIn('hc-good')).status).toBe(200)
    expect(fake.requests.at(-1)).toMatchObject({ secret: 'hc-secret' })
    expect((await signIn('hc-bad')).status).toBe(401)
  })

  it('fails closed when the verify API cannot be reached', async () => {
    await fake.close()
    expect((await signIn('hc-good')).status).toBe(401)
  })
})
