import { decodeJwt } from 'jose'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { call, createTestServer } from '../helpers'
import { auditRows } from '../invitations/support'
import { codeFor, enrolApp, mfaCall, mfaEnv, nextStep } from '../mfa/support'
import { allowEveryFactor, freshAdmin, refreshed, send, sensitiveCalls } from './support'
import type { TestServer } from '../helpers'

let server: TestServer
const password = 'a long password 1'
const REVERIFY = '/identity/resources/auth/v1/user/reverify'
const ELEVEN_MINUTES = 11 * 60_000
let counter = 0
const nextEmail = (name: string) => `${name}-${++counter}@example.com`

beforeAll(async () => {
  server = await createTestServer(mfaEnv)
  await allowEveryFactor(server)
})
afterAll(() => server.close())

/** A session signed in 11 minutes ago: its refreshed token still says the old auth_time. */
const staleSession = async (name: string) => {
  const { cookie } = await freshAdmin(server, nextEmail(name), password)
  server.clock.advance(ELEVEN_MINUTES)
  return refreshed(server, cookie)
}

/** A token of an API token the user created while signed in just now. */
const apiTokenToken = async (name: string) => {
  const { token } = await freshAdmin(server, nextEmail(name), password)
  const created = await call(server, '/identity/resources/users/api-tokens/v1', {
    body: { description: 'robot', expiresInMinutes: null },
    token,
  })
  const { clientId, secret } = (await created.json()) as { clientId: string; secret: string }
  const signedIn = await call(server, '/identity/resources/auth/v1/api-token', {
    body: { clientId, secret },
  })
  return ((await signedIn.json()) as { accessToken: string }).accessToken
}

describe('reverification of sensitive changes', () => {
  it.each(sensitiveCalls().map((sensitive) => [sensitive.name, sensitive] as const))(
    '%s: a fresh sign-in passes, an 11-minute-old one gets the 403 with a sentence, the password brings it back',
    async (_, sensitive) => {
      const { token } = await freshAdmin(server, nextEmail('fresh'), password)
      expect((await send(server, token, sensitive)).status).toBe(sensitive.fresh)

      const stale = await staleSession('stale')
      const refused = await send(server, stale.token, sensitive)
      expect(refused.status).toBe(403)
      expect(refused.body).toMatchObject({
        errorCode: 'ER-FOYER-1032',
        errors: ['Confirm it is you with your password first: this change needs a recent sign-in'],
        context: { maxAge: 600, factor: 'password' },
      })

      const reverified = await call(server, REVERIFY, {
        body: { password },
        token: stale.token,
        headers: { cookie: stale.cookie },
      })
      expect(reverified.status).toBe(200)
      const again = ((await reverified.json()) as { accessToken: string }).accessToken
      // The same change again, to a new number or address (each one texted once).
      const retry = sensitiveCalls().find((other) => other.name === sensitive.name) ?? sensitive
      expect((await send(server, again, retry)).status).toBe(sensitive.fresh)
    },
  )

  it.each(sensitiveCalls().map((sensitive) => [sensitive.name, sensitive] as const))(
    '%s: a token signed in with an API token is always refused',
    async (_, sensitive) => {
      const token = await apiTokenToken('robot')
      expect(decodeJwt(token).auth_time).toBeUndefined()
      const refused = await send(server, token, sensitive)
      expect(refused.status).toBe(403)
      expect(refused.body.errorCode).toBe('ER-FOYER-1032')
    },
  )

  it('asks a user with a second factor for it (ER-FOYER-1030), not the password, and passes after the step-up', async () => {
    const email = nextEmail('strong')
    const { cookie } = await freshAdmin(server, email, password)
    const { secret } = await enrolApp(server, email, password)
    server.clock.advance(ELEVEN_MINUTES)
    const stale = await refreshed(server, cookie)
    const [sensitive] = sensitiveCalls()
    if (!sensitive) throw new Error('no sensitive call')
    const refused = await send(server, stale.token, sensitive)
    expect(refused.status).toBe(403)
    expect(refused.body).toMatchObject({
      errorCode: 'ER-FOYER-1030',
      errors: ['Confirm it is you with your second factor first'],
      context: { maxAge: 600 },
    })
    // Every other sensitive change asks the same of this session.
    for (const other of sensitiveCalls()) {
      const answer = await send(server, stale.token, other)
      expect([other.name, answer.status, answer.body.errorCode]).toEqual([
        other.name,
        403,
        'ER-FOYER-1030',
      ])
    }
    const withPassword = await call(server, REVERIFY, { body: { password }, token: stale.token })
    expect(withPassword.status).toBe(403)
    expect(((await withPassword.json()) as { errorCode: string }).errorCode).toBe('ER-FOYER-1030')

    const generated = await call(server, '/identity/resources/auth/v1/user/step-up/generate', {
      body: { maxAge: 600 },
      token: stale.token,
      headers: { cookie: stale.cookie },
    })
    const { mfaToken } = (await generated.json()) as { mfaToken: string }
    nextStep(server)
    const verified = await mfaCall(
      server,
      '/verify',
      { mfaToken, value: await codeFor(server, secret) },
      stale.cookie,
    )
    expect(verified.status).toBe(200)
    const steppedUp = ((await verified.json()) as { accessToken: string }).accessToken
    expect((await send(server, steppedUp, sensitive)).status).toBe(200)
  })

  it('refuses a wrong password with a 400 that keeps the session, and audits the proof', async () => {
    const email = nextEmail('typo')
    const { cookie } = await freshAdmin(server, email, password)
    server.clock.advance(ELEVEN_MINUTES)
    const stale = await refreshed(server, cookie)
    const wrong = await call(server, REVERIFY, { body: { password: 'not it' }, token: stale.token })
    expect(wrong.status).toBe(400)
    expect(await wrong.json()).toMatchObject({ errors: ['The password is incorrect'] })
    const right = await call(server, REVERIFY, {
      body: { password },
      token: stale.token,
      headers: { cookie: stale.cookie },
    })
    expect(right.status).toBe(200)
    const rows = await auditRows(server, 'user.reverified')
    expect(rows.some((row) => row.email === email)).toBe(true)
  })
})

describe('the tenant reverification window', () => {
  const WINDOW = '/identity/resources/configurations/v1/reverification'

  it('defaults to 10 minutes, and a tenant that sets 30 lets an 11-minute-old sign-in through', async () => {
    const { token } = await freshAdmin(server, nextEmail('window'), password)
    expect(await (await call(server, WINDOW, { token })).json()).toEqual({ maxAge: 600 })
    const bad = await call(server, WINDOW, { body: { maxAge: 5 }, token })
    expect(bad.status).toBe(400)
    const saved = await call(server, WINDOW, { body: { maxAge: 1800 }, token })
    expect(saved.status).toBe(200)
    expect(await (await call(server, WINDOW, { token })).json()).toEqual({ maxAge: 1800 })
    const stale = await staleSession('windowed')
    const [sensitive] = sensitiveCalls()
    if (!sensitive) throw new Error('no sensitive call')
    expect((await send(server, stale.token, sensitive)).status).toBe(200)
    await call(server, WINDOW, { body: { maxAge: 600 }, token: stale.token })
  })
})
