import { randomBytes, randomUUID } from 'node:crypto'
import { decryptSecret, encryptSecret } from '../mfa/encryption'
import type { ServerConfig } from '../config'
import type { Db } from '../db/database'
import type { SsoConfiguration } from './repository'
import type { SsoType } from './table'

/** The fields of a configuration an admin (or the SAML metadata reader) sets. */
export interface SsoConfigurationFields {
  type?: SsoType
  enabled?: boolean
  ssoEndpoint?: string
  publicCertificate?: string
  signRequest?: boolean
  idpEntityId?: string
  metadata?: string | null
  metadataUrl?: string | null
  configMetadata?: Record<string, string>
  oidcClientId?: string
  /** Plain text; sealed before it is stored. An empty string keeps the stored secret. */
  oidcSecret?: string
  skipEmailDomainValidation?: boolean
}

const secretContext = (id: string) => `sso-configuration:${id}`

/** The OIDC client secret of a configuration in plain text, or undefined when none is stored. */
export const openOidcSecret = (
  config: ServerConfig,
  configuration: Pick<SsoConfiguration, 'id' | 'sealedOidcSecret'>,
): string | undefined =>
  configuration.sealedOidcSecret === null
    ? undefined
    : decryptSecret(config, configuration.sealedOidcSecret, secretContext(configuration.id))

const columnsOf = (config: ServerConfig, id: string, fields: SsoConfigurationFields) => ({
  ...(fields.type !== undefined && { type: fields.type }),
  ...(fields.enabled !== undefined && { enabled: fields.enabled }),
  ...(fields.ssoEndpoint !== undefined && { sso_endpoint: fields.ssoEndpoint }),
  ...(fields.publicCertificate !== undefined && { public_certificate: fields.publicCertificate }),
  ...(fields.signRequest !== undefined && { sign_request: fields.signRequest }),
  ...(fields.idpEntityId !== undefined && { idp_entity_id: fields.idpEntityId }),
  ...(fields.metadata !== undefined && { metadata: fields.metadata }),
  ...(fields.metadataUrl !== undefined && { metadata_url: fields.metadataUrl }),
  ...(fields.configMetadata !== undefined && {
    config_metadata: JSON.stringify(fields.configMetadata),
  }),
  ...(fields.oidcClientId !== undefined && { oidc_client_id: fields.oidcClientId }),
  ...(fields.oidcSecret !== undefined &&
    fields.oidcSecret !== '' && {
      oidc_secret: encryptSecret(config, fields.oidcSecret, secretContext(id)),
    }),
  ...(fields.skipEmailDomainValidation !== undefined && {
    skip_email_domain_validation: fields.skipEmailDomainValidation,
  }),
})

/** Creates a configuration of `tenantId` (type saml unless given); answers its id. */
export const insertSsoConfiguration = async (
  trx: Db,
  config: ServerConfig,
  input: SsoConfigurationFields & { tenantId: string; now: Date },
): Promise<string> => {
  const id = randomUUID()
  await trx
    .insertInto('sso_configurations')
    .values({
      id,
      tenant_id: input.tenantId,
      type: input.type ?? 'saml',
      generated_verification: `foyer-verification=${randomBytes(18).toString('base64url')}`,
      created_at: input.now,
      updated_at: input.now,
      ...columnsOf(config, id, { ...input, type: input.type ?? 'saml' }),
    })
    .execute()
  return id
}

/** Changes the given fields of a configuration; false when it is not the tenant's. */
export const updateSsoConfiguration = async (
  trx: Db,
  config: ServerConfig,
  input: SsoConfigurationFields & { id: string; tenantId: string; now: Date },
): Promise<boolean> => {
  const result = await trx
    .updateTable('sso_configurations')
    .set({ ...columnsOf(config, input.id, input), updated_at: input.now })
    .where('id', '=', input.id)
    .where('tenant_id', '=', input.tenantId)
    .executeTakeFirst()
  return result.numUpdatedRows > 0n
}

/** Deletes a configuration with its domains, roles and groups; false when it is not the tenant's. */
export const deleteSsoConfiguration = async (
  trx: Db,
  id: string,
  tenantId: string,
): Promise<boolean> => {
  const result = await trx
    .deleteFrom('sso_configurations')
    .where('id', '=', id)
    .where('tenant_id', '=', tenantId)
    .executeTakeFirst()
  return result.numDeletedRows > 0n
}

