import { randomUUID } from 'node:crypto'
import { sql } from 'kysely'
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

/**
 * Counts a read on the open window's row, in one statement (the row lock makes concurrent reads
 * add up): the counts, the last-read time and the sentence. False when no window is open.
 */
const countOnOpenWindow = async (db: Db, caller: ScimCaller, read: ScimRead, now: Date) => {
  const since = new Date(now.getTime() - READ_WINDOW_MS)
  const counted = sql`jsonb_set(
      jsonb_set(a.json, '{reads}', to_jsonb(coalesce((a.json->>'reads')::int, 0) + 1)),
      array['resources', ${read.resource}]::text[],
      to_jsonb(coalesce((a.json->'resources'->>${read.resource})::int, 0) + 1))`
  const { rows } = await sql<{ id: string }>`update audit_logs a
      set json = jsonb_set(${counted}, '{lastReadAt}', to_jsonb(${now.toISOString()}::text)),
        description = ${caller.name} || ' (SCIM) read the directory '
          || ((coalesce((a.json->>'reads')::int, 0)) + 1) || ' times: '
          || (select string_agg(r.key || ' ' || r.value, ', ' order by r.value::int desc, r.key)
              from jsonb_each_text((${counted})->'resources') r)
      from scim_connections c
      where c.id = ${caller.connectionId} and a.id = c.read_audit_id
        and c.read_window_started_at > ${since}
      returning a.id`.execute(db)
  return rows.length > 0
}

/**
 * Audits a read of the directory without flooding the log: the first read of a connection opens
 * an hour's window with one audit row (who, from where, what it read first); every later read in
 * that hour adds to the row's counts (in all and by resource), its last-read time and its
 * sentence instead of a row of its own. Writes stay one row each. Entra ID's sync cycle reads each
 * user every 40 minutes, and Okta looks a person up before every push, so a row per read would
 * bury the changes under thousands of lookups a day; a row per hour still says who read, when and
 * how much. A read in an open window costs one statement.
 */
export const auditScimRead = async (
  db: Db,
  caller: ScimCaller,
  read: ScimRead,
  now: Date,
): Promise<void> => {
  if (await countOnOpenWindow(db, caller, read, now)) return
  const since = new Date(now.getTime() - READ_WINDOW_MS)
  const opened = await db.transaction().execute(async (trx) => {
    const id = randomUUID()
    // Only one concurrent read opens the window; the others count on its row.
    const claimed = await trx
      .updateTable('scim_connections')
      .set({ read_audit_id: id, read_window_started_at: now })
      .where('id', '=', caller.connectionId)
      .where((eb) =>
        eb.or([
          eb('read_window_started_at', 'is', null),
          eb('read_window_started_at', '<=', since),
          eb('read_audit_id', 'is', null),
        ]),
      )
      .returning('id')
      .executeTakeFirst()
    if (!claimed) return false
    await writeAudit(trx, {
      id,
      tenantId: caller.tenantId,
      userId: null,
      email: null,
      action: 'scim.directory.read',
      description: `${caller.name} (SCIM) read the directory once: ${read.resource} 1`,
      severity: 'Info',
      ip: read.ip,
      userAgent: read.userAgent,
      details: {
        reads: 1,
        resources: { [read.resource]: 1 },
        ...(read.filter ? { firstFilter: read.filter } : {}),
        firstReadAt: now.toISOString(),
        lastReadAt: now.toISOString(),
        scimConnectionId: caller.connectionId,
        scimConnectionName: caller.name,
      },
    })
    return true
  })
  if (!opened) await countOnOpenWindow(db, caller, read, now)
}
