import { z } from '@hono/zod-openapi'
import { writeAudit } from '../../audit/repository'
import { badRequest, conflict } from '../../http/api-error'
import { clientInfo } from '../../http/client-info'
import { requireVendor } from '../../http/require-vendor'
import type { Db } from '../../db/database'
import type { AppDeps } from '../../deps'
import type { AppEnv } from '../../http/app-env'
import type { Context } from 'hono'

/** The vendor-token guard of every management route. */
export const vendorGuard = (deps: AppDeps) =>
  requireVendor({
    keys: deps.keys,
    issuer: deps.config.issuer,
    now: deps.now ?? (() => new Date()),
  })

/** What a management change records in the audit log. */
export interface ChangeAudit {
  action: string
  description: string
  tenantId?: string | null
  details: Record<string, unknown>
}

/**
 * Runs a management change in one transaction together with its audit row: either both are
 * saved or neither (a 400 thrown half-way leaves nothing behind).
 */
export const vendorChange = async <T>(
  deps: AppDeps,
  c: Context<AppEnv>,
  change: (trx: Db, now: Date) => Promise<{ result: T; audit: ChangeAudit }>,
): Promise<T> => {
  const now = deps.now?.() ?? new Date()
  const client = clientInfo(c)
  const vendor = c.get('vendor')
  return deps.db
    .transaction()
    .execute(async (trx) => {
      const { result, audit } = await change(trx, now)
      await writeAudit(trx, {
        tenantId: audit.tenantId ?? null,
        userId: null,
        email: null,
        action: audit.action,
        description: audit.description,
        severity: 'Info',
        ip: client.ip,
        userAgent: client.userAgent,
        details: { ...audit.details, clientId: vendor.clientId },
      })
      return result
    })
    .catch((error: unknown) => {
      throw constraintError(error) ?? error
    })
}

/**
 * A concurrent change can still break a constraint after the checks passed (two creations of
 * the same key, a plan deleted while assigned): answer it as the clash it is, not a 500.
 */
const constraintError = (error: unknown) => {
  const code = typeof error === 'object' && error !== null ? Reflect.get(error, 'code') : undefined
  if (code === '23505') {
    return conflict('The change clashes with a concurrent one: key already taken')
  }
  if (code === '23503') return badRequest('A referenced record no longer exists')
  return undefined
}

/** A list answer: `{ items, _metadata: { totalItems, totalPages } }`. */
export const listAnswer = <T>(items: T[], totalItems = items.length, limit = totalItems) => ({
  items,
  _metadata: { totalItems, totalPages: limit > 0 ? Math.ceil(totalItems / limit) : 0 },
})

/** Path parameter `{id}`. */
export const idParam = z.object({ id: z.string().max(100) })

/** A key: letters, digits and `_ . : -`, starting with a letter or digit. */
export const keySchema = z
  .string()
  .trim()
  .min(1)
  .max(200)
  .regex(/^[A-Za-z0-9][\w.:-]*$/, 'letters, digits, _ . : - only, starting with a letter or digit')

/** Standard responses of a vendor-only route. */
export const vendorResponses = {
  400: { description: 'Invalid input; the message names the field' },
  401: { description: 'Missing, invalid or expired vendor token' },
  403: { description: 'A tenant user token: vendor token required' },
} as const
