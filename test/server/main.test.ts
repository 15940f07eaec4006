import { spawn } from 'node:child_process'
import { existsSync } from 'node:fs'
import { mkdir, mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildServer } from '../../scripts/build-server'

/**
 * The compiled server as production starts it (`node server/dist/start.cjs`, built once for the
 * file): a start in a fraction of tsx's time, and the cases after the first PGlite start run from
 * the V8 code cache that start wrote, as every later production start does.
 */
let buildDir: string
let entry: string

/** Runs the compiled server; resolves when it exits, or stops it with SIGTERM after `stopOn`. */
const runMain = (env: Record<string, string>, stopOn?: (stdout: string) => Promise<void>) =>
  new Promise<{ code: number | null; stdout: string; stderr: string }>((resolve, reject) => {
    const child = spawn(process.execPath, ['--enable-source-maps', entry], {
      env: { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? '', ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    })
    let stdout = ''
    let stderr = ''
    let stopping = false
    child.stdout.on('data', (chunk: Buffer) => {
      stdout += chunk.toString()
      if (stopOn && !stopping && stdout.includes('\n')) {
        stopping = true
        stopOn(stdout)
          .catch(reject)
          .finally(() => child.kill('SIGTERM'))
      }
    })
    child.stderr.on('data', (chunk: Buffer) => {
      stderr += chunk.toString()
    })
    child.on('error', reject)
    child.on('exit', (code) => resolve({ code, stdout, stderr }))
  })

// The process test does not depend on the test database, so it runs once (in the PGlite project).
describe.skipIf(process.env.FOYER_TEST_DB === 'postgres')('server/src/main.ts', () => {
  beforeAll(async () => {
    // Under the repository, so that the bundle's packages resolve from its node_modules.
    await mkdir(resolve('.tmp'), { recursive: true })
    buildDir = await mkdtemp(join(resolve('.tmp'), 'main-'))
    entry = join(buildDir, 'start.cjs')
    await buildServer(buildDir)
  })
  afterAll(async () => {
    await rm(buildDir, { recursive: true, force: true })
  })

  it('exits with code 1 and one clear line when the database cannot be reached', async () => {
    const result = await runMain({ DATABASE_URL: 'postgres://foyer:secret@127.0.0.1:9/foyer' })
    expect(result.code).toBe(1)
    expect(result.stdout).toBe('')
    const lines = result.stderr.trim().split('\n')
    expect(lines).toHaveLength(1)
    expect(lines[0]).toMatch(
      /^Foyer server: cannot reach the database \(PostgreSQL at 127\.0\.0\.1:9\/foyer\)/,
    )
    expect(lines[0]).not.toContain('secret')
  })

  it('starts on PGlite, prints the URL line, the generated key note and the admin it created, and stops cleanly on SIGTERM', async () => {
    const dataDir = await mkdtemp(join(tmpdir(), 'foyer-main-'))
    try {
      let health: unknown
      let mailbox: number | undefined
      const result = await runMain(
        {
          PORT: '0',
          FOYER_DATA_DIR: dataDir,
          FOYER_ADMIN_EMAIL: 'admin@example.com',
          FOYER_ADMIN_PASSWORD: 'a long admin password',
          FOYER_TENANT_NAME: 'Acme',
        },
        async (stdout) => {
          const url = /http:\/\/localhost:(\d+)/.exec(stdout)?.[0]
          health = await (await fetch(`${url}/health`)).json()
          mailbox = (await fetch(`${url}/dev/mailbox/messages.json`)).status
        },
      )
      const [listening, keyNote, ...rest] = result.stdout.trim().split('\n')
      expect(listening).toMatch(/^Foyer server listening on http:\/\/localhost:\d+$/)
      // First start without FOYER_ENCRYPTION_KEY: one note on the key generated for MFA secrets.
      expect(keyNote).toBe(
        `Foyer server: FOYER_ENCRYPTION_KEY is not set; generated one in ${join(dataDir, 'encryption.key')}. ` +
          'Back it up (MFA secrets cannot be read without it), and set FOYER_ENCRYPTION_KEY when ' +
          'several instances share a database.',
      )
      // The first start on an empty database confirms the first tenant, by its name, and its admin.
      expect(rest).toEqual([
        'Foyer server: created the tenant "Acme" and its admin admin@example.com (role Admin).',
      ])
      expect(health).toEqual({ status: 'ok' })
      // Once it listened, start.cjs kept V8's code for the next starts (the cases below run from it).
      expect(existsSync(join(buildDir, 'main.cjs.cache'))).toBe(true)
      // Without FOYER_DEV_MAILBOX there is no mailbox: nobody reads the messages over HTTP, and
      // a warning says that a channel without a carrier keeps its messages queued.
      expect(mailbox).toBe(404)
      expect(result.code).toBe(0)
      expect(result.stderr).toBe(
        'Foyer server: FOYER_SMTP_URL is not set and the development mailbox is off: mail stays ' +
          'queued in the outbox until a carrier is configured.\n' +
          'Foyer server: FOYER_SMS_URL is not set and the development mailbox is off: text ' +
          'messages stay queued in the outbox until a carrier is configured.\n',
      )
    } finally {
      await rm(dataDir, { recursive: true, force: true })
    }
    // Creating a PGlite cluster is most of it: tens of seconds on a loaded 2-core machine.
  }, 90_000)
  it('says how to create the first admin when started on an empty database without the admin variables', async () => {
    const dataDir = await mkdtemp(join(tmpdir(), 'foyer-main-'))
    try {
      const result = await runMain(
        { PORT: '0', FOYER_DATA_DIR: dataDir, FOYER_ENCRYPTION_KEY: 'a'.repeat(64) },
        async () => undefined,
      )
      const lines = result.stdout.trim().split('\n')
      expect(lines).toHaveLength(2)
      expect(lines[0]).toMatch(/^Foyer server listening on http:\/\/localhost:\d+$/)
      expect(lines[1]).toBe(
        'Foyer server: no users yet. To create the first admin, set FOYER_ADMIN_EMAIL and ' +
          'FOYER_ADMIN_PASSWORD (8 to 128 characters) and start again.',
      )
      expect(result.code).toBe(0)
    } finally {
      await rm(dataDir, { recursive: true, force: true })
    }
  }, 90_000)

  it('refuses a 3-character admin password at start with one clear line', async () => {
    const result = await runMain({
      FOYER_ADMIN_EMAIL: 'admin@example.com',
      FOYER_ADMIN_PASSWORD: 'abc',
    })
    expect(result.code).toBe(1)
    expect(result.stderr).toBe(
      'Foyer server: Invalid configuration FOYER_ADMIN_PASSWORD: the admin password must be 8 to 128 characters long\n',
    )
  })

  it('refuses to start with the development mailbox on under NODE_ENV=production', async () => {
    const result = await runMain({
      NODE_ENV: 'production',
      FOYER_DEV_MAILBOX: '1',
      FOYER_ENCRYPTION_KEY: 'a'.repeat(64),
    })
    expect(result.code).toBe(1)
    expect(result.stdout).toBe('')
    expect(result.stderr).toBe(
      'Foyer server: FOYER_DEV_MAILBOX is on while NODE_ENV=production: the development mailbox ' +
        'shows every reset link and code to anyone who asks. Unset FOYER_DEV_MAILBOX and configure ' +
        'FOYER_SMTP_URL (and FOYER_SMS_URL for text messages).\n',
    )
  })
})
