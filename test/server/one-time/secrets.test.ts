import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  CODE_MAX_ATTEMPTS,
  checkLinkToken,
  issueCode,
  issueLinkToken,
  spendCode,
  spendLinkToken,
} from '../../../server/src/one-time/secrets'
import { createTestServer } from '../helpers'
import type { TestServer } from '../helpers'

let server: TestServer
beforeAll(async () => {
  server = await createTestServer()
})
afterAll(() => server.close())

const issue = (purpose: string, ttlSeconds = 600) =>
  issueLinkToken(server.db, {
    purpose,
    userId: server.adminUserId,
    ttlSeconds,
    now: server.clock.now(),
  })

describe('one-time link tokens', () => {
  it('are stored hashed, work once, and only for their purpose and user', async () => {
    const token = await issue('test-link')
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/)
    const stored = await server.db.selectFrom('one_time_secrets').select('secret_hash').execute()
    expect(stored.map((row) => row.secret_hash)).not.toContain(token)
    const now = server.clock.now()
    expect(await checkLinkToken(server.db, { token, purpose: 'other', now })).toEqual({
      ok: false,
      reason: 'invalid',
    })
    expect(
      await checkLinkToken(server.db, {
        token,
        purpose: 'test-link',
        now,
        userId: crypto.randomUUID(),
      }),
    ).toEqual({ ok: false, reason: 'invalid' })
    const used = await spendLinkToken(server.db, { token, purpose: 'test-link', now })
    expect(used.ok && used.secret.userId).toBe(server.adminUserId)
    expect(await spendLinkToken(server.db, { token, purpose: 'test-link', now })).toEqual({
      ok: false,
      reason: 'used',
    })
  })

  it('refuse a malformed token, an expired one, and an older one once a newer is issued', async () => {
    const now = server.clock.now()
    expect(await spendLinkToken(server.db, { token: 'not base64!', purpose: 'x', now })).toEqual({
      ok: false,
      reason: 'malformed',
    })
    const older = await issue('test-expiry', 60)
    const newer = await issue('test-expiry', 60)
    expect(
      (await checkLinkToken(server.db, { token: older, purpose: 'test-expiry', now })).ok,
    ).toBe(false)
    const later = new Date(now.getTime() + 61_000)
    expect(
      await checkLinkToken(server.db, { token: newer, purpose: 'test-expiry', now: later }),
    ).toEqual({ ok: false, reason: 'expired' })
  })
})

describe('one-time codes', () => {
  it('are six digits, single use, and spent after five wrong tries', async () => {
    const now = server.clock.now()
    const input = { purpose: 'test-code', userId: server.adminUserId, ttlSeconds: 600, now }
    const { code, id } = await issueCode(server.db, input)
    expect(code).toMatch(/^\d{6}$/)
    const wrong = code === '000000' ? '111111' : '000000'
    for (let i = 1; i < CODE_MAX_ATTEMPTS; i += 1) {
      expect(await spendCode(server.db, { id, purpose: 'test-code', code: wrong, now })).toEqual({
        ok: false,
        reason: 'invalid',
      })
    }
    expect(await spendCode(server.db, { id, purpose: 'test-code', code: wrong, now })).toEqual({
      ok: false,
      reason: 'tooManyAttempts',
    })
    expect((await spendCode(server.db, { id, purpose: 'test-code', code, now })).ok).toBe(false)

    const second = await issueCode(server.db, input)
    const used = await spendCode(server.db, {
      userId: server.adminUserId,
      purpose: 'test-code',
      code: second.code,
      now,
    })
    expect(used.ok).toBe(true)
    expect(
      (await spendCode(server.db, { id: second.id, purpose: 'test-code', code: second.code, now }))
        .ok,
    ).toBe(false)
  })
})
