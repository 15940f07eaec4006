import { auditedChange } from '../audit/audited-change'
import { assertMayGrant } from '../roles/escalation'
import { permissionIdsOfRoles } from '../roles/held'
import { keepingAnAdmin } from '../roles/last-admin'
import type { Db } from '../db/database'
import type { AppEnv } from '../http/app-env'
import type { Context } from 'hono'

/** A tenant's groups configuration: groups on, and their roles counted in members' permissions. */
export interface GroupConfiguration {
  enabled: boolean
  rolesEnabled: boolean
}

/** The tenant's configuration; both on until an administrator changes them. */
export const readGroupConfiguration = async (
  db: Db,
  tenantId: string,
): Promise<GroupConfiguration> => {
  const row = await db
    .selectFrom('group_configurations')
    .select(['enabled', 'roles_enabled'])
    .where('tenant_id', '=', tenantId)
    .executeTakeFirst()
  return { enabled: row?.enabled ?? true, rolesEnabled: row?.roles_enabled ?? true }
}

/** Whether the groups' roles count in their members' permissions under `configuration`. */
const rolesCount = (configuration: GroupConfiguration) =>
  configuration.enabled && configuration.rolesEnabled

/** The roles of the tenant's groups that have members: what switching group roles on hands out. */
const rolesOfPopulatedGroups = async (db: Db, tenantId: string): Promise<string[]> => {
  const rows = await db
    .selectFrom('group_roles as gr')
    .innerJoin('groups as g', 'g.id', 'gr.group_id')
    .select('gr.role_id')
    .distinct()
    .where('g.tenant_id', '=', tenantId)
    .where(({ exists, selectFrom }) =>
      exists(
        selectFrom('group_users as gu').select('gu.user_id').whereRef('gu.group_id', '=', 'g.id'),
      ),
    )
    .execute()
  return rows.map((row) => row.role_id)
}

/**
 * Changes the configuration. Turning groups or their roles on gives every group's members the
 * group's roles at once, so the caller must hold every permission of those roles (403, as a
 * direct grant). Turning them off takes the roles away, so it keeps the account's last Admin
 * like any other removal.
 */
export const writeGroupConfiguration = (
  c: Context<AppEnv>,
  patch: Partial<GroupConfiguration>,
): Promise<GroupConfiguration> =>
  auditedChange(c, async ({ trx, now }) => {
    const { tenantId, sub: userId } = c.get('auth')
    const before = await readGroupConfiguration(trx, tenantId)
    const next = { ...before, ...patch }
    if (rolesCount(next) && !rolesCount(before)) {
      const roleIds = await rolesOfPopulatedGroups(trx, tenantId)
      await assertMayGrant(trx, { userId, tenantId }, await permissionIdsOfRoles(trx, roleIds))
    }
    await keepingAnAdmin(trx, tenantId, () =>
      trx
        .insertInto('group_configurations')
        .values({
          tenant_id: tenantId,
          enabled: next.enabled,
          roles_enabled: next.rolesEnabled,
          updated_at: now,
        })
        .onConflict((conflict) =>
          conflict.column('tenant_id').doUpdateSet({
            enabled: next.enabled,
            roles_enabled: next.rolesEnabled,
            updated_at: now,
          }),
        )
        .execute(),
    )
    return {
      result: next,
      audit: {
        action: 'group.configuration.updated',
        description: `Groups ${next.enabled ? 'on' : 'off'}, group roles ${next.rolesEnabled ? 'on' : 'off'}`,
        details: { ...next },
      },
    }
  })
