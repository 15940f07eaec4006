import type { AccessTokenClaims } from '../tokens/access-token'
import type { SubTenantRow } from './tree'

/** The account whose subtree a member's reads cover: the token's tenant. */
export const scopeRoot = (auth: AccessTokenClaims): string => auth.tenantId

/** The tenant a member truly belongs to: where a sub-account token came from, else the token's. */
export const memberTenant = (auth: AccessTokenClaims): string => auth.viaTenantId ?? auth.tenantId

/** A sub-account as the create and update calls answer it. */
export const toSubTenantResponse = (row: SubTenantRow, updatedAt: Date) => ({
  tenantId: row.id,
  name: row.name,
  status: 'active',
  updatedAt,
  parentTenantId: row.parentId,
  isReseller: row.isReseller,
  subAccountAccessType: row.accessType,
})
