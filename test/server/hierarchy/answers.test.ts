import { sql } from 'kysely'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { patchAnswer } from '../../../server/src/hierarchy/answer-patch'
import { cachedAnswer, treeAt } from '../../../server/src/hierarchy/answers'
import { call, createTestServer } from '../helpers'
import { accountWithAdmin, insertTenant } from './support'
import type { TestServer } from '../helpers'

/**
 * The whole-subtree answers (wire §5.7 rows 3 and 4) are built from each account's stored JSON
 * (migration 0066) and kept by the instance until the tree's version moves. Whatever changed the
 * tree (this instance's API, or another writer straight in the database), the text served must be
 * byte for byte what a fresh build from the rows gives: `json_build_object` for every account,
 * ordered by level, lower-case name by byte, then id, as the answers were first written.
 */
let server: TestServer
let top: Awaited<ReturnType<typeof accountWithAdmin>>

beforeAll(async () => {
  server = await createTestServer()
  top = await accountWithAdmin(server, 'Answers top', null, { isReseller: true })
})
afterAll(() => server.close())

const isoDate = sql`to_char(t.created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`
const levelOf = (rootId: string) =>
  sql`cardinality(t.path) - array_position(t.path, ${rootId}::uuid)`
const order = (rootId: string) => sql`${levelOf(rootId)}, lower(t.name) collate "C", t.id`

/** The flat list built afresh from the rows. */
const freshFlat = async (rootId: string) => {
  const { rows } = await sql<{ body: string | null }>`select json_agg(json_build_object(
      'tenantId', t.id, 'level', ${levelOf(rootId)}, 'tenantName', t.name, 'status', 'active',
      'createdAt', ${isoDate}) order by ${order(rootId)})::text as body
    from tenants t
    where t.path @> array[${rootId}::uuid] and t.id <> ${rootId}`.execute(server.db)
  return rows[0]?.body ?? '[]'
}

/** The tree built afresh from the rows: each node closed with its children in name order. */
const freshTree = async (rootId: string) => {
  const { rows } = await sql<{ id: string; parent_id: string | null; node: string }>`
    select t.id, t.parent_id, json_build_object('tenantId', t.id, 'tenantName', t.name,
      'status', 'active', 'createdAt', ${isoDate})::text as node
    from tenants t
    where t.path @> array[${rootId}::uuid]
    order by ${order(rootId)}`.execute(server.db)
  const text = (id: string): string => {
    const row = rows.find((candidate) => candidate.id === id)
    const kids = rows.filter((candidate) => candidate.parent_id === id && candidate.id !== rootId)
    return `${row?.node.slice(0, -1)}, "children" : [${kids.map((kid) => text(kid.id)).join(',')}]}`
  }
  return text(rootId)
}

/** What the server answers, as text, for the flat list ('') or the tree ('/tree'). */
const served = async (path: '' | '/tree', token = top.token) => {
  const response = await call(server, `/tenants/resources/hierarchy/v1${path}`, { token })
  expect(response.status).toBe(200)
  return response.text()
}

const expectFresh = async (rootId = top.tenantId, token = top.token) => {
  expect(await served('/tree', token)).toBe(await freshTree(rootId))
  expect(await served('', token)).toBe(await freshFlat(rootId))
}

const renameDirectly = (id: string, name: string) =>
  server.db.updateTable('tenants').set({ name }).where('id', '=', id).execute()

