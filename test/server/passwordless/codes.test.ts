import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import { issueCode } from '../../../server/src/one-time/secrets'
import { addUser, createTestServer, refreshCookie } from '../helpers'
import {
  bindingCookie,
  codeOf,
  configure,
  messageCount,
  newestMessage,
  postLogin,
  preLogin,
} from './support'
import type { TestServer, WireErrorBody } from '../helpers'

let server: TestServer
let aliceId: string
const alice = 'alice@example.com'
const bob = 'bob@example.com'
const phone = '+14155550123'

beforeAll(async () => {
  server = await createTestServer()
  aliceId = await addUser(server, { email: alice })
  await addUser(server, { email: bob })
  await server.db
    .updateTable('users')
    .set({ phone_number: phone })
    .where('id', '=', aliceId)
    .execute()
})
afterAll(() => server.close())
beforeEach(() => configure(server, { authStrategy: 'Code' }))

/** Asks for an emailed code; answers it and the browser's binding cookie. */
const sendCode = async (to: string) => {
  const response = await preLogin(server, 'code', { email: to })
  expect(response.status).toBe(200)
  const cookie = bindingCookie(response)
  if (!cookie) throw new Error('No binding cookie')
  return { code: codeOf((await newestMessage(server, to)).text), cookie }
}

const errorsOf = async (response: Response) => ((await response.json()) as WireErrorBody).errors

describe('emailed sign-in codes', () => {
  it('sign in with the code alone from the browser that asked (the wire sends only the token)', async () => {
    const { code, cookie } = await sendCode(alice)
    const mail = await newestMessage(server, alice)
    expect(mail.purpose).toBe('email-login')
    expect(code).toMatch(/^\d{6}$/)
    const response = await postLogin(server, 'code', { token: code }, { cookie })
    expect(response.status).toBe(200)
    expect(await response.json()).toMatchObject({ email: alice, userId: aliceId })
    expect(refreshCookie(response)).toBeDefined()
    expect((await postLogin(server, 'code', { token: code }, { cookie })).status).toBe(401)
  })

  it('sign in with the code and the email it went to (Foyer’s box sends both)', async () => {
    const { code } = await sendCode(alice)
    const response = await postLogin(server, 'usernameandcode', { token: code, email: alice })
    expect(response.status).toBe(200)
  })

  it('never work alone: without the recipient or its browser, or for another account', async () => {
    const { code } = await sendCode(alice)
    const bare = await postLogin(server, 'code', { token: code })
    expect(bare.status).toBe(401)
    expect(await errorsOf(bare)).toEqual(['The code is incorrect or has expired'])
    const bobsBrowser = (await sendCode(bob)).cookie
    expect((await postLogin(server, 'code', { token: code }, { cookie: bobsBrowser })).status).toBe(
      401,
    )
    expect((await postLogin(server, 'code', { token: code, email: bob })).status).toBe(401)
    expect((await postLogin(server, 'smscode', { token: code, phoneNumber: phone })).status).toBe(
      401,
    )
  })

  it('allow 5 tries, then the code is spent', async () => {
    const { code, cookie } = await sendCode(alice)
    const wrong = code === '000000' ? '111111' : '000000'
    for (let attempt = 1; attempt < 5; attempt += 1) {
      expect((await postLogin(server, 'code', { token: wrong }, { cookie })).status).toBe(401)
    }
    const fifth = await postLogin(server, 'code', { token: wrong }, { cookie })
    expect(fifth.status).toBe(400)
    expect(await errorsOf(fifth)).toEqual(['Too many wrong codes. Ask for a new code'])
    expect((await postLogin(server, 'code', { token: code }, { cookie })).status).toBe(400)
  })

  it('expire after 10 minutes', async () => {
    const { code, cookie } = await sendCode(alice)
    server.clock.advance(10 * 60 * 1000 + 1000)
    expect((await postLogin(server, 'code', { token: code }, { cookie })).status).toBe(401)
  })

  it("answer 'Invalid token specified' to anything but 6 digits", async () => {
    for (const token of ['12345', '1234567', 'abcdef', '12 456']) {
      const response = await postLogin(server, 'code', { token, email: alice })
      expect(response.status).toBe(400)
      expect(await errorsOf(response)).toEqual(['Invalid token specified'])
    }
  })

  it('answer an unknown email like a known one: same body, a binding cookie of the same shape', async () => {
    const known = await preLogin(server, 'code', { email: bob })
    const unknown = await preLogin(server, 'code', { email: 'ghost@example.com' })
    expect(unknown.status).toBe(known.status)
    expect(await unknown.text()).toBe(await known.text())
    const shape = (response: Response) =>
      response.headers.getSetCookie().map((line) => line.replace(/=[0-9a-f-]{36};/, '=…;'))
    expect(shape(unknown)).toEqual(shape(known))
    expect(await messageCount(server, 'ghost@example.com')).toBe(0)
  })

  it('are rate limited per recipient, known or not (429 with Retry-After)', async () => {
    const target = 'limited@example.com'
    for (let send = 0; send < 5; send += 1) {
      expect((await preLogin(server, 'code', { email: target })).status).toBe(200)
    }
    const refused = await preLogin(server, 'code', { email: target.toUpperCase() })
    expect(refused.status).toBe(429)
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0)
  })

  it('never appear in the server’s console output or audit rows', async () => {
    const spies = (['log', 'info', 'warn', 'error', 'debug'] as const).map((level) =>
      vi.spyOn(console, level).mockImplementation(() => undefined),
    )
    const { code, cookie } = await sendCode(bob)
    await postLogin(server, 'code', { token: code }, { cookie })
    const printed = JSON.stringify(spies.flatMap((spy) => spy.mock.calls))
    for (const spy of spies) spy.mockRestore()
    expect(printed).not.toContain(code)
    const audit = await server.db.selectFrom('audit_logs').select(['description', 'json']).execute()
    expect(JSON.stringify(audit)).not.toContain(code)
  })
})

