import { OpenAPIHono } from '@hono/zod-openapi'
import { decodeJwt } from 'jose'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { authenticate } from '../../../server/src/http/authenticate'
import { requireStepUp } from '../../../server/src/step-up/guard'
import { MFA_ACR } from '../../../src/wire/step-up'
import { addUser, call, createTestServer, login, refreshCookie } from '../helpers'
import { codeFor, enrolApp, mfaCall, mfaEnv, nextStep } from '../mfa/support'
import type { AppEnv } from '../../../server/src/http/app-env'
import type { TestServer } from '../helpers'

let server: TestServer
const password = 'a long password 1'
const GENERATE = '/identity/resources/auth/v1/user/step-up/generate'
const MFA = '/identity/resources/users/v1/mfa'

beforeAll(async () => {
  server = await createTestServer(mfaEnv)
})
afterAll(() => server.close())

/** A user with an authenticator app, signed in with the password alone (MFA not asked yet). */
const enrolledUser = async (email: string) => {
  await addUser(server, { email, password })
  const { secret, token } = await enrolApp(server, email, password)
  return { secret, token }
}

/** Steps up a signed-in session with the app's code; answers the new login body and cookie. */
const stepUp = async (token: string, secret: string, maxAge?: number) => {
  const generated = await call(server, GENERATE, { body: maxAge ? { maxAge } : {}, token })
  const challenge = (await generated.json()) as { mfaToken: string }
  const verified = await mfaCall(server, '/verify', {
    mfaToken: challenge.mfaToken,
    value: await codeFor(server, secret),
  })
  nextStep(server)
  const body = (await verified.json()) as { accessToken: string }
  return { status: verified.status, accessToken: body.accessToken, cookie: refreshCookie(verified) }
}

describe('step-up claims', () => {
  it('gives a password sign-in auth_time and amr pwd, and a second factor acr, amr and auth_time kept by refreshes', async () => {
    const { secret, token } = await enrolledUser('ada@example.com')
    const plain = decodeJwt(token)
    expect(plain.auth_time).toBeTypeOf('number')
    expect(plain.acr).toBeUndefined()
    expect(plain.amr).toEqual(['pwd'])
    const signedInAt = Math.floor(server.clock.now().getTime() / 1000)
    const stepped = await stepUp(token, secret)
    expect(stepped.status).toBe(200)
    const claims = decodeJwt(stepped.accessToken)
    expect(claims).toMatchObject({ acr: MFA_ACR, amr: ['pwd', 'mfa', 'otp'] })
    // The test clock runs on from where it was moved: the second factor was given just now.
    expect(claims.auth_time).toBeGreaterThanOrEqual(signedInAt)
    expect(claims.auth_time).toBeLessThan(signedInAt + 10)
    server.clock.advance(60_000)
    const refreshed = await call(server, '/identity/resources/auth/v1/user/token/refresh', {
      body: {},
      headers: { cookie: stepped.cookie ?? '' },
    })
    const again = decodeJwt(((await refreshed.json()) as { accessToken: string }).accessToken)
    expect(again).toMatchObject({
      acr: MFA_ACR,
      amr: ['pwd', 'mfa', 'otp'],
      auth_time: claims.auth_time,
    })
    expect(again.iat).toBeGreaterThan(Number(claims.auth_time))
  })
})

