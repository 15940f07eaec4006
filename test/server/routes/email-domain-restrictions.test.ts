import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  addTenant,
  addUser,
  admin,
  call,
  createTestServer,
  login,
  vendorEnv,
  vendorLogin,
} from '../helpers'
import type { TestServer, WireErrorBody } from '../helpers'

let server: TestServer
let adminToken: string
let readOnlyToken: string
let otherToken: string
let otherTenantId: string
let vendorToken: string
const base = '/identity/resources/configurations/restrictions/v1/email-domain'

beforeAll(async () => {
  server = await createTestServer(vendorEnv)
  vendorToken = await vendorLogin(server)
  adminToken = (await login(server)).token
  await addUser(server, {
    email: 'reader@example.com',
    password: admin.password,
    roleKeys: ['ReadOnly'],
  })
  readOnlyToken = (await login(server, 'reader@example.com')).token
  otherTenantId = (await addTenant(server, 'Elsewhere', 'elsewhere@example.com')).tenantId
  otherToken = (await login(server, 'elsewhere@example.com')).token
})
afterAll(() => server.close())

const json = async <T = Record<string, unknown>>(response: Response) => (await response.json()) as T
const add = (domain: string, type: 'ALLOW' | 'BLOCK', token = adminToken) =>
  call(server, base, { token, body: { domain, type } })
const setConfig = (body: Record<string, unknown>, token = adminToken) =>
  call(server, `${base}/config`, { token, body })
const entries = async (token = adminToken) =>
  (
    await json<{ items: { id: string; domain: string; type: string }[] }>(
      await call(server, base, { token }),
    )
  ).items
const audits = (action: string) =>
  server.db
    .selectFrom('audit_logs')
    .select(['tenant_id', 'email', 'severity'])
    .where('action', '=', action)
    .execute()

describe('email-domain restriction routes', () => {
  it('answers the default switches: off, block-list, public providers let in', async () => {
    const response = await call(server, `${base}/config`, { token: adminToken })
    expect(response.status).toBe(200)
    expect(await response.json()).toEqual({
      active: false,
      listType: 'BLOCK',
      blockPublicDomains: false,
    })
    expect(await entries()).toEqual([])
  })

  it('adds a domain normalised, audited, and lists it to the tenant only', async () => {
    const response = await add('  @Blocked.Example. ', 'BLOCK')
    expect(response.status).toBe(200)
    const entry = await json(response)
    expect(entry).toEqual({ id: expect.any(String), domain: 'blocked.example', type: 'BLOCK' })
    expect(await entries()).toEqual([entry])
    expect(await entries(otherToken)).toEqual([])
    expect(await audits('tenant.email-domain-restriction.created')).toEqual([
      { tenant_id: server.tenantId, email: admin.email, severity: 'High' },
    ])
  })

  it('stores an international domain in its ASCII form', async () => {
    const entry = await json(await add('bücher.example', 'BLOCK'))
    expect(entry.domain).toBe('xn--bcher-kva.example')
  })

  it('refuses a domain that is not one (400 naming the field) and a second entry of one (409)', async () => {
    for (const domain of [
      '',
      'localhost',
      'not a domain',
      'a@b.example',
      '-bad.example',
      'x'.repeat(64) + '.example',
    ]) {
      const response = await add(domain, 'BLOCK')
      expect(response.status, domain).toBe(400)
      expect((await json<WireErrorBody>(response)).errors[0]).toMatch(/^domain/)
    }
    const twice = await add('BLOCKED.example', 'ALLOW')
    expect(twice.status).toBe(409)
    expect((await json<WireErrorBody>(twice)).errors).toEqual([
      'blocked.example is already on the block-list',
    ])
    expect((await add('x.example', 'MAYBE' as 'ALLOW')).status).toBe(400)
  })

  it('refuses to turn on an allow-list without an allowed domain, with the reason', async () => {
    const response = await setConfig({ active: true, type: 'ALLOW' })
    expect(response.status).toBe(400)
    expect((await json<WireErrorBody>(response)).errors).toEqual([
      'Add at least one allowed domain before turning the allow-list on',
    ])
    expect(await json(await call(server, `${base}/config`, { token: adminToken }))).toMatchObject({
      active: false,
      listType: 'BLOCK',
    })
  })

  it('saves the switches, keeping the fields left out, audited', async () => {
    const on = await setConfig({ active: true, blockPublicDomains: true })
    expect(on.status).toBe(200)
    expect(await json(on)).toEqual({ active: true, listType: 'BLOCK', blockPublicDomains: true })
    const off = await json(await setConfig({ active: false }))
    expect(off).toEqual({ active: false, listType: 'BLOCK', blockPublicDomains: true })
    expect(await audits('tenant.email-domain-restriction-config.updated')).toHaveLength(2)
  })

  it('keeps the last allowed domain while the allow-list is on (409), then lets it go once off', async () => {
    const allowed = await json<{ id: string }>(await add('corp.example', 'ALLOW'))
    expect((await setConfig({ active: true, type: 'ALLOW' })).status).toBe(200)
    const refused = await call(server, `${base}/${allowed.id}`, {
      method: 'DELETE',
      token: adminToken,
    })
    expect(refused.status).toBe(409)
    expect((await json<WireErrorBody>(refused)).errors[0]).toBe(
      'corp.example is the last allowed domain: turn the allow-list off or add another domain first',
    )
    expect((await setConfig({ active: false })).status).toBe(200)
    const removed = await call(server, `${base}/${allowed.id}`, {
      method: 'DELETE',
      token: adminToken,
    })
    expect(removed.status).toBe(200)
    expect((await entries()).map((entry) => entry.domain)).not.toContain('corp.example')
    expect(await audits('tenant.email-domain-restriction.deleted')).toHaveLength(1)
  })

  it("answers 404 for another tenant's entry or a malformed id, and deletes nothing", async () => {
    const [mine] = await entries()
    if (!mine) throw new Error('no entry')
    for (const id of [mine.id, 'not-a-uuid']) {
      const response = await call(server, `${base}/${id}`, { method: 'DELETE', token: otherToken })
      expect(response.status).toBe(404)
    }
    expect((await entries()).map((entry) => entry.id)).toContain(mine.id)
  })

  it('lets a reader read and refuses every change without fe.secure.write.securityPolicy', async () => {
    expect((await call(server, base, { token: readOnlyToken })).status).toBe(200)
    expect((await call(server, `${base}/config`, { token: readOnlyToken })).status).toBe(200)
    const [entry] = await entries()
    const changes = [
      await add('new.example', 'BLOCK', readOnlyToken),
      await setConfig({ active: true }, readOnlyToken),
      await call(server, `${base}/${entry?.id ?? ''}`, { method: 'DELETE', token: readOnlyToken }),
    ]
    for (const response of changes) {
      expect(response.status).toBe(403)
      expect((await json<WireErrorBody>(response)).errors[0]).not.toContain('fe.secure')
    }
    expect((await call(server, base)).status).toBe(401)
  })

  it('is in the OpenAPI document', async () => {
    const document = await json<{ paths: Record<string, unknown> }>(
      await server.app.request('/api/openapi.json'),
    )
    const paths = Object.keys(document.paths)
    expect(paths).toEqual(
      expect.arrayContaining([base, `${base}/config`, `${base}/{id}`, `${base}/replace-bulk`]),
    )
  })
})

