import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { addUser, call, createTestServer, login } from '../helpers'
import type { TestServer, WireErrorBody } from '../helpers'

let server: TestServer

beforeAll(async () => {
  server = await createTestServer()
})
afterAll(() => server.close())

const PATH = '/identity/resources/users/v1/passwords/change'

const change = (token: string, body: unknown, cookie?: string) =>
  call(server, PATH, { body, token, headers: cookie ? { cookie } : {} })

const refresh = (cookie: string) =>
  call(server, '/identity/resources/auth/v1/user/token/refresh', {
    body: { tenantId: null },
    headers: { cookie },
  })

const messageOf = async (response: Response) => ((await response.json()) as WireErrorBody).errors[0]

const newUser = async (email: string, password = 'first password 1') => {
  const id = await addUser(server, { email, password })
  return { id, email, password, ...(await login(server, email, password)) }
}

describe('POST /identity/resources/users/v1/passwords/change', () => {
  it('changes the password: the new one signs in, the old one no longer does; audited', async () => {
    const user = await newUser('change-ok@example.com')
    const response = await change(user.token, {
      password: user.password,
      newPassword: 'second password 2',
    })
    expect(response.status).toBe(200)
    expect(await response.json()).toEqual({ endedSessions: 0 })
    await expect(login(server, user.email, user.password)).rejects.toThrow(/401/)
    await login(server, user.email, 'second password 2')
    const audit = await server.db
      .selectFrom('audit_logs')
      .select(['severity'])
      .where('user_id', '=', user.id)
      .where('action', '=', 'user.password.changed')
      .execute()
    expect(audit).toEqual([{ severity: 'High' }])
  })

  it('answers a wrong current password with 400 and counts it like a failed sign-in', async () => {
    const user = await newUser('change-wrong@example.com')
    const response = await change(user.token, {
      password: 'not my password',
      newPassword: 'second password 2',
    })
    expect(response.status).toBe(400)
    expect(await messageOf(response)).toBe('The current password is incorrect')
    const row = await server.db
      .selectFrom('users')
      .select(['failed_login_attempts', 'password_hash'])
      .where('id', '=', user.id)
      .executeTakeFirstOrThrow()
    expect(row.failed_login_attempts).toBe(1)
    await login(server, user.email, user.password)
  })

  it('locks the account after as many wrong passwords as a sign-in takes', async () => {
    const user = await newUser('change-lock@example.com')
    const statuses: number[] = []
    for (let attempt = 0; attempt < 6; attempt += 1) {
      const response = await change(user.token, {
        password: `wrong ${attempt}`,
        newPassword: 'second password 2',
      })
      statuses.push(response.status)
    }
    expect(statuses).toEqual([400, 400, 400, 400, 403, 403])
    // Even the right password is refused while the account is locked.
    const right = await change(user.token, {
      password: user.password,
      newPassword: 'second password 2',
    })
    expect(right.status).toBe(403)
  })

  it("enforces the tenant's policy and refuses the current password as the new one", async () => {
    const user = await newUser('change-policy@example.com')
    const short = await change(user.token, { password: user.password, newPassword: 'ab1' })
    expect(short.status).toBe(400)
    expect(await messageOf(short)).toMatch(/^Password must be at least \d+ characters long$/)
    const same = await change(user.token, { password: user.password, newPassword: user.password })
    expect(same.status).toBe(400)
    expect(await messageOf(same)).toBe('newPassword must differ from the current password')
    const common = await change(user.token, { password: user.password, newPassword: 'password123' })
    expect(common.status).toBe(400)
    const missing = await change(user.token, { password: user.password })
    expect(await messageOf(missing)).toBe('newPassword is required')
    await login(server, user.email, user.password)
  })

  it('keeps other sessions unless asked, and then ends all but the caller', async () => {
    const user = await newUser('change-sessions@example.com')
    const other = await login(server, user.email, user.password)
    const kept = await change(user.token, {
      password: user.password,
      newPassword: 'second password 2',
    })
    expect(await kept.json()).toEqual({ endedSessions: 0 })
    const stillThere = await refresh(other.cookie)
    expect(stillThere.status).toBe(200)
    const third = await login(server, user.email, 'second password 2')
    const ended = await change(
      user.token,
      { password: 'second password 2', newPassword: 'third password 3', endOtherSessions: true },
      user.cookie,
    )
    expect(ended.status).toBe(200)
    expect(((await ended.json()) as { endedSessions: number }).endedSessions).toBe(2)
    expect((await refresh(third.cookie)).status).toBe(401)
    expect((await refresh(user.cookie)).status).toBe(200)
  })

  it('ends every session of the user when the caller sends no refresh cookie', async () => {
    const user = await newUser('change-no-cookie@example.com')
    const ended = await change(user.token, {
      password: user.password,
      newPassword: 'second password 2',
      endOtherSessions: true,
    })
    expect(await ended.json()).toEqual({ endedSessions: 1 })
    expect((await refresh(user.cookie)).status).toBe(401)
  })

  it("does not keep another user's session for a cookie that is not the caller's", async () => {
    const user = await newUser('change-foreign-cookie@example.com')
    const stranger = await newUser('change-stranger@example.com')
    const ended = await change(
      user.token,
      { password: user.password, newPassword: 'second password 2', endOtherSessions: true },
      stranger.cookie,
    )
    expect(await ended.json()).toEqual({ endedSessions: 1 })
    expect((await refresh(user.cookie)).status).toBe(401)
    expect((await refresh(stranger.cookie)).status).toBe(200)
  })

  it('refuses a caller without a token', async () => {
    const response = await call(server, PATH, { body: { password: 'a', newPassword: 'b' } })
    expect(response.status).toBe(401)
  })
})