describe('step-up/generate', () => {
  it('answers an mfaToken with the devices, then a fresh token while within maxAge, then asks again', async () => {
    const { secret, token } = await enrolledUser('bea@example.com')
    const first = await call(server, GENERATE, { body: { maxAge: 600 }, token })
    expect(first.status).toBe(200)
    expect(await first.json()).toMatchObject({
      mfaToken: expect.stringMatching(/^[\w-]{43}$/),
      mfaEnrolled: true,
      mfaDevices: { authenticators: [{ id: expect.any(String) }] },
    })
    const stepped = await stepUp(token, secret, 600)
    const within = await call(server, GENERATE, {
      body: { maxAge: 600 },
      token: stepped.accessToken,
    })
    const fresh = (await within.json()) as { accessToken?: string; mfaToken?: string }
    expect(fresh.mfaToken).toBeUndefined()
    expect(decodeJwt(fresh.accessToken ?? '')).toMatchObject({ acr: MFA_ACR })
    server.clock.advance(60_000)
    const later = await call(server, GENERATE, { body: { maxAge: 30 }, token: fresh.accessToken })
    expect(await later.json()).toHaveProperty('mfaToken')
    const actions = await server.db
      .selectFrom('audit_logs')
      .select('action')
      .where('email', '=', 'bea@example.com')
      .where('action', 'like', 'user.step-up.%')
      .execute()
    expect(actions.length).toBeGreaterThanOrEqual(2)
  })

  it("answers 'MFA is not enrolled' to a user without any second factor", async () => {
    await addUser(server, { email: 'cy@example.com', password })
    const { token } = await login(server, 'cy@example.com', password)
    const answer = await call(server, GENERATE, { body: {}, token })
    expect(answer.status).toBe(400)
    expect(await answer.json()).toEqual({
      errors: ['MFA is not enrolled'],
      errorCode: 'ER-FOYER-1031',
    })
  })

  it('refuses a bad maxAge and a caller without a token', async () => {
    const { token } = await login(server)
    expect((await call(server, GENERATE, { body: { maxAge: -1 }, token })).status).toBe(400)
    expect((await call(server, GENERATE, { body: { maxAge: 'soon' }, token })).status).toBe(400)
    expect((await call(server, GENERATE, { body: {} })).status).toBe(401)
  })

  it('spends the step-up token once and allows five tries', async () => {
    const { secret, token } = await enrolledUser('dee@example.com')
    const generated = await call(server, GENERATE, { body: {}, token })
    const { mfaToken } = (await generated.json()) as { mfaToken: string }
    for (let i = 0; i < 4; i++) {
      const wrong = await mfaCall(server, '/verify', { mfaToken, value: '000000' })
      expect(wrong.status).toBe(401)
    }
    const right = await mfaCall(server, '/verify', {
      mfaToken,
      value: await codeFor(server, secret),
    })
    expect(right.status).toBe(200)
    nextStep(server)
    const replay = await mfaCall(server, '/verify', {
      mfaToken,
      value: await codeFor(server, secret),
    })
    expect(replay.status).toBe(400)
  })
})

describe('factor removal asks for a step-up', () => {
  it('refuses removal without a code from a session not stepped up, allows it after a step-up within five minutes', async () => {
    const { secret, token } = await enrolledUser('eve@example.com')
    const devices = await call(server, `${MFA}/devices`, { token })
    const { authenticators } = (await devices.json()) as { authenticators: { id: string }[] }
    const path = `${MFA}/authenticator/${authenticators[0]?.id ?? ''}/disable/verify`
    const refused = await call(server, path, { body: {}, token })
    expect(refused.status).toBe(403)
    expect(await refused.json()).toEqual({
      errors: ['Confirm it is you with your second factor first'],
      errorCode: 'ER-FOYER-1030',
      context: { maxAge: 300 },
    })
    const stepped = await stepUp(token, secret, 300)
    server.clock.advance(301_000)
    // Five minutes is the most a removal accepts: a refreshed token of that session is too old.
    const refreshed = await call(server, '/identity/resources/auth/v1/user/token/refresh', {
      body: {},
      headers: { cookie: stepped.cookie ?? '' },
    })
    const { accessToken: later } = (await refreshed.json()) as { accessToken: string }
    const stale = await call(server, path, { body: {}, token: later })
    expect(stale.status).toBe(403)
    const fresh = await stepUp(later, secret, 300)
    const removed = await call(server, path, { body: {}, token: fresh.accessToken })
    expect(removed.status).toBe(200)
    const audit = await server.db
      .selectFrom('audit_logs')
      .select('action')
      .where('email', '=', 'eve@example.com')
      .where('action', '=', 'user.mfa.disabled')
      .execute()
    expect(audit).toHaveLength(1)
  })
})

describe('requireStepUp', () => {
  it('guards a route: 403 with maxAge until the token is stepped up recently enough', async () => {
    const { secret, token } = await enrolledUser('fox@example.com')
    const app = new OpenAPIHono<AppEnv>()
    app.use('*', async (c, next) => {
      c.set('deps', server.deps)
      await next()
    })
    app.use(
      '*',
      authenticate({
        keys: server.deps.keys,
        issuer: server.config.issuer,
        now: server.clock.now(),
      }),
    )
    app.post('/tokens', requireStepUp({ maxAge: 120 }), (c) => c.json({ created: true }))
    app.onError((error, c) => {
      const status = 'status' in error && typeof error.status === 'number' ? error.status : 500
      const context = 'context' in error ? error.context : undefined
      return c.json({ status, context }, status as 403)
    })
    const post = (bearer: string) =>
      app.request('/tokens', { method: 'POST', headers: { authorization: `Bearer ${bearer}` } })
    const refused = await post(token)
    expect(refused.status).toBe(403)
    expect(await refused.json()).toEqual({ status: 403, context: { maxAge: 120 } })
    const stepped = await stepUp(token, secret)
    expect((await post(stepped.accessToken)).status).toBe(200)
  })
})
