import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { addUser, call, createTestServer, login } from '../helpers'
import { lastCode, wrongCode } from '../recovery/recovery-helpers'
import type { TestServer, WireErrorBody } from '../helpers'

let server: TestServer
let token: string
let userId: string

const PHONES = '/identity/resources/users/phone-numbers/v1'

beforeAll(async () => {
  server = await createTestServer()
  userId = await addUser(server, { email: 'phones@example.com', password: 'phone owner 1' })
  token = (await login(server, 'phones@example.com', 'phone owner 1')).token
})
afterAll(() => server.close())

const post = (path: string, body: unknown, bearer = token) =>
  call(server, `${PHONES}${path}`, { body, token: bearer })
const add = async (phoneNumber: string) => {
  const response = await post('', { phoneNumber })
  expect(response.status).toBe(200)
  return ((await response.json()) as { otcToken: string }).otcToken
}
const mine = async () => {
  const response = await call(server, `${PHONES}/me`, { token })
  return (await response.json()) as { id: string; phoneNumber: string; verified: boolean }[]
}
const messageOf = async (response: Response) => ((await response.json()) as WireErrorBody).errors[0]
const signInNumber = async () =>
  (
    await server.db
      .selectFrom('users')
      .select('phone_number')
      .where('id', '=', userId)
      .executeTakeFirstOrThrow()
  ).phone_number

describe('phone numbers v1', () => {
  it('adds a number unverified, texts it a code, and verifies it with the code', async () => {
    const otcToken = await add('+1 201 555 0123')
    expect(await mine()).toEqual([
      expect.objectContaining({ phoneNumber: '+12015550123', verified: false }),
    ])
    const code = await lastCode(server, '+12015550123', 'phone-number-add')
    const wrong = await post('/verify', { otcToken, code: wrongCode(code) })
    expect(wrong.status).toBe(400)
    expect(await messageOf(wrong)).toBe('Invalid code')
    expect((await post('/verify', { otcToken, code })).status).toBe(200)
    expect((await mine())[0]?.verified).toBe(true)
    // The first verified number is the one SMS sign-in and recovery use.
    expect(await signInNumber()).toBe('+12015550123')
    expect((await post('/verify', { otcToken, code })).status).toBe(410)
  })

  it('names phoneNumber when it is not a number, and refuses a verified one again', async () => {
    const bad = await post('', { phoneNumber: 'not a phone' })
    expect(bad.status).toBe(400)
    expect(await messageOf(bad)).toBe('phoneNumber is not a valid phone number')
    const again = await post('', { phoneNumber: '+12015550123' })
    expect(again.status).toBe(409)
    expect((await post('/verify', { otcToken: 'nope', code: '1' })).status).toBe(400)
  })

  it('lists a page of the numbers with the wire metadata', async () => {
    await add('+12015550124')
    const response = await call(server, `${PHONES}?_limit=1&_offset=1`, { token })
    expect(await response.json()).toEqual({
      items: [expect.objectContaining({ phoneNumber: '+12015550124', verified: false })],
      _metadata: { totalItems: 2, totalPages: 2 },
    })
  })

  it('deletes an unverified number at once and a verified one with a texted code', async () => {
    const numbers = await mine()
    const unverified = numbers.find((number) => !number.verified)
    const verified = numbers.find((number) => number.verified)
    if (!unverified || !verified) throw new Error('expected both kinds of numbers')
    const gone = await call(server, `${PHONES}/${unverified.id}`, { method: 'DELETE', token })
    expect(await gone.json()).toEqual({ phoneId: unverified.id, otcToken: '' })
    const asked = await call(server, `${PHONES}/${verified.id}`, { method: 'DELETE', token })
    const { otcToken } = (await asked.json()) as { otcToken: string }
    expect(otcToken).not.toBe('')
    expect(await mine()).toHaveLength(1)
    const code = await lastCode(server, '+12015550123', 'phone-number-delete')
    expect((await post(`/${verified.id}/delete/verify`, { otcToken, code })).status).toBe(200)
    expect(await mine()).toEqual([])
    expect(await signInNumber()).toBeNull()
    const missing = await call(server, `${PHONES}/${verified.id}`, { method: 'DELETE', token })
    expect(missing.status).toBe(404)
  })

  it("keeps each user's numbers and codes their own", async () => {
    const otcToken = await add('+12015550125')
    await addUser(server, { email: 'other-phones@example.com', password: 'phone owner 2' })
    const other = (await login(server, 'other-phones@example.com', 'phone owner 2')).token
    const code = await lastCode(server, '+12015550125', 'phone-number-add')
    expect((await post('/verify', { otcToken, code }, other)).status).toBe(400)
    const [number] = await mine()
    const response = await call(server, `${PHONES}/${number?.id ?? ''}`, {
      method: 'DELETE',
      token: other,
    })
    expect(response.status).toBe(404)
    expect((await post('/verify', { otcToken, code })).status).toBe(200)
  })

  it('keeps at most ten numbers', async () => {
    for (let index = 0; index < 9; index += 1) await add(`+1201555014${index}`)
    const response = await post('', { phoneNumber: '+12015550199' })
    expect(response.status).toBe(400)
    expect(await messageOf(response)).toBe('A profile keeps at most 10 phone numbers')
  })
})
