import { decodeJwt } from 'jose'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { writeVendorConfiguration } from '../../../server/src/configuration/vendor-configuration'
import { addUser, call, createTestServer, login } from '../helpers'
import { mfaCall, mfaEnv, signIn } from '../mfa/support'
import { softAuthenticator } from '../passkeys/authenticator'
import { allowKeys, enrolKey, MINE, newUser, post, stepUpWithKey } from './support'
import type { TestServer } from '../helpers'
import type { SoftAuthenticator } from '../passkeys/authenticator'
import type { Ceremony } from './support'

/** WebAuthn as a second factor (wire §5.1 rows 39-42, 56-59), answered by a software key. */
let server: TestServer
const password = 'a long password 1'

beforeAll(async () => {
  server = await createTestServer(mfaEnv)
  await allowKeys(server, 'DontForce')
})
afterAll(() => server.close())

/** Signs in with the password, then with the key; answers the final response. */
const signInWithKey = async (
  email: string,
  key: SoftAuthenticator,
  deviceId: string,
  extra: { rememberDevice?: boolean; cookie?: string } = {},
) => {
  const pending = await signIn(server, email, password, extra.cookie)
  const mfaToken = pending.body.mfaToken as string
  const options = (await (
    await mfaCall(server, `/webauthn/${deviceId}`, { mfaToken })
  ).json()) as Ceremony
  const response = await mfaCall(server, `/webauthn/${deviceId}/verify`, {
    mfaToken,
    webauthnToken: options.webauthnToken,
    options: key.get(options.options),
    ...(extra.rememberDevice ? { rememberDevice: true } : {}),
  })
  return { pending, options, response }
}

const auditActions = async (email: string) =>
  (
    await server.db
      .selectFrom('audit_logs')
      .select('action')
      .where('email', '=', email)
      .where('action', 'like', 'user.mfa.%')
      .orderBy('created_at')
      .execute()
  ).map((row) => row.action)

