import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { addTenant, addUser, call, createTestServer, login } from '../helpers'
import type { TestServer, WireErrorBody } from '../helpers'

let server: TestServer
let adminToken: string
const EMAILS = '/integrations/resources/configurations/v1/emails'
const SMS = '/integrations/resources/configurations/v2/sms'
const listId = '7d0f1a52-3c1e-4f7e-9a39-2f1b5c1d0a01'

beforeAll(async () => {
  server = await createTestServer()
  adminToken = (await login(server)).token
})
afterAll(() => server.close())

const json = async <T>(response: Response) => (await response.json()) as T

interface Config {
  eventKey: string
  enabled: boolean
  subscriptions: { id: string; name: string; enabled: boolean; recipients: string[] }[]
}

const configs = async (base: string, token = adminToken) =>
  json<Config[]>(await call(server, base, { token }))

describe('email and SMS subscription routes', () => {
  it('saves an event with its recipient lists, cleaned, and drops a list with no recipient', async () => {
    const response = await call(server, `${EMAILS}/user.invited`, {
      token: adminToken,
      body: {
        enabled: true,
        subscriptions: [
          { name: 'Ops', enabled: true, recipients: [' Ops@Example.com', '', 'ops@example.com'] },
          { name: 'Nobody', enabled: true, recipients: ['', '  '] },
        ],
      },
    })
    expect(response.status).toBe(200)
    expect(await response.json()).toBeNull()
    const [config] = await configs(EMAILS)
    expect(config).toMatchObject({ eventKey: 'user.invited', enabled: true })
    expect(config?.subscriptions).toEqual([
      { id: expect.any(String), name: 'Ops', enabled: true, recipients: ['ops@example.com'] },
    ])
    const audit = await server.db
      .selectFrom('audit_logs')
      .select('action')
      .where('tenant_id', '=', server.tenantId)
      .where('action', '=', 'connectivity.email.updated')
      .execute()
    expect(audit.length).toBeGreaterThan(0)
  })

  it('deletes an existing list whose recipients are emptied, and keeps the others', async () => {
    const [before] = await configs(EMAILS)
    const ops = before?.subscriptions[0]
    await call(server, `${EMAILS}/user.invited`, {
      token: adminToken,
      body: {
        enabled: true,
        subscriptions: [
          { ...ops, recipients: [''] },
          { name: 'Security', enabled: false, recipients: ['sec@example.com'] },
        ],
      },
    })
    const [after] = await configs(EMAILS)
    expect(after?.subscriptions.map((s) => s.name)).toEqual(['Security'])
  })

  it('refuses an address that is not one, naming it, and changes nothing', async () => {
    const response = await call(server, `${EMAILS}/user.invited`, {
      token: adminToken,
      body: {
        enabled: false,
        subscriptions: [{ name: 'X', enabled: true, recipients: ['not-mail'] }],
      },
    })
    expect(response.status).toBe(400)
    expect((await json<WireErrorBody>(response)).errors[0]).toBe('not-mail is not an email address')
    expect((await configs(EMAILS))[0]?.enabled).toBe(true)
  })

  it('refuses an event outside the catalogue', async () => {
    const response = await call(server, `${EMAILS}/user.teleported`, {
      token: adminToken,
      body: { enabled: true, subscriptions: [] },
    })
    expect(response.status).toBe(400)
    expect((await json<WireErrorBody>(response)).errors.join(' ')).toContain('user.teleported')
  })

  it('turns an event on and off, and answers 404 for an event never configured', async () => {
    const off = await call(server, `${EMAILS}/user.invited`, {
      method: 'PATCH',
      token: adminToken,
      body: { enabled: false },
    })
    expect(off.status).toBe(200)
    expect((await configs(EMAILS))[0]?.enabled).toBe(false)
    const missing = await call(server, `${EMAILS}/user.locked`, {
      method: 'PATCH',
      token: adminToken,
      body: { enabled: true },
    })
    expect(missing.status).toBe(404)
  })

  it('keeps SMS recipients in E.164 and refuses a number without its country code', async () => {
    const refused = await call(server, `${SMS}/user.locked/subscriptions/${listId}`, {
      method: 'PUT',
      token: adminToken,
      body: { name: 'On call', enabled: true, recipients: ['0612345678'] },
    })
    expect(refused.status).toBe(400)
    expect((await json<WireErrorBody>(refused)).errors[0]).toContain('international format')
    const saved = await call(server, `${SMS}/user.locked/subscriptions/${listId}`, {
      method: 'PUT',
      token: adminToken,
      body: { name: 'On call', enabled: true, recipients: ['+33 6 12 34 56 78'] },
    })
    expect(saved.status).toBe(200)
    expect(await configs(SMS)).toEqual([
      {
        eventKey: 'user.locked',
        enabled: true,
        subscriptions: [
          { id: listId, name: 'On call', enabled: true, recipients: ['+33612345678'] },
        ],
      },
    ])
  })

  it('does not create a list put with no recipient, and deletes an existing one put empty', async () => {
    const other = '7d0f1a52-3c1e-4f7e-9a39-2f1b5c1d0a02'
    await call(server, `${SMS}/user.locked/subscriptions/${other}`, {
      method: 'PUT',
      token: adminToken,
      body: { name: 'Empty', enabled: true, recipients: [' '] },
    })
    expect((await configs(SMS))[0]?.subscriptions.map((s) => s.id)).toEqual([listId])
    await call(server, `${SMS}/user.locked/subscriptions/${listId}`, {
      method: 'PUT',
      token: adminToken,
      body: { name: 'On call', enabled: true, recipients: [] },
    })
    expect((await configs(SMS))[0]?.subscriptions).toEqual([])
  })

  it('deletes one list, then the whole event', async () => {
    const [config] = await configs(EMAILS)
    const id = config?.subscriptions[0]?.id ?? ''
    const gone = await call(server, `${EMAILS}/user.invited/subscriptions/${id}`, {
      method: 'DELETE',
      token: adminToken,
    })
    expect(gone.status).toBe(200)
    expect((await configs(EMAILS))[0]?.subscriptions).toEqual([])
    const again = await call(server, `${EMAILS}/user.invited/subscriptions/${id}`, {
      method: 'DELETE',
      token: adminToken,
    })
    expect(again.status).toBe(404)
    const event = await call(server, `${EMAILS}/user.invited`, {
      method: 'DELETE',
      token: adminToken,
    })
    expect(event.status).toBe(200)
    expect(await configs(EMAILS)).toEqual([])
  })

  it("never shows or changes another account's subscriptions", async () => {
    await call(server, `${SMS}/user.locked/subscriptions/${listId}`, {
      method: 'PUT',
      token: adminToken,
      body: { name: 'On call', enabled: true, recipients: ['+14155550123'] },
    })
    await addTenant(server, 'Other', 'other-admin@example.com')
    const other = (await login(server, 'other-admin@example.com')).token
    expect(await configs(SMS, other)).toEqual([])
    const taken = await call(server, `${SMS}/user.locked/subscriptions/${listId}`, {
      method: 'PUT',
      token: other,
      body: { name: 'Mine now', enabled: true, recipients: ['+14155550199'] },
    })
    expect(taken.status).toBe(200)
    const removed = await call(server, `${SMS}/user.locked/subscriptions/${listId}`, {
      method: 'DELETE',
      token: other,
    })
    expect(removed.status).toBe(404)
    const patched = await call(server, `${EMAILS}/user.locked`, {
      method: 'PATCH',
      token: other,
      body: { enabled: false },
    })
    expect(patched.status).toBe(404)
    const mine = await configs(SMS)
    expect(mine[0]?.subscriptions).toEqual([
      { id: listId, name: 'On call', enabled: true, recipients: ['+14155550123'] },
    ])
    const theirs = await configs(SMS, other)
    expect(theirs[0]?.subscriptions[0]).toMatchObject({ name: 'Mine now' })
    expect(theirs[0]?.subscriptions[0]?.id).not.toBe(listId)
  })

  it('lets a reader read and refuses their change in a sentence', async () => {
    await addUser(server, {
      email: 'reader@example.com',
      password: 'reader password 1',
      roleKeys: ['ReadOnly'],
    })
    const reader = (await login(server, 'reader@example.com', 'reader password 1')).token
    expect((await call(server, SMS, { token: reader })).status).toBe(200)
    const refused = await call(server, `${SMS}/user.locked`, {
      method: 'PATCH',
      token: reader,
      body: { enabled: false },
    })
    expect(refused.status).toBe(403)
    expect((await json<WireErrorBody>(refused)).errors[0]).toContain('Edit Integrations permission')
  })
})
