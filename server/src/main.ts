import { serve } from '@hono/node-server'
import { createApp } from './app'
import { startAuditRetentionJob } from './audit/retention'
import { startBillingWorker } from './billing/worker'
import { adminPasswordLength, loadConfig } from './config'
import { createSlackTransport } from './connectivity/slack-transport'
import { createDatabase } from './db/create-database'
import { migrateToLatest } from './db/migrate'
import { seedDatabase } from './db/seed'
import { channelsWithoutCarrier, createTransports, mailboxChannels } from './delivery/transports'
import { startDeliveryWorker } from './delivery/worker'
import { startEventWorker } from './events/worker'
import { loadSigningKeys } from './keys/signing-keys'
import { loadOrCreateEncryptionKey } from './mfa/encryption-key'
import { startUsageSnapshotJob } from './usage/snapshot-job'
import type { ServerConfig } from './config'
import type { Db } from './db/database'
import type { Server } from 'node:http'

const describeTarget = (config: ServerConfig): string => {
  if (!config.databaseUrl) return `PGlite in ${config.dataDir}`
  try {
    const url = new URL(config.databaseUrl)
    return `PostgreSQL at ${url.hostname}:${url.port || '5432'}${url.pathname}`
  } catch {
    return 'PostgreSQL (DATABASE_URL is not a valid URL)'
  }
}

const reason = (error: unknown): string => {
  if (error instanceof AggregateError && error.errors.length > 0) return reason(error.errors[0])
  if (error instanceof Error) {
    const code = (error as Error & { code?: unknown }).code
    return typeof code === 'string' && !error.message.includes(code)
      ? `${error.message} (${code})`
      : error.message || error.name
  }
  return String(error)
}

/**
 * On a database without users and without the admin variables nobody can sign in: one line says
 * how to create the first admin.
 */
const firstUserHint = async (db: Db): Promise<string | undefined> => {
  const anyUser = await db.selectFrom('users').select('id').limit(1).executeTakeFirst()
  if (anyUser) return undefined
  const { min, max } = adminPasswordLength
  return (
    'Foyer server: no users yet. To create the first admin, set FOYER_ADMIN_EMAIL and ' +
    `FOYER_ADMIN_PASSWORD (${min} to ${max} characters) and start again.`
  )
}

const carrierVariable = { mail: 'FOYER_SMTP_URL', sms: 'FOYER_SMS_URL' } as const
const channelStays = { mail: 'mail stays', sms: 'text messages stay' } as const

/**
 * A channel without a carrier while the development mailbox is off delivers nothing: its messages
 * stay queued in the outbox (sent once a carrier is configured). One warning line per channel.
 */
const undeliveredChannels = (config: ServerConfig): string[] =>
  config.devMailbox
    ? []
    : channelsWithoutCarrier(config).map(
        (channel) =>
          `Foyer server: ${carrierVariable[channel]} is not set and the development mailbox is off: ` +
          `${channelStays[channel]} queued in the outbox until a carrier is configured.`,
      )

const fail = (message: string): never => {
  process.stderr.write(`Foyer server: ${message}\n`)
  process.exit(1)
}

