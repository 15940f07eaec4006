import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { decryptSecret } from '../../../server/src/mfa/encryption'
import { addUser, call, createTestServer, login } from '../helpers'
import { codeFor, enrolApp, mfaCall, mfaEnv, nextStep, signIn } from './support'
import type { TestServer } from '../helpers'

let server: TestServer
const password = 'a long password 1'
const MFA = '/identity/resources/users/v1/mfa'

beforeAll(async () => {
  server = await createTestServer(mfaEnv)
})
afterAll(() => server.close())

describe('authenticator app factor', () => {
  it('shows a QR code and the secret, keeps the secret encrypted, and shows a recovery code once', async () => {
    const userId = await addUser(server, { email: 'carol@example.com', password })
    const enrolled = await enrolApp(server, 'carol@example.com', password)
    expect(enrolled.qrCode).toMatch(/^data:image\/png;base64,/)
    expect(enrolled.secret).toMatch(/^[A-Z2-7]{4}( [A-Z2-7]{4})+$/)
    expect(enrolled.recoveryCode).toBeDefined()
    const row = await server.db
      .selectFrom('mfa_authenticators')
      .select('secret_encrypted')
      .where('user_id', '=', userId)
      .executeTakeFirstOrThrow()
    const plain = enrolled.secret.replaceAll(' ', '')
    expect(row.secret_encrypted).not.toContain(plain)
    expect(decryptSecret(server.config, row.secret_encrypted, userId)).toBe(plain)
    // Copied to another user's row, the ciphertext does not decrypt.
    expect(() => decryptSecret(server.config, row.secret_encrypted, server.adminUserId)).toThrow()
    const devices = await call(server, `${MFA}/devices`, { token: enrolled.token })
    expect(await devices.json()).toMatchObject({ authenticators: [{ id: expect.any(String) }] })
    // A second app: the session gives its second factor again first (reverification), then 409.
    const unconfirmed = await call(server, `${MFA}/authenticator/enroll`, {
      method: 'POST',
      token: enrolled.token,
    })
    expect(unconfirmed.status).toBe(403)
    const generated = await call(server, '/identity/resources/auth/v1/user/step-up/generate', {
      body: {},
      token: enrolled.token,
    })
    const { mfaToken } = (await generated.json()) as { mfaToken: string }
    nextStep(server)
    const verified = await mfaCall(server, '/verify', {
      mfaToken,
      value: await codeFor(server, enrolled.secret),
    })
    const { accessToken } = (await verified.json()) as { accessToken: string }
    const second = await call(server, `${MFA}/authenticator/enroll`, {
      method: 'POST',
      token: accessToken,
    })
    expect(second.status).toBe(409)
  })

  it('refuses a wrong first code with a 400, not a sign-out', async () => {
    await addUser(server, { email: 'dan@example.com', password })
    const { token } = await login(server, 'dan@example.com', password)
    await call(server, `${MFA}/authenticator/enroll`, { method: 'POST', token })
    const wrong = await call(server, `${MFA}/authenticator/enroll/verify`, {
      body: { token: '000000' },
      token,
    })
    expect(wrong.status).toBe(400)
    const answer = await signIn(server, 'dan@example.com', password)
    expect(answer.body).toMatchObject({ mfaRequired: false })
  })

  it('removes a factor only with a fresh code, and audits it', async () => {
    await addUser(server, { email: 'erin@example.com', password })
    const { secret, token } = await enrolApp(server, 'erin@example.com', password)
    const devices = (await (await call(server, `${MFA}/devices`, { token })).json()) as {
      authenticators: { id: string }[]
    }
    const deviceId = devices.authenticators[0]?.id ?? ''
    const path = `${MFA}/authenticator/${deviceId}/disable/verify`
    expect((await call(server, path, { body: {}, token })).status).toBe(403)
    expect((await call(server, path, { body: { token: '000000' }, token })).status).toBe(400)
    const removed = await call(server, path, {
      body: { token: await codeFor(server, secret) },
      token,
    })
    expect(removed.status).toBe(200)
    const actions = await server.db
      .selectFrom('audit_logs')
      .select('action')
      .where('email', '=', 'erin@example.com')
      .where('action', 'like', 'user.mfa.%')
      .orderBy('created_at')
      .execute()
    // Without a code the session is asked for a step-up (403), no factor was tried: no failure.
    expect(actions.map((row) => row.action)).toEqual([
      'user.mfa.enrolled',
      'user.mfa.failed',
      'user.mfa.disabled',
    ])
    expect(await signIn(server, 'erin@example.com', password)).toMatchObject({
      body: { mfaRequired: false },
    })
  })

  it('allows 5 codes per 15 minutes for removing a factor, against a stolen session', async () => {
    await addUser(server, { email: 'hal@example.com', password })
    const { secret, token } = await enrolApp(server, 'hal@example.com', password)
    const path = `${MFA}/disable`
    for (let i = 0; i < 5; i++) {
      expect((await call(server, path, { body: { token: '000000' }, token })).status).toBe(400)
    }
    const blocked = await call(server, path, {
      body: { token: await codeFor(server, secret) },
      token,
    })
    expect(blocked.status).toBe(429)
    expect(blocked.headers.get('retry-after')).toMatch(/^\d+$/)
    expect(await blocked.json()).toMatchObject({ errorCode: 'ER-FOYER-1008' })
    server.clock.advance(15 * 60 * 1000 + 1000)
    // The access token expired meanwhile: a new sign-in, with its second factor.
    const pending = await signIn(server, 'hal@example.com', password)
    const verified = await mfaCall(server, '/verify', {
      mfaToken: pending.body.mfaToken,
      value: await codeFor(server, secret),
    })
    const { accessToken } = (await verified.json()) as { accessToken: string }
    nextStep(server)
    const allowed = await call(server, path, {
      body: { token: await codeFor(server, secret) },
      token: accessToken,
    })
    expect(allowed.status).toBe(200)
  })
})

