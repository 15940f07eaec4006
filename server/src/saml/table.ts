import type { CreatedAt } from '../db/columns'
import type { Generated } from 'kysely'

/**
 * AuthnRequests sent and not answered yet (migration 0022): a response must name one of these
 * in InResponseTo, and using it deletes it, so a response is accepted once.
 */
export interface SamlRequestsTable {
  /** The AuthnRequest's ID (node-saml's `_` + 40 hex digits). */
  id: string
  /** The SSO configuration the request went to; its answer is verified against that one only. */
  configuration_id: string
  /**
   * SHA-256 (base64url) of the binding cookie of the browser that started the request (migration
   * 0030): the answer is accepted only from that browser (no login CSRF). Null: refused.
   */
  binding: string | null
  /** The connection test this request was made for (migration 0046): its answer signs no one in. */
  test_id: Generated<string | null>
  expires_at: Date
  created_at: CreatedAt
}

/** Assertion IDs already accepted, kept until the assertion expires: a replay is refused. */
export interface SamlAssertionsTable {
  configuration_id: string
  assertion_id: string
  expires_at: Date
  created_at: CreatedAt
}

/** The service provider's own key per configuration, for signed AuthnRequests and its metadata. */
export interface SamlServiceProviderKeysTable {
  configuration_id: string
  /** PKCS#8 PEM sealed with the server's encryption key (AES-256-GCM, the configuration id as AAD). */
  private_key: string
  certificate: string
  created_at: CreatedAt
}

declare module '../db/database' {
  interface Database {
    saml_requests: SamlRequestsTable
    saml_assertions: SamlAssertionsTable
    saml_service_provider_keys: SamlServiceProviderKeysTable
  }
}