describe('the whole-subtree answers', () => {
  it('equal a fresh build after every create, rename and delete, from the API or another writer', async () => {
    const europe = await insertTenant(server, 'Europe', top.tenantId)
    const east = await insertTenant(server, 'europe', top.tenantId)
    await insertTenant(server, 'Zürich "HQ" \\ branch', europe)
    await insertTenant(server, 'Émile 😀 line\nbreak', europe)
    await insertTenant(server, 'ａ wide', europe)
    const child = await accountWithAdmin(server, 'Answers child', top.tenantId, {
      isReseller: true,
    })
    await insertTenant(server, 'Grandchild', child.tenantId)
    await expectFresh()
    await expectFresh(child.tenantId, child.token)

    // Renamed through the API: the name moves among its siblings.
    const renamed = await call(server, `/tenants/resources/sub-tenants/v1/${east}`, {
      token: top.token,
      method: 'PATCH',
      body: { name: 'Aardvark' },
    })
    expect(renamed.status).toBe(200)
    await expectFresh()

    // Renamed by another instance, straight in the database: nothing of this process saw it.
    await renameDirectly(europe, 'Zeta')
    await expectFresh()
    await renameDirectly(child.tenantId, 'Answers child, renamed')
    await expectFresh()
    await expectFresh(child.tenantId, child.token)

    // Created through the API and directly, at two levels.
    const created = await call(server, '/tenants/resources/sub-tenants/v1', {
      token: top.token,
      body: { name: 'Middle', parentTenantId: top.tenantId },
    })
    expect(created.status).toBe(200)
    const middle = ((await created.json()) as { tenantId: string }).tenantId
    await insertTenant(server, 'Deep', middle)
    await insertTenant(server, 'Under the child', child.tenantId)
    await expectFresh()
    await expectFresh(child.tenantId, child.token)

    // Deleted through the API (with everything under it) and directly.
    const removed = await call(server, `/tenants/resources/sub-tenants/v1/${europe}`, {
      token: top.token,
      method: 'DELETE',
    })
    expect(removed.status).toBe(200)
    await expectFresh()
    await server.db.deleteFrom('tenants').where('id', '=', middle).execute()
    await expectFresh()
    await expectFresh(child.tenantId, child.token)
  })

  it('put a renamed or created account in the kept text where a fresh build puts it', async () => {
    const shop = await accountWithAdmin(server, 'Patch shop', top.tenantId)
    const a = await insertTenant(server, 'Bravo', shop.tenantId)
    await insertTenant(server, 'delta', shop.tenantId)
    await insertTenant(server, 'Foxtrot', shop.tenantId)
    const only = await insertTenant(server, 'Only child', a)
    await insertTenant(server, 'Leaf', only)
    const roots = [
      { rootId: top.tenantId, fresh: { flat: freshFlat, tree: freshTree } },
      { rootId: shop.tenantId, fresh: { flat: freshFlat, tree: freshTree } },
    ]
    const renames: [string, string][] = [
      [a, 'zulu'], // first to last
      [a, 'Alpha'], // last to first
      [a, 'Echo'], // to the middle
      [a, 'delta'], // beside a sibling of the same name: the id decides
      [only, 'Only child, "quoted" {"tenantId" : "x"} [1]'], // an only child
      [shop.tenantId, 'AAA shop'], // the sub-root itself, and a node of the top's answer
      [top.tenantId, 'Answers top, renamed'], // the top itself
      [a, 'Bravo \\ 😀'],
    ]
    /** Each kept answer, moved on by the one change `act` makes, equals a fresh build. */
    const expectPatched = async (what: string, act: () => Promise<string>) => {
      const kept = []
      for (const { rootId, fresh } of roots) {
        for (const kind of ['flat', 'tree'] as const) {
          kept.push({ rootId, kind, body: await fresh[kind](rootId), fresh: fresh[kind] })
        }
      }
      const before = await treeAt(server.db, top.tenantId)
      const id = await act()
      for (const { rootId, kind, body, fresh } of kept) {
        const tree = await treeAt(server.db, rootId)
        expect(tree?.change?.id).toBe(id)
        expect(tree?.change?.from).toBe(before?.version)
        if (!tree?.change) continue
        const patched = await patchAnswer(server.db, kind, tree, rootId, tree.change, body)
        expect(patched, `${what} in the ${kind} answer of ${rootId}`).toBe(await fresh(rootId))
      }
    }
    for (const [id, name] of renames) {
      await expectPatched(name, async () => {
        await renameDirectly(id, name)
        return id
      })
    }
    const creates: [string, string][] = [
      ['0 first', shop.tenantId],
      ['Middle one', shop.tenantId],
      ['zz last', shop.tenantId],
      ['Under a leaf', only],
      ['Beside the shop', top.tenantId],
    ]
    for (const [name, parentId] of creates) {
      await expectPatched(name, () => insertTenant(server, name, parentId))
    }
    // Two renames in one transaction: the version moved twice, so no single rename is named.
    const first = await treeAt(server.db, top.tenantId)
    await server.db.transaction().execute(async (trx) => {
      await trx.updateTable('tenants').set({ name: 'One' }).where('id', '=', a).execute()
      await trx.updateTable('tenants').set({ name: 'Two' }).where('id', '=', only).execute()
    })
    const after = await treeAt(server.db, top.tenantId)
    expect(after?.change?.from).not.toBe(first?.version)
    // A delete of two accounts names no change; a patch read at a version the tree has left gives up.
    await server.db.deleteFrom('tenants').where('name', 'in', ['zz last', 'Middle one']).execute()
    expect((await treeAt(server.db, top.tenantId))?.change).toBeUndefined()
    if (after?.change) {
      expect(await patchAnswer(server.db, 'tree', after, top.tenantId, after.change, '{}')).toBe(
        undefined,
      )
    }
    await expectFresh()
    await expectFresh(shop.tenantId, shop.token)
  })

  it('cut a deleted account, and in the tree everything under it, out of the kept text', async () => {
    const shop = await accountWithAdmin(server, 'Delete shop', top.tenantId)
    const first = await insertTenant(server, 'A first', shop.tenantId)
    const middle = await insertTenant(server, 'M middle', shop.tenantId)
    const last = await insertTenant(server, 'Z last', shop.tenantId)
    const only = await insertTenant(server, 'Only "child" {"tenantId" : "x"}', middle)
    await insertTenant(server, 'Deep leaf', only)
    const lone = await insertTenant(server, 'Lone', last)
    const outside = await insertTenant(server, 'Outside the shop', top.tenantId)
    const roots = [top.tenantId, shop.tenantId]
    const deletes = [lone, first, only, last, outside, middle]
    for (const id of deletes) {
      const kept = []
      for (const rootId of roots) {
        kept.push({ rootId, kind: 'flat' as const, body: await freshFlat(rootId) })
        kept.push({ rootId, kind: 'tree' as const, body: await freshTree(rootId) })
      }
      const before = await treeAt(server.db, top.tenantId)
      await server.db.deleteFrom('tenants').where('id', '=', id).execute()
      for (const { rootId, kind, body } of kept) {
        const tree = await treeAt(server.db, rootId)
        expect(tree?.change).toMatchObject({ kind: 'deleted', id, from: before?.version })
        if (!tree?.change) continue
        const patched = await patchAnswer(server.db, kind, tree, rootId, tree.change, body)
        const fresh = kind === 'flat' ? await freshFlat(rootId) : await freshTree(rootId)
        expect(patched, `${id} out of the ${kind} answer of ${rootId}`).toBe(fresh)
      }
    }
    // A top-level account's delete names no change (its tree is gone with it).
    const alone = await accountWithAdmin(server, 'Alone at the top', null)
    await server.db.deleteFrom('tenants').where('id', '=', alone.tenantId).execute()
    await expectFresh()
    await expectFresh(shop.tenantId, shop.token)
  })

  it('keep the stored JSON of an account current whatever column a writer sets', async () => {
    const id = await insertTenant(server, 'Stored', top.tenantId)
    await sql`update tenants set wire_node = 'stale', created_at = created_at - interval '1 day'
      where id = ${id}`.execute(server.db)
    const { rows } = await sql<{ stored: string; fresh: string }>`select t.wire_node as stored,
        substr(json_build_object('tenantId', t.id, 'tenantName', t.name, 'status', 'active',
          'createdAt', ${isoDate})::text, 55) as fresh
      from tenants t where t.id = ${id}`.execute(server.db)
    expect(`${rows[0]?.stored}}`).toBe(rows[0]?.fresh)
    await expectFresh()
  })

  it('build once for reads that miss together at one version', async () => {
    let builds = 0
    let finish = (_body: string) => {}
    const build = () => {
      builds++
      return new Promise<string>((resolve) => (finish = resolve))
    }
    const rootId = crypto.randomUUID()
    const reads = [1, 2, 3].map(() => cachedAnswer('tree', rootId, '7', build))
    finish('{"tenantId" : "…"}')
    expect(await Promise.all(reads)).toEqual(Array(3).fill('{"tenantId" : "…"}'))
    expect(builds).toBe(1)
    // Kept at its version; a later version builds again.
    expect(await cachedAnswer('tree', rootId, '7', build)).toBe('{"tenantId" : "…"}')
    const next = cachedAnswer('tree', rootId, '8', build)
    finish('{"tenantId" : "…", "later" : 1}')
    expect(await next).toBe('{"tenantId" : "…", "later" : 1}')
    expect(builds).toBe(2)
  })
})
