import { auditedChange } from '../audit/audited-change'
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

/**
 * Changes the configuration. Turning groups or their roles off takes the groups' roles from
 * their members, so it keeps the account's last Admin like any other removal.
 */
export const writeGroupConfiguration = (
  c: Context<AppEnv>,
  patch: Partial<GroupConfiguration>,
): Promise<GroupConfiguration> =>
  auditedChange(c, async ({ trx, now }) => {
    const { tenantId } = c.get('auth')
    const next = { ...(await readGroupConfiguration(trx, tenantId)), ...patch }
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
        action: 'Groups configuration updated',
        description: `Groups ${next.enabled ? 'on' : 'off'}, group roles ${next.rolesEnabled ? 'on' : 'off'}`,
        details: { ...next },
      },
    }
  })
