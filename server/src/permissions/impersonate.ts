import { randomUUID } from 'node:crypto'
import type { Db } from '../db/database'

/**
 * Impersonating the account's users (issue 23). Not in the portal's catalogue: seeded after the
 * vendor roles, so no role holds it (not even Admin) until the vendor adds it to one through the
 * management API; an account's own administrators never grant it.
 */
export const IMPERSONATE_PERMISSION = 'fe.secure.impersonate.users'

/** Seeds the impersonation permission (idempotent), after the vendor roles (see above). */
export const seedImpersonatePermission = async (db: Db): Promise<void> => {
  await db
    .insertInto('permissions')
    .values({
      id: randomUUID(),
      key: IMPERSONATE_PERMISSION,
      name: 'Impersonate users',
      description: 'Act as a member of the account, for a short while, with a recorded reason',
      category: 'Users',
      fe_permission: true,
    })
    .onConflict((conflict) => conflict.column('key').doNothing())
    .execute()
}
