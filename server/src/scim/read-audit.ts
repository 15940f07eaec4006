import { randomUUID } from 'node:crypto'
import { writeAudit } from '../audit/repository'
import type { Db } from '../db/database'
import type { ScimCaller } from './guard'

/** How long one audit row counts a connection's reads. */
export const READ_WINDOW_MS = 3_600_000

/** One read the directory made: what it read, from where. */
export interface ScimRead {
  /** The resource type read: `Users`, `Groups`, `Schemas`, … */
  resource: string
  /** The SCIM filter it sent, if any (the first read's is kept on the row). */
  filter: string | undefined
  ip: string | null
  userAgent: string | null
}

const sentence = (caller: ScimCaller, reads: number, resources: Record<string, number>) =>
  `${caller.name} (SCIM) read the directory ${reads === 1 ? 'once' : `${reads} times`}: ` +
  Object.entries(resources)
    .map(([resource, n]) => `${resource} ${n}`)
    .join(', ')

/**
 * Audits a read of the directory without flooding the log: the first read of a connection opens
 * an hour's window with one audit row (who, from where, what it read first); every later read in
 * that hour adds to the row's counts (in all and by resource) and its last-read time instead of a
 * row of its own. Writes stay one row each. Entra ID's sync cycle reads each user every 40
 * minutes, and Okta looks a person up before every push, so a row per read would bury the
 * changes under thousands of lookups a day; a row per hour still says who read, when and how much.
 */
export const auditScimRead = async (
  db: Db,
  caller: ScimCaller,
  read: ScimRead,
  now: Date,
): Promise<void> => {
  await db.transaction().execute(async (trx) => {
    // Locks the connection's row: concurrent reads count on one row, never open two windows.
    const window = await trx
      .selectFrom('scim_connections')
      .select(['read_audit_id', 'read_window_started_at'])
      .where('id', '=', caller.connectionId)
      .forUpdate()
      .executeTakeFirst()
    if (!window) return
    const started = window.read_window_started_at?.getTime()
    if (window.read_audit_id && started !== undefined && now.getTime() - started < READ_WINDOW_MS) {
      const row = await trx
        .selectFrom('audit_logs')
        .select('json')
        .where('id', '=', window.read_audit_id)
        .executeTakeFirst()
      if (row) {
        const details = row.json as { reads?: number; resources?: Record<string, number> }
        const reads = (details.reads ?? 0) + 1
        const resources = { ...details.resources }
        resources[read.resource] = (resources[read.resource] ?? 0) + 1
        await trx
          .updateTable('audit_logs')
          .set({
            description: sentence(caller, reads, resources),
            json: JSON.stringify({ ...details, reads, resources, lastReadAt: now.toISOString() }),
          })
          .where('id', '=', window.read_audit_id)
          .execute()
        return
      }
    }
    const id = randomUUID()
    const resources = { [read.resource]: 1 }
    await writeAudit(trx, {
      id,
      tenantId: caller.tenantId,
      userId: null,
      email: null,
      action: 'scim.directory.read',
      description: sentence(caller, 1, resources),
      severity: 'Info',
      ip: read.ip,
      userAgent: read.userAgent,
      details: {
        reads: 1,
        resources,
        ...(read.filter ? { firstFilter: read.filter } : {}),
        firstReadAt: now.toISOString(),
        lastReadAt: now.toISOString(),
        scimConnectionId: caller.connectionId,
        scimConnectionName: caller.name,
      },
    })
    await trx
      .updateTable('scim_connections')
      .set({ read_audit_id: id, read_window_started_at: now })
      .where('id', '=', caller.connectionId)
      .execute()
  })
}
