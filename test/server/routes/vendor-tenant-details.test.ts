import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { call, createTestServer, vendorCall, vendorEnv, vendorLogin } from '../helpers'
import { accountWithAdmin, insertTenant } from '../hierarchy/support'
import type { TestServer, WireErrorBody } from '../helpers'

/**
 * The rest of the vendor's "Accounts" rows: the current account's deletion (named by
 * `frontegg-tenant-id`), metadata keys, the account by alias, the v2 update; and the account
 * migration rows.
 */
let server: TestServer
let vendor: string
const base = '/tenants/resources/tenants'

beforeAll(async () => {
  server = await createTestServer(vendorEnv)
  vendor = await vendorLogin(server)
})
afterAll(() => server.close())

interface Tenant {
  tenantId: string
  name: string
  isReseller: boolean
  metadata: Record<string, unknown>
  parentTenantId: string | null
}

const vendorRequest = async <T>(
  path: string,
  init: { method?: string; body?: unknown; headers?: Record<string, string> } = {},
) => {
  const response = await call(server, path, { ...init, token: vendor })
  return { status: response.status, body: (await response.json()) as T & WireErrorBody }
}

describe('the vendor’s account details', () => {
  it('add metadata keys, overwrite one, remove one; another account keeps its own', async () => {
    const account = await insertTenant(server, 'Metadata shop', null)
    const other = await insertTenant(server, 'Metadata other', null)
    await vendorCall(server, vendor, `${base}/v1/${other}/metadata`, {
      body: { metadata: { plan: 'other' } },
    })
    const added = await vendorRequest<Tenant>(`${base}/v1/${account}/metadata`, {
      body: { metadata: { plan: 'gold', seats: 5 } },
    })
    expect(added.status).toBe(200)
    expect(added.body.metadata).toEqual({ plan: 'gold', seats: 5 })
    const again = await vendorRequest<Tenant>(`${base}/v1/${account}/metadata`, {
      body: { metadata: { plan: 'silver', region: 'eu' } },
    })
    expect(again.body.metadata).toEqual({ plan: 'silver', seats: 5, region: 'eu' })
    const removed = await vendorRequest<Tenant>(`${base}/v1/${account}/metadata/seats`, {
      method: 'DELETE',
    })
    expect(removed.status).toBe(200)
    expect(removed.body.metadata).toEqual({ plan: 'silver', region: 'eu' })
    const absent = await vendorRequest(`${base}/v1/${account}/metadata/seats`, { method: 'DELETE' })
    expect(absent.status).toBe(404)
    expect(absent.body.errors[0]).toContain('no key seats')
    const huge = await vendorRequest(`${base}/v1/${account}/metadata`, {
      body: { metadata: { blob: 'x'.repeat(70_000) } },
    })
    expect(huge.status).toBe(400)
    expect(huge.body.errors[0]).toContain('64 KiB')
    const kept = await vendorRequest<Tenant>(`${base}/v2/${other}`)
    expect(kept.body.metadata).toEqual({ plan: 'other' })
    const rows = await server.db
      .selectFrom('audit_logs')
      .select('tenant_id')
      .where('action', '=', 'account.metadata.updated')
      .where('tenant_id', '=', account)
      .execute()
    expect(rows).toHaveLength(3)
  })

  it('find an account by its sign-in alias, whatever its case', async () => {
    const account = await insertTenant(server, 'Alias shop', null)
    await server.db
      .insertInto('account_settings')
      .values({ tenant_id: account, alias: 'Alias-Shop', has_custom_login: true })
      .execute()
    const found = await vendorRequest<Tenant>(`${base}/v2/alias/alias-SHOP`)
    expect(found.status).toBe(200)
    expect(found.body).toMatchObject({ tenantId: account, name: 'Alias shop' })
    const none = await vendorRequest(`${base}/v2/alias/nobody-here`)
    expect(none.status).toBe(404)
    expect(none.body.errors[0]).toBe('There is no account with this alias')
  })

  it('update with v2: name, management, the whole metadata object', async () => {
    const account = await insertTenant(server, 'V2 before', null)
    await vendorCall(server, vendor, `${base}/v1/${account}/metadata`, {
      body: { metadata: { old: true } },
    })
    const changed = await vendorRequest<Tenant>(`${base}/v2/${account}`, {
      method: 'PUT',
      body: { name: 'V2 after', isReseller: true, metadata: { fresh: 1 } },
    })
    expect(changed.status).toBe(200)
    expect(changed.body).toMatchObject({
      name: 'V2 after',
      isReseller: true,
      metadata: { fresh: 1 },
    })
    const empty = await vendorRequest(`${base}/v2/${account}`, { method: 'PUT', body: {} })
    expect(empty.status).toBe(400)
    expect(empty.body.errors[0]).toContain('give at least one')
  })

  it('delete the account named by frontegg-tenant-id, with its subtree, and nothing else', async () => {
    const top = await accountWithAdmin(server, 'Current top', null, { isReseller: true })
    const child = await insertTenant(server, 'Current child', top.tenantId)
    const kept = await insertTenant(server, 'Current kept', null)
    const unnamed = await vendorRequest(`${base}/v1`, { method: 'DELETE' })
    expect(unnamed.status).toBe(400)
    expect(unnamed.body.errors[0]).toContain('frontegg-tenant-id')
    const gone = await vendorRequest(`${base}/v1`, {
      method: 'DELETE',
      headers: { 'frontegg-tenant-id': top.tenantId },
    })
    expect(gone.status).toBe(200)
    for (const id of [top.tenantId, child]) {
      expect((await vendorRequest(`${base}/v2/${id}`)).status).toBe(404)
    }
    expect((await vendorRequest(`${base}/v2/${kept}`)).status).toBe(200)
    const [row] = await server.db
      .selectFrom('audit_logs')
      .select(['severity', 'description'])
      .where('action', '=', 'account.deleted')
      .execute()
    expect(row).toMatchObject({ severity: 'High' })
    expect(row?.description).toContain('Current top and 1 account(s) under it')
  })

  it('are the vendor’s only', async () => {
    const member = await accountWithAdmin(server, 'Details member', null)
    const paths = [
      [`${base}/v1`, 'DELETE'],
      [`${base}/v1/${member.tenantId}/metadata/x`, 'DELETE'],
      [`${base}/v2/alias/x`, 'GET'],
      [`${base}/v2/${member.tenantId}`, 'PUT'],
    ] as const
    for (const [path, method] of paths) {
      const answer = await call(server, path, {
        token: member.token,
        method,
        headers: { 'frontegg-tenant-id': member.tenantId },
        ...(method === 'PUT' ? { body: { name: 'x' } } : {}),
      })
      expect(answer.status, `${method} ${path}`).toBe(403)
    }
    expect((await vendorRequest(`${base}/v2/${member.tenantId}`)).status).toBe(200)
  })
})

