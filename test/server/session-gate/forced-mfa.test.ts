import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { writeVendorConfiguration } from '../../../server/src/configuration/vendor-configuration'
import { writeMfaPolicy } from '../../../server/src/mfa/policy'
import { createTenant } from '../../../server/src/tenants/repository'
import { addMembership } from '../../../server/src/users/repository'
import { addUser, call, createTestServer, refreshCookie } from '../helpers'
import { signIn } from '../mfa/support'
import { codeOf, newestMessage, postLogin, preLogin, bindingCookie } from '../passwordless/support'
import { activationMail, paths, post, signUpBody } from '../sign-up/support'
import type { TestServer, WireErrorBody } from '../helpers'

/**
 * Issue 18, finding 3: with the MFA policy at Force, no path answers a session (an access token
 * or a refresh cookie) before the second factor; each answers `mfaRequired: true` with an
 * mfaToken instead, as the password sign-in always did.
 */
let server: TestServer
const password = 'a long enough password'

beforeAll(async () => {
  server = await createTestServer({ FOYER_LIMIT_SEND_IP: 'off' })
  await server.db.transaction().execute((trx) =>
    writeVendorConfiguration(
      trx,
      {
        allowSignups: true,
        activationRequired: false,
        mfaStrategies: {
          AuthenticatorApp: true,
          EmailCode: false,
          SMS: false,
          WebAuthnPlatform: false,
          WebAuthnCrossPlatform: false,
        },
        mfaPolicy: { enforceMFAType: 'Force', allowRememberMe: false, mfaDeviceExpiration: 3600 },
      },
      server.clock.now(),
    ),
  )
})
afterAll(() => server.close())

/** The answer holds no session: the mfaToken answer, no access token, no refresh cookie. */
const expectNoSession = (body: Record<string, unknown>, response: Response) => {
  expect(body).toMatchObject({ mfaRequired: true, mfaToken: expect.any(String) })
  expect(body).not.toHaveProperty('accessToken')
  expect(refreshCookie(response)).toBeUndefined()
}

describe('the session gate under a forced MFA policy', () => {
  it('asks the password sign-in for the second factor (the reference every path follows)', async () => {
    await addUser(server, { email: 'pat@example.com', password })
    const answer = await signIn(server, 'pat@example.com', password)
    expect(answer.body).toMatchObject({ mfaRequired: true, mfaEnrolled: false })
    expect(answer.refresh).toBeUndefined()
  })

  it('answers a sign-up without activation with the mfaToken, not a session', async () => {
    const answer = await post(server, paths.signUp, signUpBody({ password }))
    expect(answer.status).toBe(200)
    const { authResponse } = answer.body as { authResponse: Record<string, unknown> }
    expectNoSession(authResponse, answer.response)
    expect(authResponse).toMatchObject({ mfaEnrolled: false })
  })

  it('answers the activation link with the mfaToken, not a session', async () => {
    await server.db
      .transaction()
      .execute((trx) =>
        writeVendorConfiguration(trx, { activationRequired: true }, server.clock.now()),
      )
    try {
      const body = signUpBody({ password })
      expect((await post(server, paths.signUp, body)).status).toBe(200)
      const mail = await activationMail(server, body.email)
      const activated = await post(server, paths.activate, {
        userId: mail.userId,
        token: mail.token,
      })
      expect(activated.status).toBe(200)
      expectNoSession(activated.body, activated.response)
    } finally {
      await server.db
        .transaction()
        .execute((trx) =>
          writeVendorConfiguration(trx, { activationRequired: false }, server.clock.now()),
        )
    }
  })

  it('answers an emailed sign-in code with the mfaToken, not a session', async () => {
    await server.db
      .transaction()
      .execute((trx) => writeVendorConfiguration(trx, { authStrategy: 'Code' }, server.clock.now()))
    try {
      await addUser(server, { email: 'cody@example.com' })
      const sent = await preLogin(server, 'code', { email: 'cody@example.com' })
      const cookie = bindingCookie(sent) ?? ''
      const code = codeOf((await newestMessage(server, 'cody@example.com')).text)
      const response = await postLogin(server, 'code', { token: code }, { cookie })
      expect(response.status).toBe(200)
      expectNoSession((await response.json()) as Record<string, unknown>, response)
    } finally {
      await server.db
        .transaction()
        .execute((trx) =>
          writeVendorConfiguration(trx, { authStrategy: 'EmailAndPassword' }, server.clock.now()),
        )
    }
  })

  it('keeps a session without a second factor out of a tenant that forces MFA', async () => {
    // Lenient lets this member in without MFA; Strict forces it (the vendor's default).
    const lenient = await createTenant(server.db, 'Lenient')
    const strict = await createTenant(server.db, 'Strict')
    await writeMfaPolicy(server.db, lenient, { enforceMFAType: 'DontForce' }, server.clock.now())
    const userId = await addUser(server, {
      email: 'lena@example.com',
      password,
      tenantId: lenient,
    })
    await addMembership(server.db, userId, strict, [])
    const answer = await signIn(server, 'lena@example.com', password)
    expect(answer.body).toMatchObject({ mfaRequired: false, tenantId: lenient })
    const token = answer.body.accessToken as string
    const cookie = answer.refresh ?? ''
    const switched = await call(server, '/identity/resources/users/v1/tenant', {
      method: 'PUT',
      body: { tenantId: strict },
      token,
      headers: { cookie },
    })
    expect(switched.status).toBe(403)
    expect(((await switched.json()) as WireErrorBody).errorCode).toBe('ER-FOYER-1030')
    // Nor does a refresh naming that tenant (a tab's tenant) carry the session into it.
    const refreshed = await call(server, '/identity/resources/auth/v1/user/token/refresh', {
      body: { tenantId: strict },
      headers: { cookie },
    })
    expect(refreshed.status).toBe(200)
    expect(await refreshed.json()).toMatchObject({ tenantId: lenient })
  })
})
