import { isUuid } from '../http/uuid'
import type { Db } from '../db/database'
import type { SsoConfigurationsTable, SsoType } from './table'
import type { Selectable } from 'kysely'

/** A configuration as the server uses it (the OIDC secret stays sealed; see `oidc-secret.ts`). */
export interface SsoConfiguration {
  id: string
  tenantId: string
  type: SsoType
  enabled: boolean
  ssoEndpoint: string
  publicCertificate: string
  signRequest: boolean
  idpEntityId: string
  metadata: string | null
  metadataUrl: string | null
  configMetadata: Record<string, string>
  oidcClientId: string
  /** The sealed secret (`sealOidcSecret`), or null when none was given. */
  sealedOidcSecret: string | null
  skipEmailDomainValidation: boolean
  generatedVerification: string
  createdAt: Date
  updatedAt: Date
}

/** An email domain of a configuration (`ISSODomain` plus its configuration). */
export interface SsoDomain {
  id: string
  configurationId: string
  domain: string
  validated: boolean
  txtRecord: string
}

/** An IdP group mapped to roles (`ISamlRolesGroup`). */
export interface SsoGroup {
  id: string
  group: string
  roleIds: string[]
}

type ConfigurationRow = Selectable<SsoConfigurationsTable>

const parseConfigMetadata = (text: string): Record<string, string> => {
  try {
    const value: unknown = JSON.parse(text)
    if (typeof value !== 'object' || value === null || Array.isArray(value)) return {}
    return Object.fromEntries(
      Object.entries(value).filter(
        (entry): entry is [string, string] => typeof entry[1] === 'string',
      ),
    )
  } catch {
    return {}
  }
}

const toConfiguration = (row: ConfigurationRow): SsoConfiguration => ({
  id: row.id,
  tenantId: row.tenant_id,
  type: row.type,
  enabled: row.enabled,
  ssoEndpoint: row.sso_endpoint,
  publicCertificate: row.public_certificate,
  signRequest: row.sign_request,
  idpEntityId: row.idp_entity_id,
  metadata: row.metadata,
  metadataUrl: row.metadata_url,
  configMetadata: parseConfigMetadata(row.config_metadata),
  oidcClientId: row.oidc_client_id,
  sealedOidcSecret: row.oidc_secret,
  skipEmailDomainValidation: row.skip_email_domain_validation,
  generatedVerification: row.generated_verification,
  createdAt: row.created_at,
  updatedAt: row.updated_at,
})

/** Whether a configuration speaks OIDC (type `oidc`) or SAML (saml, okta, azure, google). */
export const protocolOf = (configuration: Pick<SsoConfiguration, 'type'>): 'oidc' | 'saml' =>
  configuration.type === 'oidc' ? 'oidc' : 'saml'

/** A tenant's configurations, oldest first. */
export const listSsoConfigurations = async (
  db: Db,
  tenantId: string,
): Promise<SsoConfiguration[]> => {
  const rows = await db
    .selectFrom('sso_configurations')
    .selectAll()
    .where('tenant_id', '=', tenantId)
    .orderBy('created_at')
    .orderBy('id')
    .execute()
  return rows.map(toConfiguration)
}

/**
 * One configuration by id; with `tenantId`, only if it is that tenant's (a tenant route passes
 * the token's tenant, so another tenant's id reads as missing). Ids that are not UUIDs are
 * missing too, rather than a database error.
 */
export const findSsoConfiguration = async (
  db: Db,
  id: string,
  tenantId?: string,
): Promise<SsoConfiguration | undefined> => {
  if (!isUuid(id)) return undefined
  let query = db.selectFrom('sso_configurations').selectAll().where('id', '=', id)
  if (tenantId !== undefined) query = query.where('tenant_id', '=', tenantId)
  const row = await query.executeTakeFirst()
  return row && toConfiguration(row)
}

/** The domains of some configurations, oldest first. */
export const listSsoDomains = async (db: Db, configurationIds: string[]): Promise<SsoDomain[]> => {
  if (configurationIds.length === 0) return []
  const rows = await db
    .selectFrom('sso_domains')
    .selectAll()
    .where('configuration_id', 'in', configurationIds)
    .orderBy('created_at')
    .orderBy('id')
    .execute()
  return rows.map((row) => ({
    id: row.id,
    configurationId: row.configuration_id,
    domain: row.domain,
    validated: row.validated,
    txtRecord: row.txt_record,
  }))
}

/** The default role ids of a configuration. */
export const listSsoDefaultRoleIds = async (db: Db, configurationId: string): Promise<string[]> =>
  (
    await db
      .selectFrom('sso_default_roles')
      .select('role_id')
      .where('configuration_id', '=', configurationId)
      .orderBy('role_id')
      .execute()
  ).map((row) => row.role_id)

