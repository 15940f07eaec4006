import { auditedChange } from '../audit/audited-change'
import { fromStripeError, requireStripe } from './stripe-client'
import { ensureAccount, TENANT_METADATA_KEY } from './sync'
import type { Db } from '../db/database'
import type { AppEnv } from '../http/app-env'
import type { Context } from 'hono'

const tenantName = async (db: Db, tenantId: string): Promise<string> =>
  (await db.selectFrom('tenants').select('name').where('id', '=', tenantId).executeTakeFirst())
    ?.name ?? ''

/** The Stripe customer id of the tenant, if it has one. */
export const customerOf = async (db: Db, tenantId: string): Promise<string | undefined> => {
  const row = await db
    .selectFrom('billing_accounts')
    .select('stripe_customer_id')
    .where('tenant_id', '=', tenantId)
    .executeTakeFirst()
  return row?.stripe_customer_id ?? undefined
}

/**
 * The tenant's Stripe customer, created once (row 26): named after the tenant, its billing email
 * the given one, tagged with the tenant id so the reconciliation pass and support can find it. A
 * second call answers the customer the tenant already has.
 */
export const createCustomer = async (
  c: Context<AppEnv>,
  input: { name: string; email: string; tenantName?: string },
): Promise<string> => {
  const { db, config } = c.var.deps
  const stripe = await requireStripe(config.stripe)
  const tenantId = c.get('auth').tenantId
  const existing = await customerOf(db, tenantId)
  if (existing) return existing
  const name = await tenantName(db, tenantId)
  let id: string
  try {
    const customer = await stripe.customers.create(
      {
        name: input.name,
        email: input.email,
        metadata: {
          [TENANT_METADATA_KEY]: tenantId,
          tenant_name: input.tenantName ?? name,
        },
      },
      { idempotencyKey: `foyer-customer-${tenantId}` },
    )
    id = customer.id
  } catch (error) {
    return fromStripeError(error)
  }
  return auditedChange(c, async ({ trx }) => {
    await ensureAccount(trx, tenantId)
    await trx
      .updateTable('billing_accounts')
      .set({ stripe_customer_id: id })
      .where('tenant_id', '=', tenantId)
      .where('stripe_customer_id', 'is', null)
      .execute()
    const saved = (await customerOf(trx, tenantId)) ?? id
    return {
      result: saved,
      audit: {
        action: 'billing.customer.created',
        description: 'Created the billing customer',
        details: { stripeCustomerId: saved },
      },
    }
  })
}

/** The tenant's Stripe customer, created from the signed-in member when it has none. */
export const ensureCustomer = async (c: Context<AppEnv>): Promise<string> => {
  const { db } = c.var.deps
  const auth = c.get('auth')
  const existing = await customerOf(db, auth.tenantId)
  if (existing) return existing
  return createCustomer(c, { name: await tenantName(db, auth.tenantId), email: auth.email ?? '' })
}
