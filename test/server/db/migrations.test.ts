import { mkdtemp, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { pathToFileURL } from 'node:url'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createDatabase } from '../../../server/src/db/create-database'
import { folderMigrations, migrateToLatest } from '../../../server/src/db/migrate'
import { createTestServer } from '../helpers'
import type { TestServer } from '../helpers'

/** Names existing databases have recorded: renaming one would run it again on them. */
const recorded = ['0001-identity', '0002-entitlements', '0003-limits']

const migration = 'export default { up: async () => {}, down: async () => {} }\n'

/** A folder holding `files` (name → source), as a URL with a trailing slash. */
const folderOf = async (files: Record<string, string>) => {
  const path = await mkdtemp(join(tmpdir(), 'foyer-migrations-'))
  folders.push(path)
  for (const [name, source] of Object.entries(files)) await writeFile(join(path, name), source)
  return pathToFileURL(`${path}/`)
}
const folders: string[] = []

describe('migrations', () => {
  let server: TestServer

  beforeAll(async () => {
    server = await createTestServer()
  })
  afterAll(async () => {
    await server.close()
    await Promise.all(folders.map((path) => rm(path, { recursive: true, force: true })))
  })

  const executed = () =>
    server.db
      .selectFrom('kysely_migration' as never)
      .select(['name' as never, 'timestamp' as never])
      .orderBy('name' as never)
      .execute() as Promise<{ name: string; timestamp: string }[]>

  it('reads every file of the migrations folder, keyed by file name, in order', async () => {
    const names = Object.keys(await folderMigrations().getMigrations())
    expect(names.slice(0, recorded.length)).toEqual(recorded)
    expect(names).toEqual([...names].sort())
  })

  it('records each migration under its file name once; a second run applies nothing', async () => {
    const before = await executed()
    const names = Object.keys(await folderMigrations().getMigrations())
    expect(before.map((row) => row.name)).toEqual(names)
    await migrateToLatest(server.db)
    expect(await executed()).toEqual(before)
  })

  it('sorts by name, whatever order the folder lists its files in', async () => {
    const folder = await folderOf({ '0002-b.ts': migration, '0001-a.ts': migration })
    expect(Object.keys(await folderMigrations(folder).getMigrations())).toEqual([
      '0001-a',
      '0002-b',
    ])
  })

  it.each([
    ['a misnamed file', { '0001-a.ts': migration, '2-b.ts': migration }, /2-b\.ts is not named/],
    ['two files with one number', { '0001-a.ts': migration, '0001-b.ts': migration }, /share/],
    ['a file without a migration', { '0001-a.ts': 'export const up = 1\n' }, /default-export/],
  ])('refuses a folder with %s', async (_, files, message) => {
    await expect(folderMigrations(await folderOf(files)).getMigrations()).rejects.toThrow(message)
  })

  it('loads no migration module on a database that ran them all, and every one on a database behind', async () => {
    const db = await createDatabase({ kind: 'memory' })
    try {
      await migrateToLatest(db, await folderOf({ '0001-a.ts': migration }))
      // The same name, now a module that throws when loaded: a current database never loads it.
      const loaded = "throw new Error('the migration module was loaded')\n"
      await expect(
        migrateToLatest(db, await folderOf({ '0001-a.ts': loaded })),
      ).resolves.toBeUndefined()
      await expect(
        migrateToLatest(db, await folderOf({ '0001-a.ts': loaded, '0002-b.ts': migration })),
      ).rejects.toThrow('the migration module was loaded')
    } finally {
      await db.destroy()
    }
    // A PGlite of its own: its creation alone takes most of the default bound on a busy machine.
  }, 90_000)
})
