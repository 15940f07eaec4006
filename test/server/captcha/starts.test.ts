import { solveChallenge } from 'altcha-lib'
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { writeCaptchaPolicy } from '../../../server/src/captcha/policy'
import { CAPTCHA_FAILED } from '../../../server/src/captcha/require'
import { writeVendorConfiguration } from '../../../server/src/configuration/vendor-configuration'
import { readMailbox } from '../../../server/src/delivery/mailbox'
import { WIRE_ERROR_CODES } from '../../../src/wire/index'
import { addUser, call, createTestServer } from '../helpers'
import type { TestServer, WireErrorBody } from '../helpers'
import type { Challenge } from 'altcha-lib'

// With the captcha policy on, every unauthenticated start needs a solved captcha: without one (or
// with a wrong one) it answers 400 and sends nothing, looks nothing up, makes nothing.
let server: TestServer
const member = { email: 'starts@example.com', phone: '+14155550170' }

beforeAll(async () => {
  server = await createTestServer({
    FOYER_LIMIT_SEND_IP: 'off',
    FOYER_LIMIT_SEND_IDENTIFIER: 'off',
  })
  const id = await addUser(server, { email: member.email, password: 'a long password 1' })
  await server.db
    .updateTable('users')
    .set({ phone_number: member.phone })
    .where('id', '=', id)
    .execute()
  await writeVendorConfiguration(
    server.db,
    {
      allowSignups: true,
      activationRequired: true,
      signUpStrategies: {
        email: { enabled: true, required: true },
        phoneNumber: { enabled: false, required: false },
      },
      passwordRecoveryStrategies: { email: true, sms: true },
    },
    server.clock.now(),
  )
  await setPolicy(true)
})
afterAll(() => server.close())

const setPolicy = (enabled: boolean) =>
  server.db
    .transaction()
    .execute((trx) => writeCaptchaPolicy(trx, { enabled, provider: 'altcha' }, server.clock.now()))

/** A fresh challenge of the server, solved as the box's widget does; the widget's payload. */
const solved = async (): Promise<string> => {
  const response = await call(
    server,
    '/identity/resources/configurations/v1/captcha-policy/altcha/challenge',
  )
  const challenge = (await response.json()) as Challenge
  const solution = await solveChallenge({ challenge, deriveKey })
  if (!solution) throw new Error('The challenge was not solved')
  return Buffer.from(JSON.stringify({ challenge, solution })).toString('base64')
}

const messagesTo = async (to: string) => (await readMailbox(server.db, { to })).length

/** Expects the captcha refusal: 400, its error code and a sentence. */
const expectRefused = async (response: Response) => {
  expect(response.status).toBe(400)
  const body = (await response.json()) as WireErrorBody
  expect(body.errorCode).toBe(WIRE_ERROR_CODES.validation)
  expect(body.errors).toEqual([CAPTCHA_FAILED])
}

/** A start, its recipient, and how to call it with a captcha token (or none). */
interface Start {
  name: string
  recipient: string
  send: (recaptchaToken?: string) => Promise<Response>
  /** The status of a start that passed the captcha. */
  ok?: number
}

const withToken = (body: Record<string, unknown>, recaptchaToken?: string) =>
  recaptchaToken === undefined ? body : { ...body, recaptchaToken }

const post = async (path: string, body: Record<string, unknown>, recaptchaToken?: string) =>
  call(server, path, { body: withToken(body, recaptchaToken) })

const PASSWORDLESS = '/identity/resources/auth/v1/passwordless'
const configure = (authStrategy: 'Code' | 'MagicLink' | 'SmsCode') =>
  writeVendorConfiguration(server.db, { authStrategy }, server.clock.now())

const starts: Start[] = [
  {
    name: 'the emailed-code start',
    recipient: member.email,
    send: async (token) => {
      await configure('Code')
      return post(`${PASSWORDLESS}/code/prelogin`, { email: member.email }, token)
    },
  },
  {
    name: 'the magic-link start',
    recipient: member.email,
    send: async (token) => {
      await configure('MagicLink')
      return post(`${PASSWORDLESS}/magiclink/prelogin`, { email: member.email }, token)
    },
  },
  {
    name: 'the SMS-code start',
    recipient: member.phone,
    send: async (token) => {
      await configure('SmsCode')
      return post(`${PASSWORDLESS}/smscode/prelogin`, { phoneNumber: member.phone }, token)
    },
  },
  {
    name: 'forgot password (v1)',
    recipient: member.email,
    send: (token) =>
      post('/identity/resources/users/v1/passwords/reset', { email: member.email }, token),
  },
  {
    name: 'forgot password by email (v2)',
    recipient: member.email,
    send: (token) =>
      post(
        '/identity/resources/users/v2/passwords/reset/email',
        { identifier: member.email, identifierType: 'email' },
        token,
      ),
  },
  {
    name: 'forgot password by SMS (v2)',
    recipient: member.phone,
    send: (token) =>
      post(
        '/identity/resources/users/v2/passwords/reset/sms',
        { identifier: member.email, identifierType: 'email' },
        token,
      ),
  },
  {
    name: 'phone number reset',
    recipient: member.email,
    send: (token) =>
      post('/identity/resources/users/v1/phone/reset', { email: member.email }, token),
  },
]

