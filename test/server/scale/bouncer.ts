import { spawn } from 'node:child_process'
import { chmod, mkdtemp, rm, writeFile } from 'node:fs/promises'
import { createServer } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import pg from 'pg'
import type { ChildProcess } from 'node:child_process'

/** Debian's PgBouncer (1.18 on Debian 12), which `.ci/run` installs. */
export const bouncerBinary = '/usr/sbin/pgbouncer'

const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const probe = createServer()
    probe.once('error', reject)
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address()
      probe.close(() => resolve(typeof address === 'object' && address ? address.port : 0))
    })
  })

/**
 * Starts PgBouncer in transaction mode in front of the suite's PostgreSQL, with `poolSize` server
 * connections per database; answers its URL for `database`.
 */
export const startBouncer = async (database: string, poolSize = 3) => {
  const upstream = new URL(process.env.FOYER_TEST_DATABASE_URL ?? '')
  const port = await freePort()
  const dir = await mkdtemp(join(tmpdir(), 'foyer-pgbouncer-'))
  await chmod(dir, 0o755)
  const ini = join(dir, 'pgbouncer.ini')
  await writeFile(
    ini,
    [
      '[databases]',
      `* = host=${upstream.hostname} port=${upstream.port || 5432} user=${upstream.username || 'postgres'}`,
      '[pgbouncer]',
      'listen_addr = 127.0.0.1',
      `listen_port = ${port}`,
      'unix_socket_dir =',
      'auth_type = any',
      'pool_mode = transaction',
      `default_pool_size = ${poolSize}`,
      'max_client_conn = 200',
      'ignore_startup_parameters = extra_float_digits,options',
    ].join('\n'),
  )
  await chmod(ini, 0o644)
  // PgBouncer will not run as root; `-u` drops to the cluster's own user.
  const asRoot = process.getuid?.() === 0
  const child: ChildProcess = spawn(bouncerBinary, [...(asRoot ? ['-u', 'postgres'] : []), ini], {
    stdio: ['ignore', 'ignore', 'pipe'],
  })
  let stderr = ''
  child.stderr?.on('data', (chunk: Buffer) => (stderr += chunk.toString()))
  const url = `postgres://postgres@127.0.0.1:${port}/${database}`
  const deadline = Date.now() + 15_000
  for (;;) {
    const client = new pg.Client({ connectionString: url })
    try {
      await client.connect()
      await client.query('SELECT 1')
      await client.end()
      break
    } catch (error) {
      await client.end().catch(() => undefined)
      if (child.exitCode !== null || Date.now() > deadline) {
        throw new Error(`PgBouncer did not start: ${String(error)}\n${stderr}`)
      }
      await new Promise((resolve) => setTimeout(resolve, 100))
    }
  }
  return {
    url,
    stop: async () => {
      child.kill('SIGTERM')
      await rm(dir, { recursive: true, force: true })
    },
  }
}
