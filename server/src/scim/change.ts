import { writeAudit } from '../audit/repository'
import { databaseErrorCode, isUniqueViolation } from '../db/constraint'
import { clientInfo } from '../http/client-info'
import { ScimError } from './errors'
import { scimCaller } from './guard'
import type { AuditActionKey } from '../audit/actions'
import type { Db } from '../db/database'
import type { ScimCaller, ScimEnv } from './guard'
import type { Context } from 'hono'

/** What a SCIM change records: one of the reserved `scim.*` audit keys and its sentence. */
export interface ScimAudit {
  action: AuditActionKey
  description: string
  severity?: 'Info' | 'High'
  details: Record<string, unknown>
}

/**
 * Runs a change the directory asked for, its audit row (the connection as the actor) and the
 * connection's last sync in one transaction: all saved or none.
 */
export const scimChange = async <T>(
  c: Context<ScimEnv>,
  change: (scope: { trx: Db; now: Date; caller: ScimCaller }) => Promise<{
    result: T
    audit: ScimAudit
  }>,
): Promise<T> => {
  const { db, now: clock } = c.var.deps
  const caller = scimCaller(c)
  const now = clock()
  const client = clientInfo(c)
  try {
    return await db.transaction().execute(async (trx) => {
      const { result, audit } = await change({ trx, now, caller })
      await writeAudit(trx, {
        tenantId: caller.tenantId,
        userId: null,
        email: null,
        action: audit.action,
        description: audit.description,
        severity: audit.severity ?? 'Info',
        ip: client.ip,
        userAgent: client.userAgent,
        details: {
          ...audit.details,
          scimConnectionId: caller.connectionId,
          scimConnectionName: caller.name,
        },
      })
      await trx
        .updateTable('scim_connections')
        .set({ last_sync: now })
        .where('id', '=', caller.connectionId)
        .execute()
      return result
    })
  } catch (error: unknown) {
    if (isUniqueViolation(error)) {
      throw new ScimError(409, 'A resource with this identifier exists already', 'uniqueness')
    }
    if (databaseErrorCode(error) === '23514') {
      throw new ScimError(400, 'A value is longer or shorter than allowed', 'invalidValue')
    }
    throw error
  }
}
