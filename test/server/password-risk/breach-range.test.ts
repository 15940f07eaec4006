import { createHash } from 'node:crypto'
import { createServer } from 'node:http'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { writeVendorConfiguration } from '../../../server/src/configuration/vendor-configuration'
import { addUser, createTestServer } from '../helpers'
import { signIn } from '../mfa/support'
import type { TestServer } from '../helpers'
import type { AddressInfo } from 'node:net'

/**
 * The optional k-anonymity range check against a LOOPBACK FAKE of the Pwned Passwords range API
 * (`GET {FOYER_BREACHED_RANGE_URL}{first five hex digits of the SHA-1}` → `SUFFIX:COUNT` lines):
 * only the prefix leaves the server, a listed password is breached, and a range API that
 * does not answer in time never blocks the sign-in.
 */
const listed = 'a password only the range knows 42'
const sha1 = createHash('sha1').update(listed).digest('hex').toUpperCase()
const requested: string[] = []
let hang = false
const fake = createServer((request, response) => {
  requested.push(request.url ?? '')
  if (hang) return
  const prefix = (request.url ?? '').split('/').pop() ?? ''
  const lines = ['0018A45C4D1DEF81644B54AB7F969B88D65:1']
  if (prefix === sha1.slice(0, 5)) lines.push(`${sha1.slice(5)}:3`)
  response.writeHead(200, { 'content-type': 'text/plain' })
  response.end(lines.join('\r\n'))
})
let server: TestServer

beforeAll(async () => {
  await new Promise<void>((resolve) => fake.listen(0, '127.0.0.1', resolve))
  const { port } = fake.address() as AddressInfo
  server = await createTestServer({
    FOYER_BREACHED_RANGE_URL: `http://127.0.0.1:${port}/range/`,
    FOYER_BREACHED_RANGE_TIMEOUT: '300',
  })
  await writeVendorConfiguration(server.db, { breachedPasswordCheck: true }, new Date())
})
afterAll(async () => {
  fake.closeAllConnections()
  await new Promise((resolve) => fake.close(resolve))
  await server.close()
})

describe('the breached-password range check', () => {
  it('stops a password the range lists, sending only the hash prefix', async () => {
    await addUser(server, { email: 'ranged@example.com', password: listed })
    const answer = await signIn(server, 'ranged@example.com', listed)
    expect(answer.body).toMatchObject({ isBreachedPassword: true })
    expect(requested.at(-1)).toBe(`/range/${sha1.slice(0, 5)}`)
    expect(requested.join()).not.toContain(sha1.slice(5))
  })

  it('signs in a password the range does not list', async () => {
    await addUser(server, { email: 'clean@example.com', password: 'an unlisted passphrase 9' })
    const answer = await signIn(server, 'clean@example.com', 'an unlisted passphrase 9')
    expect(answer.body.accessToken).toEqual(expect.any(String))
  })

  it('never blocks the sign-in when the range API does not answer in time', async () => {
    hang = true
    await addUser(server, { email: 'slow@example.com', password: listed })
    const started = Date.now()
    const answer = await signIn(server, 'slow@example.com', listed)
    expect(answer.body.accessToken).toEqual(expect.any(String))
    expect(Date.now() - started).toBeLessThan(3000)
  })
})
