import type { CreatedAt } from '../db/columns'

/** Where an identity comes from: a tenant's SAML or OIDC SSO configuration, or a social provider. */
export type FederatedIdentityKind = 'saml' | 'oidc' | 'social'

/** A user's identities at other providers (migration 0020). */
export interface FederatedIdentitiesTable {
  id: string
  user_id: string
  kind: FederatedIdentityKind
  /**
   * Which provider: the SSO configuration's id for `saml` and `oidc`, the provider's name
   * (`google`, `github`…) for `social`.
   */
  provider: string
  /** The provider's stable id for the person (SAML NameID, OIDC `sub`, the social account id). */
  subject: string
  /** The email the provider gave at the last sign-in, for the audit and the admin's eyes. */
  email: string | null
  last_sign_in_at: Date | null
  created_at: CreatedAt
}

declare module '../db/database' {
  interface Database {
    federated_identities: FederatedIdentitiesTable
  }
}
