import { randomBytes, randomUUID } from 'node:crypto'
import { bootstrapClient, hashClientSecret } from './clients'
import type { ServerConfig } from '../config'
import type { Db } from '../db/database'
import type { OAuthClientsTable } from './table'
import type { Selectable } from 'kysely'

/** An application as the vendor API answers it (`IApplicationsResponse`) plus its OAuth client. */
export interface ApplicationView {
  id: string
  vendorId: string
  name: string
  description: string
  appURL: string
  loginURL: string
  logoURL: string
  type: string
  frontendStack: string
  accessType: 'FREE_ACCESS' | 'MANAGED_ACCESS'
  isDefault: boolean
  isActive: boolean
  createdAt: string
  updatedAt: string
  integrationFinishedAt: string
  /** Foyer: `public` (PKCE, no secret) or `confidential` (secret at the token endpoint). */
  clientType: 'public' | 'confidential'
  redirectUris: string[]
  postLogoutRedirectUris: string[]
}

/** The fields a vendor sets on an application (all but the client type may change later). */
export interface ApplicationFields {
  name: string
  description: string
  appURL: string
  loginURL: string
  logoURL: string
  type: string
  frontendStack: string
  accessType: 'FREE_ACCESS' | 'MANAGED_ACCESS'
  isActive: boolean
  redirectUris: string[]
  postLogoutRedirectUris: string[]
}

const strings = (value: unknown): string[] =>
  Array.isArray(value) ? value.filter((item): item is string => typeof item === 'string') : []

const viewOf = (config: ServerConfig, row: Selectable<OAuthClientsTable>): ApplicationView => ({
  id: row.id,
  vendorId: config.vendorId,
  name: row.name,
  description: row.description,
  appURL: row.app_url,
  loginURL: row.login_url,
  logoURL: row.logo_url,
  type: row.type,
  frontendStack: row.frontend_stack,
  accessType: row.access_type,
  isDefault: false,
  isActive: row.is_active,
  createdAt: row.created_at.toISOString(),
  updatedAt: row.updated_at.toISOString(),
  integrationFinishedAt: row.created_at.toISOString(),
  clientType: row.client_type,
  redirectUris: strings(row.redirect_uris),
  postLogoutRedirectUris: strings(row.post_logout_redirect_uris),
})

/**
 * The bootstrap client as an application: the default one, read-only (the environment sets it).
 * Its dates are the server's start, when its configuration was read.
 */
export const bootstrapApplication = (config: ServerConfig, since: Date): ApplicationView => {
  const client = bootstrapClient(config)
  return {
    id: client.id,
    vendorId: config.vendorId,
    name: new URL(config.appUrl).host,
    description: 'The client of the environment (FOYER_CLIENT_ID)',
    appURL: config.appUrl,
    loginURL: `${config.appUrl}/account/login`,
    logoURL: '',
    type: 'web',
    frontendStack: '',
    accessType: 'FREE_ACCESS',
    isDefault: true,
    isActive: true,
    createdAt: since.toISOString(),
    updatedAt: since.toISOString(),
    integrationFinishedAt: since.toISOString(),
    clientType: 'public',
    redirectUris: client.redirectUris,
    postLogoutRedirectUris: client.postLogoutRedirectUris,
  }
}

/** The stored applications, oldest first (`ids`: only those). */
export const listApplications = async (
  db: Db,
  config: ServerConfig,
  ids?: string[],
): Promise<ApplicationView[]> => {
  let query = db.selectFrom('oauth_clients').selectAll().orderBy('created_at').orderBy('id')
  if (ids) query = query.where('id', 'in', ids.length > 0 ? ids : [''])
  return (await query.execute()).map((row) => viewOf(config, row))
}

/** One stored application, or undefined. */
export const findApplication = async (db: Db, config: ServerConfig, id: string) => {
  const row = await db
    .selectFrom('oauth_clients')
    .selectAll()
    .where('id', '=', id)
    .executeTakeFirst()
  return row && viewOf(config, row)
}

/** A new client secret: 32 random bytes, base64url; only its hash is kept. */
const newSecret = () => randomBytes(32).toString('base64url')

/** Creates an application; a confidential one's secret is answered this once. */
export const createApplication = async (
  db: Db,
  config: ServerConfig,
  input: ApplicationFields & { clientType: 'public' | 'confidential' },
  now: Date,
): Promise<{ application: ApplicationView; clientSecret: string | undefined }> => {
  const clientSecret = input.clientType === 'confidential' ? newSecret() : undefined
  const row = await db
    .insertInto('oauth_clients')
    .values({
      id: randomUUID(),
      name: input.name,
      description: input.description,
      app_url: input.appURL,
      login_url: input.loginURL,
      logo_url: input.logoURL,
      type: input.type,
      frontend_stack: input.frontendStack,
      access_type: input.accessType,
      is_active: input.isActive,
      client_type: input.clientType,
      secret_hash: clientSecret === undefined ? null : hashClientSecret(clientSecret),
      redirect_uris: JSON.stringify(input.redirectUris),
      post_logout_redirect_uris: JSON.stringify(input.postLogoutRedirectUris),
      created_at: now,
      updated_at: now,
    })
    .returningAll()
    .executeTakeFirstOrThrow()
  return { application: viewOf(config, row), clientSecret }
}

/** Updates an application's fields; undefined when it does not exist. */
export const updateApplication = async (
  db: Db,
  config: ServerConfig,
  id: string,
  patch: Partial<ApplicationFields>,
  now: Date,
): Promise<ApplicationView | undefined> => {
  const row = await db
    .updateTable('oauth_clients')
    .set({
      name: patch.name,
      description: patch.description,
      app_url: patch.appURL,
      login_url: patch.loginURL,
      logo_url: patch.logoURL,
      type: patch.type,
      frontend_stack: patch.frontendStack,
      access_type: patch.accessType,
      is_active: patch.isActive,
      redirect_uris: patch.redirectUris && JSON.stringify(patch.redirectUris),
      post_logout_redirect_uris:
        patch.postLogoutRedirectUris && JSON.stringify(patch.postLogoutRedirectUris),
      updated_at: now,
    })
    .where('id', '=', id)
    .returningAll()
    .executeTakeFirst()
  return row && viewOf(config, row)
}

/**
 * Deletes an application and ends what it was given: the sessions opened for it (their refresh
 * tokens die with the client) and its unspent codes. Answers false when it did not exist.
 */
export const deleteApplication = async (db: Db, id: string, now: Date): Promise<boolean> => {
  const deleted = await db.deleteFrom('oauth_clients').where('id', '=', id).executeTakeFirst()
  if (deleted.numDeletedRows === 0n) return false
  await db
    .updateTable('sessions')
    .set({ revoked_at: now })
    .where('revoked_at', 'is', null)
    .where('family_id', 'in', (qb) =>
      qb.selectFrom('oauth_session_clients').select('family_id').where('client_id', '=', id),
    )
    .execute()
  await db.deleteFrom('oauth_session_clients').where('client_id', '=', id).execute()
  await db.deleteFrom('oauth_codes').where('client_id', '=', id).execute()
  return true
}

/** A new secret for a confidential application (the old one stops working); else undefined. */
export const regenerateSecret = async (
  db: Db,
  id: string,
  now: Date,
): Promise<string | undefined> => {
  const clientSecret = newSecret()
  const row = await db
    .updateTable('oauth_clients')
    .set({ secret_hash: hashClientSecret(clientSecret), updated_at: now })
    .where('id', '=', id)
    .where('client_type', '=', 'confidential')
    .returning('id')
    .executeTakeFirst()
  return row && clientSecret
}