/** Adds a domain (lower case) to a configuration, not validated; answers its id. */
export const insertSsoDomain = async (
  trx: Db,
  input: { configurationId: string; domain: string; txtRecord: string; validated?: boolean },
): Promise<string> => {
  const id = randomUUID()
  await trx
    .insertInto('sso_domains')
    .values({
      id,
      configuration_id: input.configurationId,
      domain: input.domain,
      txt_record: input.txtRecord,
      validated: input.validated ?? false,
    })
    .execute()
  return id
}

/** Marks a domain validated or not. */
export const setSsoDomainValidated = async (trx: Db, id: string, validated: boolean) => {
  await trx.updateTable('sso_domains').set({ validated }).where('id', '=', id).execute()
}

/** Deletes a domain of a configuration; false when there was none. */
export const deleteSsoDomain = async (trx: Db, configurationId: string, id: string) =>
  (
    await trx
      .deleteFrom('sso_domains')
      .where('id', '=', id)
      .where('configuration_id', '=', configurationId)
      .executeTakeFirst()
  ).numDeletedRows > 0n

/** Replaces a configuration's default roles. */
export const replaceSsoDefaultRoles = async (
  trx: Db,
  configurationId: string,
  roleIds: readonly string[],
) => {
  await trx
    .deleteFrom('sso_default_roles')
    .where('configuration_id', '=', configurationId)
    .execute()
  if (roleIds.length === 0) return
  await trx
    .insertInto('sso_default_roles')
    .values(roleIds.map((roleId) => ({ configuration_id: configurationId, role_id: roleId })))
    .execute()
}

/** Creates a group mapping; answers its id. */
export const insertSsoGroup = async (
  trx: Db,
  input: { configurationId: string; group: string; roleIds: readonly string[] },
): Promise<string> => {
  const id = randomUUID()
  await trx
    .insertInto('sso_groups')
    .values({ id, configuration_id: input.configurationId, group: input.group })
    .execute()
  await replaceGroupRoles(trx, id, input.roleIds)
  return id
}

/** Renames a group mapping and replaces its roles; false when it is not the configuration's. */
export const updateSsoGroup = async (
  trx: Db,
  input: { configurationId: string; id: string; group: string; roleIds: readonly string[] },
): Promise<boolean> => {
  const result = await trx
    .updateTable('sso_groups')
    .set({ group: input.group })
    .where('id', '=', input.id)
    .where('configuration_id', '=', input.configurationId)
    .executeTakeFirst()
  if (result.numUpdatedRows === 0n) return false
  await replaceGroupRoles(trx, input.id, input.roleIds)
  return true
}

/** Deletes a group mapping; false when it is not the configuration's. */
export const deleteSsoGroup = async (trx: Db, configurationId: string, id: string) =>
  (
    await trx
      .deleteFrom('sso_groups')
      .where('id', '=', id)
      .where('configuration_id', '=', configurationId)
      .executeTakeFirst()
  ).numDeletedRows > 0n

const replaceGroupRoles = async (trx: Db, groupId: string, roleIds: readonly string[]) => {
  await trx.deleteFrom('sso_group_roles').where('group_id', '=', groupId).execute()
  if (roleIds.length === 0) return
  await trx
    .insertInto('sso_group_roles')
    .values([...new Set(roleIds)].map((roleId) => ({ group_id: groupId, role_id: roleId })))
    .execute()
}

/** Sets whether users of the tenant's SSO domains may still sign in with a password. */
export const setPasswordAllowedWithSso = async (
  trx: Db,
  input: { tenantId: string; allowed: boolean; now: Date },
) => {
  await trx
    .insertInto('sso_tenant_settings')
    .values({
      tenant_id: input.tenantId,
      allow_password_sign_in: input.allowed,
      updated_at: input.now,
    })
    .onConflict((conflict) =>
      conflict
        .column('tenant_id')
        .doUpdateSet({ allow_password_sign_in: input.allowed, updated_at: input.now }),
    )
    .execute()
}

/** Lets several of the tenant's connections claim one domain, or not (`multipleSsoPerDomain`). */
export const setMultipleSsoPerDomain = async (
  trx: Db,
  input: { tenantId: string; active: boolean; now: Date },
) => {
  await trx
    .insertInto('sso_tenant_settings')
    .values({
      tenant_id: input.tenantId,
      multiple_sso_per_domain: input.active,
      updated_at: input.now,
    })
    .onConflict((conflict) =>
      conflict
        .column('tenant_id')
        .doUpdateSet({ multiple_sso_per_domain: input.active, updated_at: input.now }),
    )
    .execute()
}
