import type { EmailDomainListType } from '../../../src/wire'
import type { CreatedAt } from '../db/columns'
import type { Generated } from 'kysely'

/** One entry of a tenant's email-domain lists (migration 0040). */
export interface EmailDomainRestrictionsTable {
  id: string
  tenant_id: string
  /** Normalised: lower case, ASCII (punycode), no trailing dot. */
  domain: string
  type: EmailDomainListType
  created_at: CreatedAt
}

/** A tenant's email-domain restriction switches (migration 0040); no row = nothing restricted. */
export interface EmailDomainRestrictionConfigTable {
  tenant_id: string
  active: Generated<boolean>
  list_type: Generated<EmailDomainListType>
  block_public_domains: Generated<boolean>
  updated_at: CreatedAt
}

declare module '../db/database' {
  interface Database {
    email_domain_restrictions: EmailDomainRestrictionsTable
    email_domain_restriction_config: EmailDomainRestrictionConfigTable
  }
}
