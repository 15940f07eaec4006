import { portalConfigurationSchema } from './schema'
import type { Db } from '../db/database'
import type { AdminBoxAction, PortalConfigurationInput } from './schema'

/** The stored configuration and when it changed. */
export interface AdminBoxMetadata {
  configuration: PortalConfigurationInput
  updatedAt: string | null
}

const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value)

/** `change` over `base`: objects merge key by key, anything else (lists too) replaces. */
const merge = (base: unknown, change: unknown): unknown => {
  if (!isPlainObject(base) || !isPlainObject(change)) return change
  const result: Record<string, unknown> = { ...base }
  for (const [key, value] of Object.entries(change)) {
    if (value !== undefined) result[key] = merge(base[key], value)
  }
  return result
}

/** A stored value as a configuration; one an older or newer server wrote that does not parse is empty. */
const parseStored = (value: unknown): PortalConfigurationInput => {
  const raw = typeof value === 'string' ? (JSON.parse(value) as unknown) : value
  const parsed = portalConfigurationSchema.safeParse(raw)
  return parsed.success ? parsed.data : {}
}

/** The configuration after `actions`, in order. */
export const applyAdminBoxActions = (
  current: PortalConfigurationInput,
  actions: readonly AdminBoxAction[],
): PortalConfigurationInput =>
  actions.reduce<PortalConfigurationInput>((configuration, action) => {
    if (action.type === 'resetConfiguration') return {}
    if (action.type === 'setConfiguration') return action.payload
    return portalConfigurationSchema.parse(merge(configuration, action.payload))
  }, current)

/** Reads the vendor's portal configuration (empty when none was saved). */
export const readAdminBoxMetadata = async (db: Db): Promise<AdminBoxMetadata> => {
  const row = await db
    .selectFrom('admin_box_metadata')
    .select(['configuration', 'updated_at'])
    .where('id', '=', 1)
    .executeTakeFirst()
  return {
    configuration: parseStored(row?.configuration),
    updatedAt: row ? row.updated_at.toISOString() : null,
  }
}

/**
 * Applies `actions` to the stored configuration in the caller's transaction (the row locked
 * first, so two updates at once both land) and answers the result.
 */
export const updateAdminBoxMetadata = async (
  trx: Db,
  actions: readonly AdminBoxAction[],
  now: Date,
): Promise<AdminBoxMetadata> => {
  await trx
    .insertInto('admin_box_metadata')
    .values({ id: 1, configuration: '{}', updated_at: now })
    .onConflict((oc) => oc.column('id').doNothing())
    .execute()
  const row = await trx
    .selectFrom('admin_box_metadata')
    .select('configuration')
    .where('id', '=', 1)
    .forUpdate()
    .executeTakeFirstOrThrow()
  const configuration = applyAdminBoxActions(parseStored(row.configuration), actions)
  await trx
    .updateTable('admin_box_metadata')
    .set({ configuration: JSON.stringify(configuration), updated_at: now })
    .where('id', '=', 1)
    .execute()
  return { configuration, updatedAt: now.toISOString() }
}
