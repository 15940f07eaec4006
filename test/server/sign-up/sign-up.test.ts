import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { readMailbox } from '../../../server/src/delivery/mailbox'
import { createInviteLink } from '../../../server/src/invitations/invite-links'
import { call, createTestServer, refreshCookie } from '../helpers'
import { activationMail, configure, paths, post, signUpBody } from './support'
import type { TestServer } from '../helpers'

let server: TestServer
beforeAll(async () => {
  server = await createTestServer({
    FOYER_APP_URL: 'https://app.example.com/base',
    // Every request here comes from one address: the per-address send limit has its own test.
    FOYER_LIMIT_SEND_IP: 'off',
  })
})
afterAll(() => server.close())
beforeEach(async () => {
  await configure(server, {
    allowSignups: true,
    allowNotVerifiedUsersLogin: false,
    activationRequired: true,
    activationSetsPassword: false,
    signUpStrategies: {
      email: { enabled: true, required: true },
      phoneNumber: { enabled: false, required: false },
    },
  })
})

const userRow = (email: string) =>
  server.db.selectFrom('users').selectAll().where('email', '=', email).executeTakeFirst()

const rolesOf = async (userId: string, tenantId: string) =>
  (
    await server.db
      .selectFrom('user_tenant_roles')
      .innerJoin('roles', 'roles.id', 'user_tenant_roles.role_id')
      .select('roles.key')
      .where('user_id', '=', userId)
      .where('user_tenant_roles.tenant_id', '=', tenantId)
      .execute()
  ).map((row) => row.key)

