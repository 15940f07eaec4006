import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { createDatabase } from '../../server/src/db/create-database'
import { migrateToLatest } from '../../server/src/db/migrate'

/**
 * Once per end-to-end run: a PGlite directory with the cluster created and every migration applied,
 * which each file's server starts from a copy of (`templateDataDir`), instead of creating a cluster
 * of its own (initdb, several seconds a server on this machine). Each server still seeds its own admin
 * and makes its own keys.
 */
export default async function setup() {
  const dataDir = mkdtempSync(join(tmpdir(), 'foyer-e2e-template-'))
  const db = await createDatabase({ kind: 'pglite', dataDir })
  await migrateToLatest(db)
  await db.destroy()
  process.env.FOYER_E2E_TEMPLATE_DIR = dataDir
  return () => rmSync(dataDir, { recursive: true, force: true })
}
