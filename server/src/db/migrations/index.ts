import { identityMigration } from './0001-identity'
import { entitlementsMigration } from './0002-entitlements'
import { limitsMigration } from './0003-limits'
import type { Migration } from 'kysely'

/** Every migration, in order. Add a file `000N-<name>.ts` and list it here. */
export const migrations: Record<string, Migration> = {
  '0001-identity': identityMigration,
  '0002-entitlements': entitlementsMigration,
  '0003-limits': limitsMigration,
}
