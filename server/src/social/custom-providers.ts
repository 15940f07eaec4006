import { randomUUID } from 'node:crypto'
import { decryptSecret, encryptSecret } from '../mfa/encryption'
import type { ServerConfig } from '../config'
import type { Db } from '../db/database'
import type { CustomSocialProvidersTable } from './custom-table'
import type { Selectable } from 'kysely'

/** A custom provider as the server uses it (the secret decrypted). */
export interface CustomSocialProvider {
  id: string
  displayName: string
  clientId: string
  secret: string | null
  active: boolean
  authorizationUrl: string
  tokenUrl: string | null
  userInfoUrl: string
  issuer: string | null
  scopes: string
  redirectUrl: string | null
  redirectUrlPattern: string
  ssoLogoUrl: string | null
  updatedAt: Date
}

/** What the vendor may set; the secret is write-only (left out, the stored one stays). */
export type CustomSocialProviderFields = Omit<
  CustomSocialProvider,
  'id' | 'secret' | 'updatedAt'
> & {
  secret?: string | undefined
}

const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i

/** Is this a custom provider's id (rather than a built-in provider's name)? */
export const isCustomProviderId = (value: string) => uuid.test(value)

// The id is authenticated with the sealed secret, so a row's secret copied to another row fails.
const secretContext = (id: string) => `custom social ${id.toLowerCase()}`

const toProvider = (
  config: ServerConfig,
  row: Selectable<CustomSocialProvidersTable>,
): CustomSocialProvider => ({
  id: row.id,
  displayName: row.display_name,
  clientId: row.client_id,
  secret: row.secret_sealed
    ? decryptSecret(config, row.secret_sealed, secretContext(row.id))
    : null,
  active: row.active,
  authorizationUrl: row.authorization_url,
  tokenUrl: row.token_url,
  userInfoUrl: row.user_info_url,
  issuer: row.issuer,
  scopes: row.scopes,
  redirectUrl: row.redirect_url,
  redirectUrlPattern: row.redirect_url_pattern,
  ssoLogoUrl: row.sso_logo_url,
  updatedAt: row.updated_at,
})

/** Every custom provider, oldest first (the box shows them in that order). */
export const listCustomProviders = async (
  db: Db,
  config: ServerConfig,
): Promise<CustomSocialProvider[]> => {
  const rows = await db
    .selectFrom('custom_social_providers')
    .selectAll()
    .orderBy('created_at')
    .orderBy('id')
    .execute()
  return rows.map((row) => toProvider(config, row))
}

/** One custom provider, or null (an id that is not a UUID is simply unknown). */
export const findCustomProvider = async (
  db: Db,
  config: ServerConfig,
  id: string,
): Promise<CustomSocialProvider | null> => {
  if (!isCustomProviderId(id)) return null
  const row = await db
    .selectFrom('custom_social_providers')
    .selectAll()
    .where('id', '=', id.toLowerCase())
    .executeTakeFirst()
  return row ? toProvider(config, row) : null
}

const columnsOf = (config: ServerConfig, id: string, fields: CustomSocialProviderFields) => ({
  display_name: fields.displayName,
  client_id: fields.clientId,
  active: fields.active,
  authorization_url: fields.authorizationUrl,
  token_url: fields.tokenUrl,
  user_info_url: fields.userInfoUrl,
  issuer: fields.issuer,
  scopes: fields.scopes,
  redirect_url: fields.redirectUrl,
  redirect_url_pattern: fields.redirectUrlPattern,
  sso_logo_url: fields.ssoLogoUrl,
  ...(fields.secret === undefined
    ? {}
    : { secret_sealed: encryptSecret(config, fields.secret, secretContext(id)) }),
})

/** Adds a custom provider in the caller's transaction; answers its new id. */
export const insertCustomProvider = async (
  trx: Db,
  config: ServerConfig,
  fields: CustomSocialProviderFields,
  now: Date,
): Promise<string> => {
  const id = randomUUID()
  await trx
    .insertInto('custom_social_providers')
    .values({ id, ...columnsOf(config, id, fields), updated_at: now, created_at: now })
    .execute()
  return id
}

/** Replaces a custom provider's fields (the secret only when one is given). */
export const updateCustomProvider = async (
  trx: Db,
  config: ServerConfig,
  id: string,
  fields: CustomSocialProviderFields,
  now: Date,
): Promise<void> => {
  await trx
    .updateTable('custom_social_providers')
    .set({ ...columnsOf(config, id, fields), updated_at: now })
    .where('id', '=', id)
    .execute()
}

/** Removes a custom provider (its linked identities stay); false when there was none. */
export const deleteCustomProvider = async (trx: Db, id: string): Promise<boolean> => {
  if (!isCustomProviderId(id)) return false
  const deleted = await trx
    .deleteFrom('custom_social_providers')
    .where('id', '=', id.toLowerCase())
    .executeTakeFirst()
  return Number(deleted.numDeletedRows) > 0
}
