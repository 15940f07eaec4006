import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { writeVendorConfiguration } from '../../../server/src/configuration/vendor-configuration'
import { addUser, call, createTestServer, refreshCookie } from '../helpers'
import { codeFor, enrolApp, mfaCall, mfaEnv, nextStep, signIn } from '../mfa/support'
import type { TestServer } from '../helpers'

const DAY = 24 * 60 * 60 * 1000
let server: TestServer
// "dragon" is on the bundled list of breached passwords; the year is what people add to it.
const breached = 'dragon2024'

beforeAll(async () => {
  server = await createTestServer(mfaEnv)
  await writeVendorConfiguration(
    server.db,
    { passwordRotation: { isActive: true, rotationPeriod: 90, notificationPeriod: 7 } },
    new Date(),
  )
})
afterAll(() => server.close())

const renew = (userId: string, token: string, password: string) =>
  call(server, '/identity/resources/users/v1/passwords/renew', {
    body: { userId, token, password },
  })

describe('the order after a right password (spec §4.3)', () => {
  it('MFA first, then the breached password (before an expired rotation), then a session', async () => {
    const email = 'ordered@example.com'
    await addUser(server, { email, password: breached })
    const { secret } = await enrolApp(server, email, breached)
    await writeVendorConfiguration(server.db, { breachedPasswordCheck: true }, new Date())
    // Past the vendor's 90 days: the rotation has expired too, yet the breach comes first.
    server.clock.advance(91 * DAY)
    const first = await signIn(server, email, breached)
    expect(first.body).toMatchObject({ mfaRequired: true })
    expect(first.refresh).toBeUndefined()
    nextStep(server)
    const code = await codeFor(server, secret)
    const afterMfa = await mfaCall(server, '/verify', {
      mfaToken: first.body.mfaToken,
      value: code,
    })
    const stopped = (await afterMfa.json()) as Record<string, unknown>
    expect(stopped).toMatchObject({ mfaRequired: false, isBreachedPassword: true })
    expect(stopped).not.toHaveProperty('accessToken')
    expect(refreshCookie(afterMfa)).toBeUndefined()

    const token = String(stopped.resetPasswordToken)
    const userId = String(stopped.userId)
    const refused = await renew(userId, token, 'password123')
    expect(refused.status).toBe(400)
    const renewed = await renew(userId, token, 'a fresh long passphrase 7')
    expect(renewed.status).toBe(200)
    expect(await renewed.json()).toMatchObject({ accessToken: expect.any(String) })
    expect(refreshCookie(renewed)).toBeDefined()
    expect((await renew(userId, token, 'another long passphrase 8')).status).toBe(400)
    server.clock.advance(-91 * DAY)
  })

  it('an expired rotation stops the sign-in; inside the notice period the sign-in carries the days left', async () => {
    const email = 'rotated@example.com'
    await addUser(server, { email, password: 'a sturdy passphrase 1' })
    server.clock.advance(85 * DAY)
    const notice = await signIn(server, email, 'a sturdy passphrase 1')
    expect(notice.body).toMatchObject({ passwordExpiresIn: 5, notificationPeriod: 7 })
    expect(notice.body.accessToken).toEqual(expect.any(String))
    server.clock.advance(6 * DAY)
    const expired = await signIn(server, email, 'a sturdy passphrase 1')
    expect(expired.body).toMatchObject({
      isBreachedPassword: false,
      passwordExpiresIn: 0,
      rotationPeriod: 90,
    })
    expect(expired.refresh).toBeUndefined()
    server.clock.advance(-91 * DAY)
  })
})

describe('password rotation: vendor and tenant apart, the smaller period wins', () => {
  it('the tenant’s 30 days beat the vendor’s 90', async () => {
    const email = 'tenant-rule@example.com'
    await addUser(server, { email, password: 'a sturdy passphrase 2' })
    const admin = await signIn(server, 'admin@example.com', 'correct horse battery')
    const token = String(admin.body.accessToken)
    const path = '/identity/resources/configurations/v1/password-rotation'
    expect(await (await call(server, path, { token })).json()).toEqual({})
    const saved = await call(server, path, {
      token,
      body: { isActive: true, rotationPeriod: 30, notificationPeriod: 3 },
    })
    expect(await saved.json()).toMatchObject({ isActive: true, rotationPeriod: 30 })
    const vendor = await call(server, `${path}/vendor`, { token })
    expect(await vendor.json()).toMatchObject({ rotationPeriod: 90 })
    server.clock.advance(29 * DAY)
    const answer = await signIn(server, email, 'a sturdy passphrase 2')
    expect(answer.body).toMatchObject({ passwordExpiresIn: 1, notificationPeriod: 3 })
    server.clock.advance(-29 * DAY)
    await call(server, path, { token, body: { isActive: false } })
  })
})
