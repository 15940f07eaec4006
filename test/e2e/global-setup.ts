import { mkdtempSync, rmSync } from 'node:fs'
import { createServer } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { build } from 'vite'
import { createDatabase } from '../../server/src/db/create-database'
import { migrateToLatest } from '../../server/src/db/migrate'
import { vendor } from './start-foyer'

/** A port free on loopback now. */
const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const probe = createServer()
    probe.once('error', reject)
    probe.listen(0, () => {
      const address = probe.address()
      probe.close(() => resolve(typeof address === 'object' && address ? address.port : 0))
    })
  })

/**
 * Once per end-to-end run, what every file's Foyer (`startFoyer`) starts from:
 * - a PGlite directory with the cluster created and every migration applied, which each server
 *   copies (`data-dir.ts`) instead of creating a cluster of its own (initdb, seconds a server);
 * - the example page built for the run's server address, served as built (`FOYER_EXAMPLE_BUILD` of
 *   `scripts/start.ts`) instead of module by module by the development server. The files run one
 *   after another, so each starts its server on the same two ports.
 * Each server still seeds its own admin and makes its own keys.
 */
export default async function setup() {
  const dataDir = mkdtempSync(join(tmpdir(), 'foyer-e2e-template-'))
  const exampleDir = mkdtempSync(join(tmpdir(), 'foyer-e2e-example-'))
  const [serverPort, pagePort] = [await freePort(), await freePort()]
  const db = await createDatabase({ kind: 'pglite', dataDir })
  await migrateToLatest(db)
  await db.destroy()
  process.env.VITE_FOYER_BASE_URL = `http://localhost:${serverPort}`
  process.env.VITE_FOYER_CLIENT_ID = vendor.clientId
  await build({
    configFile: 'examples/vanilla/vite.config.ts',
    build: { outDir: exampleDir, emptyOutDir: true },
    logLevel: 'error',
  })
  Object.assign(process.env, {
    FOYER_E2E_TEMPLATE_DIR: dataDir,
    FOYER_EXAMPLE_BUILD: exampleDir,
    FOYER_E2E_PORT: String(serverPort),
    FOYER_E2E_EXAMPLE_PORT: String(pagePort),
  })
  return () => {
    rmSync(dataDir, { recursive: true, force: true })
    rmSync(exampleDir, { recursive: true, force: true })
  }
}