/** The group → role mappings of a configuration, oldest first. */
export const listSsoGroups = async (db: Db, configurationId: string): Promise<SsoGroup[]> => {
  const groups = await db
    .selectFrom('sso_groups')
    .select(['id', 'group'])
    .where('configuration_id', '=', configurationId)
    .orderBy('created_at')
    .orderBy('id')
    .execute()
  if (groups.length === 0) return []
  const links = await db
    .selectFrom('sso_group_roles')
    .select(['group_id', 'role_id'])
    .where(
      'group_id',
      'in',
      groups.map((group) => group.id),
    )
    .orderBy('role_id')
    .execute()
  return groups.map((group) => ({
    id: group.id,
    group: group.group,
    roleIds: links.filter((link) => link.group_id === group.id).map((link) => link.role_id),
  }))
}

/**
 * The enabled configuration whose VALIDATED domain is the email's, or undefined: what pre-login
 * and the password refusal go by. With `tenantId`, only that tenant's. When the tenant lets
 * several connections claim the domain, the one that claimed it first (oldest domain row). An
 * email excluded from the tenant's SSO enforcement (`sso_excluded_emails`) has none.
 */
export const findSsoConfigurationForEmail = async (
  db: Db,
  email: string,
  tenantId?: string,
): Promise<SsoConfiguration | undefined> => {
  const domain = emailDomain(email)
  if (domain === undefined) return undefined
  let query = db
    .selectFrom('sso_domains')
    .innerJoin('sso_configurations', 'sso_configurations.id', 'sso_domains.configuration_id')
    .selectAll('sso_configurations')
    .where('sso_domains.domain', '=', domain)
    .where('sso_domains.validated', '=', true)
    .where('sso_configurations.enabled', '=', true)
    // An email the vendor excluded from the tenant's SSO enforcement keeps its other ways in.
    .where(({ not, exists, selectFrom }) =>
      not(
        exists(
          selectFrom('sso_excluded_emails')
            .select('sso_excluded_emails.email')
            .whereRef('sso_excluded_emails.tenant_id', '=', 'sso_configurations.tenant_id')
            .where('sso_excluded_emails.email', '=', email.trim().toLowerCase()),
        ),
      ),
    )
  if (tenantId !== undefined && isUuid(tenantId)) {
    query = query.where('sso_configurations.tenant_id', '=', tenantId)
  }
  // With several connections on one domain (`multipleSsoPerDomain`), the first to claim it.
  const row = await query
    .orderBy('sso_domains.created_at')
    .orderBy('sso_domains.id')
    .executeTakeFirst()
  return row && toConfiguration(row)
}

/** Whether the tenant lets users of its SSO domains sign in with a password as well. */
export const passwordAllowedWithSso = async (db: Db, tenantId: string): Promise<boolean> =>
  (
    await db
      .selectFrom('sso_tenant_settings')
      .select('allow_password_sign_in')
      .where('tenant_id', '=', tenantId)
      .executeTakeFirst()
  )?.allow_password_sign_in ?? false

/** Whether several of the tenant's SSO connections may claim one domain (off by default). */
export const multipleSsoPerDomain = async (db: Db, tenantId: string): Promise<boolean> =>
  (
    await db
      .selectFrom('sso_tenant_settings')
      .select('multiple_sso_per_domain')
      .where('tenant_id', '=', tenantId)
      .executeTakeFirst()
  )?.multiple_sso_per_domain ?? false

/** The lower-case domain of an email address (no trailing dot), or undefined when it has none. */
export const emailDomain = (email: string): string | undefined => {
  const at = email.trim().lastIndexOf('@')
  if (at < 1) return undefined
  const domain = email
    .trim()
    .slice(at + 1)
    .toLowerCase()
    .replace(/\.$/, '')
  return domain === '' ? undefined : domain
}

/** The roles the configuration maps the person's IdP groups to (no default roles). */
export const rolesOfSsoGroups = async (
  db: Db,
  configurationId: string,
  groups: readonly string[],
): Promise<string[]> => {
  if (groups.length === 0) return []
  const rows = await db
    .selectFrom('sso_group_roles')
    .innerJoin('sso_groups', 'sso_groups.id', 'sso_group_roles.group_id')
    .select('sso_group_roles.role_id')
    .where('sso_groups.configuration_id', '=', configurationId)
    .where('sso_groups.group', 'in', [...groups])
    .execute()
  return [...new Set(rows.map((row) => row.role_id))].sort()
}
