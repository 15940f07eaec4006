import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { writeVendorConfiguration } from '../../../server/src/configuration/vendor-configuration'
import { addUser, call, createTestServer, login } from '../helpers'
import { lastCode, lastMessage, wrongCode } from '../recovery/recovery-helpers'
import type { TestServer, WireErrorBody } from '../helpers'

let server: TestServer
let token: string
let userId: string

const EMAIL_ME = '/identity/resources/users/v1/email/me'

beforeAll(async () => {
  server = await createTestServer()
  userId = await addUser(server, { email: 'old-address@example.com', password: 'email owner 1' })
  token = (await login(server, 'old-address@example.com', 'email owner 1')).token
  await addUser(server, { email: 'Taken@Example.com', password: 'email owner 2' })
})
afterAll(() => server.close())

const post = (path: string, body: unknown, bearer = token) =>
  call(server, `${EMAIL_ME}${path}`, { body, token: bearer })
const messageOf = async (response: Response) => ((await response.json()) as WireErrorBody).errors[0]
const storedEmail = async () =>
  (
    await server.db
      .selectFrom('users')
      .select('email')
      .where('id', '=', userId)
      .executeTakeFirstOrThrow()
  ).email

describe('change of email address', () => {
  it('names a bad address and refuses the current one', async () => {
    const bad = await post('', { email: 'not an address' })
    expect(bad.status).toBe(400)
    expect(await messageOf(bad)).toBe('email is not a valid email address')
    const same = await post('', { email: 'OLD-address@example.com' })
    expect(same.status).toBe(400)
    expect(await messageOf(same)).toBe('email is already the address of your account')
  })

  it('mails a code to the new address; a wrong code or another address changes nothing', async () => {
    expect((await post('', { email: 'new-address@example.com' })).status).toBe(200)
    const code = await lastCode(server, 'new-address@example.com', 'email-change')
    const wrong = await post('/verify', { email: 'new-address@example.com', code: wrongCode(code) })
    expect(wrong.status).toBe(400)
    const other = await post('/verify', { email: 'other@example.com', code })
    expect(other.status).toBe(400)
    expect(await messageOf(other)).toBe('email is not the address the code was sent to')
    expect(await storedEmail()).toBe('old-address@example.com')
  })

  it('changes the address with the code, tells the old address, and signs in with the new', async () => {
    expect((await post('', { email: 'New-Address@example.com' })).status).toBe(200)
    const code = await lastCode(server, 'New-Address@example.com', 'email-change')
    const done = await post('/verify', { email: 'new-address@example.com', code })
    expect(done.status).toBe(200)
    expect(await storedEmail()).toBe('New-Address@example.com')
    const notice = await lastMessage(server, 'old-address@example.com', 'email-changed')
    expect(notice.text).toContain('New-Address@example.com')
    await login(server, 'new-address@example.com', 'email owner 1')
    const audit = await server.db
      .selectFrom('audit_logs')
      .select(['severity'])
      .where('user_id', '=', userId)
      .where('action', '=', 'user.email.changed')
      .execute()
    expect(audit).toEqual([{ severity: 'High' }])
    expect((await post('/verify', { email: 'new-address@example.com', code })).status).toBe(400)
  })

  it('refuses an address another account has, whatever its case, only after the code', async () => {
    expect((await post('', { email: 'taken@example.com' })).status).toBe(200)
    const code = await lastCode(server, 'taken@example.com', 'email-change')
    const taken = await post('/verify', { email: 'taken@example.com', code })
    expect(taken.status).toBe(409)
    expect(await messageOf(taken)).toBe('email is taken by another account')
    expect(await storedEmail()).toBe('New-Address@example.com')
  })

  it('is refused, both steps, while the vendor turned email changes off', async () => {
    expect((await post('', { email: 'before-off@example.com' })).status).toBe(200)
    const code = await lastCode(server, 'before-off@example.com', 'email-change')
    const configure = (allowEmailChange: boolean) =>
      server.db
        .transaction()
        .execute((trx) => writeVendorConfiguration(trx, { allowEmailChange }, server.clock.now()))
    await configure(false)
    try {
      const publicConfig = await call(server, '/identity/resources/configurations/v1/public')
      expect(await publicConfig.json()).toMatchObject({ allowEmailChange: false })
      const request = await post('', { email: 'while-off@example.com' })
      expect(request.status).toBe(403)
      expect(await messageOf(request)).toBe('Changing the email address is turned off')
      expect((await post('/verify', { email: 'before-off@example.com', code })).status).toBe(403)
      expect(await storedEmail()).toBe('New-Address@example.com')
    } finally {
      await configure(true)
    }
  })

  it('refuses a caller without a token', async () => {
    expect((await post('', { email: 'x@example.com' }, '')).status).toBe(401)
  })
})
