import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { readMailbox } from '../../../server/src/delivery/mailbox'
import { admin, call, createTestServer, login, refreshCookie } from '../helpers'
import { codeOf, newestMessage, postLogin, preLogin } from '../passwordless/support'
import { lastCode } from '../recovery/recovery-helpers'
import { configure, paths, post } from './support'
import type { TestServer } from '../helpers'

let server: TestServer
beforeAll(async () => {
  server = await createTestServer({ FOYER_LIMIT_SEND_IP: 'off' })
})
afterAll(() => server.close())
beforeEach(async () => {
  await configure(server, {
    allowSignups: true,
    allowNotVerifiedUsersLogin: false,
    activationRequired: true,
    signUpStrategies: {
      email: { enabled: true, required: false },
      phoneNumber: { enabled: true, required: true },
    },
  })
})

let next = 100
/** A fresh US number, as typed and in E.164. */
const freshNumber = () => {
  next += 1
  return { typed: `+1 (415) 555-0${next}`, e164: `+14155550${next}` }
}

const phoneOnly = (phoneNumber: string, overrides: Record<string, unknown> = {}) => ({
  phoneNumber,
  companyName: 'Texters Ltd',
  ...overrides,
})

const userByPhone = (phone: string) =>
  server.db.selectFrom('users').selectAll().where('phone_number', '=', phone).execute()

/** Signs up by phone only, then signs in with the texted code; answers the login response. */
const signUpAndSignIn = async (overrides: Record<string, unknown> = {}) => {
  const { typed, e164 } = freshNumber()
  const signedUp = await post(server, paths.signUpByPhone, phoneOnly(typed, overrides))
  expect(signedUp.status).toBe(200)
  const code = codeOf((await newestMessage(server, e164)).text)
  const response = await postLogin(server, 'smscode', { token: code, phoneNumber: e164 })
  expect(response.status).toBe(200)
  const body = (await response.json()) as Record<string, unknown> & { accessToken: string }
  return { e164, signedUp: signedUp.body, body, cookie: refreshCookie(response) }
}

