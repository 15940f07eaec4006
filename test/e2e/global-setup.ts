import { cpSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { dirname, join } from 'node:path'
import { build } from 'vite'
import { buildServer } from '../../scripts/build-server'
import { createDatabase } from '../../server/src/db/create-database'
import { migrateToLatest } from '../../server/src/db/migrate'
import { startPostgresRun } from '../support/postgres-run'
import { preparePostgresTemplate } from './database'
import { freePort } from './free-port'
import { vendor } from './start-foyer'

/** How many files run at once (`vitest.e2e.config.ts`'s `maxWorkers`), each worker in a slot of its own. */
export const e2eSlots = 2

/** The server address the example page is built with, replaced in each slot's copy by the slot's. */
const placeholderUrl = 'http://localhost:1'

/** Every file under `dir`, recursively. */
const filesUnder = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile())
    .map((entry) => join(entry.parentPath, entry.name))

/** A PGlite cluster in `dataDir` with every migration applied. */
const migratePglite = async (dataDir: string) => {
  const db = await createDatabase({ kind: 'pglite', dataDir })
  await migrateToLatest(db)
  await db.destroy()
}

/**
 * Once per end-to-end run, what every file's Foyer (`startFoyer`) starts from:
 * - the server compiled (`FOYER_SERVER_BUILD`), as `npm start` runs it, once instead of per server;
 * - a PGlite directory with the cluster created and every migration applied, which each server
 *   copies (`data-dir.ts`) instead of creating a cluster of its own (initdb, seconds a server), and,
 *   when the run has PostgreSQL, the migrated template database of the server suite, which each
 *   server copies instead (`database.ts`; kept for later runs, as that suite keeps it);
 * - the example page built once for production, served as built (`FOYER_EXAMPLE_BUILD` of `scripts/start.ts`)
 *   instead of module by module by the development server. Two files run at once, each in a worker
 *   slot (`VITEST_POOL_ID`) with two ports of its own; each slot serves a copy of the build that
 *   calls its slot's server port.
 * Each server still seeds its own admin and makes its own keys.
 */
export default async function setup() {
  const dataDir = mkdtempSync(join(tmpdir(), 'foyer-e2e-template-'))
  const exampleDir = mkdtempSync(join(tmpdir(), 'foyer-e2e-example-'))
  process.env.VITE_FOYER_BASE_URL = placeholderUrl
  process.env.VITE_FOYER_CLIENT_ID = vendor.clientId
  // The four are independent: at once, each waiting on its own process or disk while another computes.
  const [serverMain] = await Promise.all([
    buildServer(),
    migratePglite(dataDir),
    preparePostgresTemplate(),
    build({
      configFile: 'examples/vanilla/vite.config.ts',
      build: { outDir: exampleDir, emptyOutDir: true },
      // React's production build, as a host's own build ships it: vitest sets NODE_ENV=test, which
      // would pick React's development build and JSX runtime (several times the renderer's work).
      define: { 'process.env.NODE_ENV': JSON.stringify('production') },
      oxc: { jsx: { development: false } },
      logLevel: 'error',
    }),
  ])
  // Where `npm run build:server` puts it: the packages it imports resolve from the repository's
  // node_modules, and the files it reads relative to itself are where they are in production.
  process.env.FOYER_SERVER_BUILD = dirname(serverMain)
  process.env.FOYER_E2E_TEMPLATE_DIR = dataDir
  const slotDirs: string[] = []
  for (let slot = 1; slot <= e2eSlots; slot += 1) {
    const [serverPort, pagePort] = [await freePort(), await freePort()]
    const slotDir = `${exampleDir}-${slot}`
    cpSync(exampleDir, slotDir, { recursive: true })
    for (const file of filesUnder(slotDir).filter((name) => /\.(js|html)$/.test(name))) {
      const text = readFileSync(file, 'utf8')
      if (text.includes(placeholderUrl)) {
        writeFileSync(file, text.replaceAll(placeholderUrl, `http://localhost:${serverPort}`))
      }
    }
    slotDirs.push(slotDir)
    Object.assign(process.env, {
      [`FOYER_EXAMPLE_BUILD_${slot}`]: slotDir,
      [`FOYER_E2E_PORT_${slot}`]: String(serverPort),
      [`FOYER_E2E_EXAMPLE_PORT_${slot}`]: String(pagePort),
    })
  }
  const dropCopies = startPostgresRun()
  return async () => {
    await dropCopies?.()
    for (const dir of [dataDir, exampleDir, ...slotDirs]) {
      rmSync(dir, { recursive: true, force: true })
    }
  }
}
