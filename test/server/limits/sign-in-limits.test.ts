import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createApp } from '../../../server/src/app'
import { addUser, admin, createTestServer } from '../helpers'
import { fromAddress, postFrom, readRefusal, signInPath } from './from-address'
import type { TestServer } from '../helpers'

const perAddress = 5
const password = 'the right password'
let server: TestServer

beforeAll(async () => {
  server = await createTestServer({
    FOYER_LIMIT_SIGN_IN_IP: `${perAddress}/600`,
    FOYER_LIMIT_SIGN_IN_GLOBAL: 'off',
  })
})
afterAll(() => server.close())

const signIn = (address: string, email: string, pass: string, headers?: Record<string, string>) =>
  postFrom(server, address, signInPath, { email, password: pass }, headers)

describe('per-address limit on failed sign-ins', () => {
  it('answers the sign-in after the limit with 429, Retry-After and the wire error shape, across many emails', async () => {
    const address = '198.51.100.7'
    for (let i = 0; i < perAddress; i++) {
      // One password tried across many accounts (credential stuffing), unknown or not.
      const email = i % 2 === 0 ? `stuffed-${i}@example.com` : admin.email
      expect((await signIn(address, email, 'Summer2026!')).status).toBe(401)
    }
    const refused = await readRefusal(await signIn(address, 'next-victim@example.com', 'x'))
    expect(refused.status).toBe(429)
    expect(refused.retryAfter).toBeGreaterThan(0)
    expect(refused.retryAfter).toBeLessThanOrEqual(600)
    expect(refused.body).toEqual({
      errors: ['Too many failed sign-ins. Try again later'],
      errorCode: 'ER-FOYER-1008',
    })
    // Even the right password waits, from that address; other addresses are unaffected.
    expect((await signIn(address, admin.email, admin.password)).status).toBe(429)
    expect((await signIn('198.51.100.8', admin.email, admin.password)).status).toBe(200)
  })

  it('never counts successful sign-ins', async () => {
    const address = '198.51.100.9'
    for (let i = 0; i < perAddress * 2; i++) {
      expect((await signIn(address, admin.email, admin.password)).status).toBe(200)
    }
  })

  it('ignores X-Forwarded-For from a peer that is not a trusted proxy', async () => {
    const address = '198.51.100.10'
    for (let i = 0; i < perAddress; i++) {
      const spoofed = { 'x-forwarded-for': `203.0.113.${i + 1}` }
      expect((await signIn(address, `nobody-${i}@example.com`, 'guess', spoofed)).status).toBe(401)
    }
    const spoofed = { 'x-forwarded-for': '203.0.113.99' }
    expect((await signIn(address, admin.email, admin.password, spoofed)).status).toBe(429)
  })

  it('is shared by every server instance through the database', async () => {
    const address = '198.51.100.11'
    const other = createApp({ ...server.deps })
    for (let i = 0; i < perAddress; i++) {
      expect((await signIn(address, `spread-${i}@example.com`, 'guess')).status).toBe(401)
    }
    const response = await other.request(
      `/api${signInPath}`,
      {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email: admin.email, password: admin.password }),
      },
      fromAddress(address),
    )
    expect(response.status).toBe(429)
  })
})

describe('unknown and locked accounts', () => {
  const median = (values: number[]) => [...values].sort((a, b) => a - b)[values.length >> 1] ?? 0
  const timed = async (address: string, email: string, pass: string) => {
    const started = performance.now()
    const response = await signIn(address, email, pass)
    return { response, ms: performance.now() - started }
  }

  it('answer alike: the same statuses for the same guesses, then the same lock answer', async () => {
    const known = 'exists@example.com'
    const unknown = 'does-not-exist@example.com'
    await addUser(server, { email: known, password })
    // Each guess from its own address, so only the per-account (or per-email) count applies.
    const answers = async (email: string, network: string) => {
      const statuses: number[] = []
      for (let i = 1; i <= 6; i++) {
        const guess = i === 6 ? password : `guess ${i}`
        statuses.push((await signIn(`${network}.${i}`, email, guess)).status)
      }
      const last = await signIn(`${network}.9`, email, password)
      return { statuses, last: { status: last.status, body: await last.json() } }
    }
    const knownAnswers = await answers(known, '192.0.2')
    const unknownAnswers = await answers(unknown, '192.0.3')
    expect(knownAnswers.statuses).toEqual([401, 401, 401, 401, 403, 403])
    expect(unknownAnswers).toEqual(knownAnswers)
  })

  it('take similar time: a locked account still pays a password hash', async () => {
    const locked = 'locked-timing@example.com'
    await addUser(server, { email: locked, password })
    for (let i = 0; i < 5; i++) await signIn(`192.0.4.${i}`, locked, `guess ${i}`)
    const lockedTimes: number[] = []
    const unknownTimes: number[] = []
    for (let i = 0; i < 5; i++) {
      const address = `192.0.5.${i}`
      const lockedTry = await timed(address, locked, password)
      expect(lockedTry.response.status).toBe(403)
      lockedTimes.push(lockedTry.ms)
      const unknownTry = await timed(address, `fresh-${i}@example.com`, password)
      expect(unknownTry.response.status).toBe(401)
      unknownTimes.push(unknownTry.ms)
    }
    // Without the hash a locked answer took a fifth of the time of an unknown one.
    expect(median(lockedTimes)).toBeGreaterThan(median(unknownTimes) * 0.5)
  })
})
