import { checkAccountSettingsChange } from '../../../src/wire/account-settings'
import { badRequest, conflict, notFound } from '../http/api-error'
import { decodeLogo, LOGO_PATH, newLogoId } from './logo'
import { aliasTaken, readSettingsRow, renameTenant, writeSettings } from './repository'
import type { AccountSettingsChange } from '../../../src/wire/account-settings'
import type { Db } from '../db/database'
import type { LogoImage } from './logo'
import type { SettingsColumns } from './repository'

type Row = NonNullable<Awaited<ReturnType<typeof readSettingsRow>>>

/** The logo part of a change: undefined keeps the logo, null removes it, else the new image. */
const logoChange = (value: string | null | undefined, row: Row): LogoImage | null | undefined => {
  if (value === undefined) return undefined
  if (value === null) return row.logo_id === null ? undefined : null
  if (!value.startsWith('data:')) {
    // The URL the settings answered comes back unchanged when only other fields were edited.
    const current = row.logo_id ? `${LOGO_PATH}/${row.logo_id}` : null
    const path = URL.canParse(value) ? new URL(value).pathname : ''
    if (current !== null && path.endsWith(current)) return undefined
    throw badRequest('logo must be a base64 data URL of an image, or the current logo URL')
  }
  const image = decodeLogo(value)
  return image.sha256 === row.logo_sha256 ? undefined : image
}

/**
 * Applies a settings change to a tenant in `trx`: checks it (400 naming the field), the custom
 * login's alias (required while on, 409 when another tenant has it) and the logo, then writes.
 * Answers the names of the settings that changed (for the audit row; never the logo's bytes).
 */
export const updateAccountSettings = async (
  trx: Db,
  tenantId: string,
  input: AccountSettingsChange,
  now: Date,
): Promise<string[]> => {
  const checked = checkAccountSettingsChange(input)
  if (!checked.ok) throw badRequest(checked.message)
  const { change } = checked
  const row = await readSettingsRow(trx, tenantId)
  if (!row) throw notFound('The account no longer exists')
  const alias = change.alias === undefined ? row.alias : change.alias
  const customLogin = change.hasCustomLogin ?? row.has_custom_login === true
  if (customLogin && !alias) throw badRequest('alias is required for a custom login')
  if (change.alias && (await aliasTaken(trx, change.alias, tenantId))) {
    throw conflict('alias is taken by another account')
  }
  const columns: SettingsColumns = {
    address: change.address,
    website: change.website,
    timezone: change.timezone,
    currency: change.currency,
    date_format: change.dateFormat,
    time_format: change.timeFormat,
    application_url: change.applicationUrl,
    has_custom_login: change.hasCustomLogin,
    alias: change.alias,
  }
  const written = Object.fromEntries(
    Object.entries(columns).filter(([, value]) => value !== undefined),
  ) as SettingsColumns
  const image = logoChange(change.logo, row)
  const logo = image === undefined ? undefined : image && { image, id: newLogoId() }
  const renamed = change.name !== undefined && change.name !== row.name
  if (renamed && change.name) await renameTenant(trx, tenantId, change.name, now)
  if (Object.keys(written).length > 0 || logo !== undefined) {
    await writeSettings(trx, tenantId, written, logo, now)
  }
  const changed = Object.keys(input).filter(
    (key) => key !== 'logo' && key !== 'name' && key !== 'tenantId' && key !== 'loginUrl',
  )
  return [...(renamed ? ['name'] : []), ...changed, ...(logo !== undefined ? ['logo'] : [])]
}
