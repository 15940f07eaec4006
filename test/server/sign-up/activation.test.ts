import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { readMailbox } from '../../../server/src/delivery/mailbox'
import { issueLinkToken } from '../../../server/src/one-time/secrets'
import { call, createTestServer, refreshCookie } from '../helpers'
import { activationMail, configure, paths, post, signUpBody } from './support'
import type { TestServer } from '../helpers'

let server: TestServer
beforeAll(async () => {
  server = await createTestServer({ FOYER_LIMIT_SEND_IP: 'off' })
})
afterAll(() => server.close())
beforeEach(async () => {
  await configure(server, {
    allowSignups: true,
    activationRequired: true,
    activationSetsPassword: false,
  })
})

/** Signs a visitor up and reads their activation mail. */
const signedUp = async (overrides: Record<string, unknown> = {}) => {
  const body = signUpBody(overrides)
  const answer = await post(server, paths.signUp, body)
  expect(answer.status).toBe(200)
  return { body, answer: answer.body, mail: await activationMail(server, body.email) }
}

const reason = (body: unknown) => (body as { context?: { reason?: string } }).context?.reason

describe('activation by link', () => {
  it('tells whether the link sets a password, without using it', async () => {
    const { mail } = await signedUp()
    const query = `?userId=${mail.userId}&token=${mail.token}`
    const strategy = await call(server, `${paths.strategy}${query}`)
    expect(await strategy.json()).toEqual({ shouldSetPassword: false })
    await configure(server, { activationSetsPassword: true })
    const later = await signedUp({ password: undefined })
    const asks = await call(
      server,
      `${paths.strategy}?userId=${later.mail.userId}&token=${later.mail.token}`,
    )
    expect(await asks.json()).toEqual({ shouldSetPassword: true })
    expect(
      (await post(server, paths.activate, { userId: mail.userId, token: mail.token })).status,
    ).toBe(200)
  })

  it('activates once, marks the user verified and signs them in', async () => {
    const { body, mail } = await signedUp()
    const first = await post(server, paths.activate, { userId: mail.userId, token: mail.token })
    expect(first.status).toBe(200)
    expect(first.body).toMatchObject({
      email: body.email,
      verified: true,
      accessToken: expect.any(String),
    })
    expect(refreshCookie(first.response)).toBeDefined()
    const again = await post(server, paths.activate, { userId: mail.userId, token: mail.token })
    expect(again.status).toBe(400)
    expect(reason(again.body)).toBe('used')
    const signIn = await post(server, '/identity/resources/auth/v1/user', body)
    expect(signIn.status).toBe(200)
  })

  it('is bound to its user and purpose; malformed is "Invalid token specified"', async () => {
    const { mail } = await signedUp()
    const other = await signedUp()
    const stranger = await post(server, paths.activate, {
      userId: other.mail.userId,
      token: mail.token,
    })
    expect(reason(stranger.body)).toBe('invalid')
    const resetToken = await issueLinkToken(server.db, {
      purpose: 'password-reset',
      userId: mail.userId,
      ttlSeconds: 600,
      now: server.clock.now(),
    })
    const wrongPurpose = await post(server, paths.activate, {
      userId: mail.userId,
      token: resetToken,
    })
    expect(reason(wrongPurpose.body)).toBe('invalid')
    for (const token of ['not base64!', 'A'.repeat(42), `${mail.token}=`]) {
      const malformed = await post(server, paths.activate, { userId: mail.userId, token })
      expect(malformed.status).toBe(400)
      expect(malformed.body).toMatchObject({ errors: ['Invalid token specified'] })
    }
    // None of the refusals used the link.
    expect(
      (await post(server, paths.activate, { userId: mail.userId, token: mail.token })).status,
    ).toBe(200)
  })

  it('expires after 72 hours', async () => {
    const { mail } = await signedUp()
    server.clock.advance(72 * 3600 * 1000 + 1000)
    const expired = await post(server, paths.activate, { userId: mail.userId, token: mail.token })
    expect(expired.status).toBe(400)
    expect(reason(expired.body)).toBe('expired')
    const strategy = await call(
      server,
      `${paths.strategy}?userId=${mail.userId}&token=${mail.token}`,
    )
    expect(reason(await strategy.json())).toBe('expired')
  })

  it('sets the password when the strategy asks, and keeps the link good when it is missing', async () => {
    await configure(server, { activationSetsPassword: true })
    const { body, mail } = await signedUp({ password: undefined })
    const missing = await post(server, paths.activate, { userId: mail.userId, token: mail.token })
    expect(missing.body).toMatchObject({ errors: ['password is required'] })
    const done = await post(server, paths.activate, {
      userId: mail.userId,
      token: mail.token,
      password: 'chosen at activation',
    })
    expect(done.status).toBe(200)
    const signIn = await post(server, '/identity/resources/auth/v1/user', {
      email: body.email,
      password: 'chosen at activation',
    })
    expect(signIn.status).toBe(200)
  })
})

