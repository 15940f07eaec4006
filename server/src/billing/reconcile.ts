import {
  markDefaultPaymentMethod,
  saveInvoice,
  savePaymentMethod,
  saveSubscription,
  syncPlanAssignment,
} from './sync'
import { auditSubscriptionChange, stateOf } from './tenant-events'
import type { Db } from '../db/database'
import type Stripe from 'stripe'

const idOf = (value: string | { id: string } | null | undefined) =>
  value === null || value === undefined ? null : typeof value === 'string' ? value : value.id

/**
 * Brings one tenant's rows in line with Stripe, the source of truth: its customer's subscriptions
 * (every status), recent invoices and cards as Stripe has them now, and the plan assignment that
 * follows. What a missed webhook would have said is caught here.
 */
export const reconcileTenant = async (
  db: Db,
  stripe: Stripe,
  input: { tenantId: string; customerId: string; now: Date },
): Promise<void> => {
  const { tenantId, customerId } = input
  const [customer, subscriptions, invoices, methods] = await Promise.all([
    stripe.customers.retrieve(customerId),
    stripe.subscriptions.list({ customer: customerId, status: 'all', limit: 100 }),
    stripe.invoices.list({ customer: customerId, limit: 100 }),
    stripe.paymentMethods.list({ customer: customerId, type: 'card', limit: 100 }),
  ])
  const stamp = Math.floor(input.now.getTime() / 1000)
  await db.transaction().execute(async (trx) => {
    const seen: [string, Awaited<ReturnType<typeof stateOf>>][] = []
    for (const subscription of subscriptions.data) {
      seen.push([subscription.id, await stateOf(trx, subscription.id)])
      await saveSubscription(trx, tenantId, subscription, stamp)
    }
    for (const invoice of invoices.data) await saveInvoice(trx, tenantId, invoice, stamp)
    const known = methods.data.map((method) => method.id)
    for (const method of methods.data) await savePaymentMethod(trx, tenantId, method, stamp)
    let stale = trx
      .deleteFrom('billing_payment_methods')
      .where('tenant_id', '=', tenantId)
      .where('stripe_at', '<=', stamp)
    if (known.length > 0) stale = stale.where('id', 'not in', known)
    await stale.execute()
    const fallback =
      'deleted' in customer && customer.deleted
        ? null
        : idOf((customer as Stripe.Customer).invoice_settings.default_payment_method)
    await markDefaultPaymentMethod(trx, tenantId, fallback)
    await syncPlanAssignment(trx, tenantId)
    // What a missed webhook would have told the tenant's receivers, told now.
    for (const [id, before] of seen) await auditSubscriptionChange(trx, tenantId, before, id, null)
  })
}

/** One reconciliation pass over every tenant with a Stripe customer; answers the failures. */
export const reconcileAll = async (
  db: Db,
  stripe: Stripe,
  input: { now: Date; log?: (line: string) => void },
): Promise<number> => {
  const accounts = await db
    .selectFrom('billing_accounts')
    .select(['tenant_id', 'stripe_customer_id'])
    .where('stripe_customer_id', 'is not', null)
    .execute()
  let failures = 0
  for (const account of accounts) {
    try {
      await reconcileTenant(db, stripe, {
        tenantId: account.tenant_id,
        customerId: account.stripe_customer_id ?? '',
        now: input.now,
      })
    } catch (error) {
      failures++
      input.log?.(
        `Foyer billing: reconciling tenant ${account.tenant_id} failed: ${error instanceof Error ? error.message : String(error)}`,
      )
    }
  }
  return failures
}
