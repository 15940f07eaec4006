import { writeAudit } from '../audit/repository'
import { ApiError, errorCodes } from '../http/api-error'
import {
  markDefaultPaymentMethod,
  removePaymentMethod,
  saveInvoice,
  savePaymentMethod,
  saveSubscription,
  syncPlanAssignment,
  tenantOfCustomer,
} from './sync'
import type { Db } from '../db/database'
import type Stripe from 'stripe'

/** The Stripe events Foyer applies: the ones a vendor enables on the webhook endpoint. */
export const STRIPE_EVENT_TYPES = [
  'customer.subscription.created',
  'customer.subscription.updated',
  'customer.subscription.deleted',
  'customer.subscription.trial_will_end',
  'customer.updated',
  'invoice.created',
  'invoice.finalized',
  'invoice.updated',
  'invoice.paid',
  'invoice.payment_failed',
  'invoice.voided',
  'payment_method.attached',
  'payment_method.updated',
  'payment_method.detached',
] as const

const handled: ReadonlySet<string> = new Set(STRIPE_EVENT_TYPES)

/** Wakes this process's billing worker when an event was queued. */
const listeners = new Set<() => void>()
export const onStripeEvent = (listener: () => void) => {
  listeners.add(listener)
  return () => listeners.delete(listener)
}

/**
 * Verifies a webhook request with the SDK (`constructEvent`: the `Stripe-Signature` HMAC over the
 * raw body with the endpoint's secret, and its timestamp within 5 minutes), then queues the event
 * by its Stripe id: a replay of an event already received is the same row and changes nothing.
 * A forged or stale signature is a 400 and queues nothing. Answers whether the event was new.
 */
export const receiveStripeEvent = async (
  db: Db,
  stripe: Stripe,
  input: { body: string; signature: string | undefined; secret: string },
): Promise<boolean> => {
  let event: Stripe.Event
  try {
    event = stripe.webhooks.constructEvent(input.body, input.signature ?? '', input.secret)
  } catch {
    throw new ApiError(400, errorCodes.validation, 'The webhook signature does not verify')
  }
  const result = await db
    .insertInto('stripe_events')
    .values({ id: event.id, type: event.type, payload: JSON.stringify(event) })
    .onConflict((oc) => oc.column('id').doNothing())
    .executeTakeFirst()
  const fresh = Number(result.numInsertedOrUpdatedRows ?? 0n) > 0
  if (fresh) for (const listener of listeners) listener()
  return fresh
}

const customerOfObject = (object: { customer?: unknown }) => {
  const customer = object.customer
  if (typeof customer === 'string') return customer
  if (customer && typeof customer === 'object' && 'id' in customer) return String(customer.id)
  return undefined
}

/**
 * Applies one Stripe event in `trx`, as of its `created` time: a subscription, invoice or card
 * whose row already holds a later state is left alone, so events applied out of order converge
 * on the newest. A subscription's change moves the tenant's plan assignment. Events of customers
 * Foyer does not know (another application on the same Stripe account) are skipped.
 */
export const applyStripeEvent = async (trx: Db, event: Stripe.Event): Promise<void> => {
  if (!handled.has(event.type)) return
  const object = event.data.object as unknown as { id: string; customer?: unknown; object: string }
  const tenantId =
    object.object === 'customer'
      ? await tenantOfCustomer(trx, object.id)
      : await tenantOfCustomer(trx, customerOfObject(object))
  if (!tenantId) return
  const at = event.created
  switch (object.object) {
    case 'subscription': {
      const subscription = object as unknown as Stripe.Subscription
      const written = await saveSubscription(trx, tenantId, subscription, at)
      if (!written) return
      const before = await trx
        .selectFrom('plan_assignments')
        .innerJoin('billing_accounts', 'billing_accounts.assignment_id', 'plan_assignments.id')
        .select('plan_assignments.plan_id')
        .where('billing_accounts.tenant_id', '=', tenantId)
        .executeTakeFirst()
      const planId = await syncPlanAssignment(trx, tenantId)
      if ((before?.plan_id ?? null) !== planId) {
        await writeAudit(trx, {
          tenantId,
          userId: null,
          email: null,
          action: 'billing.subscription.synced',
          description: `The payment provider reported the subscription ${subscription.status}`,
          severity: 'Info',
          ip: null,
          userAgent: null,
          details: { subscriptionId: subscription.id, planId, stripeEventId: event.id },
        })
      }
      return
    }
    case 'invoice':
      return saveInvoice(trx, tenantId, object as unknown as Stripe.Invoice, at)
    case 'payment_method': {
      const method = object as unknown as Stripe.PaymentMethod
      if (event.type === 'payment_method.detached' || !method.customer) {
        return removePaymentMethod(trx, method.id, at)
      }
      return savePaymentMethod(trx, tenantId, method, at)
    }
    case 'customer': {
      const customer = object as unknown as Stripe.Customer
      const fallback = customer.invoice_settings.default_payment_method
      const id = typeof fallback === 'string' ? fallback : (fallback?.id ?? null)
      return markDefaultPaymentMethod(trx, tenantId, id)
    }
    default:
  }
}
