import { auditedChange } from '../audit/audited-change'
import { readVendorConfiguration } from '../configuration/vendor-configuration'
import { ApiError, badRequest, conflict, errorCodes, notFound } from '../http/api-error'
import { findPlanForSale, listPlansForSale } from './catalogue'
import { customerOf, ensureCustomer } from './customers'
import { cancelRefusal, ENTITLED_STATUSES, planChangeRefusal, renewRefusal } from './rules'
import { fromStripeError, requireStripe } from './stripe-client'
import {
  currentSubscription,
  markDefaultPaymentMethod,
  saveInvoice,
  savePaymentMethod,
  saveSubscription,
  syncPlanAssignment,
} from './sync'
import { externallyManaged, findSubscription } from './views'
import type { AppEnv } from '../http/app-env'
import type { Context } from 'hono'
import type Stripe from 'stripe'

const nowSeconds = (now: Date) => Math.floor(now.getTime() / 1000)

const refuse = (sentence: string): never => {
  if (sentence === 'Subscription not found') throw notFound(sentence)
  throw new ApiError(400, errorCodes.validation, sentence)
}

const call = async <T>(request: () => Promise<T>): Promise<T> => {
  try {
    return await request()
  } catch (error) {
    return fromStripeError(error)
  }
}

/** The tenant's subscription `id` with the Stripe client, or the sentence that refuses it. */
const loadSubscription = async (c: Context<AppEnv>, id: string) => {
  const { db, config, now } = c.var.deps
  const stripe = await requireStripe(config.stripe)
  const tenantId = c.get('auth').tenantId
  const subscription = await findSubscription(db, tenantId, id, now())
  return { stripe, tenantId, subscription }
}

/** Saves what Stripe answered, moves the plan assignment, and audits it, in one transaction. */
const record = (
  c: Context<AppEnv>,
  tenantId: string,
  answer: Stripe.Subscription,
  description: string,
  action:
    | 'billing.subscription.created'
    | 'billing.subscription.updated'
    | 'billing.subscription.canceled'
    | 'billing.subscription.renewed',
  method?: Stripe.PaymentMethod,
) =>
  auditedChange(c, async ({ trx, now }) => {
    const stamp = nowSeconds(now)
    await saveSubscription(trx, tenantId, answer, stamp)
    if (answer.latest_invoice && typeof answer.latest_invoice === 'object') {
      await saveInvoice(trx, tenantId, answer.latest_invoice, stamp)
    }
    if (method) {
      await savePaymentMethod(trx, tenantId, method, stamp)
      await markDefaultPaymentMethod(trx, tenantId, method.id)
    }
    const planId = await syncPlanAssignment(trx, tenantId)
    return {
      result: undefined,
      audit: {
        action,
        description,
        details: { subscriptionId: answer.id, planId, status: answer.status },
      },
    }
  })

/**
 * Changes a subscription's plan and card (rows 3 and 8): the card must be the tenant's customer's
 * (just set up through a SetupIntent), a cheaper plan needs the vendor's `allowPlanDowngrade`.
 * The card becomes the customer's and the subscription's default; the new plan drives the
 * tenant's entitlements at once.
 */
export const changeSubscription = async (
  c: Context<AppEnv>,
  id: string,
  input: { paymentMethodId: string; planId: string },
) => {
  const { db } = c.var.deps
  const { stripe, tenantId, subscription } = await loadSubscription(c, id)
  if (!subscription) return refuse('Subscription not found')
  if (subscription.externallyManaged) return refuse('Billing is externally managed')
  const plans = await listPlansForSale(db, stripe)
  const target = findPlanForSale(plans, input.planId)
  if (!target) throw notFound('Plan not found')
  const from = plans.find((plan) => plan.price.id === subscription.priceId)
  const vendor = await readVendorConfiguration(db)
  const refusal = planChangeRefusal(
    from?.price.amount,
    target.price.amount,
    vendor.allowPlanDowngrade,
  )
  if (refusal) return refuse(refusal)
  const customer = await customerOf(db, tenantId)
  const method = await call(() => stripe.paymentMethods.retrieve(input.paymentMethodId)).catch(
    (error: unknown) => {
      if (error instanceof ApiError && error.status === 400)
        throw badRequest('Payment method not found')
      throw error
    },
  )
  const owner = typeof method.customer === 'string' ? method.customer : method.customer?.id
  if (!customer || owner !== customer) throw badRequest('Payment method not found')
  await call(() =>
    stripe.customers.update(customer, {
      invoice_settings: { default_payment_method: method.id },
    }),
  )
  const current = await call(() => stripe.subscriptions.retrieve(id))
  const item = current.items.data[0]
  const answer = await call(() =>
    stripe.subscriptions.update(id, {
      default_payment_method: method.id,
      proration_behavior: 'create_prorations',
      expand: ['latest_invoice'],
      ...(item && item.price.id !== target.price.id
        ? { items: [{ id: item.id, price: target.price.id }] }
        : {}),
    }),
  )
  await record(
    c,
    tenantId,
    answer,
    `Changed the plan to ${target.name}`,
    'billing.subscription.updated',
    method,
  )
}

