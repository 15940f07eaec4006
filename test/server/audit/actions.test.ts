import { randomUUID } from 'node:crypto'
import { readdir, readFile } from 'node:fs/promises'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { auditActions, isAuditAction, legacyActionKeys } from '../../../server/src/audit/actions'
import migration from '../../../server/src/db/migrations/0041-audits'
import { createTestServer } from '../helpers'
import type { TestServer } from '../helpers'

/** Every .ts file under a folder. */
const sources = async (folder: string): Promise<string[]> => {
  const entries = await readdir(folder, { withFileTypes: true })
  const nested = await Promise.all(
    entries.map((entry) => {
      const path = join(folder, entry.name)
      if (entry.isDirectory()) return sources(path)
      return Promise.resolve(entry.name.endsWith('.ts') ? [path] : [])
    }),
  )
  return nested.flat()
}

/** The action keys a source writes as literals: `action: '…'`, `? '…' : '…'` and `audit('…'`. */
const writtenKeys = (source: string): string[] => {
  const keys: string[] = []
  for (const match of source.matchAll(/\baction:\s*([^,\n}]+)/g)) {
    // A mail's button: `action: { label: t('…action') }`, not an audit row.
    if (/^\s*(t\(|\{)/.test(match[1] ?? '')) continue
    for (const literal of (match[1] ?? '').matchAll(/'([a-zA-Z]+(?:\.[a-zA-Z-]+)+)'/g)) {
      keys.push(literal[1] ?? '')
    }
  }
  for (const match of source.matchAll(/\b[aA]udit\w*\(\s*'([a-zA-Z]+(?:\.[a-zA-Z-]+)+)'/g)) {
    keys.push(match[1] ?? '')
  }
  return keys
}

const reserved = [
  'webhook.created',
  'webhook.updated',
  'webhook.deleted',
  'webhook.tested',
  'webhook.delivery.retried',
  'webhook.disabled',
  'connectivity.email.updated',
  'connectivity.sms.updated',
  'connectivity.slack.installed',
  'connectivity.slack.updated',
  'connectivity.slack.removed',
  'tenant.api-token.created',
  'tenant.api-token.deleted',
  'tenant.access-token.created',
  'tenant.access-token.deleted',
  'tenant.api-token.login',
  'scim.connection.created',
  'scim.connection.updated',
  'scim.connection.deleted',
  'scim.token.rotated',
  'scim.user.created',
  'scim.user.updated',
  'scim.user.deactivated',
  'scim.user.reactivated',
  'scim.user.deleted',
  'scim.group.created',
  'scim.group.updated',
  'scim.group.deleted',
  'scim.directory.read',
  'tenant.audit-retention.updated',
]

describe('the audit action catalogue', () => {
  it('holds every action key the server writes as a literal', async () => {
    const files = await sources('server/src')
    const written = new Set<string>()
    for (const file of files) {
      if (file.includes(join('server', 'src', 'audit'))) continue
      for (const key of writtenKeys(await readFile(file, 'utf8'))) written.add(key)
    }
    expect(written.size).toBeGreaterThan(100)
    expect([...written].filter((key) => !isAuditAction(key))).toEqual([])
  })

  it('holds the keys reserved for webhooks, channels, tokens, SCIM and retention', () => {
    expect(reserved.filter((key) => !isAuditAction(key))).toEqual([])
  })

  it('gives every key a display name, a severity and a resource, and no display name twice', () => {
    const names = Object.values(auditActions).map((entry) => entry.displayName)
    expect(new Set(names).size).toBe(names.length)
    for (const [key, entry] of Object.entries(auditActions)) {
      expect(key).toMatch(/^[a-zA-Z]+(\.[a-zA-Z-]+)+$/)
      expect(['Info', 'High']).toContain(entry.severity)
      expect(entry.resource).not.toBe('')
    }
  })
})

describe('migration 0041', () => {
  let server: TestServer
  beforeAll(async () => {
    server = await createTestServer()
  })
  afterAll(async () => {
    await server.close()
  })

  it('rewrites rows written with a display name to their key and leaves keyed rows alone', async () => {
    const row = (action: string) => ({
      id: randomUUID(),
      tenant_id: server.tenantId,
      user_id: null,
      email: null,
      action,
      description: action,
      severity: 'Info' as const,
      ip: null,
      user_agent: null,
      json: '{}',
    })
    // Rows as the server wrote them before the catalogue: down puts the old names back.
    await migration.down(server.db as never)
    const legacy = Object.keys(legacyActionKeys)
    await server.db
      .insertInto('audit_logs')
      .values([...legacy.map(row), row('user.roles.updated')])
      .execute()
    await migration.up(server.db as never)
    const rows = await server.db
      .selectFrom('audit_logs')
      .select(['action', 'description'])
      .where('description', 'in', [...legacy, 'user.roles.updated'])
      .execute()
    const byDescription = new Map(rows.map((entry) => [entry.description, entry.action]))
    for (const name of legacy) expect(byDescription.get(name)).toBe(legacyActionKeys[name])
    expect(byDescription.get('user.roles.updated')).toBe('user.roles.updated')
  })
})
