import { randomUUID } from 'node:crypto'
import { hashPassword } from '../auth/passwords'
import { permissionCatalogue, vendorRoles } from '../permissions/catalogue'
import { seedImpersonatePermission } from '../permissions/impersonate'
import { createTenant } from '../tenants/repository'
import { createUser } from '../users/repository'
import type { Db } from './database'

/** The first admin, from FOYER_ADMIN_EMAIL and FOYER_ADMIN_PASSWORD. */
export interface SeedAdmin {
  email: string
  password: string
  name?: string
  /** The first tenant's name; "Default" when not given. */
  tenantName?: string
}

/** What seeding created: the first tenant and admin, when it created them. */
export interface SeedResult {
  tenantId?: string
  adminUserId?: string
}

/**
 * Seeds the permission catalogue, the vendor roles and then the impersonation permission no role
 * holds (idempotent, on every start) and, on a database without users, the first tenant
 * (`admin.tenantName`, "Default") with `admin` holding Admin there.
 */
export const seedDatabase = async (db: Db, admin?: SeedAdmin): Promise<SeedResult> => {
  await db
    .insertInto('permissions')
    .values(
      permissionCatalogue.map((permission) => ({
        id: randomUUID(),
        key: permission.key,
        name: permission.name,
        description: permission.description,
        category: permission.category,
        fe_permission: true,
      })),
    )
    .onConflict((conflict) => conflict.column('key').doNothing())
    .execute()
  const permissions = await db.selectFrom('permissions').select(['id', 'key']).execute()
  for (const definition of vendorRoles) {
    const existing = await db
      .selectFrom('roles')
      .select('id')
      .where('tenant_id', 'is', null)
      .where('key', '=', definition.key)
      .executeTakeFirst()
    if (existing) continue
    const id = randomUUID()
    await db.transaction().execute(async (trx) => {
      await trx
        .insertInto('roles')
        .values({
          id,
          tenant_id: null,
          key: definition.key,
          name: definition.name,
          description: definition.description,
          is_default: definition.isDefault,
          permission_level: definition.level,
        })
        .execute()
      const granted = permissions.filter((permission) => definition.permissions(permission.key))
      if (granted.length === 0) return
      await trx
        .insertInto('role_permissions')
        .values(granted.map((permission) => ({ role_id: id, permission_id: permission.id })))
        .execute()
    })
  }
  // After the roles, so that none of them holds it (`permissions/impersonate.ts`).
  await seedImpersonatePermission(db)
  if (!admin) return {}
  const anyUser = await db.selectFrom('users').select('id').limit(1).executeTakeFirst()
  if (anyUser) return {}
  const tenantId = await createTenant(db, admin.tenantName ?? 'Default')
  const adminUserId = await createUser(db, {
    email: admin.email,
    name: admin.name ?? 'Admin',
    passwordHash: await hashPassword(admin.password),
    verified: true,
    tenantId,
    roleKeys: ['Admin'],
  })
  return { tenantId, adminUserId }
}
