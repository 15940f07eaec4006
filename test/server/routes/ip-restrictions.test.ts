import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { addUser, admin, createTestServer, prefix, vendorEnv, vendorLogin } from '../helpers'
import { fromAddress } from '../limits/from-address'
import type { TestServer, WireErrorBody } from '../helpers'

const IP = '/identity/resources/configurations/v1/restrictions/ip'
const mine = '10.1.2.3'

let server: TestServer
let token: string
beforeAll(async () => {
  server = await createTestServer(vendorEnv)
  token = await signInFrom(mine, admin.email, admin.password)
})
afterAll(() => server.close())

const from = async <T = unknown>(
  address: string,
  path: string,
  init: { method?: string; body?: unknown; token?: string; headers?: Record<string, string> } = {},
) => {
  const response = await server.app.request(
    `${prefix}${path}`,
    {
      method: init.method ?? (init.body === undefined ? 'GET' : 'POST'),
      headers: {
        'content-type': 'application/json',
        ...(init.token ? { authorization: `Bearer ${init.token}` } : {}),
        ...init.headers,
      },
      body: init.body === undefined ? undefined : JSON.stringify(init.body),
    },
    fromAddress(address),
  )
  const text = await response.text()
  return { status: response.status, body: (text ? JSON.parse(text) : undefined) as T }
}

async function signInFrom(address: string, email: string, password: string) {
  const answer = await from<{ accessToken: string }>(address, '/identity/resources/auth/v1/user', {
    body: { email, password },
  })
  if (answer.status !== 200) throw new Error(`sign-in ${answer.status}`)
  return answer.body.accessToken
}

const asAdmin = <T = unknown>(path: string, init: { method?: string; body?: unknown } = {}) =>
  from<T & WireErrorBody>(mine, path, { ...init, token })

interface Page {
  items: { id: string; ip: string; strategy: string; description: string; isActive: boolean }[]
  _metadata: { totalItems: number; totalPages: number }
}