/** Cancels a subscription at the end of its period (rows 4 and 9; spec §4.7's rule). */
export const cancelSubscription = async (c: Context<AppEnv>, id: string) => {
  const { db } = c.var.deps
  const { stripe, tenantId, subscription } = await loadSubscription(c, id)
  const vendor = await readVendorConfiguration(db)
  const refusal = cancelRefusal(subscription, vendor.allowPlanCancellation)
  if (refusal) return refuse(refusal)
  const answer = await call(() =>
    stripe.subscriptions.update(id, { cancel_at_period_end: true, expand: ['latest_invoice'] }),
  )
  await record(
    c,
    tenantId,
    answer,
    'Canceled the subscription at the end of its period',
    'billing.subscription.canceled',
  )
}

/** Takes back a cancellation at the end of the period (rows 5 and 10). */
export const renewSubscription = async (c: Context<AppEnv>, id: string) => {
  const { stripe, tenantId, subscription } = await loadSubscription(c, id)
  const refusal = renewRefusal(subscription)
  if (refusal) return refuse(refusal)
  const answer = await call(() =>
    stripe.subscriptions.update(id, { cancel_at_period_end: false, expand: ['latest_invoice'] }),
  )
  await record(c, tenantId, answer, 'Renewed the subscription', 'billing.subscription.renewed')
}

/**
 * Subscribes the tenant to a plan's Stripe price (row 24): `default_incomplete`, so the first
 * invoice's confirmation secret goes back for Stripe.js to confirm the payment (3-D Secure in
 * Stripe's own flow). A tenant without a Stripe customer gets one (the tenant's name, the
 * member's email). A tenant that already has a live subscription changes plan instead.
 */
export const createSubscription = async (c: Context<AppEnv>, stripePlanId: string) => {
  const { db, config } = c.var.deps
  const stripe = await requireStripe(config.stripe)
  const tenantId = c.get('auth').tenantId
  if (await externallyManaged(db, tenantId)) return refuse('Billing is externally managed')
  const current = await currentSubscription(db, tenantId)
  if (current && ENTITLED_STATUSES.includes(current.status)) {
    throw conflict('The account already has a subscription: change its plan instead')
  }
  const target = findPlanForSale(await listPlansForSale(db, stripe), stripePlanId)
  if (!target) throw notFound('Plan not found')
  const unpaid = await reuseUnpaid(c, stripe, tenantId, target.price.id)
  if (unpaid) return unpaid
  const customer = await ensureCustomer(c)
  const answer = await call(() =>
    stripe.subscriptions.create({
      customer,
      items: [{ price: target.price.id }],
      payment_behavior: 'default_incomplete',
      payment_settings: { save_default_payment_method: 'on_subscription' },
      expand: ['latest_invoice.confirmation_secret', 'pending_setup_intent'],
      metadata: { foyer_tenant_id: tenantId },
    }),
  )
  await record(c, tenantId, answer, `Subscribed to ${target.name}`, 'billing.subscription.created')
  return { subscriptionId: answer.id, subscriptionSecret: secretOf(answer) }
}

/** The secret Stripe.js confirms a new subscription with: its first invoice's, or its setup's. */
const secretOf = (answer: Stripe.Subscription) => {
  const invoice = answer.latest_invoice
  const setup = answer.pending_setup_intent
  return (
    (typeof invoice === 'object' ? invoice?.confirmation_secret?.client_secret : undefined) ??
    (typeof setup === 'object' ? setup?.client_secret : undefined) ??
    ''
  )
}

/**
 * A checkout whose card was confirmed but whose first payment then failed leaves an incomplete
 * subscription at Stripe. A retry of the same plan pays that one (its open invoice, its secret
 * again), never a second; a retry of another plan ends it first (Stripe changes nothing of an
 * incomplete subscription but its card). Answers the reused subscription, if any.
 */
const reuseUnpaid = async (
  c: Context<AppEnv>,
  stripe: Stripe,
  tenantId: string,
  priceId: string,
) => {
  const { db, now } = c.var.deps
  const pending = await db
    .selectFrom('billing_subscriptions')
    .select('id')
    .where('tenant_id', '=', tenantId)
    .where('status', '=', 'incomplete')
    .orderBy('seq', 'desc')
    .execute()
  for (const { id } of pending) {
    const live = await call(() =>
      stripe.subscriptions.retrieve(id, {
        expand: ['latest_invoice.confirmation_secret', 'pending_setup_intent'],
      }),
    )
    const reusable = live.status === 'incomplete' && live.items.data[0]?.price.id === priceId
    const answer =
      reusable || live.status !== 'incomplete'
        ? live
        : await call(() => stripe.subscriptions.cancel(id))
    await db
      .transaction()
      .execute((trx) => saveSubscription(trx, tenantId, answer, nowSeconds(now())))
    if (reusable) return { subscriptionId: live.id, subscriptionSecret: secretOf(live) }
  }
  return undefined
}
