/**
 * The billing rules of the spec (doc 000 §4.7, doc 001 §4 "Subscription", §5, §9) as plain functions:
 * the status a screen shows, who may cancel, renew and change plan, what a checkout confirm does, and
 * how an amount reads. No I/O: the demo, the atoms, the page and `<checkout-dialog>` decide with these.
 */

/** A subscription status as the portal shows it (the spec's set; `trialEnded` of the admin layer). */
export type BillingStatus =
  'ACTIVE' | 'CANCELED' | 'INCOMPLETE' | 'EXPIRED' | 'TRIALING' | 'trialEnded'

/** What the rules read of a subscription (`ISubscriptionResponse`). */
export interface SubscriptionFacts {
  status: string
  cancellation: { policy: string } | null
  externallyManaged: boolean
  trialEnd?: string
}

/** The sentences of the spec's error catalogue a billing action may refuse with. */
export const BILLING_REFUSALS = {
  notFound: 'Subscription not found',
  externallyManaged: 'Billing is externally managed',
  notAuthorized: 'Not authorized',
  featureFailure: 'Internal feature failure',
  notConfigured: 'Payment provider not configured',
  noTenant: 'TenantId is not defined',
} as const

/** A refusal sentence of {@link BILLING_REFUSALS}. */
export type BillingRefusal = (typeof BILLING_REFUSALS)[keyof typeof BILLING_REFUSALS]

const STATUSES: Record<string, BillingStatus> = {
  active: 'ACTIVE',
  canceled: 'CANCELED',
  incomplete: 'INCOMPLETE',
  expired: 'EXPIRED',
  trialing: 'TRIALING',
  trialended: 'trialEnded',
}

/** The status to show: server statuses map one to one (any case), an unknown one is EXPIRED. */
export function billingStatus(status: string): BillingStatus {
  return STATUSES[status.toLowerCase()] ?? 'EXPIRED'
}

/**
 * Why a cancel or renew cannot be sent at all (the spec's two refusals), or null: no subscription,
 * or billing kept by the vendor outside the portal.
 */
export function billingActionRefusal(
  subscription: SubscriptionFacts | null | undefined,
): BillingRefusal | null {
  if (!subscription) return BILLING_REFUSALS.notFound
  if (subscription.externallyManaged) return BILLING_REFUSALS.externallyManaged
  return null
}

/** Cancel: only an ACTIVE subscription with no cancellation yet, not externally managed. */
export function canCancel(subscription: SubscriptionFacts | null | undefined): boolean {
  return (
    billingActionRefusal(subscription) === null &&
    subscription !== null &&
    subscription !== undefined &&
    billingStatus(subscription.status) === 'ACTIVE' &&
    subscription.cancellation === null
  )
}

/** Renew: only when the subscription is cancelled at the end of its period (not externally managed). */
export function canRenew(subscription: SubscriptionFacts | null | undefined): boolean {
  return (
    billingActionRefusal(subscription) === null &&
    subscription?.cancellation?.policy === 'atPeriodEnd'
  )
}

/** A plan as the rules compare them: its price in minor units. */
export interface PlanFacts {
  id: string
  price: { amount: number }
}

/**
 * Whether the tenant may move from `current` to `target`: never to the plan it has, never when billing
 * is externally managed, and to a cheaper plan only when the vendor allows downgrades.
 */
export function canChangePlan(
  subscription: SubscriptionFacts | null | undefined,
  current: PlanFacts | null | undefined,
  target: PlanFacts,
  allowPlanDowngrade: boolean,
): boolean {
  if (subscription?.externallyManaged) return false
  if (current?.id === target.id) return false
  if (current && target.price.amount < current.price.amount) return allowPlanDowngrade
  return true
}

/** What confirming a checkout does (spec §4.7). */
export type CheckoutConfirm =
  { kind: 'activate-locally' } | { kind: 'update'; paymentMethodId: string; planId: string }

/**
 * The spec's checkout confirm: a TRIALING subscription that already has a payment method becomes
 * ACTIVE locally with no server call; otherwise the subscription is updated with the payment method
 * and plan (then billing info, payment method and invoices reload and the checkout is confirmed).
 * A trial checking out a plan other than its own still goes to the server: activating it locally
 * would drop the plan the member chose.
 */
export function checkoutConfirm(input: {
  subscription: SubscriptionFacts | null | undefined
  currentPlanId: string | null | undefined
  /** The method the subscription already has (before this checkout), if any. */
  existingPaymentMethodId: string | null | undefined
  /** The method this checkout confirmed (a new card), else the existing one. */
  paymentMethodId: string
  planId: string
}): CheckoutConfirm {
  const { subscription, existingPaymentMethodId, paymentMethodId, planId } = input
  if (
    subscription &&
    billingStatus(subscription.status) === 'TRIALING' &&
    existingPaymentMethodId &&
    input.currentPlanId === planId
  ) {
    return { kind: 'activate-locally' }
  }
  return { kind: 'update', paymentMethodId, planId }
}

/** An amount in minor units as major units, rounded to 2 decimals (spec §9: divided by 100). */
export function majorAmount(minor: number): number {
  return Math.round(minor) / 100
}

/** The currency to show: the answer's, upper case, `USD` when it has none (spec §9: default usd). */
export function billingCurrency(currency: string | null | undefined): string {
  const code = currency?.trim()
  return (code ? code : 'usd').toUpperCase()
}

/** An amount in minor units formatted in `locale`, always with 2 decimals. */
export function formatBillingAmount(
  minor: number,
  currency: string | null | undefined,
  locale: string,
): string {
  const code = billingCurrency(currency)
  try {
    return new Intl.NumberFormat(locale, {
      style: 'currency',
      currency: code,
      minimumFractionDigits: 2,
      maximumFractionDigits: 2,
    }).format(majorAmount(minor))
  } catch {
    return `${majorAmount(minor).toFixed(2)} ${code}`
  }
}

/** Whether a provider answer makes billing usable: a Stripe provider, active (status "1"). */
export function providerConfigured(
  providers: readonly { providerType: string; status: string }[],
): boolean {
  return providers.some(
    (provider) => provider.providerType.toLowerCase() === 'stripe' && provider.status === '1',
  )
}
