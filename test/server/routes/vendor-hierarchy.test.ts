import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { call, createTestServer, vendorCall, vendorEnv, vendorLogin } from '../helpers'
import { accountWithAdmin, insertTenant } from '../hierarchy/support'
import type { TestServer, WireErrorBody } from '../helpers'

/**
 * The vendor's moves in the hierarchy (`POST`/`DELETE hierarchy/v1`): the whole subtree's paths
 * are rewritten in the move's transaction, the kept whole-tree answers of both trees follow at
 * once, a cycle is a 409 with a sentence, and a sub-account token from the old parent stops.
 */
let server: TestServer
let vendor: string
const path = '/tenants/resources/hierarchy/v1'

beforeAll(async () => {
  server = await createTestServer(vendorEnv)
  vendor = await vendorLogin(server)
})
afterAll(() => server.close())

const pathOf = async (id: string) =>
  (
    await server.db
      .selectFrom('tenants')
      .select('path')
      .where('id', '=', id)
      .executeTakeFirstOrThrow()
  ).path

const move = (childTenantId: string, parentTenantId: string, method = 'POST') =>
  vendorCall<WireErrorBody & { parentTenantId: string | null }>(server, vendor, path, {
    method,
    body: { childTenantId, parentTenantId },
  })

interface Flat {
  tenantId: string
  level: number
}
const flat = async (token: string) => {
  const response = await call(server, path, { token })
  expect(response.status).toBe(200)
  return ((await response.json()) as Flat[]).map((row) => [row.tenantId, row.level])
}

describe('a move in the hierarchy', () => {
  it('rewrites the subtree’s paths and both trees’ answers at once', async () => {
    const east = await accountWithAdmin(server, 'East reseller', null, { isReseller: true })
    const west = await accountWithAdmin(server, 'West reseller', null, { isReseller: true })
    const shop = await insertTenant(server, 'Moving shop', east.tenantId)
    const till = await insertTenant(server, 'Moving till', shop)
    // Both trees' answers are kept by the instance before the move.
    expect(await flat(east.token)).toEqual([
      [shop, 1],
      [till, 2],
    ])
    expect(await flat(west.token)).toEqual([])

    const moved = await move(shop, west.tenantId)
    expect(moved.status).toBe(200)
    expect(moved.body).toMatchObject({ parentTenantId: west.tenantId, childTenantId: shop })
    expect(await pathOf(shop)).toEqual([west.tenantId, shop])
    expect(await pathOf(till)).toEqual([west.tenantId, shop, till])
    expect(await flat(east.token)).toEqual([])
    expect(await flat(west.token)).toEqual([
      [shop, 1],
      [till, 2],
    ])
    // One row in the account moved, one in the parent it left, one in the parent it joined.
    const movedRows = await server.db
      .selectFrom('audit_logs')
      .select(['tenant_id', 'severity', 'description'])
      .where('action', '=', 'account.moved')
      .execute()
    expect(movedRows).toHaveLength(3)
    expect(movedRows).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ tenant_id: shop, severity: 'High' }),
        {
          tenant_id: east.tenantId,
          severity: 'High',
          description: 'Moved sub-account Moving shop from East reseller to West reseller',
        },
        {
          tenant_id: west.tenantId,
          severity: 'High',
          description: 'Put account Moving shop under West reseller',
        },
      ]),
    )
    // The parents' admins read their rows in their own audit logs.
    for (const account of [east, west]) {
      const audits = await call(server, '/audits?count=50', {
        token: account.token,
      })
      expect(audits.status).toBe(200)
      const listed = JSON.stringify(await audits.json())
      expect(listed).toContain('Moving shop')
    }

    // Taken out from under its parent, it is a tree of its own, its sub-account with it.
    const wrongParent = await move(shop, east.tenantId, 'DELETE')
    expect(wrongParent.status).toBe(409)
    expect(wrongParent.body.errors[0]).toContain('does not lie directly under East reseller')
    const out = await move(shop, west.tenantId, 'DELETE')
    expect(out.status).toBe(200)
    expect(out.body.parentTenantId).toBeNull()
    const detached = await server.db
      .selectFrom('audit_logs')
      .select('tenant_id')
      .where('action', '=', 'account.detached')
      .orderBy('tenant_id')
      .execute()
    expect(detached.map((row) => row.tenant_id).sort()).toEqual([shop, west.tenantId].sort())
    expect(await pathOf(till)).toEqual([shop, till])
    expect(await flat(west.token)).toEqual([])
  })

  it('refuses a cycle with a 409 that says why, and leaves the tree as it was', async () => {
    const top = await insertTenant(server, 'Cycle top', null)
    const middle = await insertTenant(server, 'Cycle middle', top)
    const bottom = await insertTenant(server, 'Cycle bottom', middle)
    for (const [child, parent] of [
      [top, bottom],
      [middle, bottom],
      [top, top],
    ] as const) {
      const refused = await move(child, parent)
      expect(refused.status).toBe(409)
      expect(refused.body.errors[0]).toMatch(/cannot go under itself|its own parent/)
    }
    expect(await pathOf(bottom)).toEqual([top, middle, bottom])
    // The database refuses one too, whoever asks.
    const direct = server.db
      .updateTable('tenants')
      .set({ parent_id: bottom })
      .where('id', '=', top)
      .execute()
    await expect(direct).rejects.toThrow(/cannot move under itself/)

    const missing = await move('00000000-0000-4000-8000-000000000000', top)
    expect(missing.status).toBe(404)
    expect(missing.body.errors[0]).toContain('childTenantId')
    const blank = await move(top, ' ')
    expect(blank.status).toBe(400)
  })

  it('ends a sub-account token of the old parent; the new parent’s members may enter', async () => {
    const from = await accountWithAdmin(server, 'Token from', null, { isReseller: true })
    const to = await accountWithAdmin(server, 'Token to', null, { isReseller: true })
    const child = await insertTenant(server, 'Token child', from.tenantId, {
      accessType: 'alwaysOn',
    })
    const tokenFor = async (token: string) => {
      const response = await call(server, '/identity/resources/users/v3/me/token', {
        token,
        body: { tenantId: child },
      })
      return { status: response.status, body: (await response.json()) as { accessToken: string } }
    }
    const entered = await tokenFor(from.token)
    const users = '/identity/resources/users/v3'
    expect((await call(server, users, { token: entered.body.accessToken })).status).toBe(200)
    expect((await move(child, to.tenantId)).status).toBe(200)
    expect((await call(server, users, { token: entered.body.accessToken })).status).toBe(401)
    expect((await tokenFor(from.token)).status).not.toBe(200)
    expect((await tokenFor(to.token)).status).toBe(200)
  })

  it('serialises concurrent moves: two crossing moves never make a loop', async () => {
    const root = await insertTenant(server, 'Race root', null)
    const left = await insertTenant(server, 'Race left', root)
    const right = await insertTenant(server, 'Race right', root)
    const answers = await Promise.all([move(left, right), move(right, left)])
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409])
    const paths = [await pathOf(left), await pathOf(right)]
    expect(paths.every((ids) => ids[0] === root && new Set(ids).size === ids.length)).toBe(true)
  })

  it('is the vendor’s only', async () => {
    const member = await accountWithAdmin(server, 'Mover member', null, { isReseller: true })
    const child = await insertTenant(server, 'Mover child', member.tenantId)
    const answer = await call(server, path, {
      token: member.token,
      body: { childTenantId: child, parentTenantId: member.tenantId },
    })
    expect(answer.status).toBe(403)
    expect((await call(server, path, { method: 'DELETE', body: {} })).status).toBe(401)
  })
})