describe('activation by code', () => {
  it('takes the mailed code with the sign-up’s activationToken, once', async () => {
    const { answer, mail } = await signedUp()
    const input = { userId: mail.userId, token: answer.activationToken, code: mail.code }
    const ok = await post(server, paths.activateWithCode, input)
    expect(ok.status).toBe(200)
    expect(ok.body).toMatchObject({ verified: true })
    expect(reason((await post(server, paths.activateWithCode, input)).body)).toBe('used')
    // The link of the same mail stopped working with it.
    const link = await post(server, paths.activate, { userId: mail.userId, token: mail.token })
    expect(reason(link.body)).toBe('used')
  })

  it('allows five tries, binds the code to its user and refuses a malformed token', async () => {
    const { answer, mail } = await signedUp()
    const other = await signedUp()
    const token = answer.activationToken as string
    const foreign = await post(server, paths.activateWithCode, {
      userId: other.mail.userId,
      token,
      code: mail.code,
    })
    expect(reason(foreign.body)).toBe('invalid')
    const malformed = await post(server, paths.activateWithCode, {
      userId: mail.userId,
      token: 'nope',
      code: mail.code,
    })
    expect(malformed.body).toMatchObject({ errors: ['Invalid token specified'] })
    const wrong = mail.code === '000000' ? '111111' : '000000'
    const reasons = []
    for (let i = 0; i < 5; i += 1) {
      reasons.push(
        reason(
          (await post(server, paths.activateWithCode, { userId: mail.userId, token, code: wrong }))
            .body,
        ),
      )
    }
    expect(reasons).toEqual(['invalid', 'invalid', 'invalid', 'invalid', 'tooManyAttempts'])
    const late = await post(server, paths.activateWithCode, {
      userId: mail.userId,
      token,
      code: mail.code,
    })
    expect(late.status).toBe(400)
  })
})

describe('resending the activation mail', () => {
  it('answers the same for unknown, active and waiting accounts, and mails only the waiting one', async () => {
    const { body, mail } = await signedUp()
    const answers = []
    for (const email of ['nobody@example.com', 'admin@example.com', body.email]) {
      const { status, body: answer } = await post(server, paths.resend, { email })
      answers.push({ status, answer })
    }
    expect(new Set(answers.map((a) => JSON.stringify(a))).size).toBe(1)
    expect(answers[0]).toEqual({ status: 200, answer: {} })
    expect(await readMailbox(server.db, { to: 'nobody@example.com' })).toEqual([])
    expect(await readMailbox(server.db, { to: 'admin@example.com' })).toEqual([])
    const fresh = await activationMail(server, body.email)
    expect(fresh.token).not.toBe(mail.token)
    expect(
      reason((await post(server, paths.activate, { userId: mail.userId, token: mail.token })).body),
    ).toBe('used')
    // Whoever signed up with the address chose its password: the resent link asks for a new one.
    const strategy = await call(
      server,
      `${paths.strategy}?userId=${fresh.userId}&token=${fresh.token}`,
    )
    expect(await strategy.json()).toEqual({ shouldSetPassword: true })
    const freshLink = { userId: fresh.userId, token: fresh.token }
    const missing = await post(server, paths.activate, freshLink)
    expect(missing.body).toMatchObject({ errors: ['password is required'] })
    const done = await post(server, paths.activate, { ...freshLink, password: 'the owner’s own' })
    expect(done.status).toBe(200)
    const old = await post(server, '/identity/resources/auth/v1/user', body)
    expect(old.status).toBe(401)
  })
})

describe('send limits', () => {
  it('answer 429 once a recipient or an address asked too often', async () => {
    const limited = await createTestServer({
      FOYER_LIMIT_SEND_IDENTIFIER: '2/3600',
      FOYER_LIMIT_SEND_IP: '4/3600',
    })
    try {
      const statuses = []
      for (let i = 0; i < 3; i += 1) {
        const response = await call(limited, paths.resend, {
          body: { email: 'someone@example.com' },
        })
        statuses.push(response.status)
      }
      expect(statuses).toEqual([200, 200, 429])
      await configure(limited, { allowSignups: true })
      const signUps = []
      for (let i = 0; i < 2; i += 1) {
        signUps.push((await call(limited, paths.signUp, { body: signUpBody() })).status)
      }
      expect(signUps).toEqual([200, 429])
    } finally {
      await limited.close()
    }
    // A second server in this file: its database and sign-up hashing take long on a busy machine.
  }, 60_000)
})
