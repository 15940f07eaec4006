import { randomUUID } from 'node:crypto'
import { isUuid } from '../http/uuid'
import { ENTITLED_STATUSES } from './rules'
import type { Db } from '../db/database'
import type Stripe from 'stripe'

/** The metadata key of a Stripe Price that names the Foyer (entitlements) plan it sells. */
export const PLAN_METADATA_KEY = 'foyer_plan_id'

/** The metadata key of a Stripe Customer that names its Foyer tenant. */
export const TENANT_METADATA_KEY = 'foyer_tenant_id'

const seconds = (value: number | null | undefined): Date | null =>
  value === null || value === undefined ? null : new Date(value * 1000)

const idOf = (value: string | { id: string } | null | undefined): string | null =>
  value === null || value === undefined ? null : typeof value === 'string' ? value : value.id

/** The tenant of a Stripe customer id, through its billing account. */
export const tenantOfCustomer = async (
  db: Db,
  customer: string | { id: string } | null | undefined,
): Promise<string | undefined> => {
  const id = idOf(customer)
  if (!id) return undefined
  const row = await db
    .selectFrom('billing_accounts')
    .select('tenant_id')
    .where('stripe_customer_id', '=', id)
    .executeTakeFirst()
  return row?.tenant_id
}

/** The tenant's billing account, made when it has none. */
export const ensureAccount = async (trx: Db, tenantId: string) => {
  await trx
    .insertInto('billing_accounts')
    .values({ tenant_id: tenantId, id: randomUUID() })
    .onConflict((oc) => oc.column('tenant_id').doNothing())
    .execute()
  return trx
    .selectFrom('billing_accounts')
    .selectAll()
    .where('tenant_id', '=', tenantId)
    .executeTakeFirstOrThrow()
}

/** The Foyer plan a Stripe price sells (its `foyer_plan_id` metadata), when that plan exists. */
const planOfPrice = async (db: Db, price: Stripe.Price | undefined): Promise<string | null> => {
  const planId = price?.metadata[PLAN_METADATA_KEY]
  if (!planId || !isUuid(planId)) return null
  const plan = await db.selectFrom('plans').select('id').where('id', '=', planId).executeTakeFirst()
  return plan?.id ?? null
}

/**
 * Saves a Stripe subscription as of Stripe time `stripeAt` (seconds): a row that already holds a
 * later state is left alone (an event that arrives out of order changes nothing). Answers whether
 * it was written.
 */
export const saveSubscription = async (
  trx: Db,
  tenantId: string,
  subscription: Stripe.Subscription,
  stripeAt: number,
): Promise<boolean> => {
  const item = subscription.items.data[0]
  const planId = await planOfPrice(trx, item?.price)
  const values = {
    tenant_id: tenantId,
    price_id: item?.price.id ?? '',
    plan_id: planId,
    status: subscription.status,
    cancel_at_period_end: subscription.cancel_at_period_end,
    start_date: new Date(subscription.start_date * 1000),
    current_period_start: seconds(item?.current_period_start) ?? new Date(0),
    current_period_end: seconds(item?.current_period_end) ?? new Date(0),
    trial_end: seconds(subscription.trial_end),
    default_payment_method: idOf(subscription.default_payment_method),
    stripe_at: stripeAt,
  }
  const result = await trx
    .insertInto('billing_subscriptions')
    .values({ id: subscription.id, ...values })
    .onConflict((oc) =>
      oc
        .column('id')
        .doUpdateSet(values)
        .where('billing_subscriptions.stripe_at', '<=', stripeAt)
        .where('billing_subscriptions.tenant_id', '=', tenantId),
    )
    .executeTakeFirst()
  return Number(result.numInsertedOrUpdatedRows ?? 0n) > 0
}

/** Saves a Stripe invoice as of `stripeAt` (an older state never overwrites a newer one). */
export const saveInvoice = async (
  trx: Db,
  tenantId: string,
  invoice: Stripe.Invoice,
  stripeAt: number,
): Promise<void> => {
  if (!invoice.id) return
  const paidAt = invoice.status_transitions.paid_at
  const values = {
    tenant_id: tenantId,
    subscription_id: idOf(invoice.parent?.subscription_details?.subscription) ?? '',
    total: invoice.total,
    currency: invoice.currency,
    paid: invoice.status === 'paid',
    receipt_number: invoice.receipt_number ?? invoice.number ?? '',
    payment_date: new Date((paidAt ?? invoice.created) * 1000),
    pdf_url: invoice.invoice_pdf ?? null,
    stripe_at: stripeAt,
  }
  await trx
    .insertInto('billing_invoices')
    .values({ id: invoice.id, ...values })
    .onConflict((oc) =>
      oc
        .column('id')
        .doUpdateSet(values)
        .where('billing_invoices.stripe_at', '<=', stripeAt)
        .where('billing_invoices.tenant_id', '=', tenantId),
    )
    .execute()
}