describe('sign-up', () => {
  it('is refused with a clear 403 when the vendor does not allow sign-ups, and writes nothing', async () => {
    await configure(server, { allowSignups: false })
    const body = signUpBody()
    const { status, body: error } = await post(server, paths.signUp, body)
    expect(status).toBe(403)
    expect(error).toMatchObject({ errors: ['Sign up is not allowed'] })
    expect(await userRow(body.email)).toBeUndefined()
  })

  it('creates the tenant with the visitor as its admin and mails an activation link', async () => {
    const body = signUpBody({ companyName: 'Northwind' })
    const {
      status,
      body: answer,
      response,
    } = await post(server, paths.signUp, body, {
      'accept-language': 'fr-FR,fr;q=0.9',
    })
    expect(status).toBe(200)
    expect(answer).toEqual({
      shouldActivate: true,
      userId: expect.any(String),
      tenantId: expect.any(String),
      activationToken: expect.any(String),
    })
    expect(refreshCookie(response)).toBeUndefined()
    const tenant = await server.db
      .selectFrom('tenants')
      .select('name')
      .where('id', '=', answer.tenantId as string)
      .executeTakeFirstOrThrow()
    expect(tenant.name).toBe('Northwind')
    expect(await rolesOf(answer.userId as string, answer.tenantId as string)).toEqual(['Admin'])
    expect((await userRow(body.email))?.verified).toBe(false)
    const mail = await activationMail(server, body.email)
    expect(mail.message.subject).toBe('Activez votre compte Northwind')
    expect(mail.link.origin + mail.link.pathname).toBe(
      'https://app.example.com/base/account/activate',
    )
    expect(mail.userId).toBe(answer.userId)
    expect(mail.token).toMatch(/^[A-Za-z0-9_-]{43}$/)
    expect(mail.code).toMatch(/^\d{6}$/)
  })

  it('refuses the sign-in of a user not activated yet, unless the vendor allows it', async () => {
    const body = signUpBody()
    await post(server, paths.signUp, body)
    const signIn = () => post(server, '/identity/resources/auth/v1/user', body)
    const refused = await signIn()
    expect(refused.status).toBe(403)
    expect(refused.body).toMatchObject({ errors: [expect.stringContaining('not verified')] })
    const wrong = await post(server, '/identity/resources/auth/v1/user', {
      email: body.email,
      password: 'not the password',
    })
    expect(wrong.status).toBe(401)
    await configure(server, { allowNotVerifiedUsersLogin: true })
    expect((await signIn()).status).toBe(200)
  })

  it('signs the new user in at once when no activation is required', async () => {
    await configure(server, { activationRequired: false })
    const body = signUpBody({ companyName: 'Contoso' })
    const { status, body: answer, response } = await post(server, paths.signUp, body)
    expect(status).toBe(200)
    expect(answer).toMatchObject({ shouldActivate: false, userId: expect.any(String) })
    expect(answer.activationToken).toBeUndefined()
    const auth = answer.authResponse as { accessToken: string; email: string; tenantId: string }
    expect(auth.email).toBe(body.email)
    expect(auth.tenantId).toBe(answer.tenantId)
    expect(refreshCookie(response)).toBeDefined()
    const me = await call(server, '/identity/resources/users/v2/me', { token: auth.accessToken })
    expect(me.status).toBe(200)
    expect((await userRow(body.email))?.verified).toBe(true)
    expect(await readMailbox(server.db, { to: body.email })).toEqual([])
  })

  it('answers a 400 naming the field for bad input', async () => {
    const cases: Array<[Record<string, unknown>, string]> = [
      [{ companyName: '  ' }, 'companyName is required'],
      [{ email: 'not-an-email' }, 'email is not a valid email address'],
      [{ email: undefined }, 'email is required'],
      [{ password: undefined }, 'password is required'],
      [{ password: 'short' }, 'Password must be at least 8 characters long'],
      [{ metadata: '{not json' }, 'metadata must be JSON text'],
      [{ phoneNumber: '+14155550123' }, 'phoneNumber: sign-up with a phone number is not enabled'],
    ]
    for (const [overrides, message] of cases) {
      const { status, body } = await post(server, paths.signUp, signUpBody(overrides))
      expect({ status, body }).toMatchObject({ status: 400, body: { errors: [message] } })
    }
  })

  it('answers a taken email (any case) as a new one, changes nothing and tells its owner', async () => {
    const before = await server.db.selectFrom('users').select('id').execute()
    const fresh = await post(server, paths.signUp, signUpBody())
    const taken = await post(server, paths.signUp, signUpBody({ email: 'ADMIN@example.com' }))
    expect(taken.status).toBe(fresh.status)
    expect(Object.keys(taken.body).sort()).toEqual(Object.keys(fresh.body).sort())
    expect(taken.body).toMatchObject({ shouldActivate: true })
    const after = await server.db.selectFrom('users').select('id').execute()
    expect(after).toHaveLength(before.length + 1)
    const [mail] = await readMailbox(server.db, { to: 'admin@example.com' })
    expect(mail?.purpose).toBe('account-exists')
    expect(mail?.text).toContain('/account/forget-password?email=admin%40example.com')
    // An activation code for the made-up account leads nowhere.
    const code = await post(server, paths.activateWithCode, {
      userId: taken.body.userId,
      token: taken.body.activationToken,
      code: '123456',
    })
    expect(code.status).toBe(400)
  })

  it('says a taken email is taken when accounts sign in at once (nothing to send)', async () => {
    await configure(server, { activationRequired: false })
    const taken = await post(server, paths.signUp, signUpBody({ email: 'ADMIN@example.com' }))
    expect(taken.status).toBe(409)
    expect(taken.body).toMatchObject({ errors: ['User already exists'] })
  })

  it('lets the password wait for the activation when activation sets it', async () => {
    await configure(server, { activationSetsPassword: true })
    const body = signUpBody({ password: undefined })
    expect((await post(server, paths.signUp, body)).status).toBe(200)
    expect((await userRow(body.email))?.password_hash).toBeNull()
  })
})