describe('the vendor’s account migration', () => {
  const migrations = '/tenants/resources/migrations/v1/tenants'
  const ids = [
    '6a0b1c2d-3e4f-4a5b-8c6d-7e8f9a0b1c2d',
    '6a0b1c2d-3e4f-4a5b-8c6d-7e8f9a0b1c2e',
    '6a0b1c2d-3e4f-4a5b-8c6d-7e8f9a0b1c2f',
  ] as const
  const loopA = '9a0b1c2d-3e4f-4a5b-8c6d-7e8f9a0b1c2d'
  const loopB = '9a0b1c2d-3e4f-4a5b-8c6d-7e8f9a0b1c2e'

  it('imports accounts parents first, all or none, and tells what it did', async () => {
    const existing = await insertTenant(server, 'Migration home', null)
    const done = await vendorRequest<{ migrationId: string }>(migrations, {
      body: {
        tenants: [
          { tenantId: ids[2], name: 'Grandchild', parentTenantId: ids[1] },
          { tenantId: ids[1], name: 'Child', parentTenantId: ids[0], metadata: { a: 1 } },
          { tenantId: ids[0].toUpperCase(), name: 'Imported top', parentTenantId: existing },
        ],
      },
    })
    expect(done.status).toBe(200)
    const child = await vendorRequest<Tenant>(`${base}/v2/${ids[1]}`)
    expect(child.body).toMatchObject({ parentTenantId: ids[0], metadata: { a: 1 } })
    const path = await server.db
      .selectFrom('tenants')
      .select('path')
      .where('id', '=', ids[2])
      .executeTakeFirstOrThrow()
    expect(path.path).toEqual([existing, ...ids])
    const status = await vendorRequest<{ status: string; migratedTenants: number }>(
      `${migrations}/status/${done.body.migrationId}`,
    )
    expect(status.body).toMatchObject({ status: 'completed', totalTenants: 3, migratedTenants: 3 })

    const taken = await vendorRequest(migrations, {
      body: {
        tenants: [
          { tenantId: '7a0b1c2d-3e4f-4a5b-8c6d-7e8f9a0b1c2d', name: 'New one' },
          { tenantId: ids[0], name: 'Taken' },
        ],
      },
    })
    expect(taken.status).toBe(409)
    // None of a refused batch stays.
    expect((await vendorRequest(`${base}/v2/7a0b1c2d-3e4f-4a5b-8c6d-7e8f9a0b1c2d`)).status).toBe(
      404,
    )
    const orphan = await vendorRequest(migrations, {
      body: {
        tenants: [
          {
            tenantId: '8a0b1c2d-3e4f-4a5b-8c6d-7e8f9a0b1c2d',
            name: 'Orphan',
            parentTenantId: '00000000-0000-4000-8000-000000000000',
          },
        ],
      },
    })
    expect(orphan.status).toBe(400)
    expect(orphan.body.errors[0]).toContain('is no account')
    const loop = await vendorRequest(migrations, {
      body: {
        tenants: [
          { tenantId: loopA, name: 'A', parentTenantId: loopB },
          { tenantId: loopB, name: 'B', parentTenantId: loopA },
        ],
      },
    })
    expect(loop.status).toBe(400)
    expect(loop.body.errors[0]).toContain('lies under itself')
    const unknown = await vendorRequest(`${migrations}/status/00000000-0000-4000-8000-000000000000`)
    expect(unknown.status).toBe(404)
  })
})
