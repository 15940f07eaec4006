import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { addTenant, addUser, call, createTestServer, login } from '../helpers'
import type { TestServer, WireErrorBody } from '../helpers'

let server: TestServer
let token: string

const path = '/tenants/resources/account-settings/v1'
/** A 1×1 PNG. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
)
const pngUrl = `data:image/png;base64,${PNG.toString('base64')}`

interface Settings {
  tenantId: string
  name: string
  timezone?: string
  currency?: string
  dateFormat?: string
  website?: string
  logo?: string
  hasCustomLogin: boolean
  alias?: string
  loginUrl?: string
}

const put = async (body: unknown, as = token) => {
  const response = await call(server, path, { method: 'PUT', body, token: as })
  return { status: response.status, body: (await response.json()) as Settings & WireErrorBody }
}
const get = async (as = token) => {
  const response = await call(server, path, { token: as })
  return { status: response.status, body: (await response.json()) as Settings }
}

beforeAll(async () => {
  server = await createTestServer()
  token = (await login(server)).token
})
afterAll(() => server.close())

describe('account settings', () => {
  it('starts with the tenant name and nothing set', async () => {
    const { status, body } = await get()
    expect(status).toBe(200)
    expect(body).toEqual({ tenantId: server.tenantId, name: 'Default', hasCustomLogin: false })
  })

  it('saves a change, keeps what it leaves out and renames the tenant', async () => {
    const saved = await put({
      name: '  Acme  ',
      timezone: 'Asia/Jerusalem',
      currency: 'usd',
      dateFormat: 'DD/MM/YYYY',
      timeFormat: 'HH:mm',
      website: 'https://acme.example',
    })
    expect(saved.status).toBe(200)
    expect(saved.body).toMatchObject({ name: 'Acme', currency: 'USD', timezone: 'Asia/Jerusalem' })
    const again = await put({ address: '1 Main St' })
    expect(again.body).toMatchObject({
      name: 'Acme',
      address: '1 Main St',
      dateFormat: 'DD/MM/YYYY',
    })
    const cleared = await put({ website: '' })
    expect(cleared.body.website).toBeUndefined()
    const tenants = await call(server, '/identity/resources/users/v2/me/tenants', { token })
    expect(((await tenants.json()) as { name: string }[])[0]?.name).toBe('Acme')
  })

  it.each([
    [{ name: ' ' }, 'name must not be empty'],
    [{ timezone: 'Mars/Olympus' }, 'timezone must be an IANA time zone such as Europe/Paris'],
    [{ currency: 'XYZW' }, 'currency must be an ISO 4217 code such as USD'],
    [{ website: 'javascript:alert(1)' }, 'website must be an http or https address'],
    [{ dateFormat: 'YY' }, expect.stringMatching(/^dateFormat must be one of/)],
    [{ logo: 'https://evil.example/x.png' }, expect.stringMatching(/^logo must be a base64/)],
    [{ logo: 'data:image/png;base64,AAAA' }, 'logo must be a png, jpeg, webp or gif image'],
    [{ hasCustomLogin: true }, 'alias is required for a custom login'],
    [{ alias: '-bad-' }, expect.stringMatching(/^alias must be 3-63/)],
  ])('refuses %j with a 400 naming the field, changing nothing', async (body, message) => {
    const before = await get()
    const { status, body: error } = await put(body)
    expect(status).toBe(400)
    expect(error.errors).toEqual([message])
    expect((await get()).body).toEqual(before.body)
  })

  it('keeps a logo, serves it back, takes its own URL back unchanged and removes it', async () => {
    const saved = await put({ logo: pngUrl })
    const url = saved.body.logo ?? ''
    expect(url).toMatch(/\/tenants\/resources\/account-settings\/v1\/logos\/[0-9a-f-]+\?t=\d+$/)
    const { pathname, search } = new URL(url)
    const image = await server.app.request(`${pathname}${search}`)
    expect(image.headers.get('content-type')).toBe('image/png')
    expect(Buffer.from(await image.arrayBuffer())).toEqual(PNG)
    expect((await put({ logo: url, address: 'Elsewhere' })).body.logo).toBe(url)
    expect((await put({ logo: pngUrl })).body.logo).toBe(url)
    expect((await put({ logo: null })).body.logo).toBeUndefined()
    expect((await server.app.request(pathname)).status).toBe(404)
  })

  it('turns on a custom login by alias, public by its header; an alias is one tenant only', async () => {
    const saved = await put({
      hasCustomLogin: true,
      alias: 'Acme',
      applicationUrl: 'https://app.acme.example',
    })
    expect(saved.body).toMatchObject({ hasCustomLogin: true, alias: 'acme' })
    expect(saved.body.loginUrl).toMatch(/\/account\/login\?alias=acme$/)
    const publicAnswer = await call(server, `${path}/public`, {
      headers: { 'frontegg-login-alias': 'ACME' },
    })
    expect(await publicAnswer.json()).toEqual({
      tenantId: server.tenantId,
      name: 'Acme',
      applicationUrl: 'https://app.acme.example',
      loginUrl: saved.body.loginUrl,
    })
    const other = await addTenant(server, 'Other', 'other-admin@example.com')
    const otherToken = (await login(server, 'other-admin@example.com')).token
    const taken = await put({ alias: 'acme' }, otherToken)
    expect(taken.status).toBe(409)
    expect((await get(otherToken)).body.tenantId).toBe(other.tenantId)
    expect((await call(server, `${path}/public?alias=nobody`)).status).toBe(404)
  })

  it('needs fe.secure.read/write.accountSettings', async () => {
    await addUser(server, { email: 'member@example.com', password: 'member password 1' })
    const member = (await login(server, 'member@example.com', 'member password 1')).token
    expect((await get(member)).status).toBe(403)
    expect((await put({ address: 'x' }, member)).status).toBe(403)
    const audit = await server.db
      .selectFrom('audit_logs')
      .select('action')
      .where('action', '=', 'tenant.account-settings.updated')
      .execute()
    expect(audit.length).toBeGreaterThan(3)
  })
})
