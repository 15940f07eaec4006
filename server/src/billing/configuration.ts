import { auditedChange } from '../audit/audited-change'
import { badRequest, forbidden } from '../http/api-error'
import { routeTenant } from '../http/tenant-or-vendor'
import { ensureAccount } from './sync'
import type { AppEnv } from '../http/app-env'
import type { Context } from 'hono'

/**
 * Saves a tenant's billing configuration (row 22): Stripe as its provider, and whether its billing
 * is managed outside Foyer (then nothing can change it in the portal). Only the vendor may mark
 * billing externally managed or take that back; a member may create the configuration as it is.
 */
export const saveTenantConfiguration = async (
  c: Context<AppEnv>,
  input: { tenantId: string; externallyManaged?: string; providerType: 'Stripe' },
): Promise<{ id: string }> => {
  const tenantId = routeTenant(c)
  const given = input.tenantId.trim()
  if (given === '' || given === 'undefined' || given === 'null') {
    throw badRequest('TenantId is not defined')
  }
  if (given !== tenantId) throw forbidden('Not authorized')
  const vendor = c.get('vendor') as AppEnv['Variables']['vendor'] | undefined
  const wanted =
    input.externallyManaged === undefined ? undefined : input.externallyManaged === 'true'
  return auditedChange(c, async ({ trx }) => {
    const account = await ensureAccount(trx, tenantId)
    if (wanted !== undefined && wanted !== account.externally_managed) {
      if (!vendor) throw forbidden('Not authorized')
      await trx
        .updateTable('billing_accounts')
        .set({ externally_managed: wanted })
        .where('tenant_id', '=', tenantId)
        .execute()
    }
    return {
      result: { id: account.id },
      audit: {
        action: 'billing.configuration.created',
        description: 'Saved the billing configuration',
        tenantId,
        details: {
          externallyManaged: wanted ?? account.externally_managed,
          providerType: 'Stripe',
        },
      },
    }
  })
}
