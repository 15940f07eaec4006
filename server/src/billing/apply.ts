import { writeAudit } from '../audit/repository'
import { isStripeError } from './stripe-client'
import {
  markDefaultPaymentMethod,
  removePaymentMethod,
  saveInvoice,
  savePaymentMethod,
  saveSubscription,
  syncPlanAssignment,
  tenantOfCustomer,
} from './sync'
import { auditSubscriptionChange, stateOf } from './tenant-events'
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

/** The id and kind of the object an event is about (its snapshot is not trusted for state). */
type EventObject = { id: string; object: string; customer?: unknown }

const customerId = (value: unknown): string | undefined => {
  if (typeof value === 'string') return value
  if (value && typeof value === 'object' && 'id' in value) return String(value.id)
  return undefined
}

/**
 * The object an event is about as Stripe has it now (retrieved, not the event's snapshot): an
 * event, even one of the same Stripe second as a later change, can then never bring back an older
 * state. Null when Stripe no longer has it; undefined for an event Foyer does not apply.
 */
export const retrieveEventObject = async (
  stripe: Stripe,
  event: Stripe.Event,
): Promise<unknown> => {
  if (!handled.has(event.type)) return undefined
  const { id, object } = event.data.object as unknown as EventObject
  try {
    switch (object) {
      case 'subscription':
        return await stripe.subscriptions.retrieve(id)
      case 'invoice':
        return await stripe.invoices.retrieve(id)
      case 'payment_method':
        return await stripe.paymentMethods.retrieve(id)
      case 'customer':
        return await stripe.customers.retrieve(id)
      default:
        return undefined
    }
  } catch (error) {
    if (isStripeError(error, 'StripeInvalidRequestError') && error.statusCode === 404) {
      return null
    }
    throw error
  }
}

/**
 * Applies one Stripe event in `trx` with `current`, its object as Stripe had it when the event
 * was applied (`retrieveEventObject`), as of Foyer's time `stamp` (seconds): a row written later
 * (by Foyer's own call) is left alone, and the next event brings it up to date. A subscription's
 * change moves the tenant's plan assignment and raises the tenant's billing events; a failed
 * payment of an invoice still unpaid raises `billing.payment.failed`. Events of customers Foyer
 * does not know (another application on the same Stripe account) are skipped.
 */
export const applyStripeEvent = async (
  trx: Db,
  event: Stripe.Event,
  current: unknown,
  stamp: number,
): Promise<void> => {
  if (current === undefined) return
  const snapshot = event.data.object as unknown as EventObject
  const live = current as EventObject | null
  // A detached card's customer is only in the event's previous attributes.
  const previous = event.data.previous_attributes as { customer?: unknown } | undefined
  const owner = live?.customer ?? snapshot.customer ?? previous?.customer
  const tenantId =
    snapshot.object === 'customer'
      ? await tenantOfCustomer(trx, snapshot.id)
      : await tenantOfCustomer(trx, customerId(owner))
  if (!tenantId) return
  switch (snapshot.object) {
    case 'subscription': {
      if (!live) return
      const subscription = live as unknown as Stripe.Subscription
      const before = await stateOf(trx, subscription.id)
      if (!(await saveSubscription(trx, tenantId, subscription, stamp))) return
      await syncPlanAssignment(trx, tenantId)
      await auditSubscriptionChange(trx, tenantId, before, subscription.id, event.id)
      return
    }
    case 'invoice': {
      if (!live) return
      const invoice = live as unknown as Stripe.Invoice
      await saveInvoice(trx, tenantId, invoice, stamp)
      if (event.type !== 'invoice.payment_failed' || invoice.status === 'paid') return
      const amount = `${(invoice.amount_due / 100).toFixed(2)} ${invoice.currency.toUpperCase()}`
      await writeAudit(trx, {
        tenantId,
        userId: null,
        email: null,
        action: 'billing.payment.failed',
        description: `The payment of ${amount} for invoice ${invoice.number ?? invoice.id} failed`,
        severity: 'High',
        ip: null,
        userAgent: null,
        details: {
          invoiceId: invoice.id,
          amount: invoice.amount_due,
          currency: invoice.currency,
          stripeEventId: event.id,
        },
      })
      return
    }
    case 'payment_method': {
      const method = live as Stripe.PaymentMethod | null
      if (!method?.customer) return removePaymentMethod(trx, snapshot.id, stamp)
      return savePaymentMethod(trx, tenantId, method, stamp)
    }
    case 'customer': {
      const customer = live as Stripe.Customer | Stripe.DeletedCustomer | null
      if (!customer || ('deleted' in customer && customer.deleted)) return
      const fallback = (customer as Stripe.Customer).invoice_settings.default_payment_method
      return markDefaultPaymentMethod(trx, tenantId, customerId(fallback) ?? null)
    }
    default:
  }
}
