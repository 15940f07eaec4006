import { appLink } from '../links/app-links'
import { logoUrl } from './logo'
import type { AccountSettings, PublicAccountSettings } from '../../../src/wire/account-settings'
import type { ServerConfig } from '../config'
import type { Db } from '../db/database'
import type { LogoImage } from './logo'

type LinkConfig = Pick<ServerConfig, 'issuer' | 'apiPrefix' | 'appUrl'>

/** A tenant's stored settings, with its name; undefined for an unknown tenant. */
export const readSettingsRow = async (db: Db, tenantId: string) =>
  db
    .selectFrom('tenants')
    .leftJoin('account_settings as s', 's.tenant_id', 'tenants.id')
    .select([
      'tenants.id as tenantId',
      'tenants.name',
      's.address',
      's.website',
      's.timezone',
      's.currency',
      's.date_format',
      's.time_format',
      's.application_url',
      's.has_custom_login',
      's.alias',
      's.logo_id',
      's.logo_sha256',
      's.logo_updated_at',
    ])
    .where('tenants.id', '=', tenantId)
    .executeTakeFirst()

type SettingsRow = NonNullable<Awaited<ReturnType<typeof readSettingsRow>>>

/** `value` without its null and undefined entries (unset settings are left out on the wire). */
const defined = <T extends object>(value: { [K in keyof T]: T[K] | null }): T =>
  Object.fromEntries(
    Object.entries(value).filter(([, entry]) => entry !== null && entry !== undefined),
  ) as T

/** A stored row as the wire shows it; unset settings are left out. */
export const settingsView = (row: SettingsRow, config: LinkConfig): AccountSettings => {
  const customLogin = row.has_custom_login === true && row.alias !== null
  return defined<AccountSettings>({
    tenantId: row.tenantId,
    name: row.name,
    address: row.address,
    website: row.website,
    timezone: row.timezone,
    currency: row.currency,
    dateFormat: row.date_format,
    timeFormat: row.time_format,
    logo:
      row.logo_id && row.logo_updated_at
        ? logoUrl(config, { id: row.logo_id, updatedAt: row.logo_updated_at })
        : undefined,
    applicationUrl: row.application_url,
    hasCustomLogin: row.has_custom_login === true,
    alias: row.alias,
    loginUrl: customLogin && row.alias ? appLink(config, 'loginUrl', { alias: row.alias }) : null,
  })
}

/** What the public endpoint tells about the tenant of a sign-in alias (custom login on). */
export const findPublicSettings = async (
  db: Db,
  alias: string,
  config: LinkConfig,
): Promise<PublicAccountSettings | undefined> => {
  const found = await db
    .selectFrom('account_settings')
    .select('tenant_id')
    .where((eb) => eb(eb.fn('lower', ['alias']), '=', alias.toLowerCase()))
    .where('has_custom_login', '=', true)
    .executeTakeFirst()
  const row = found && (await readSettingsRow(db, found.tenant_id))
  if (!row) return undefined
  const view = settingsView(row, config)
  return defined<PublicAccountSettings>({
    tenantId: view.tenantId,
    name: view.name,
    applicationUrl: view.applicationUrl,
    loginUrl: view.loginUrl,
    logo: view.logo,
  })
}

/** The columns a change writes (texts `null` to clear). */
export interface SettingsColumns {
  address?: string | null
  website?: string | null
  timezone?: string | null
  currency?: string | null
  date_format?: string | null
  time_format?: string | null
  application_url?: string | null
  has_custom_login?: boolean
  alias?: string | null
}

/**
 * Writes a change of a tenant's settings: its columns, a new logo (`LogoImage`, under `logoId`)
 * or none (`null` removes it; undefined keeps it).
 */
export const writeSettings = async (
  trx: Db,
  tenantId: string,
  columns: SettingsColumns,
  logo: { image: LogoImage; id: string } | null | undefined,
  now: Date,
): Promise<void> => {
  const logoColumns =
    logo === undefined
      ? {}
      : logo === null
        ? {
            logo_id: null,
            logo_type: null,
            logo_data: null,
            logo_sha256: null,
            logo_updated_at: null,
          }
        : {
            logo_id: logo.id,
            logo_type: logo.image.type,
            logo_data: logo.image.bytes,
            logo_sha256: logo.image.sha256,
            logo_updated_at: now,
          }
  const values = { ...columns, ...logoColumns, updated_at: now }
  await trx
    .insertInto('account_settings')
    .values({ tenant_id: tenantId, ...values })
    .onConflict((conflict) => conflict.column('tenant_id').doUpdateSet(values))
    .execute()
}

/** Renames a tenant (the settings' companyName). */
export const renameTenant = async (trx: Db, tenantId: string, name: string, now: Date) => {
  await trx
    .updateTable('tenants')
    .set({ name, updated_at: now })
    .where('id', '=', tenantId)
    .execute()
}

/** Is the alias taken by another tenant (whatever its case)? */
export const aliasTaken = async (db: Db, alias: string, tenantId: string): Promise<boolean> =>
  (await db
    .selectFrom('account_settings')
    .select('tenant_id')
    .where((eb) => eb(eb.fn('lower', ['alias']), '=', alias.toLowerCase()))
    .where('tenant_id', '!=', tenantId)
    .executeTakeFirst()) !== undefined

/** A logo's bytes by its id, for serving. */
export const findLogo = async (db: Db, logoId: string) =>
  db
    .selectFrom('account_settings')
    .select(['logo_type', 'logo_data', 'logo_sha256'])
    .where('logo_id', '=', logoId)
    .executeTakeFirst()
