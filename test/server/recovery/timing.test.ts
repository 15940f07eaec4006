import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { addUser, call, createTestServer } from '../helpers'
import type { TestServer } from '../helpers'

let server: TestServer
beforeAll(async () => {
  // Limits off: this file measures the work behind each answer, not the rate limiter.
  server = await createTestServer({
    FOYER_LIMIT_SEND_IP: 'off',
    FOYER_LIMIT_SEND_IDENTIFIER: 'off',
  })
})
afterAll(() => server.close())

const median = (values: number[]) => [...values].sort((a, b) => a - b)[values.length >> 1] ?? 0

/** Median time of `path` for a known and an unknown address, measured alternately. */
const timings = async (path: string, known: string) => {
  const once = async (email: string) => {
    const started = performance.now()
    const response = await call(server, path, { body: { email } })
    expect(response.status).toBe(200)
    return performance.now() - started
  }
  const forKnown: number[] = []
  const forUnknown: number[] = []
  for (let i = 0; i < 15; i += 1) {
    forKnown.push(await once(known))
    forUnknown.push(await once(`nobody-${i}@example.com`))
  }
  return median(forUnknown) / median(forKnown)
}

describe('no account enumeration by time', () => {
  it('an unknown address takes about as long as a known one (the same statements, rolled back)', async () => {
    await addUser(server, { email: 'timed@example.com', password: 'pw long 123' })
    for (const path of [
      '/identity/resources/users/v1/passwords/reset',
      '/identity/resources/users/v1/phone/reset',
    ]) {
      const ratio = await timings(path, 'timed@example.com')
      expect(ratio).toBeGreaterThan(0.6)
      expect(ratio).toBeLessThan(1.7)
    }
  })
})