describe.each(starts)('with the captcha policy on, $name', ({ recipient, send }) => {
  it('sends nothing without a captcha solution, or with a wrong one', async () => {
    const before = await messagesTo(recipient)
    await expectRefused(await send())
    await expectRefused(await send('not a solution'))
    await expectRefused(
      await send(Buffer.from('{"challenge":{},"solution":{}}').toString('base64')),
    )
    expect(await messagesTo(recipient)).toBe(before)
  })

  it('sends with a solved captcha, which works once', async () => {
    const before = await messagesTo(recipient)
    const token = await solved()
    expect((await send(token)).status).toBe(200)
    expect(await messagesTo(recipient)).toBe(before + 1)
    await expectRefused(await send(token))
    expect(await messagesTo(recipient)).toBe(before + 1)
  })
})

describe('with the captcha policy on, sign-up', () => {
  const signUp = (email: string, recaptchaToken?: string) =>
    post(
      '/identity/resources/users/v1/signUp',
      { email, name: 'Visitor', companyName: 'Visitors Ltd', password: 'a long enough password' },
      recaptchaToken,
    )
  const accounts = async (email: string) =>
    (await server.db.selectFrom('users').select('id').where('email', '=', email).execute()).length

  it('makes no account and mails nothing without a solved captcha', async () => {
    await expectRefused(await signUp('no-captcha@example.com'))
    await expectRefused(await signUp('no-captcha@example.com', 'not a solution'))
    expect(await accounts('no-captcha@example.com')).toBe(0)
    expect(await messagesTo('no-captcha@example.com')).toBe(0)
  })

  it('signs up with a solved captcha', async () => {
    const response = await signUp('with-captcha@example.com', await solved())
    expect(response.status).toBe(200)
    expect(await response.json()).toMatchObject({ shouldActivate: true })
    expect(await accounts('with-captcha@example.com')).toBe(1)
    expect(await messagesTo('with-captcha@example.com')).toBe(1)
  })
})

describe('with the captcha policy on, the passkey sign-in start', () => {
  const preLogin = (recaptchaToken?: string) =>
    post('/identity/resources/auth/v1/webauthn/prelogin', { email: member.email }, recaptchaToken)

  it('answers no challenge without a solved captcha', async () => {
    await expectRefused(await preLogin())
    await expectRefused(await preLogin('not a solution'))
  })

  it('answers a challenge with a solved captcha', async () => {
    const response = await preLogin(await solved())
    expect(response.status).toBe(200)
    expect(await response.json()).toHaveProperty('challenge')
  })
})

describe('with the captcha policy on, the unlock link', () => {
  let token: string
  beforeEach(async () => {
    // The account locks (five wrong passwords) while the policy is off, which mails the link.
    await setPolicy(false)
    const email = `locked-${Math.random().toString(36).slice(2, 8)}@example.com`
    await addUser(server, { email, password: 'a long password 1' })
    for (let attempt = 0; attempt < 5; attempt += 1) {
      await post('/identity/resources/auth/v1/user', { email, password: 'wrong password' })
    }
    const [mail] = (await readMailbox(server.db, { to: email })).filter(
      (message) => message.purpose === 'unlock',
    )
    token = new URL(/https?:\/\/\S+/.exec(mail?.text ?? '')?.[0] ?? 'x:').searchParams.get(
      'token',
    ) as string
    expect(token).toBeTruthy()
    await setPolicy(true)
  })
  const unlock = (recaptchaToken?: string) =>
    post('/identity/resources/users/v3/me/unlock', { token }, recaptchaToken)

  it('unlocks nothing without a solved captcha, then unlocks with one', async () => {
    await expectRefused(await unlock())
    await expectRefused(await unlock('not a solution'))
    // The link was not spent by the refused attempts.
    expect((await unlock(await solved())).status).toBe(200)
  })
})

describe('with the captcha policy off', () => {
  it('every start goes on without a token, as before', async () => {
    await setPolicy(false)
    try {
      for (const start of starts) expect((await start.send()).status).toBe(200)
    } finally {
      await setPolicy(true)
    }
  })
})