describe('sign-up by phone number', () => {
  const phoneOn = (required: boolean) =>
    configure(server, {
      signUpStrategies: {
        email: { enabled: true, required: true },
        phoneNumber: { enabled: true, required },
      },
    })

  it('is refused while the phone strategy is off', async () => {
    const { status, body } = await post(
      server,
      paths.signUpByPhone,
      signUpBody({ phoneNumber: '+14155550123' }),
    )
    expect(status).toBe(400)
    expect(body).toMatchObject({ errors: ['Sign-up with a phone number is not enabled'] })
  })

  it('needs the number when the strategy requires it, and a valid one', async () => {
    await phoneOn(true)
    const missing = await post(server, paths.signUp, signUpBody())
    expect(missing.body).toMatchObject({
      errors: ['Phone number is required for phone number signup'],
    })
    const bad = await post(server, paths.signUpByPhone, signUpBody({ phoneNumber: '12' }))
    expect(bad.body).toMatchObject({ errors: ['phoneNumber is not a valid phone number'] })
  })

  it('texts an SMS sign-in code to the E.164 number, stored for the SMS sign-in', async () => {
    await phoneOn(true)
    const body = signUpBody({ phoneNumber: '+1 (415) 555-0199', password: undefined })
    const { status, body: answer } = await post(server, paths.signUpByPhone, body)
    expect(status).toBe(200)
    expect(answer.authResponse).toBeUndefined()
    expect((await userRow(body.email))?.phone_number).toBe('+14155550199')
    const [sms] = await readMailbox(server.db, { to: '+14155550199' })
    expect(sms).toMatchObject({ channel: 'sms', purpose: 'login-code' })
    expect(sms?.text).toMatch(/\b\d{6}\b/)
    const secret = await server.db
      .selectFrom('one_time_secrets')
      .select(['user_id', 'kind'])
      .where('purpose', '=', 'sms-login')
      .where('user_id', '=', answer.userId as string)
      .executeTakeFirst()
    expect(secret).toEqual({ user_id: answer.userId, kind: 'code' })
  })
})

describe('sign-up with an invitation token', () => {
  const invite = async (ttlSeconds = 3600, roleKey = 'Viewer') => {
    const role = await server.db
      .selectFrom('roles')
      .select('id')
      .where('key', '=', roleKey)
      .where('tenant_id', 'is', null)
      .executeTakeFirstOrThrow()
    await createInviteLink(server.db, {
      tenantId: server.tenantId,
      grantor: { userId: server.adminUserId, tenantId: server.tenantId },
      createdBy: null,
      now: server.clock.now(),
      expiresInMinutes: ttlSeconds / 60,
      roleIds: [role.id],
    })
    const link = await server.db
      .selectFrom('tenant_invites')
      .select('token')
      .where('tenant_id', '=', server.tenantId)
      .executeTakeFirstOrThrow()
    return link.token
  }

  it('joins the inviter’s tenant with the invitation’s roles, even with sign-ups off', async () => {
    await configure(server, { allowSignups: false })
    const invitationToken = await invite()
    const body = signUpBody({ invitationToken, companyName: undefined, roleIds: ['ignored'] })
    const { status, body: answer } = await post(server, paths.signUp, body)
    expect(status).toBe(200)
    expect(answer.tenantId).toBe(server.tenantId)
    expect(await rolesOf(answer.userId as string, server.tenantId)).toEqual(['Viewer'])
    const mail = await activationMail(server, body.email)
    expect(mail.message.subject).toBe('Activate your Default account')
  })

  it('refuses a malformed, unknown or expired token', async () => {
    const malformed = await post(server, paths.signUp, signUpBody({ invitationToken: 'abc' }))
    expect(malformed.body).toMatchObject({ errors: ['Invalid token specified'] })
    const unknown = await post(
      server,
      paths.signUp,
      signUpBody({ invitationToken: 'A'.repeat(43) }),
    )
    expect(unknown.body).toMatchObject({ errors: ['This invitation is not valid'] })
    const token = await invite(60)
    server.clock.advance(61_000)
    const expired = await post(server, paths.signUp, signUpBody({ invitationToken: token }))
    expect(expired.status).toBe(400)
    expect(expired.body).toMatchObject({ context: { reason: 'expired' } })
  })
})
