import { spawn, type ChildProcess } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { createInterface } from 'node:readline'
import { chromium, type Browser } from 'playwright-core'
import { freshDataDir } from './data-dir'
import { freshPostgresDatabase } from './database'

/** The vendor credentials the started server accepts on POST /api/auth/vendor. */
export const vendor = { clientId: 'e2e-vendor', secret: 'e2e-vendor-secret-0123456789' }

export interface RunningFoyer {
  serverUrl: string
  pageUrl: string
  stop: () => Promise<void>
}

/**
 * Starts `npm start`'s script with a database of its own and a seeded admin; `env` adds to its
 * environment (`FOYER_ALLOWED_ORIGINS` for pages of the test's own). The database is a copy of the
 * run's PostgreSQL template when the run has PostgreSQL (`database.ts`), else, or with `database:
 * 'pglite'` (the database a new user starts with), a fresh PGlite directory.
 */
export async function startFoyer(
  admin: { email: string; password: string },
  env: Record<string, string> = {},
  options: { database?: 'pglite' } = {},
): Promise<RunningFoyer> {
  const postgres = options.database === 'pglite' ? undefined : await freshPostgresDatabase()
  // With PostgreSQL, the directory holds only what the server keeps beside its database.
  const dataDir = postgres ? mkdtempSync(join(tmpdir(), 'foyer-e2e-')) : freshDataDir('foyer-e2e-')
  // The ports of this worker's slot (`global-setup.ts`), which its copy of the built example page
  // calls; random ones when a file runs outside the e2e configuration (the page then comes from the
  // development server).
  const slot = process.env.VITEST_POOL_ID ?? '1'
  const slotPort = process.env[`FOYER_E2E_PORT_${slot}`]
  const random = 18000 + Math.floor(Math.random() * 1000)
  const port = Number(slotPort ?? random)
  const examplePort = Number(process.env[`FOYER_E2E_EXAMPLE_PORT_${slot}`] ?? random + 1000)
  const exampleBuild = process.env[`FOYER_EXAMPLE_BUILD_${slot}`]
  const child: ChildProcess = spawn(process.execPath, ['--import', 'tsx', 'scripts/start.ts'], {
    env: {
      ...process.env,
      PORT: String(port),
      EXAMPLE_PORT: String(examplePort),
      FOYER_DATA_DIR: dataDir,
      FOYER_ADMIN_EMAIL: admin.email,
      FOYER_ADMIN_PASSWORD: admin.password,
      FOYER_CLIENT_ID: vendor.clientId,
      FOYER_CLIENT_SECRET: vendor.secret,
      ...(exampleBuild ? { FOYER_EXAMPLE_BUILD: exampleBuild } : {}),
      // The gate builds the hosted pages before this suite; never one build per server.
      FOYER_BUILD_HOSTED: '0',
      DATABASE_URL: postgres?.url ?? '',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  const output: string[] = []
  child.stderr?.on('data', (chunk: Buffer) => output.push(chunk.toString()))
  await new Promise<void>((resolve, reject) => {
    const lines = createInterface({ input: child.stdout ?? process.stdin })
    lines.on('line', (line) => {
      output.push(line)
      if (line.includes('Example page')) resolve()
    })
    child.on('exit', (code) =>
      reject(new Error(`npm start exited with ${code}:\n${output.join('\n')}`)),
    )
  })
  return {
    serverUrl: `http://localhost:${port}`,
    pageUrl: `http://localhost:${examplePort}/`,
    stop: async () => {
      const exited = new Promise((resolve) => child.once('exit', resolve))
      child.kill('SIGTERM')
      await exited
      rmSync(dataDir, { recursive: true, force: true })
      await postgres?.drop()
    },
  }
}

/** Debian's Chromium, headless, with the flags this machine's closed network needs. */
export function launchChromium(): Promise<Browser> {
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    headless: true,
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
    ],
  })
}
