import { sql } from 'kysely'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import tenantPaths from '../../../server/src/db/migrations/0056-tenant-paths'
import { call, createTestServer } from '../helpers'
import { accountWithAdmin, insertTenant } from './support'
import type { TestServer } from '../helpers'
import type { Kysely } from 'kysely'

/**
 * The materialised path of the hierarchy (migration 0056): backfilled, filled on every insert,
 * rewritten only by a move; the whole-tree answers read by it stay right through create, rename and delete
 * even though an instance keeps them between requests.
 */
let server: TestServer
let top: Awaited<ReturnType<typeof accountWithAdmin>>

beforeAll(async () => {
  server = await createTestServer()
  top = await accountWithAdmin(server, 'Paths top', null, { isReseller: true })
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

interface Node {
  tenantId: string
  tenantName: string
  createdAt: string
  children: Node[]
}
const read = async <T>(path: string) => {
  const response = await call(server, `/tenants/resources/hierarchy/v1${path}`, {
    token: top.token,
  })
  expect(response.status).toBe(200)
  return (await response.json()) as T
}
const names = (node: Node): unknown => [node.tenantName, node.children.map(names)]

describe('the tenant path', () => {
  it('is filled on insert, backfilled by the migration, and never edited directly', async () => {
    const child = await insertTenant(server, 'Path child', top.tenantId)
    const grandchild = await insertTenant(server, 'Path grandchild', child)
    expect(await pathOf(grandchild)).toEqual([top.tenantId, child, grandchild])

    const db = server.db as unknown as Kysely<unknown>
    await tenantPaths.down(db)
    await tenantPaths.up(db)
    expect(await pathOf(grandchild)).toEqual([top.tenantId, child, grandchild])
    expect(await pathOf(top.tenantId)).toEqual([top.tenantId])

    // A direct edit of a path is ignored: only a move (migration 0061) rewrites paths.
    await server.db
      .updateTable('tenants')
      .set({ path: [grandchild] })
      .where('id', '=', grandchild)
      .execute()
    expect(await pathOf(grandchild)).toEqual([top.tenantId, child, grandchild])
    await server.db.deleteFrom('tenants').where('id', '=', child).execute()
  })
})

describe('the whole-tree answers', () => {
  it('follow every create, rename and delete at once, ordered by level then name', async () => {
    const create = async (name: string, parentTenantId: string) => {
      const response = await call(server, '/tenants/resources/sub-tenants/v1', {
        token: top.token,
        body: { name, parentTenantId },
      })
      expect(response.status).toBe(200)
      return ((await response.json()) as { tenantId: string }).tenantId
    }
    const europe = await create('Europe', top.tenantId)
    await create('Americas', top.tenantId)
    const france = await create('France', europe)
    let tree = await read<Node>('/tree')
    expect(names(tree)).toEqual([
      'Paths top',
      [
        ['Americas', []],
        ['Europe', [['France', []]]],
      ],
    ])
    expect(new Date(tree.createdAt).toISOString()).toBe(tree.createdAt)
    const flat = await read<{ tenantName: string; level: number }[]>('')
    expect(flat.map((row) => [row.tenantName, row.level])).toEqual([
      ['Americas', 1],
      ['Europe', 1],
      ['France', 2],
    ])

    const rename = await call(server, `/tenants/resources/sub-tenants/v1/${france}`, {
      token: top.token,
      method: 'PATCH',
      body: { name: 'Belgium' },
    })
    expect(rename.status).toBe(200)
    tree = await read<Node>('/tree')
    expect(JSON.stringify(names(tree))).toContain('Belgium')
    expect((await read<{ tenantName: string }[]>('')).map((row) => row.tenantName)).toContain(
      'Belgium',
    )

    const removed = await call(server, `/tenants/resources/sub-tenants/v1/${europe}`, {
      token: top.token,
      method: 'DELETE',
    })
    expect(removed.status).toBe(200)
    expect(names(await read<Node>('/tree'))).toEqual(['Paths top', [['Americas', []]]])
    expect(await read<unknown[]>('')).toHaveLength(1)
    // A tree read after a version moved elsewhere is its own: another top account is untouched.
    const other = await accountWithAdmin(server, 'Paths other', null, { isReseller: true })
    await insertTenant(server, 'Elsewhere child', other.tenantId)
    expect(names(await read<Node>('/tree'))).toEqual(['Paths top', [['Americas', []]]])
    const version = await sql<{ v: string }>`select tree_version::text as v from tenants
      where id = ${other.tenantId}`.execute(server.db)
    expect(Number(version.rows[0]?.v)).toBeGreaterThan(0)
  })
})