describe('SMS sign-in codes', () => {
  beforeEach(() => configure(server, { authStrategy: 'SmsCode' }))

  it('text a code to the number, which signs in with the number or the binding cookie', async () => {
    const response = await preLogin(server, 'smscode', { phoneNumber: '+1 (415) 555-0123' })
    expect(response.status).toBe(200)
    const sms = await newestMessage(server, phone)
    expect(sms).toMatchObject({ channel: 'sms', purpose: 'sms-login' })
    const code = codeOf(sms.text)
    const signedIn = await postLogin(server, 'smscode', { token: code, phoneNumber: phone })
    expect(signedIn.status).toBe(200)
    expect(await signedIn.json()).toMatchObject({ email: alice })

    const byEmail = await preLogin(server, 'usernameandsms', { email: alice })
    expect(byEmail.status).toBe(400)
    const again = await preLogin(server, 'smscode', { phoneNumber: phone })
    expect(again.status).toBe(200)
    const cookie = bindingCookie(again) ?? ''
    const second = codeOf((await newestMessage(server, phone)).text)
    expect((await postLogin(server, 'usernameandsms', { token: second }, { cookie })).status).toBe(
      200,
    )
  })

  it('accept the code another flow texted (phone sign-up: purpose sms-login, bound to the user)', async () => {
    const { code } = await issueCode(server.db, {
      purpose: 'sms-login',
      userId: aliceId,
      ttlSeconds: 600,
      now: server.clock.now(),
    })
    const response = await postLogin(server, 'smscode', { token: code, phoneNumber: phone })
    expect(response.status).toBe(200)
  })

  it('name the field of a bad number, and send nothing to an account without a number', async () => {
    const bad = await preLogin(server, 'smscode', { phoneNumber: '12' })
    expect(bad.status).toBe(400)
    expect((await errorsOf(bad))[0]).toMatch(/phoneNumber/)
    expect((await preLogin(server, 'smscode', { email: bob })).status).toBe(200)
    expect(await messageCount(server, bob)).toBeGreaterThan(0)
    const texts = await server.db
      .selectFrom('messages')
      .select('recipient')
      .where('channel', '=', 'sms')
      .where('user_id', 'is not', null)
      .execute()
    expect(texts.every((row) => row.recipient === phone)).toBe(true)
  })

  it('are open to phone sign-up accounts while the main strategy is another', async () => {
    await configure(server, {
      authStrategy: 'EmailAndPassword',
      signUpStrategies: {
        email: { enabled: true, required: false },
        phoneNumber: { enabled: true, required: true },
      },
    })
    expect((await preLogin(server, 'smscode', { phoneNumber: phone })).status).toBe(200)
    await configure(server, {
      signUpStrategies: {
        email: { enabled: true, required: true },
        phoneNumber: { enabled: false, required: false },
      },
    })
    expect((await preLogin(server, 'smscode', { phoneNumber: phone })).status).toBe(400)
  })
})
