import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { call, createTestServer, vendorCall, vendorEnv, vendorLogin } from '../helpers'
import { accountWithAdmin, insertTenant } from '../hierarchy/support'
import type { TestServer, WireErrorBody } from '../helpers'

/** The vendor's reads of accounts (management API "Accounts": v1/{id}, v2/{id}, v2). */
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
  parentTenantId: string | null
  createdAt: string
}

describe('the vendor’s account reads', () => {
  it('answer one account by id in both shapes, with its parent', async () => {
    const top = await accountWithAdmin(server, 'Vendor top', null, { isReseller: true })
    const child = await insertTenant(server, 'Vendor child', top.tenantId)
    const v1 = await vendorCall(server, vendor, `${base}/v1/${child}`)
    expect(v1.status).toBe(200)
    expect(v1.body).toMatchObject([
      { tenantId: child, name: 'Vendor child', parentTenantId: top.tenantId, isReseller: false },
    ])
    const v2 = await vendorCall(server, vendor, `${base}/v2/${top.tenantId.toUpperCase()}`)
    expect(v2.body).toMatchObject({
      tenantId: top.tenantId,
      isReseller: true,
      parentTenantId: null,
    })
    expect(new Date((v2.body as Tenant).createdAt).toISOString()).toBe(
      (v2.body as Tenant).createdAt,
    )

    for (const missing of ['not-a-uuid', '00000000-0000-4000-8000-000000000000']) {
      const answer = await vendorCall(server, vendor, `${base}/v2/${missing}`)
      expect(answer.status).toBe(404)
      expect((answer.body as WireErrorBody).errors[0]).toBe('There is no account with this id')
    }
  })

  it('page every account by name with a filter and the total', async () => {
    for (const name of ['Zeta paging', 'alpha paging', 'Mid paging']) {
      await insertTenant(server, name, null)
    }
    const page = await vendorCall(server, vendor, `${base}/v2?_filter=PAGING&_limit=2`)
    const body = page.body as {
      items: Tenant[]
      _metadata: { totalItems: number; totalPages: number }
    }
    expect(body.items.map((item) => item.name)).toEqual(['alpha paging', 'Mid paging'])
    expect(body._metadata).toEqual({ totalItems: 3, totalPages: 2 })
    const next = await vendorCall(server, vendor, `${base}/v2?_filter=paging&_limit=2&_offset=1`)
    expect((next.body as { items: Tenant[] }).items.map((item) => item.name)).toEqual([
      'Zeta paging',
    ])
    const bad = await vendorCall(server, vendor, `${base}/v2?_limit=0`)
    expect(bad.status).toBe(400)
  })

  it('create an account at the top or under another, refusing a taken id and a missing parent', async () => {
    const tenantId = '2f1c3a4b-5d6e-4f70-8a9b-0c1d2e3f4a5b'
    const made = await vendorCall(server, vendor, `${base}/v1`, {
      body: { tenantId: tenantId.toUpperCase(), name: '  Made top  ', isReseller: true },
    })
    expect(made.status).toBe(200)
    expect(made.body).toMatchObject({
      tenantId,
      name: 'Made top',
      isReseller: true,
      parentTenantId: null,
    })
    const under = await vendorCall(server, vendor, `${base}/v1`, {
      body: { name: 'Made child', parentTenantId: tenantId },
    })
    expect(under.body).toMatchObject({ name: 'Made child', parentTenantId: tenantId })
    const childId = (under.body as Tenant).tenantId
    const path = await server.db
      .selectFrom('tenants')
      .select('path')
      .where('id', '=', childId)
      .executeTakeFirstOrThrow()
    expect(path.path).toEqual([tenantId, childId])

    const taken = await vendorCall(server, vendor, `${base}/v1`, {
      body: { tenantId, name: 'Again' },
    })
    expect(taken.status).toBe(409)
    const orphan = await vendorCall(server, vendor, `${base}/v1`, {
      body: { name: 'Orphan', parentTenantId: '00000000-0000-4000-8000-000000000000' },
    })
    expect(orphan.status).toBe(404)
    const blank = await vendorCall<WireErrorBody>(server, vendor, `${base}/v1`, {
      body: { name: ' ' },
    })
    expect(blank.status).toBe(400)
    expect(blank.body.errors[0]).toContain('name')
    const rows = await server.db
      .selectFrom('audit_logs')
      .select(['tenant_id', 'description'])
      .where('action', '=', 'account.created')
      .execute()
    expect(rows.map((row) => row.tenant_id).sort()).toEqual([tenantId, tenantId])
  })

  it('rename an account or turn its management on, audited in it', async () => {
    const account = await insertTenant(server, 'Before rename', null)
    const path = `${base}/v1/${account}`
    const renamed = await vendorCall(server, vendor, path, {
      method: 'PUT',
      body: { name: 'After rename', isReseller: true },
    })
    expect(renamed.status).toBe(200)
    expect(renamed.body).toMatchObject({ name: 'After rename', isReseller: true })
    const empty = await vendorCall<WireErrorBody>(server, vendor, path, { method: 'PUT', body: {} })
    expect(empty.status).toBe(400)
    const missing = await vendorCall(
      server,
      vendor,
      `${base}/v1/00000000-0000-4000-8000-000000000000`,
      {
        method: 'PUT',
        body: { name: 'Nobody' },
      },
    )
    expect(missing.status).toBe(404)
    const [row] = await server.db
      .selectFrom('audit_logs')
      .select(['tenant_id', 'description'])
      .where('action', '=', 'account.updated')
      .execute()
    expect(row).toMatchObject({ tenant_id: account, description: 'Changed account Before rename' })
  })

  it('delete an account with its subtree, audited High above it, and nothing else', async () => {
    const top = await accountWithAdmin(server, 'Deleting top', null, { isReseller: true })
    const child = await accountWithAdmin(server, 'Deleting child', top.tenantId)
    const grandchild = await insertTenant(server, 'Deleting grandchild', child.tenantId)
    const sibling = await insertTenant(server, 'Kept sibling', top.tenantId)
    const gone = await vendorCall(server, vendor, `${base}/v1/${child.tenantId}`, {
      method: 'DELETE',
    })
    expect(gone.status).toBe(200)
    for (const id of [child.tenantId, grandchild]) {
      expect((await vendorCall(server, vendor, `${base}/v2/${id}`)).status).toBe(404)
    }
    expect((await vendorCall(server, vendor, `${base}/v2/${sibling}`)).status).toBe(200)
    // The child's admin belonged to nothing else: gone with it.
    const admin = await server.db
      .selectFrom('users')
      .select('id')
      .where('id', '=', child.userId)
      .executeTakeFirst()
    expect(admin).toBeUndefined()
    const [row] = await server.db
      .selectFrom('audit_logs')
      .select(['tenant_id', 'severity', 'description'])
      .where('action', '=', 'account.deleted')
      .execute()
    expect(row).toMatchObject({ tenant_id: top.tenantId, severity: 'High' })
    expect(row?.description).toContain('Deleting child and 1 account(s) under it')
    const again = await vendorCall(server, vendor, `${base}/v1/${child.tenantId}`, {
      method: 'DELETE',
    })
    expect(again.status).toBe(404)
  })

  it('are the vendor’s only: a tenant’s own admin token is refused', async () => {
    const member = await accountWithAdmin(server, 'Member only', null)
    for (const path of [`${base}/v1/${member.tenantId}`, `${base}/v2`]) {
      const answer = await call(server, path, { token: member.token })
      expect(answer.status).toBe(403)
    }
    const removal = await call(server, `${base}/v1/${member.tenantId}`, {
      token: member.token,
      method: 'DELETE',
    })
    expect(removal.status).toBe(403)
    expect((await vendorCall(server, vendor, `${base}/v2/${member.tenantId}`)).status).toBe(200)
    expect((await call(server, `${base}/v2`)).status).toBe(401)
  })
})
