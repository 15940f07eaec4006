import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { writeVendorConfiguration } from '../../server/src/configuration/vendor-configuration'
import { getFoyerStore } from '../../src/atoms'
import {
  forgotRoute,
  forgotStateAtom,
  recoveryChannelsAtom,
  resetPasswordAtom,
  resetStepAtom,
  sendRecoveryAtom,
  submitForgotAtom,
  validateResetAtom,
  verifyRecoverySmsAtom,
} from '../../src/atoms/recovery'
import { addUser, createTestServer, login } from '../server/helpers'
import { lastCode, resetLink, wrongCode } from '../server/recovery/recovery-helpers'
import type { TestServer } from '../server/helpers'

let server: TestServer

const storeFor = (appId: string) =>
  getFoyerStore({
    baseUrl: 'http://localhost:8080',
    appId,
    apiPrefix: 'api',
    credentials: 'include',
    demo: false,
    fetch: async (input, init) => server.app.fetch(new Request(String(input), init)),
  })

beforeAll(async () => {
  server = await createTestServer()
}, 60_000)
afterAll(() => server.close())

describe('the forgot-password route by the vendor’s channels (spec §4.5)', () => {
  it('both → the selector, one → that one, none → nothing', () => {
    expect(forgotRoute({ email: true, sms: true })).toBe('selector')
    expect(forgotRoute({ email: true, sms: false })).toBe('email')
    expect(forgotRoute({ email: false, sms: true })).toBe('sms')
    expect(forgotRoute({ email: false, sms: false })).toBe('none')
  })
})

describe('recovery atoms against the real server', () => {
  it('mails the link with the default configuration, then resets with it', async () => {
    const userId = await addUser(server, { email: 'atoms@example.com', password: 'old password 1' })
    const store = storeFor('recovery-mail')
    expect(await store.get(recoveryChannelsAtom)).toEqual({ email: true, sms: false })
    expect(await store.set(submitForgotAtom, ' atoms@example.com ')).toBeNull()
    expect(store.get(forgotStateAtom)).toMatchObject({
      step: 'forgotPasswordEmailSuccess',
      email: 'atoms@example.com',
    })
    const { token } = await resetLink(server, 'atoms@example.com')
    await store.set(validateResetAtom, { userId, token })
    expect(store.get(resetStepAtom)).toBe('resetPasswordPage')
    const refused = await store.set(resetPasswordAtom, { userId, token, password: 'short' })
    expect(refused?.status).toBe(400)
    expect(store.get(resetStepAtom)).toBe('resetPasswordPage')
    expect(
      await store.set(resetPasswordAtom, { userId, token, password: 'new password 1' }),
    ).toBeNull()
    expect(store.get(resetStepAtom)).toBe('resetPasswordSuccess')
    await login(server, 'atoms@example.com', 'new password 1')
    await store.set(validateResetAtom, { userId, token })
    expect(store.get(resetStepAtom)).toBe('invalidLink')
  })

  it('texts a code and trades it for a reset token', async () => {
    await writeVendorConfiguration(
      server.db,
      { passwordRecoveryStrategies: { email: true, sms: true } },
      server.clock.now(),
    )
    const userId = await addUser(server, { email: 'atoms-sms@example.com', password: 'old pw 12' })
    await server.db
      .updateTable('users')
      .set({ phone_number: '+14155550160' })
      .where('id', '=', userId)
      .execute()
    const store = storeFor('recovery-sms')
    await store.set(sendRecoveryAtom, { email: 'atoms-sms@example.com', channel: 'sms' })
    expect(store.get(forgotStateAtom).step).toBe('resetPasswordViaSms')
    const code = await lastCode(server, '+14155550160', 'password-reset-sms')
    const wrong = await store.set(verifyRecoverySmsAtom, wrongCode(code))
    expect(wrong).toMatchObject({ ok: false, error: { status: 400, message: 'Invalid code' } })
    const right = await store.set(verifyRecoverySmsAtom, code)
    expect(right).toMatchObject({ ok: true, userId })
  })
})
