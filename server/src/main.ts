import { serve } from '@hono/node-server'
import { createApp } from './app'
import { loadConfig } from './config'
import { createDatabase } from './db/create-database'
import { migrateToLatest } from './db/migrate'
import { seedDatabase } from './db/seed'
import { loadSigningKeys } from './keys/signing-keys'
import type { ServerConfig } from './config'
import type { Db } from './db/database'

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

const fail = (message: string): never => {
  process.stderr.write(`Foyer server: ${message}\n`)
  process.exit(1)
}

const start = async () => {
  let config: ServerConfig
  try {
    config = loadConfig()
  } catch (error) {
    return fail(reason(error))
  }
  let db: Db
  try {
    db = await createDatabase(
      config.databaseUrl
        ? { kind: 'postgres', url: config.databaseUrl }
        : { kind: 'pglite', dataDir: config.dataDir },
    )
  } catch (error) {
    return fail(`cannot reach the database (${describeTarget(config)}): ${reason(error)}`)
  }
  try {
    await migrateToLatest(db)
    await seedDatabase(
      db,
      config.adminEmail && config.adminPassword
        ? { email: config.adminEmail, password: config.adminPassword }
        : undefined,
    )
  } catch (error) {
    await db.destroy().catch(() => undefined)
    return fail(`database setup failed (${describeTarget(config)}): ${reason(error)}`)
  }
  const keys = await loadSigningKeys(db)
  const app = createApp({ db, config, keys })
  const server = serve({ fetch: app.fetch, port: config.port }, (info) => {
    process.stdout.write(`Foyer server listening on http://localhost:${info.port}\n`)
  })
  server.on('error', (error) => fail(`cannot listen on port ${config.port}: ${reason(error)}`))
  let closing = false
  const close = () => {
    if (closing) return
    closing = true
    server.close(() => {
      db.destroy()
        .catch(() => undefined)
        .finally(() => process.exit(0))
    })
    // Keep-alive connections would hold close() open; end them.
    const closable = server as { closeAllConnections?: () => void }
    closable.closeAllConnections?.()
  }
  process.on('SIGINT', close)
  process.on('SIGTERM', close)
}

await start()
