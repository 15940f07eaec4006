import { deleteSubTree } from '../hierarchy/sub-tenants'
import { notFound } from '../http/api-error'
import { vendorTenant } from './vendor-reads'
import type { ChangeOutcome } from '../audit/audited-change'
import type { Db } from '../db/database'
import type { VendorTenant } from './vendor-reads'

/** The account a vendor route names by id, or the 404 'There is no account with this id'. */
export const vendorAccountOr404 = async (
  db: Db,
  tenantId: string,
  vendorId: string,
): Promise<VendorTenant> => {
  const tenant = await vendorTenant(db, tenantId, vendorId)
  if (!tenant) throw notFound('There is no account with this id')
  return tenant
}

/**
 * Deletes `target` with every account under it, in `trx`, and answers the change for
 * `auditedChange`: audited High in the account above it (else as the vendor).
 */
export const deleteVendorAccount = async (
  trx: Db,
  target: VendorTenant,
): Promise<ChangeOutcome<number>> => {
  const deleted = await deleteSubTree(trx, target.id)
  return {
    result: deleted,
    audit: {
      action: 'account.deleted',
      severity: 'High',
      description: `Deleted account ${target.name} and ${deleted - 1} account(s) under it`,
      tenantId: target.parentTenantId,
      details: { deletedTenantId: target.id, name: target.name, accountsDeleted: deleted },
    },
  }
}
