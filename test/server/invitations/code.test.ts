import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { readMailbox } from '../../../server/src/delivery/mailbox'
import { call, createTestServer, login, vendorCall, vendorEnv, vendorLogin } from '../helpers'
import { auditRows, latestMail, linkQuery } from './support'
import type { TestServer, WireErrorBody } from '../helpers'

let server: TestServer
let adminToken: string
let vendorToken: string
beforeAll(async () => {
  server = await createTestServer({
    ...vendorEnv,
    FOYER_APP_URL: 'https://app.example/base',
    FOYER_LIMIT_SEND_IP: 'off',
  })
  adminToken = (await login(server)).token
  vendorToken = await vendorLogin(server)
})
afterAll(() => server.close())

const STRATEGIES = '/identity/resources/configurations/v1/invitation/strategies'
const USERS = '/identity/resources/users/v1/invitation'

const setStrategy = (body: Record<string, unknown>) =>
  vendorCall(server, vendorToken, STRATEGIES, { body })

beforeEach(async () => {
  await setStrategy({ strategy: 'code', codeChannel: 'email' })
})

/** Invites `email` (with `phone`), answering the mailed link's userId and token. */
const invited = async (email: string, phone?: string) => {
  const body = { provider: 'local', email, ...(phone ? { phone } : {}) }
  expect(
    (await call(server, '/identity/resources/users/v2', { body, token: adminToken })).status,
  ).toBe(201)
  const mail = await latestMail(server, email, 'invitation')
  const query = linkQuery(mail.text)
  return { mail, userId: query.get('userId') ?? '', token: query.get('token') ?? '' }
}

const sendCode = (body: { userId: string; token: string }) =>
  call(server, `${USERS}/code`, { body })

const acceptWithCode = (body: Record<string, unknown>) =>
  call(server, `${USERS}/accept/code`, { body })

const codeIn = (text: string) => /\b(\d{6})\b/.exec(text)?.[1] ?? ''

describe('the invitation strategy (management rows 24-25)', () => {
  it('reads and changes the strategy with a vendor token only, audited; bad values are 400', async () => {
    await setStrategy({ strategy: 'link' })
    const read = await vendorCall(server, vendorToken, STRATEGIES)
    expect(read).toEqual({ status: 200, body: { strategy: 'link', codeChannel: 'email' } })
    const changed = await setStrategy({ codeChannel: 'sms' })
    expect(changed.body).toEqual({ strategy: 'link', codeChannel: 'sms' })
    const [audit] = await auditRows(server, 'vendor.configuration.updated')
    expect(audit?.json).toMatchObject({ changed: ['invitationStrategy'] })
    const bad = await setStrategy({ strategy: 'carrier-pigeon' })
    expect(bad.status).toBe(400)
    expect((await call(server, STRATEGIES, { token: adminToken })).status).toBe(403)
  })
})

describe('accepting an invitation with a code', () => {
  it('links the mail to the code route; opening it mails a code that accepts', async () => {
    const { mail, userId, token } = await invited('coded@example.com')
    expect(mail.text).toContain('https://app.example/base/account/invitation/code?')
    const strategy = await call(server, `${USERS}/strategy`, { body: { userId, token } })
    expect(await strategy.json()).toMatchObject({ acceptWith: 'code', email: 'coded@example.com' })
    const sent = await sendCode({ userId, token })
    expect(sent.status).toBe(200)
    expect(await sent.json()).toEqual({ channel: 'email', destination: 'c•••@example.com' })
    const codeMail = await latestMail(server, 'coded@example.com', 'invitation-code')
    expect(codeMail.subject).toBe('Your code to join Default')
    const accepted = await acceptWithCode({
      userId,
      token,
      code: codeIn(codeMail.text),
      password: 'a fine password',
    })
    expect(await accepted.json()).toEqual({})
    expect(accepted.status).toBe(200)
    expect((await login(server, 'coded@example.com', 'a fine password')).body.tenantId).toBe(
      server.tenantId,
    )
  })

  it('refuses the link alone, a wrong code, and an older code once a fresh one was sent', async () => {
    const { userId, token } = await invited('strict@example.com')
    const linkOnly = await call(server, `${USERS}/accept`, {
      body: { userId, token, password: 'a fine password' },
    })
    expect(linkOnly.status).toBe(400)
    expect(((await linkOnly.json()) as WireErrorBody).errors).toEqual([
      'code: enter the code we sent you to accept this invitation',
    ])
    await sendCode({ userId, token })
    const first = codeIn((await latestMail(server, 'strict@example.com', 'invitation-code')).text)
    await sendCode({ userId, token })
    const wrong = await acceptWithCode({ userId, token, code: first, password: 'a fine password' })
    const fresh = codeIn((await latestMail(server, 'strict@example.com', 'invitation-code')).text)
    // The two codes may happen to be equal (1 in a million): only then does the first one work.
    if (first !== fresh) expect(wrong.status).toBe(400)
    const right = await acceptWithCode({ userId, token, code: fresh, password: 'a fine password' })
    expect([wrong.status, right.status]).toContain(200)
  })

  it('texts the code to an invited user with a number when the channel is SMS', async () => {
    await setStrategy({ codeChannel: 'sms' })
    const { userId, token } = await invited('texted@example.com', '+1 415 555 0142')
    const sent = await sendCode({ userId, token })
    expect(await sent.json()).toEqual({ channel: 'sms', destination: '••••••••0142' })
    const [sms] = await readMailbox(server.db, { to: '+14155550142' })
    expect(sms).toMatchObject({ channel: 'sms', purpose: 'invitation-code' })
    const code = codeIn(sms?.text ?? '')
    const body = { userId, token, code, password: 'a fine password' }
    expect((await acceptWithCode(body)).status).toBe(200)
  })

  it('sends nothing for a link that does not work, and limits the sends per invitation', async () => {
    const { userId, token } = await invited('limited@example.com')
    const forged = await sendCode({ userId, token: 'A'.repeat(43) })
    expect(forged.status).toBe(400)
    expect(((await forged.json()) as WireErrorBody).errors).toEqual([
      'This invitation is invalid or has expired',
    ])
    const malformed = await sendCode({ userId, token: 'short' })
    expect(((await malformed.json()) as WireErrorBody).errors).toEqual(['Invalid token specified'])
    const statuses: number[] = []
    for (let attempt = 0; attempt < 8; attempt += 1) {
      statuses.push((await sendCode({ userId, token })).status)
    }
    expect(statuses).toContain(429)
    const codes = (await readMailbox(server.db, { to: 'limited@example.com' })).filter(
      (message) => message.purpose === 'invitation-code',
    )
    expect(codes.length).toBe(statuses.filter((status) => status === 200).length)
  })

  it('with the link strategy, the plain link accepts and the mail links the accept route', async () => {
    await setStrategy({ strategy: 'link' })
    const { mail, userId, token } = await invited('plain@example.com')
    expect(mail.text).toContain('/account/invitation/accept?')
    const body = { userId, token, password: 'a fine password' }
    expect((await call(server, `${USERS}/accept`, { body })).status).toBe(200)
  })
})