describe('sign-up with a phone number only (email not required)', () => {
  it('creates an account without an email, texts a code, and the code signs in and verifies it', async () => {
    const { typed, e164 } = freshNumber()
    const { status, body } = await post(server, paths.signUpByPhone, phoneOnly(typed))
    expect(status).toBe(200)
    expect(body).toMatchObject({ shouldActivate: false })
    expect(body.authResponse).toBeUndefined()
    const [row] = await userByPhone(e164)
    expect(row).toMatchObject({ email: null, name: e164, verified: false, password_hash: null })
    const sms = await newestMessage(server, e164)
    expect(sms).toMatchObject({ channel: 'sms', purpose: 'login-code' })
    const response = await postLogin(server, 'smscode', {
      token: codeOf(sms.text),
      phoneNumber: e164,
    })
    expect(response.status).toBe(200)
    expect(await response.json()).toMatchObject({ email: null, phoneNumber: e164, id: row?.id })
    expect((await userByPhone(e164))[0]?.verified).toBe(true)
  })

  it('also takes the email route without an email, and texts the code all the same', async () => {
    const { typed, e164 } = freshNumber()
    const { status } = await post(server, paths.signUp, phoneOnly(typed, { name: 'Dana' }))
    expect(status).toBe(200)
    expect((await userByPhone(e164))[0]).toMatchObject({ email: null, name: 'Dana' })
    expect((await newestMessage(server, e164)).purpose).toBe('login-code')
  })

  it('gives an access token without an email claim that the API accepts, and a profile with email null', async () => {
    const { body, e164 } = await signUpAndSignIn()
    const claims = JSON.parse(
      Buffer.from(body.accessToken.split('.')[1] ?? '', 'base64url').toString(),
    ) as Record<string, unknown>
    expect(claims).not.toHaveProperty('email')
    const me = await call(server, '/identity/resources/users/v2/me', { token: body.accessToken })
    expect(me.status).toBe(200)
    expect(await me.json()).toMatchObject({ email: null, phoneNumber: e164 })
  })

  it('lets an account not verified yet ask for a new code, and refreshes its session', async () => {
    const { typed, e164 } = freshNumber()
    await post(server, paths.signUpByPhone, phoneOnly(typed))
    expect((await preLogin(server, 'smscode', { phoneNumber: e164 })).status).toBe(200)
    expect(await readMailbox(server.db, { to: e164 })).toHaveLength(2)
    const signedIn = await postLogin(server, 'smscode', {
      token: codeOf((await newestMessage(server, e164)).text),
      phoneNumber: e164,
    })
    const cookie = refreshCookie(signedIn) ?? ''
    const refreshed = await call(server, '/identity/resources/auth/v1/user/token/refresh', {
      body: {},
      headers: { cookie },
    })
    expect(refreshed.status).toBe(200)
    expect(await refreshed.json()).toMatchObject({ email: null })
  })

  it('still needs an email when the email strategy requires one, or when no number is given', async () => {
    const { typed } = freshNumber()
    await configure(server, {
      signUpStrategies: {
        email: { enabled: true, required: true },
        phoneNumber: { enabled: true, required: true },
      },
    })
    const refused = await post(server, paths.signUpByPhone, phoneOnly(typed))
    expect(refused).toMatchObject({ status: 400, body: { errors: ['email is required'] } })
    await configure(server, {
      signUpStrategies: {
        email: { enabled: true, required: false },
        phoneNumber: { enabled: true, required: false },
      },
    })
    const noNumber = await post(server, paths.signUp, { companyName: 'Nobody Ltd', password: 'x' })
    expect(noNumber).toMatchObject({ status: 400, body: { errors: ['email is required'] } })
  })

  it('refuses a password (nothing could sign in with it) and an email the strategy turned off', async () => {
    const { typed } = freshNumber()
    const withPassword = await post(
      server,
      paths.signUpByPhone,
      phoneOnly(typed, { password: 'a long enough password' }),
    )
    expect(withPassword.status).toBe(400)
    expect(withPassword.body.errors).toEqual([
      'password: an account without an email signs in with texted codes, not a password',
    ])
    await configure(server, {
      signUpStrategies: {
        email: { enabled: false, required: false },
        phoneNumber: { enabled: true, required: true },
      },
    })
    const withEmail = await post(
      server,
      paths.signUpByPhone,
      phoneOnly(typed, { email: 'someone@example.com' }),
    )
    expect(withEmail.body.errors).toEqual(['email: sign-up with an email is not enabled'])
    expect(await userByPhone(freshNumber().e164)).toHaveLength(0)
  })

  it('answers a taken number as a new one and texts its account a sign-in code instead', async () => {
    const { e164, signedUp } = await signUpAndSignIn()
    const again = await post(server, paths.signUpByPhone, phoneOnly(e164))
    expect(again.status).toBe(200)
    expect(Object.keys(again.body).sort()).toEqual(Object.keys(signedUp).sort())
    expect(again.body.userId).not.toBe(signedUp.userId)
    expect(await userByPhone(e164)).toHaveLength(1)
    const code = codeOf((await newestMessage(server, e164)).text)
    const response = await postLogin(server, 'smscode', { token: code, phoneNumber: e164 })
    expect(await response.json()).toMatchObject({ id: signedUp.userId })
  })

  it('is listed by users v3 with email null, and an email filter skips it without failing', async () => {
    const { e164, signedUp } = await signUpAndSignIn()
    const { token } = await login(server, admin.email, admin.password)
    await server.db
      .insertInto('tenant_memberships')
      .values({ user_id: signedUp.userId as string, tenant_id: server.tenantId })
      .execute()
    const listed = await call(server, '/identity/resources/users/v3?_sortBy=email', { token })
    const items = ((await listed.json()) as { items: Record<string, unknown>[] }).items
    expect(items.find((item) => item.id === signedUp.userId)).toMatchObject({
      email: null,
      phoneNumber: e164,
    })
    const filtered = await call(server, '/identity/resources/users/v3?_email=example', { token })
    const found = ((await filtered.json()) as { items: { id: string }[] }).items
    expect(found.map((item) => item.id)).not.toContain(signedUp.userId)
  })

  it('mails nothing when a password reset names the number of an account without an email', async () => {
    await configure(server, { passwordRecoveryStrategies: { email: true, sms: true } })
    const { e164 } = await signUpAndSignIn()
    const before = await readMailbox(server.db, { to: e164 })
    const reset = await call(server, '/identity/resources/users/v2/passwords/reset/email', {
      body: { identifier: e164, identifierType: 'phoneNumber' },
    })
    expect(reset.status).toBe(200)
    expect(await readMailbox(server.db, { to: e164 })).toHaveLength(before.length)
  })

  it('gets its first email through the email change, with no old address to tell', async () => {
    const { body, e164 } = await signUpAndSignIn()
    const token = body.accessToken
    const path = '/identity/resources/users/v1/email/me'
    expect((await call(server, path, { body: { email: 'first@example.com' }, token })).status).toBe(
      200,
    )
    const code = await lastCode(server, 'first@example.com', 'email-change')
    const verified = await call(server, `${path}/verify`, {
      body: { email: 'first@example.com', code },
      token,
    })
    expect(verified.status).toBe(200)
    const [row] = await userByPhone(e164)
    expect(row?.email).toBe('first@example.com')
    const notices = (await readMailbox(server.db, {})).filter((m) => m.purpose === 'email-changed')
    expect(notices).toHaveLength(0)
  })
})