describe('remember this device', () => {
  it('skips the second factor with a signed cookie until the factors change', async () => {
    await addUser(server, { email: 'fay@example.com', password })
    const { secret, recoveryCode } = await enrolApp(server, 'fay@example.com', password)
    const first = await signIn(server, 'fay@example.com', password)
    const token = first.body.mfaToken as string
    const allowed = await call(
      server,
      `/identity/resources/configurations/v1/mfa-policy/allow-remember-device?mfaToken=${token}`,
    )
    expect(await allowed.json()).toEqual({
      isAllowedToRemember: true,
      mfaDeviceExpiration: 1209600,
    })
    const verified = await mfaCall(server, '/verify', {
      mfaToken: token,
      value: await codeFor(server, secret),
      rememberDevice: true,
    })
    const remember = verified.headers
      .getSetCookie()
      .map((line) => line.split(';')[0] ?? '')
      .find((pair) => pair.startsWith('foyer_mfa_'))
    if (!remember) throw new Error('No remember cookie')
    nextStep(server)
    expect((await signIn(server, 'fay@example.com', password, remember)).body).toMatchObject({
      mfaRequired: false,
    })
    const forged = `${remember.slice(0, -3)}AAA`
    expect((await signIn(server, 'fay@example.com', password, forged)).body).toMatchObject({
      mfaRequired: true,
    })
    // A factor change (here: all removed with the recovery code, then a new app) revokes it.
    await mfaCall(server, '/recover', { email: 'fay@example.com', recoveryCode })
    await enrolApp(server, 'fay@example.com', password)
    expect((await signIn(server, 'fay@example.com', password, remember)).body).toMatchObject({
      mfaRequired: true,
    })
  })
})

describe('MFA policy', () => {
  it('forces enrolment at the next sign-in, then signs in with the recovery code shown', async () => {
    const admin = await login(server)
    const policy = await call(server, '/identity/resources/configurations/v1/mfa-policy', {
      method: 'PATCH',
      body: { id: 'x', enforceMFAType: 'Force' },
      token: admin.token,
    })
    expect(await policy.json()).toMatchObject({ enforceMFAType: 'Force', allowRememberMe: true })
    await addUser(server, { email: 'gus@example.com', password })
    const answer = await signIn(server, 'gus@example.com', password)
    expect(answer.body).toMatchObject({ mfaRequired: true, mfaEnrolled: false })
    const mfaToken = answer.body.mfaToken as string
    const qr = await mfaCall(server, '/authenticator/enroll', { mfaToken })
    const { secret } = (await qr.json()) as { secret: string }
    const enrolled = await mfaCall(server, '/authenticator/enroll/verify', {
      mfaToken,
      token: await codeFor(server, secret),
    })
    expect(enrolled.status).toBe(200)
    expect(await enrolled.json()).toMatchObject({
      mfaRequired: false,
      accessToken: expect.any(String),
      recoveryCode: expect.stringMatching(/^[0-9A-Z-]{24}$/),
    })
    const bad = await call(server, '/identity/resources/configurations/v1/mfa-policy', {
      body: { enforceMFAType: 'Sometimes' },
      token: admin.token,
    })
    expect(bad.status).toBe(400)
    await call(server, '/identity/resources/configurations/v1/mfa-policy', {
      body: { enforceMFAType: 'DontForce' },
      token: admin.token,
    })
  })

  it('lists the strategies publicly', async () => {
    const answer = await call(server, '/identity/resources/configurations/v1/mfa/strategies')
    expect(await answer.json()).toMatchObject({
      strategies: expect.arrayContaining([{ strategy: 'AuthenticatorApp', isActive: true }]),
    })
  })
})