const start = async () => {
  let config: ServerConfig
  // Said after the listening line, which scripts wait for as the first.
  let keyNote: string | undefined
  try {
    config = loadConfig()
    if (!config.encryptionKey) {
      const note = (line: string) => (keyNote = line)
      config = { ...config, encryptionKey: await loadOrCreateEncryptionKey(config.dataDir, note) }
    }
  } catch (error) {
    return fail(reason(error))
  }
  let db: Db
  let created: string | undefined
  try {
    db = await createDatabase(
      config.databaseUrl
        ? {
            kind: 'postgres',
            url: config.databaseUrl,
            preparedStatements: config.databasePreparedStatements,
          }
        : { kind: 'pglite', dataDir: config.dataDir },
    )
  } catch (error) {
    return fail(`cannot reach the database (${describeTarget(config)}): ${reason(error)}`)
  }
  try {
    await migrateToLatest(db)
    const seeded = await seedDatabase(
      db,
      config.adminEmail && config.adminPassword
        ? {
            email: config.adminEmail,
            password: config.adminPassword,
            tenantName: config.tenantName,
          }
        : undefined,
    )
    if (seeded.adminUserId) {
      created = `Foyer server: created the tenant "${config.tenantName}" and its admin ${config.adminEmail ?? ''} (role Admin).`
    }
  } catch (error) {
    await db.destroy().catch(() => undefined)
    return fail(`database setup failed (${describeTarget(config)}): ${reason(error)}`)
  }
  const hint = await firstUserHint(db).catch(() => undefined)
  const keys = await loadSigningKeys(db)
  const app = createApp({ db, config, keys })
  // The development mailbox prints a line per message; the first also says where the page is.
  let mailboxPage: string | undefined
  let pageShown = false
  const mailboxLine = (line: string) => {
    process.stdout.write(`${line}\n`)
    if (mailboxPage && !pageShown) {
      pageShown = true
      process.stdout.write(`Foyer dev mailbox: every message is on ${mailboxPage}\n`)
    }
  }
  const worker = startDeliveryWorker({
    db,
    transports: {
      ...createTransports(config, mailboxLine),
      slack: createSlackTransport({ db, config }),
    },
    now: () => new Date(),
    settings: config.delivery,
    log: (line) => process.stderr.write(`${line}\n`),
  })
  // Raised events to their fan-outs, and webhook deliveries to their endpoints.
  const events = startEventWorker({
    db,
    config,
    now: () => new Date(),
    leaseMs: config.delivery.leaseSeconds * 1000,
    log: (line) => process.stderr.write(`${line}\n`),
  })
  // Deletes audit rows older than their tenant's retention: at start, then hourly.
  const retention = startAuditRetentionJob({
    db,
    now: () => new Date(),
    log: (line) => process.stderr.write(`${line}\n`),
  })
  // Records each tenant's usage of the day for the Usage page's 30-day plot: at start, then hourly.
  const usage = startUsageSnapshotJob({
    db,
    now: () => new Date(),
    log: (line) => process.stderr.write(`${line}\n`),
  })
  // Stripe's webhook events applied, and a reconciliation pass hourly (only when billing is set up).
  const billing = startBillingWorker({
    db,
    config,
    now: () => new Date(),
    log: (line) => process.stderr.write(`${line}\n`),
  })
  // Requests in flight, so shutdown closes the database only after the last one finished.
  let inFlight = 0
  let drained: (() => void) | undefined
  const fetch = async (request: Request, env: unknown) => {
    inFlight++
    try {
      return await app.fetch(request, env)
    } finally {
      inFlight--
      if (inFlight === 0) drained?.()
    }
  }
  // serve() without createServer options always builds a node:http server.
  const server = serve({ fetch, port: config.port }, (info) => {
    process.stdout.write(`Foyer server listening on http://localhost:${info.port}\n`)
    if (keyNote) process.stdout.write(`${keyNote}\n`)
    if (created) process.stdout.write(`${created}\n`)
    if (hint) process.stdout.write(`${hint}\n`)
    if (mailboxChannels(config).length > 0) {
      mailboxPage = `http://localhost:${info.port}/dev/mailbox`
    }
    for (const line of undeliveredChannels(config)) process.stderr.write(`${line}\n`)
  }) as Server
  server.on('error', (error) => fail(`cannot listen on port ${config.port}: ${reason(error)}`))
  let closing = false
  const close = () => {
    if (closing) return
    closing = true
    // Stop accepting, let requests in flight finish (at most 5 s), stop the delivery worker, then
    // close the database.
    const force = setTimeout(() => server.closeAllConnections(), 5000)
    force.unref()
    server.close(() => {
      const idle = inFlight === 0 ? Promise.resolve() : new Promise<void>((r) => (drained = r))
      Promise.race([idle, new Promise((r) => setTimeout(r, 5000))])
        // Deliveries in flight finish or hand their messages back before the database closes.
        .then(() => Promise.all([worker.stop({ graceMs: 5000 }), events.stop({ graceMs: 5000 })]))
        .then(() => retention.stop())
        .then(() => usage.stop())
        .then(() => billing.stop())
        .then(() => db.destroy())
        .catch(() => undefined)
        .finally(() => process.exit(0))
    })
    server.closeIdleConnections()
  }
  process.on('SIGINT', close)
  process.on('SIGTERM', close)
  // After serve()'s own callback: the listening line is out first.
  await new Promise((resolve) => server.once('listening', resolve))
}

/** Resolves once the server listens (`start.cjs` keeps the code V8 compiled for the start then). */
export const listening = start()