describe('the management API on the same paths', () => {
  const asVendor = (
    path: string,
    init: { method?: string; body?: unknown; tenant?: string } = {},
  ) =>
    call(server, path, {
      ...init,
      token: vendorToken,
      headers: init.tenant === undefined ? {} : { 'frontegg-tenant-id': init.tenant },
    })

  it('lets a vendor token act for the tenant named by frontegg-tenant-id, audited there', async () => {
    const added = await asVendor(base, {
      body: { domain: 'vendor.example', type: 'BLOCK' },
      tenant: otherTenantId,
    })
    expect(added.status).toBe(200)
    expect((await entries(otherToken)).map((entry) => entry.domain)).toEqual(['vendor.example'])
    expect((await entries()).map((entry) => entry.domain)).not.toContain('vendor.example')
    const listed = await json<{ items: unknown[] }>(await asVendor(base, { tenant: otherTenantId }))
    expect(listed.items).toHaveLength(1)
    const [audit] = await server.db
      .selectFrom('audit_logs')
      .select(['tenant_id', 'user_id'])
      .where('action', '=', 'tenant.email-domain-restriction.created')
      .where('tenant_id', '=', otherTenantId)
      .execute()
    expect(audit).toEqual({ tenant_id: otherTenantId, user_id: null })
  })

  it('needs the tenant named: 400 without it, 404 for an unknown one', async () => {
    const without = await asVendor(`${base}/config`)
    expect(without.status).toBe(400)
    expect((await json<WireErrorBody>(without)).errors).toEqual([
      'frontegg-tenant-id: name the tenant to act for',
    ])
    const unknown = '00000000-0000-4000-8000-000000000000'
    expect((await asVendor(`${base}/config`, { tenant: unknown })).status).toBe(404)
    expect((await asVendor(`${base}/config`, { tenant: 'nonsense' })).status).toBe(404)
  })

  it('replaces one list whole (replace-bulk), keeping the other and refusing a clash', async () => {
    const replaced = await asVendor(`${base}/replace-bulk`, {
      body: { type: 'BLOCK', domains: ['One.example', 'two.example', 'one.example'] },
      tenant: otherTenantId,
    })
    expect(replaced.status).toBe(200)
    const items = (await json<{ items: { domain: string; type: string }[] }>(replaced)).items
    expect(items.map((item) => item.domain).sort()).toEqual(['one.example', 'two.example'])
    await asVendor(base, { body: { domain: 'ok.example', type: 'ALLOW' }, tenant: otherTenantId })
    const clash = await asVendor(`${base}/replace-bulk`, {
      body: { type: 'BLOCK', domains: ['ok.example'] },
      tenant: otherTenantId,
    })
    expect(clash.status).toBe(409)
    const bad = await asVendor(`${base}/replace-bulk`, {
      body: { type: 'BLOCK', domains: ['not a domain'] },
      tenant: otherTenantId,
    })
    expect((await json<WireErrorBody>(bad)).errors).toEqual([
      'domains: not a domain is not a domain name',
    ])
    await asVendor(`${base}/config`, {
      body: { active: true, type: 'ALLOW' },
      tenant: otherTenantId,
    })
    const emptied = await call(server, `${base}/replace-bulk`, {
      token: otherToken,
      body: { type: 'ALLOW', domains: [] },
    })
    expect(emptied.status).toBe(400)
    expect((await entries(otherToken)).map((entry) => entry.domain).sort()).toEqual([
      'ok.example',
      'one.example',
      'two.example',
    ])
  })
})