describe('IP restriction routes', () => {
  it('adds single addresses and CIDR ranges of both families, and refuses what is neither', async () => {
    const created = await asAdmin(IP, { body: { ip: '203.0.113.7', description: 'office' } })
    expect(created.status).toBe(200)
    expect(created.body).toMatchObject({ ip: '203.0.113.7', strategy: 'ALLOW', isActive: true })
    for (const ip of ['198.51.100.0/24', '2001:DB8::/32', '::1']) {
      expect((await asAdmin(IP, { body: { ip, strategy: 'BLOCK' } })).status).toBe(200)
    }
    for (const ip of ['10.0.0.300', '10.0.0.0/33', 'example.com', '::1/129']) {
      const bad = await asAdmin(IP, { body: { ip } })
      expect(bad.status).toBe(400)
      expect(bad.body.errors[0]).toBe(`${ip} is not an IP address or a CIDR range`)
    }
    const twice = await asAdmin(IP, { body: { ip: '203.0.113.7' } })
    expect(twice.status).toBe(409)
    expect(twice.body.errors[0]).toBe('203.0.113.7 is on this list already')
  })

  it('lists a page at a time, filtered by address or description', async () => {
    const bulk = await asAdmin(`${IP}/bulk`, {
      body: {
        ips: [{ ip: '192.0.2.1' }, { ip: '192.0.2.2', description: 'VPN' }, { ip: '203.0.113.7' }],
      },
    })
    expect(bulk.status).toBe(200)
    const first = await asAdmin<Page>(`${IP}?_offset=0&_limit=2&_filter=`)
    expect(first.body.items.map((item) => item.ip)).toEqual(['203.0.113.7', '198.51.100.0/24'])
    expect(first.body._metadata).toEqual({ totalItems: 6, totalPages: 3 })
    const third = await asAdmin<Page>(`${IP}?_offset=2&_limit=2`)
    expect(third.body.items.map((item) => item.ip)).toEqual(['192.0.2.1', '192.0.2.2'])
    const vpn = await asAdmin<Page>(`${IP}?_filter=vpn`)
    expect(vpn.body.items.map((item) => item.ip)).toEqual(['192.0.2.2'])
    expect((await asAdmin<Page>(`${IP}?_filter=2001:db8`)).body.items).toHaveLength(1)
  })

  it('refuses turning on an allow list without the admin’s own address, with the reason', async () => {
    expect((await asAdmin(`${IP}/verify/allow`, { body: {} })).body).toEqual({ valid: false })
    const refused = await asAdmin(`${IP}/config`, { body: { isActive: true, strategy: 'ALLOW' } })
    expect(refused.status).toBe(400)
    expect(refused.body.errors[0]).toBe(
      `This change would lock you out: your address ${mine} would not be on the active allow list. ` +
        'Add your IP to the allow list first',
    )
    expect((await asAdmin(`${IP}/config`)).body).toEqual({ isActive: false, strategy: 'ALLOW' })
    await asAdmin(IP, { body: { ip: mine, description: 'My IP' } })
    expect((await asAdmin(`${IP}/verify/allow`, { body: {} })).body).toEqual({ valid: true })
    const on = await asAdmin(`${IP}/config`, { body: { isActive: true, strategy: 'ALLOW' } })
    expect(on.body).toEqual({ isActive: true, strategy: 'ALLOW' })
    expect((await asAdmin(`${IP}/verify`, { body: {} })).body).toEqual({ valid: true })
    // Removing the entry that lets the admin in, or blocking their address, is refused too.
    const page = await asAdmin<Page>(`${IP}?_filter=${mine}`)
    const own = page.body.items[0]?.id ?? ''
    const removal = await asAdmin(`${IP}/${own}`, { method: 'DELETE' })
    expect(removal.status).toBe(400)
    expect(removal.body.errors[0]).toMatch(/would lock you out/)
    await asAdmin(IP, { body: { ip: '10.1.0.0/16', strategy: 'BLOCK' } })
    const block = await asAdmin(`${IP}/config`, { body: { isActive: true, strategy: 'BLOCK' } })
    expect(block.body.errors[0]).toBe(
      `This change would lock you out: your address ${mine} would be on the active block list`,
    )
  })

  it('answers 403 with a sentence to a member without the security permission', async () => {
    await addUser(server, { email: 'reader@example.com', password: admin.password })
    const reader = await signInFrom(mine, 'reader@example.com', admin.password)
    const answer = await from<WireErrorBody>(mine, IP, { token: reader })
    expect(answer.status).toBe(403)
    expect(answer.body.errors[0]).not.toMatch(/fe\.secure/)
  })

  it('lets the vendor manage a tenant named by frontegg-tenant-id from any address', async () => {
    const vendor = await vendorLogin(server)
    const headers = { 'frontegg-tenant-id': server.tenantId }
    const list = await from<Page>('192.0.2.200', IP, { token: vendor, headers })
    expect(list.body._metadata.totalItems).toBe(8)
    const off = await from('192.0.2.200', `${IP}/config`, {
      token: vendor,
      headers,
      body: { isActive: false },
    })
    expect(off.body).toEqual({ isActive: false, strategy: 'ALLOW' })
    const missing = await from<WireErrorBody>('192.0.2.200', `${IP}/config`, { token: vendor })
    expect(missing.body.errors[0]).toBe('frontegg-tenant-id: name the tenant to act for')
  })

  it('deletes an entry, and answers 404 for one that is not the tenant’s', async () => {
    const page = await asAdmin<Page>(`${IP}?_filter=office`)
    const id = page.body.items[0]?.id ?? ''
    expect((await asAdmin(`${IP}/${id}`, { method: 'DELETE' })).status).toBe(200)
    expect((await asAdmin(`${IP}/${id}`, { method: 'DELETE' })).status).toBe(404)
    expect((await asAdmin<Page>(`${IP}?_filter=office`)).body.items).toEqual([])
  })

  it('answers the caller’s address at /metadata/ipme and reads one at /metadata/ip/{ip}', async () => {
    const me = await from<{ ip: string; country_code: null }>('::ffff:10.9.8.7', '/metadata/ipme')
    expect(me.body).toMatchObject({ ip: '10.9.8.7', country_code: null })
    const other = await asAdmin<{ ip: string }>('/metadata/ip/2001:db8::1')
    expect(other.body.ip).toBe('2001:db8::1')
    expect((await asAdmin('/metadata/ip/nonsense')).status).toBe(400)
  })
})