describe('WebAuthn second factor', () => {
  it('enrols a key, lists it, and signs in with it (amr mfa hwk); a remembered device is revoked by the next change', async () => {
    const kim = await newUser(server, 'kim@example.com', password)
    const { enrolled, deviceId, key, token } = await enrolKey(server, kim)
    expect(enrolled.status).toBe(200)
    expect(enrolled.body.recoveryCode).toMatch(/^[0-9A-Z-]{24}$/)
    const devices = await call(server, '/identity/resources/users/v1/mfa/devices', { token })
    expect(await devices.json()).toMatchObject({
      webauthn: [{ id: deviceId, deviceType: 'CrossPlatform', name: expect.any(String) }],
    })

    const { pending, options, response } = await signInWithKey('kim@example.com', key, deviceId, {
      rememberDevice: true,
    })
    expect(pending.body).toMatchObject({
      mfaRequired: true,
      mfaDevices: { webauthn: [{ id: deviceId, deviceType: 'CrossPlatform' }] },
      mfaStrategies: expect.arrayContaining(['WebAuthnPlatform', 'WebAuthnCrossPlatform']),
    })
    expect(options.options.allowCredentials?.map((item) => item.id)).toEqual([key.credentialId])
    expect(response.status).toBe(200)
    const body = (await response.json()) as { accessToken: string }
    expect(decodeJwt(body.accessToken)).toMatchObject({
      amr: ['pwd', 'mfa', 'hwk'],
      acr: 'http://schemas.openid.net/pape/policies/2007/06/multi-factor',
    })
    // The team's list counts the key as MFA enrolled.
    const { token: adminToken } = await login(server)
    const listed = await call(server, '/identity/resources/users/v3?_preset=mfa-unenrolled', {
      token: adminToken,
    })
    const { items } = (await listed.json()) as { items: { email: string }[] }
    expect(items.map((item) => item.email)).not.toContain('kim@example.com')
    const remembered = response.headers
      .getSetCookie()
      .map((line) => line.split(';')[0] ?? '')
      .find((pair) => pair.startsWith('foyer_mfa_'))
    expect(remembered).toBeDefined()
    expect((await signIn(server, 'kim@example.com', password, remembered)).body).toMatchObject({
      mfaRequired: false,
    })
    // Adding a second key asks for the first one again (reverification).
    await enrolKey(server, await stepUpWithKey(server, token, deviceId, key))
    expect((await signIn(server, 'kim@example.com', password, remembered)).body).toMatchObject({
      mfaRequired: true,
    })
  })

  it('removes a key with its own answer, or after a step-up made with a key; each change audited', async () => {
    const lee = await newUser(server, 'lee@example.com', password)
    const first = await enrolKey(server, lee)
    const second = await enrolKey(
      server,
      await stepUpWithKey(server, lee, first.deviceId, first.key),
    )
    const secondId = second.deviceId
    expect(second.enrolled.body.recoveryCode).toBeUndefined()

    const refused = await post(server, `${MINE}/${first.deviceId}/disable/verify`, {}, first.token)
    expect(refused.status).toBe(403)
    const ceremony = (
      await post(server, `${MINE}/${first.deviceId}/disable`, undefined, first.token)
    ).body as unknown as Ceremony
    const removed = await post(
      server,
      `${MINE}/${first.deviceId}/disable/verify`,
      { webauthnToken: ceremony.webauthnToken, options: first.key.get(ceremony.options) },
      first.token,
    )
    expect(removed.status).toBe(200)

    const stepUp = await post(
      server,
      '/identity/resources/auth/v1/user/step-up/generate',
      {},
      first.token,
    )
    const mfaToken = stepUp.body.mfaToken as string
    const options = (await (
      await mfaCall(server, `/webauthn/${secondId}`, { mfaToken })
    ).json()) as Ceremony
    const stepped = await mfaCall(server, `/webauthn/${secondId}/verify`, {
      mfaToken,
      webauthnToken: options.webauthnToken,
      options: second.key.get(options.options),
    })
    const { accessToken } = (await stepped.json()) as { accessToken: string }
    const gone = await post(server, `${MINE}/${secondId}/disable/verify`, {}, accessToken)
    expect(gone.status).toBe(200)
    expect((await signIn(server, 'lee@example.com', password)).body).toMatchObject({
      mfaRequired: false,
    })
    expect(await auditActions('lee@example.com')).toEqual([
      'user.mfa.enrolled',
      'user.mfa.enrolled',
      'user.mfa.disabled',
      'user.mfa.disabled',
    ])
  })

  it('enrols a key at a sign-in the policy forces, answering the recovery code once', async () => {
    await allowKeys(server, 'Force')
    try {
      await addUser(server, { email: 'max@example.com', password })
      const pending = await signIn(server, 'max@example.com', password)
      expect(pending.body).toMatchObject({ mfaRequired: true, mfaEnrolled: false })
      const mfaToken = pending.body.mfaToken as string
      const started = (await (
        await mfaCall(server, '/webauthn/enroll', { mfaToken })
      ).json()) as Ceremony
      const key = softAuthenticator()
      const done = await mfaCall(server, '/webauthn/enroll/verify', {
        mfaToken,
        deviceType: 'Platform',
        webauthnToken: started.webauthnToken,
        options: key.create(started.options),
      })
      expect(done.status).toBe(200)
      const body = (await done.json()) as { accessToken: string; recoveryCode: string }
      expect(body.recoveryCode).toMatch(/^[0-9A-Z-]{24}$/)
      expect(decodeJwt(body.accessToken)).toMatchObject({ amr: ['pwd', 'mfa', 'hwk'] })
      // Enrolled now: a later sign-in may not add another key with the password alone.
      const next = await signIn(server, 'max@example.com', password)
      expect(next.body).toMatchObject({ mfaEnrolled: true })
      const again = await mfaCall(server, '/webauthn/enroll', { mfaToken: next.body.mfaToken })
      expect(again.status).toBe(400)
    } finally {
      await allowKeys(server, 'DontForce')
    }
  })

  it('refuses keys while the vendor has not turned them on; answers 401 without a session', async () => {
    expect((await call(server, `${MINE}/enroll`, { method: 'POST' })).status).toBe(401)
    const ned = await newUser(server, 'ned@example.com', password)
    await server.db.transaction().execute(async (trx) => {
      const mfaStrategies = {
        AuthenticatorApp: true,
        EmailCode: false,
        SMS: false,
        WebAuthnPlatform: false,
        WebAuthnCrossPlatform: false,
      }
      await writeVendorConfiguration(trx, { mfaStrategies }, server.clock.now())
    })
    try {
      const { started } = await enrolKey(server, ned)
      expect(started.status).toBe(400)
    } finally {
      await allowKeys(server, 'DontForce')
    }
  })
})
