import { randomBytes } from 'node:crypto'
import { solveChallenge } from 'altcha-lib'
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  addUser,
  call,
  createTestServer,
  refreshCookie,
  vendorCall,
  vendorEnv,
  vendorLogin,
} from '../helpers'
import type { TestServer, WireErrorBody } from '../helpers'
import type { Challenge } from 'altcha-lib'

let server: TestServer
let vendorToken: string
const email = 'captcha@example.com'
const password = 'a long password 1'
const policyPath = '/identity/resources/configurations/v1/captcha-policy'

beforeAll(async () => {
  server = await createTestServer(vendorEnv)
  vendorToken = await vendorLogin(server)
  await addUser(server, { email, password })
})
afterAll(() => server.close())

/** Fetches a challenge of `from` and solves it with altcha-lib's own solver, as the widget does. */
const solved = async (from: TestServer = server) => {
  const response = await call(from, `${policyPath}/altcha/challenge`)
  expect(response.status).toBe(200)
  const challenge = (await response.json()) as Challenge
  const solution = await solveChallenge({ challenge, deriveKey })
  if (!solution) throw new Error('The challenge was not solved')
  return { challenge, solution }
}

/** The widget's payload for a solved challenge of `from`. */
const solvedPayload = async (from: TestServer = server): Promise<string> =>
  Buffer.from(JSON.stringify(await solved(from))).toString('base64')

const signIn = (recaptchaToken?: string, secret = password) =>
  call(server, '/identity/resources/auth/v1/user', {
    body: { email, password: secret, ...(recaptchaToken === undefined ? {} : { recaptchaToken }) },
  })

describe('the captcha policy', () => {
  it('is off with ALTCHA by default, and sign-in needs no token', async () => {
    const open = await call(server, `${policyPath}/public`)
    expect(await open.json()).toMatchObject({ enabled: false, provider: 'altcha' })
    expect((await signIn()).status).toBe(200)
  })

  it('is the vendor’s to change; a tenant admin token is refused', async () => {
    const token = ((await (await signIn()).json()) as { accessToken: string }).accessToken
    const refused = await call(server, policyPath, {
      method: 'PUT',
      token,
      body: { enabled: true },
    })
    expect(refused.status).toBe(403)
    const saved = await vendorCall(server, vendorToken, policyPath, {
      method: 'PUT',
      body: { enabled: true, provider: 'altcha' },
    })
    expect(saved).toMatchObject({ status: 200, body: { enabled: true, provider: 'altcha' } })
    const shown = await call(server, `${policyPath}/public`)
    expect(await shown.json()).toMatchObject({
      enabled: true,
      provider: 'altcha',
      siteKey: 'altcha',
    })
  })

  it('refuses a third-party provider without its keys, and saves nothing', async () => {
    const refused = await vendorCall<WireErrorBody>(server, vendorToken, policyPath, {
      method: 'POST',
      body: { provider: 'recaptcha', siteKey: 'site' },
    })
    expect(refused.status).toBe(400)
    expect(refused.body.errors[0]).toContain('secretKey')
    const kept = await vendorCall(server, vendorToken, policyPath)
    expect(kept.body).toMatchObject({ provider: 'altcha', hasSecretKey: false })
    expect(kept.body).not.toHaveProperty('secretKey')
  })
})

describe('sign-in under the ALTCHA policy', () => {
  it('answers a missing or forged solution exactly like a wrong password', async () => {
    const wrong = await signIn(undefined, 'not the password')
    const missing = await signIn()
    const forged = await signIn(Buffer.from('{"challenge":{}}').toString('base64'))
    const wrongBody = await wrong.json()
    for (const response of [missing, forged]) {
      expect(response.status).toBe(wrong.status)
      expect(await response.json()).toEqual(wrongBody)
      expect(refreshCookie(response)).toBeUndefined()
    }
  })

  it('signs in with a solved challenge, and the same solution is refused the second time', async () => {
    const payload = await solvedPayload()
    const first = await signIn(payload)
    expect(first.status).toBe(200)
    expect(refreshCookie(first)).toBeDefined()
    const replay = await signIn(payload)
    expect(replay.status).toBe(401)
  })

  it('refuses a solution whose challenge another server key signed', async () => {
    const other = await createTestServer({ FOYER_ENCRYPTION_KEY: randomBytes(32).toString('hex') })
    try {
      expect((await signIn(await solvedPayload(other))).status).toBe(401)
    } finally {
      await other.close()
    }
  })

  it('asks for a quarter of FOYER_ALTCHA_MAX_TRIES to all of it', async () => {
    const other = await createTestServer({ FOYER_ALTCHA_MAX_TRIES: '40' })
    try {
      const tries: number[] = []
      for (let index = 0; index < 12; index += 1) {
        tries.push((await solved(other)).solution.counter)
      }
      expect(tries.every((counter) => counter >= 10 && counter <= 40)).toBe(true)
    } finally {
      await other.close()
    }
  })

  it('refuses an expired challenge', async () => {
    const payload = await solvedPayload()
    server.clock.advance(11 * 60 * 1000)
    try {
      expect((await signIn(payload)).status).toBe(401)
    } finally {
      server.clock.advance(-11 * 60 * 1000)
    }
  })
})
