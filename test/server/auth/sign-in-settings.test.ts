import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createApp } from '../../../server/src/app'
import { startCaptchaVerifyFake } from '../../support/captcha-verify-fake'
import { addUser, createTestServer, prefix, vendorCall, vendorEnv, vendorLogin } from '../helpers'
import { countingDb } from '../statement-counter'
import type { TestServer } from '../helpers'
import type { StatementLog } from '../statement-counter'

/**
 * The sign-in settings an instance keeps (`readSignInSettings`): a change made through one
 * instance holds at the next sign-in on another. `other` is a second app on the same database
 * through a handle of its own, as a second process is.
 */
let server: TestServer
let vendorToken: string
let other: ReturnType<typeof createApp>
let log: StatementLog
let fake: Awaited<ReturnType<typeof startCaptchaVerifyFake>>
const password = 'a password kept in settings'

beforeAll(async () => {
  fake = await startCaptchaVerifyFake()
  server = await createTestServer({ ...vendorEnv, FOYER_CAPTCHA_VERIFY_URL: fake.url })
  vendorToken = await vendorLogin(server)
  const counting = countingDb(server.db)
  log = counting.log
  other = createApp({ ...server.deps, db: counting.db })
})
afterAll(async () => {
  await server.close()
  await fake.close()
})

const signInOnOther = (email: string, pass: string, recaptchaToken?: string) =>
  other.request(`${prefix}/identity/resources/auth/v1/user`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password: pass, recaptchaToken }),
  })

describe('sign-in settings kept by an instance', () => {
  it('are read again once changed elsewhere: a lowered lockout maximum counts at once', async () => {
    const email = 'kept-lockout@example.com'
    await addUser(server, { email, password })
    expect((await signInOnOther(email, password)).status).toBe(200)
    log.reset()
    expect((await signInOnOther(email, password)).status).toBe(200)
    // Kept: no settings read of its own (the reservation, the membership, the session).
    expect(log.statements).toHaveLength(3)
    // Another instance lowers the vendor's maximum to 2 (its write, straight to the database).
    const row = await server.db
      .selectFrom('vendor_configuration')
      .select('settings')
      .where('id', '=', 1)
      .executeTakeFirst()
    const settings = { ...((row?.settings as Record<string, unknown> | undefined) ?? {}) }
    settings.lockoutPolicy = { enabled: true, maxAttempts: 2 }
    await server.db
      .insertInto('vendor_configuration')
      .values({ id: 1, settings: JSON.stringify(settings) })
      .onConflict((oc) => oc.column('id').doUpdateSet({ settings: JSON.stringify(settings) }))
      .execute()
    expect((await signInOnOther(email, 'wrong 1')).status).toBe(401)
    expect((await signInOnOther(email, 'wrong 2')).status).toBe(403)
    expect((await signInOnOther(email, password)).status).toBe(403)
  })

  it('are read again once changed elsewhere: a captcha turned on is asked at the next sign-in', async () => {
    const email = 'kept-captcha@example.com'
    await addUser(server, { email, password })
    expect((await signInOnOther(email, password)).status).toBe(200)
    const policy = { enabled: true, provider: 'recaptcha', siteKey: 'site', secretKey: 'secret' }
    const saved = await vendorCall(
      server,
      vendorToken,
      '/identity/resources/configurations/v1/captcha-policy',
      {
        method: 'PUT',
        body: { ...policy, minScore: 0.5 },
      },
    )
    expect(saved.status).toBe(200)
    expect((await signInOnOther(email, password)).status).toBe(401)
    fake.answer('good', { success: true, score: 0.9, action: 'login' })
    expect((await signInOnOther(email, password, 'good')).status).toBe(200)
  })
})
