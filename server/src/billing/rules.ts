import type { SubscriptionResponse, SubscriptionStatus } from '../../../src/wire/billing'

/** Stripe statuses under which the tenant keeps its plan's entitlements (past_due: Stripe retries). */
export const ENTITLED_STATUSES: readonly string[] = ['active', 'trialing', 'past_due']

/**
 * The wire status of a Stripe status (spec §4.7): active, trialing, canceled and incomplete as
 * they are; a trial whose end has passed is `trialEnded`; every other status (incomplete_expired,
 * past_due, unpaid, paused, one Stripe adds later) is `expired`.
 */
export const wireStatus = (
  stripeStatus: string,
  trialEnd: Date | null,
  now: Date,
): SubscriptionStatus => {
  switch (stripeStatus) {
    case 'active':
      return 'active'
    case 'trialing':
      return trialEnd && trialEnd.getTime() <= now.getTime() ? 'trialEnded' : 'trialing'
    case 'canceled':
      return 'canceled'
    case 'incomplete':
      return 'incomplete'
    default:
      return 'expired'
  }
}

type RuleInput = Pick<SubscriptionResponse, 'status' | 'cancellation' | 'externallyManaged'>

/**
 * Why a subscription cannot be canceled (spec §4.7: only an ACTIVE one with no cancellation that
 * is not externally managed), or null when it can; `allowCancellation` is the vendor's rule.
 */
export const cancelRefusal = (
  subscription: RuleInput | undefined,
  allowCancellation: boolean,
): string | null => {
  if (!subscription) return 'Subscription not found'
  if (subscription.externallyManaged) return 'Billing is externally managed'
  if (!allowCancellation) return 'Cancelling a subscription is not allowed'
  if (subscription.status !== 'active') return 'Only an active subscription can be canceled'
  if (subscription.cancellation) return 'The subscription is already canceled'
  return null
}

/** Why a subscription cannot be renewed (only when its cancellation is atPeriodEnd), or null. */
export const renewRefusal = (subscription: RuleInput | undefined): string | null => {
  if (!subscription) return 'Subscription not found'
  if (subscription.externallyManaged) return 'Billing is externally managed'
  if (subscription.cancellation?.policy !== 'atPeriodEnd') {
    return 'Only a subscription canceled at the end of its period can be renewed'
  }
  return null
}

/**
 * Why moving from a plan priced `fromAmount` to one priced `toAmount` (minor units) is refused,
 * or null: a cheaper plan needs the vendor's `allowPlanDowngrade`.
 */
export const planChangeRefusal = (
  fromAmount: number | undefined,
  toAmount: number,
  allowPlanDowngrade: boolean,
): string | null =>
  fromAmount !== undefined && toAmount < fromAmount && !allowPlanDowngrade
    ? 'Moving to a cheaper plan is not allowed'
    : null

/** A plan's slug: its name in lower case, words joined by `-`. */
export const planSlug = (name: string): string =>
  name
    .normalize('NFKD')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '') || 'plan'