/** Saves a payment method of the tenant's customer as of `stripeAt`. */
export const savePaymentMethod = async (
  trx: Db,
  tenantId: string,
  method: Stripe.PaymentMethod,
  stripeAt: number,
): Promise<void> => {
  const { address, email, name } = method.billing_details
  const values = {
    tenant_id: tenantId,
    type: method.type === 'card' ? 'card' : 'unknown',
    brand: method.card?.brand ?? '',
    last4: method.card?.last4 ?? '',
    exp_month: method.card?.exp_month ?? 0,
    exp_year: method.card?.exp_year ?? 0,
    billing_details: JSON.stringify({
      name: name ?? '',
      ...(email ? { email } : {}),
      ...(address
        ? {
            address: {
              ...(address.line1 ? { addressLine1: address.line1 } : {}),
              ...(address.line2 ? { addressLine2: address.line2 } : {}),
              ...(address.city ? { city: address.city } : {}),
              ...(address.state ? { state: address.state } : {}),
              ...(address.postal_code ? { postalCode: address.postal_code } : {}),
              ...(address.country ? { country: address.country } : {}),
            },
          }
        : {}),
    }),
    stripe_at: stripeAt,
  }
  await trx
    .insertInto('billing_payment_methods')
    .values({ id: method.id, is_default: false, ...values })
    .onConflict((oc) =>
      oc
        .column('id')
        .doUpdateSet(values)
        .where('billing_payment_methods.stripe_at', '<=', stripeAt)
        .where('billing_payment_methods.tenant_id', '=', tenantId),
    )
    .execute()
}

/** Forgets a payment method detached from the customer (unless a later state re-attached it). */
export const removePaymentMethod = async (trx: Db, id: string, stripeAt: number) => {
  await trx
    .deleteFrom('billing_payment_methods')
    .where('id', '=', id)
    .where('stripe_at', '<=', stripeAt)
    .execute()
}

/** Marks the customer's default card (`invoice_settings.default_payment_method`). */
export const markDefaultPaymentMethod = async (
  trx: Db,
  tenantId: string,
  paymentMethodId: string | null,
) => {
  await trx
    .updateTable('billing_payment_methods')
    .set({ is_default: false })
    .where('tenant_id', '=', tenantId)
    .where('id', '!=', paymentMethodId ?? '')
    .execute()
  if (paymentMethodId === null) return
  await trx
    .updateTable('billing_payment_methods')
    .set({ is_default: true })
    .where('tenant_id', '=', tenantId)
    .where('id', '=', paymentMethodId)
    .execute()
}

/** The tenant's current subscription: the newest one whose status still entitles, if any. */
export const currentSubscription = async (db: Db, tenantId: string) =>
  db
    .selectFrom('billing_subscriptions')
    .selectAll()
    .where('tenant_id', '=', tenantId)
    .where('status', 'in', [...ENTITLED_STATUSES])
    .orderBy('current_period_start', 'desc')
    .orderBy('seq', 'desc')
    .executeTakeFirst()

/**
 * Makes the tenant's plan assignment follow its subscription: the current subscription's plan is
 * the tenant's entitlements plan (one assignment, made, moved or removed here), so an upgrade
 * entitles its features at once and a lapsed subscription takes them away. Answers the plan.
 */
export const syncPlanAssignment = async (trx: Db, tenantId: string): Promise<string | null> => {
  const account = await ensureAccount(trx, tenantId)
  const planId = (await currentSubscription(trx, tenantId))?.plan_id ?? null
  const assignment = account.assignment_id
    ? await trx
        .selectFrom('plan_assignments')
        .select(['id', 'plan_id'])
        .where('id', '=', account.assignment_id)
        .executeTakeFirst()
    : undefined
  if (!planId) {
    if (assignment)
      await trx.deleteFrom('plan_assignments').where('id', '=', assignment.id).execute()
    return null
  }
  if (assignment) {
    if (assignment.plan_id !== planId) {
      await trx
        .updateTable('plan_assignments')
        .set({ plan_id: planId })
        .where('id', '=', assignment.id)
        .execute()
    }
    return planId
  }
  const id = randomUUID()
  await trx
    .insertInto('plan_assignments')
    .values({ id, plan_id: planId, tenant_id: tenantId, user_id: null, expiration_date: null })
    .execute()
  await trx
    .updateTable('billing_accounts')
    .set({ assignment_id: id })
    .where('tenant_id', '=', tenantId)
    .execute()
  return planId
}
