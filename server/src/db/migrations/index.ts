import { identityMigration } from './0001-identity'
import { entitlementsMigration } from './0002-entitlements'
import type { Migration } from 'kysely'

/** Every migration, in order. Add a file `000N-<name>.ts` and list it here. */
export const migrations: Record<string, Migration> = {
  '0001-identity': identityMigration,
  '0002-entitlements': entitlementsMigration,
}
