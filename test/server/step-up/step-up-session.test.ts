import { decodeJwt } from 'jose'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { writeVendorConfiguration } from '../../../server/src/configuration/vendor-configuration'
import { markBreached } from '../../../server/src/password-risk/breached'
import { findUserByEmail } from '../../../server/src/users/repository'
import { MFA_ACR } from '../../../src/wire/step-up'
import { addUser, call, createTestServer, login, refreshCookie } from '../helpers'
import { codeFor, mfaCall, mfaEnv, nextStep } from '../mfa/support'
import type { TestServer } from '../helpers'

/**
 * A completed step-up raises the browser's own session (same family, renewed refresh token) with
 * `amr` pwd + mfa + method, and never stops at the password-risk steps of a sign-in.
 */
let server: TestServer
const password = 'a long password 1'
const GENERATE = '/identity/resources/auth/v1/user/step-up/generate'
const REFRESH = '/identity/resources/auth/v1/user/token/refresh'

beforeAll(async () => {
  server = await createTestServer(mfaEnv)
})
afterAll(() => server.close())

/** A user signed in with the password alone who then enrols an app; their token and cookie. */
const signedInWithApp = async (email: string) => {
  await addUser(server, { email, password })
  const { token, cookie } = await login(server, email, password)
  const MINE = '/identity/resources/users/v1/mfa/authenticator'
  const started = await call(server, `${MINE}/enroll`, { method: 'POST', token })
  const { secret } = (await started.json()) as { secret: string }
  await call(server, `${MINE}/enroll/verify`, {
    body: { token: await codeFor(server, secret) },
    token,
  })
  nextStep(server)
  return { secret, token, cookie }
}

const liveSessions = (email: string) =>
  server.db
    .selectFrom('sessions as s')
    .innerJoin('users as u', 'u.id', 's.user_id')
    .select(['s.family_id', 's.amr', 's.id'])
    .where('u.email', '=', email)
    .where('s.revoked_at', 'is', null)
    .execute()

const stepUp = async (token: string, cookie: string | undefined, secret: string) => {
  const headers = cookie ? { cookie } : undefined
  const generated = await call(server, GENERATE, {
    body: {},
    token,
    ...(headers ? { headers } : {}),
  })
  const { mfaToken } = (await generated.json()) as { mfaToken: string }
  const answer = await mfaCall(
    server,
    '/verify',
    { mfaToken, value: await codeFor(server, secret) },
    cookie,
  )
  nextStep(server)
  return answer
}

describe('a completed step-up', () => {
  it('keeps the session (same family), renews its refresh token and carries pwd in amr', async () => {
    const email = 'ann@example.com'
    const { secret, cookie, token } = await signedInWithApp(email)
    expect(decodeJwt(token).amr).toEqual(['pwd'])
    const before = await liveSessions(email)
    const family = before.find((row) => row.amr === 'pwd')?.family_id
    const answer = await stepUp(token, cookie, secret)
    expect(answer.status).toBe(200)
    const body = (await answer.json()) as { accessToken: string }
    expect(decodeJwt(body.accessToken)).toMatchObject({ acr: MFA_ACR, amr: ['pwd', 'mfa', 'otp'] })
    const renewed = refreshCookie(answer)
    expect(renewed).toBeDefined()
    expect(renewed).not.toBe(cookie)
    const after = await liveSessions(email)
    expect(after).toHaveLength(before.length)
    expect(after.filter((row) => row.family_id === family)).toMatchObject([{ amr: 'pwd mfa otp' }])
    // The renewed cookie refreshes into the stepped-up claims; the step-up's audit row names it.
    const refreshed = await call(server, REFRESH, { body: {}, headers: { cookie: renewed ?? '' } })
    const claims = decodeJwt(((await refreshed.json()) as { accessToken: string }).accessToken)
    expect(claims).toMatchObject({ acr: MFA_ACR, amr: ['pwd', 'mfa', 'otp'] })
    const audit = await server.db
      .selectFrom('audit_logs')
      .select('json')
      .where('email', '=', email)
      .where('action', '=', 'user.step-up.completed')
      .execute()
    expect(audit.map((row) => row.json as unknown)).toEqual([{ sessionId: family }])
  })

  it('refuses to complete once the session was signed out, and opens one for a cookieless client', async () => {
    const email = 'ben@example.com'
    const { secret, cookie, token } = await signedInWithApp(email)
    const generated = await call(server, GENERATE, { body: {}, token, headers: { cookie } })
    const { mfaToken } = (await generated.json()) as { mfaToken: string }
    await call(server, '/identity/resources/auth/v1/logout', { body: {}, headers: { cookie } })
    const ended = await mfaCall(server, '/verify', {
      mfaToken,
      value: await codeFor(server, secret),
    })
    nextStep(server)
    expect(ended.status).toBe(401)
    expect(await ended.json()).toMatchObject({ errors: ['This session has ended. Sign in again'] })
    const cookieless = await stepUp(token, undefined, secret)
    expect(cookieless.status).toBe(200)
    expect(refreshCookie(cookieless)).toBeDefined()
  })

  it('is not sent to the breached-password step a sign-in would stop at', async () => {
    const email = 'cat@example.com'
    const { secret, cookie, token } = await signedInWithApp(email)
    const user = await findUserByEmail(server.db, email)
    await markBreached(server.db, {
      userId: user?.id ?? '',
      passwordHash: user?.passwordHash ?? '',
      now: server.clock.now(),
    })
    await writeVendorConfiguration(server.db, { breachedPasswordCheck: true }, server.clock.now())
    try {
      const answer = await stepUp(token, cookie, secret)
      const body = (await answer.json()) as { accessToken?: string; resetPasswordToken?: string }
      expect(body.resetPasswordToken).toBeUndefined()
      expect(decodeJwt(body.accessToken ?? '')).toMatchObject({ acr: MFA_ACR })
      // A sign-in with the same password does stop there, after its second factor.
      const signIn = await call(server, '/identity/resources/auth/v1/user', {
        body: { email, password },
      })
      const { mfaToken } = (await signIn.json()) as { mfaToken: string }
      const stopped = await mfaCall(server, '/verify', {
        mfaToken,
        value: await codeFor(server, secret),
      })
      nextStep(server)
      expect(await stopped.json()).toMatchObject({
        isBreachedPassword: true,
        resetPasswordToken: expect.any(String),
      })
    } finally {
      await writeVendorConfiguration(
        server.db,
        { breachedPasswordCheck: false },
        server.clock.now(),
      )
    }
  })
})
