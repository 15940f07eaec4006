import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { addUser, createTestServer, refreshCookie } from '../helpers'
import { codeFor, enrolApp, mfaCall, mfaEnv, nextStep, signIn } from './support'
import type { TestServer } from '../helpers'

let server: TestServer
const password = 'a long password 1'
const alice = 'alice@example.com'
let secret: string
let recoveryCode: string | undefined

beforeAll(async () => {
  server = await createTestServer(mfaEnv)
  await addUser(server, { email: alice, password })
  ;({ secret, recoveryCode } = await enrolApp(server, alice, password))
})
afterAll(() => server.close())

const mfaToken = async () => {
  const answer = await signIn(server, alice, password)
  expect(answer.status).toBe(200)
  return answer.body.mfaToken as string
}

describe('sign-in with an authenticator app', () => {
  it('answers mfaRequired with an mfaToken, the devices, and no token or cookie', async () => {
    const answer = await signIn(server, alice, password)
    expect(answer.body).toMatchObject({
      mfaRequired: true,
      mfaEnrolled: true,
      mfaStrategies: ['AuthenticatorApp'],
      mfaDevices: { authenticators: [{ id: expect.any(String) }], phones: [], webauthn: [] },
    })
    expect(answer.body.mfaToken).toMatch(/^[\w-]{43}$/)
    expect(answer.body).not.toHaveProperty('accessToken')
    expect(answer.refresh).toBeUndefined()
  })

  it('signs in with the right code, and a code is single use', async () => {
    const code = await codeFor(server, secret)
    const first = await mfaCall(server, '/verify', { mfaToken: await mfaToken(), value: code })
    expect(first.status).toBe(200)
    expect(await first.json()).toMatchObject({
      mfaRequired: false,
      accessToken: expect.any(String),
    })
    expect(refreshCookie(first)).toBeDefined()
    const again = await mfaCall(server, '/verify', { mfaToken: await mfaToken(), value: code })
    expect(again.status).toBe(401)
    nextStep(server)
  })

  it('spends the mfaToken with its sign-in', async () => {
    const token = await mfaToken()
    const ok = await mfaCall(server, '/verify', {
      mfaToken: token,
      value: await codeFor(server, secret),
    })
    expect(ok.status).toBe(200)
    nextStep(server)
    const reused = await mfaCall(server, '/verify', {
      mfaToken: token,
      value: await codeFor(server, secret),
    })
    expect(reused.status).toBe(400)
    expect(await reused.json()).toMatchObject({
      errors: ['This sign-in has expired. Sign in again'],
    })
  })

  it('allows at most 5 tries per mfaToken, the right code included', async () => {
    const token = await mfaToken()
    for (let i = 0; i < 5; i++) {
      const wrong = await mfaCall(server, '/verify', { mfaToken: token, value: '000000' })
      expect(wrong.status).toBe(401)
    }
    const right = await mfaCall(server, '/verify', {
      mfaToken: token,
      value: await codeFor(server, secret),
    })
    expect(right.status).toBe(400)
    expect(await right.json()).toMatchObject({ errorCode: 'ER-FOYER-1008' })
  })

  it('refuses an mfaToken after five minutes, and a malformed one', async () => {
    const token = await mfaToken()
    server.clock.advance(5 * 60 * 1000 + 1000)
    const late = await mfaCall(server, '/verify', {
      mfaToken: token,
      value: await codeFor(server, secret),
    })
    expect(late.status).toBe(400)
    const malformed = await mfaCall(server, '/verify', { mfaToken: 'x', value: '123456' })
    expect(await malformed.json()).toMatchObject({ errors: ['Invalid token specified'] })
  })

  it("binds the mfaToken to its sign-in: another user's code does not complete it", async () => {
    const bob = 'bob@example.com'
    await addUser(server, { email: bob, password })
    const bobs = await enrolApp(server, bob, password)
    const token = await mfaToken()
    const answer = await mfaCall(server, '/verify', {
      mfaToken: token,
      value: await codeFor(server, bobs.secret),
    })
    expect(answer.status).toBe(401)
    const audit = await server.db
      .selectFrom('audit_logs')
      .select('action')
      .where('email', '=', alice)
      .where('action', '=', 'user.mfa.failed')
      .execute()
    expect(audit.length).toBeGreaterThan(0)
  })

  it('removes the factors with the recovery code, once', async () => {
    expect(recoveryCode).toMatch(/^[0-9A-Z]{4}(-[0-9A-Z]{4}){4}$/)
    const wrong = await mfaCall(server, '/recover', { email: alice, recoveryCode: 'AAAA-AAAA' })
    expect(wrong.status).toBe(400)
    const recovered = await mfaCall(server, '/recover', { email: alice, recoveryCode })
    expect(recovered.status).toBe(200)
    const answer = await signIn(server, alice, password)
    expect(answer.body).toMatchObject({ mfaRequired: false })
    const again = await mfaCall(server, '/recover', { email: alice, recoveryCode })
    expect(again.status).toBe(400)
  })
})
