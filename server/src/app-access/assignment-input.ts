import { z } from '@hono/zod-openapi'
import { badRequest, notFound } from '../http/api-error'
import { offeredAppIds } from './repository'
import type { ServerConfig } from '../config'
import type { Db } from '../db/database'

/** The body of assign (`apps-user`) and unassign (`user-apps`): wire §5.10 rows 4-5. */
export const assignmentBody = z
  .object({
    userId: z.string().uuid('userId must be a user id'),
    tenantId: z.string().uuid('tenantId must be a tenant id'),
    appIds: z.array(z.string().min(1).max(200)).min(1, 'appIds must name an application').max(100),
  })
  .openapi('UserApplicationsAssignment')

/** A checked assignment: the member exists, the applications are offered to its tenant. */
export interface CheckedAssignment {
  userId: string
  tenantId: string
  appIds: string[]
}

/**
 * Checks an assignment before any write: the user is a member of the tenant (404 otherwise, so a
 * caller learns nothing of other tenants), the default application is refused (it is open to
 * everyone), and each application must be offered to the tenant (400 naming it). Unassigning
 * skips the offer check: withdrawing what is no longer offered is harmless.
 */
export const checkAssignment = async (
  db: Db,
  config: ServerConfig,
  body: z.infer<typeof assignmentBody>,
  { unassign = false } = {},
): Promise<CheckedAssignment> => {
  const appIds = [...new Set(body.appIds)]
  const member = await db
    .selectFrom('tenant_memberships')
    .select('user_id')
    .where('tenant_id', '=', body.tenantId)
    .where('user_id', '=', body.userId)
    .executeTakeFirst()
  if (!member) throw notFound('No such user in this account')
  if (appIds.includes(config.vendorId)) {
    throw badRequest('appIds: the default application is open to every user')
  }
  if (!unassign) {
    const offered = new Set(await offeredAppIds(db, body.tenantId, appIds))
    const missing = appIds.find((id) => !offered.has(id))
    if (missing !== undefined) {
      throw badRequest(`appIds: application ${missing} is not offered to this account`)
    }
  }
  return { userId: body.userId, tenantId: body.tenantId, appIds }
}
