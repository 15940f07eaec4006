import { randomUUID } from 'node:crypto'
import { impersonatePermission } from '../../../src/wire/impersonate-permission'
import type { Db } from '../db/database'

/**
 * Impersonating the account's users (issue 23; its definition is `src/wire/impersonate-permission.ts`'s, shared
 * with the demo). Not in the portal's catalogue: seeded after the vendor roles, so no role holds it
 * (not even Admin) until the vendor adds it to one through the management API.
 */
export const IMPERSONATE_PERMISSION = impersonatePermission.key

/** Seeds the impersonation permission (idempotent), after the vendor roles (see above). */
export const seedImpersonatePermission = async (db: Db): Promise<void> => {
  await db
    .insertInto('permissions')
    .values({
      id: randomUUID(),
      key: impersonatePermission.key,
      name: impersonatePermission.name,
      description: impersonatePermission.description,
      category: impersonatePermission.category,
      fe_permission: true,
    })
    .onConflict((conflict) => conflict.column('key').doNothing())
    .execute()
}
