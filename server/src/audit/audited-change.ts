import { databaseErrorCode, isUniqueViolation } from '../db/constraint'
import { badRequest, conflict } from '../http/api-error'
import { clientInfo } from '../http/client-info'
import { writeAudit } from './repository'
import type { Db } from '../db/database'
import type { AppEnv } from '../http/app-env'
import type { ClientInfo } from '../sessions/repository'
import type { AuditActionKey } from './actions'
import type { Context } from 'hono'

/**
 * Who makes an admin change: the vendor (a management client), a tenant user, or a tenant API
 * token (no user: its row names the token in `details.apiTokenId` / `apiTokenDescription`).
 */
export type ChangeActor =
  | { kind: 'vendor'; clientId: string }
  | {
      kind: 'user'
      userId: string
      email: string | null
      tenantId: string
      /** Who acts as the user (an impersonation's `act.sub`): named in the row's details. */
      actedBy?: string
    }
  | { kind: 'apiToken'; tokenId: string; description: string; tenantId: string }

/** The details an audit row caused by `actor` records besides the change's own. */
const actorDetails = (actor: ChangeActor, details: Record<string, unknown>) => {
  if (actor.kind === 'vendor') return { ...details, clientId: actor.clientId }
  if (actor.kind === 'user' && actor.actedBy !== undefined) {
    return { ...details, impersonatedBy: actor.actedBy }
  }
  if (actor.kind === 'apiToken') {
    return { ...details, apiTokenId: actor.tokenId, apiTokenDescription: actor.description }
  }
  return details
}

/** What a change records in the audit log. */
export interface ChangeAudit {
  /** A key of the audit catalogue (`actions.ts`). */
  action: AuditActionKey
  description: string
  /** The tenant the change concerns; a tenant user's own tenant when left out. */
  tenantId?: string | null
  severity?: 'Info' | 'High'
  details: Record<string, unknown>
}

/** What a change returns: its result and its audit row (later also its outbox rows). */
export interface ChangeOutcome<T> {
  result: T
  audit: ChangeAudit
}

/** The transaction and the instant a change runs in; every write of the change goes to `trx`. */
export interface ChangeScope {
  trx: Db
  now: Date
}

/** Where a change comes from. */
export interface ChangeOrigin {
  db: Db
  now: Date
  actor: ChangeActor
  client: ClientInfo
}

/**
 * Runs `change` and writes its audit row in one transaction: both are saved or neither (a 400
 * thrown half-way, or an audit row that cannot be written, leaves nothing behind). Rows that
 * must go out with the change (an outbox) belong in the same transaction, after the audit row.
 */
export const runAuditedChange = async <T>(
  { db, now, actor, client }: ChangeOrigin,
  change: (scope: ChangeScope) => Promise<ChangeOutcome<T>>,
): Promise<T> =>
  db
    .transaction()
    .execute(async (trx) => {
      const { result, audit } = await change({ trx, now })
      const user = actor.kind === 'user' ? actor : undefined
      const ownTenant = actor.kind === 'vendor' ? null : actor.tenantId
      await writeAudit(trx, {
        tenantId: audit.tenantId === undefined ? ownTenant : audit.tenantId,
        userId: user?.userId ?? null,
        email: user?.email ?? null,
        action: audit.action,
        description: audit.description,
        severity: audit.severity ?? 'Info',
        ip: client.ip,
        userAgent: client.userAgent,
        details: actorDetails(actor, audit.details),
      })
      return result
    })
    .catch((error: unknown) => {
      throw constraintError(error) ?? error
    })

/**
 * The admin change of a request, by its vendor (vendor routes) or its signed-in user (tenant
 * routes), at the app's `now`: see `runAuditedChange`.
 */
export const auditedChange = <T>(
  c: Context<AppEnv>,
  change: (scope: ChangeScope) => Promise<ChangeOutcome<T>>,
): Promise<T> => {
  const { db, now, config } = c.var.deps
  const vendor = c.get('vendor') as AppEnv['Variables']['vendor'] | undefined
  const auth = c.get('auth') as AppEnv['Variables']['auth'] | undefined
  let actor: ChangeActor
  if (vendor) actor = { kind: 'vendor', clientId: vendor.clientId }
  else if (auth?.apiToken) {
    const { id, description } = auth.apiToken
    actor = { kind: 'apiToken', tokenId: id, description, tenantId: auth.tenantId }
  } else if (auth) {
    const { sub, email, tenantId, act } = auth
    actor = { kind: 'user', userId: sub, email, tenantId, ...(act ? { actedBy: act.sub } : {}) }
  } else throw new Error('auditedChange needs a vendor or tenant route')
  return runAuditedChange(
    { db, now: now(), actor, client: clientInfo(c, config.trustedProxies) },
    change,
  )
}

/**
 * A concurrent change can still break a constraint after the checks passed (two creations of
 * the same key, a plan deleted while assigned): answer it as the clash it is, not a 500.
 */
const constraintError = (error: unknown) => {
  const code = databaseErrorCode(error)
  if (isUniqueViolation(error)) {
    return conflict('The change clashes with a concurrent one: key already taken')
  }
  if (code === '23503') return badRequest('A referenced record no longer exists')
  return undefined
}
