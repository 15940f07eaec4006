import type { CreatedAt } from '../db/columns'
import type { SSO_TYPES } from './types'
import type { Generated } from 'kysely'

/** The kinds of SSO configuration the wire knows; okta, azure and google speak SAML here. */
export type SsoType = (typeof SSO_TYPES)[number]

/** A tenant's SSO configuration (migration 0021). */
export interface SsoConfigurationsTable {
  id: string
  tenant_id: string
  type: SsoType
  enabled: Generated<boolean>
  /** SAML: the IdP's single sign-on URL. OIDC: the issuer, whose discovery document is read. */
  sso_endpoint: Generated<string>
  /** SAML: the IdP's signing certificate (PEM or base64 DER). */
  public_certificate: Generated<string>
  sign_request: Generated<boolean>
  /** SAML: the IdP's entity id (the Issuer its responses carry), from metadata or fields. */
  idp_entity_id: Generated<string>
  /** The IdP metadata XML the configuration was made from, if any. */
  metadata: string | null
  /** The URL that metadata was fetched from (through the fetch guard), if any. */
  metadata_url: string | null
  /** `configMetadata` of the wire, a JSON object of strings. */
  config_metadata: Generated<string>
  oidc_client_id: Generated<string>
  /** The OIDC client secret, encrypted (AES-GCM with the server's key; context: the id). */
  oidc_secret: string | null
  skip_email_domain_validation: Generated<boolean>
  /** The value of the DNS TXT record that proves a domain (`foyer-verification=…`). */
  generated_verification: string
  created_at: CreatedAt
  updated_at: CreatedAt
}

/** An email domain of a configuration; pre-login routes it once validated. */
export interface SsoDomainsTable {
  id: string
  configuration_id: string
  /** Lower case, no trailing dot. */
  domain: string
  validated: Generated<boolean>
  txt_record: string
  created_at: CreatedAt
}

/** Roles every user signing in through a configuration gets. */
export interface SsoDefaultRolesTable {
  configuration_id: string
  role_id: string
}

/** An IdP group name whose members get the group's roles. */
export interface SsoGroupsTable {
  id: string
  configuration_id: string
  group: string
  created_at: CreatedAt
}

/** The roles an IdP group maps to. */
export interface SsoGroupRolesTable {
  group_id: string
  role_id: string
}

/** A tenant's SSO settings; without a row, users of its SSO domains cannot use a password. */
export interface SsoTenantSettingsTable {
  tenant_id: string
  allow_password_sign_in: Generated<boolean>
  /** Whether several of the tenant's connections may claim one domain (migration 0064). */
  multiple_sso_per_domain: Generated<boolean>
  updated_at: CreatedAt
}

/** An email the vendor keeps out of the tenant's SSO enforcement (migration 0064), lower case. */
export interface SsoExcludedEmailsTable {
  tenant_id: string
  email: string
  created_at: CreatedAt
}

/** A connection test an admin started (migration 0046): the IdP's answer lands in `result`. */
export interface SsoConnectionTestsTable {
  id: string
  tenant_id: string
  configuration_id: string
  /** The admin who started it: only they read its result. */
  user_id: string
  /** JSON of `ConnectionTestResult`, null while it waits for the IdP. */
  result: string | null
  expires_at: Date
  created_at: CreatedAt
}

declare module '../db/database' {
  interface Database {
    sso_connection_tests: SsoConnectionTestsTable
    sso_configurations: SsoConfigurationsTable
    sso_domains: SsoDomainsTable
    sso_default_roles: SsoDefaultRolesTable
    sso_groups: SsoGroupsTable
    sso_group_roles: SsoGroupRolesTable
    sso_tenant_settings: SsoTenantSettingsTable
    sso_excluded_emails: SsoExcludedEmailsTable
  }
}
