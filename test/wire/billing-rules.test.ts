import { describe, expect, it } from 'vitest'
import {
  BILLING_REFUSALS,
  billingActionRefusal,
  billingCurrency,
  billingStatus,
  canCancel,
  canChangePlan,
  canRenew,
  checkoutConfirm,
  formatBillingAmount,
  majorAmount,
  providerConfigured,
} from '../../src/wire/billing-rules'
import type { SubscriptionFacts } from '../../src/wire/billing-rules'

const active: SubscriptionFacts = { status: 'active', cancellation: null, externallyManaged: false }
const cancelled: SubscriptionFacts = { ...active, cancellation: { policy: 'atPeriodEnd' } }
const trialing: SubscriptionFacts = { ...active, status: 'trialing' }

describe('billing status', () => {
  it('maps every server status one to one, in any case', () => {
    expect(billingStatus('active')).toBe('ACTIVE')
    expect(billingStatus('CANCELED')).toBe('CANCELED')
    expect(billingStatus('incomplete')).toBe('INCOMPLETE')
    expect(billingStatus('expired')).toBe('EXPIRED')
    expect(billingStatus('trialing')).toBe('TRIALING')
    expect(billingStatus('trialEnded')).toBe('trialEnded')
  })

  it('shows an unknown status as EXPIRED', () => {
    expect(billingStatus('past_due')).toBe('EXPIRED')
    expect(billingStatus('')).toBe('EXPIRED')
  })
})

describe('cancel and renew', () => {
  it('cancels only an ACTIVE subscription with no cancellation that is not externally managed', () => {
    expect(canCancel(active)).toBe(true)
    expect(canCancel(cancelled)).toBe(false)
    expect(canCancel(trialing)).toBe(false)
    expect(canCancel({ ...active, status: 'unknown' })).toBe(false)
    expect(canCancel({ ...active, externallyManaged: true })).toBe(false)
    expect(canCancel(null)).toBe(false)
  })

  it('renews only a subscription cancelled at the end of its period', () => {
    expect(canRenew(cancelled)).toBe(true)
    expect(canRenew(active)).toBe(false)
    expect(canRenew({ ...cancelled, cancellation: { policy: 'immediately' } })).toBe(false)
    expect(canRenew({ ...cancelled, externallyManaged: true })).toBe(false)
    expect(canRenew(undefined)).toBe(false)
  })

  it('refuses with the spec sentences: no subscription, externally managed', () => {
    expect(billingActionRefusal(null)).toBe('Subscription not found')
    expect(billingActionRefusal({ ...active, externallyManaged: true })).toBe(
      BILLING_REFUSALS.externallyManaged,
    )
    expect(billingActionRefusal(active)).toBeNull()
  })
})

describe('change plan', () => {
  const cheap = { id: 'starter', price: { amount: 900 } }
  const dear = { id: 'pro', price: { amount: 4900 } }

  it('upgrades always, downgrades only when the vendor allows it', () => {
    expect(canChangePlan(active, cheap, dear, false)).toBe(true)
    expect(canChangePlan(active, dear, cheap, false)).toBe(false)
    expect(canChangePlan(active, dear, cheap, true)).toBe(true)
  })

  it('never offers the current plan, nor any plan of externally managed billing', () => {
    expect(canChangePlan(active, dear, dear, true)).toBe(false)
    expect(canChangePlan({ ...active, externallyManaged: true }, cheap, dear, true)).toBe(false)
  })
})

describe('checkout confirm', () => {
  const base = { currentPlanId: 'pro', paymentMethodId: 'pm_new', planId: 'pro' }

  it('activates a trialing subscription that already has a payment method locally', () => {
    expect(
      checkoutConfirm({ ...base, subscription: trialing, existingPaymentMethodId: 'pm_old' }),
    ).toEqual({ kind: 'activate-locally' })
  })

  it('updates the subscription with the payment method and plan otherwise', () => {
    expect(
      checkoutConfirm({ ...base, subscription: trialing, existingPaymentMethodId: null }),
    ).toEqual({ kind: 'update', paymentMethodId: 'pm_new', planId: 'pro' })
    expect(
      checkoutConfirm({ ...base, subscription: active, existingPaymentMethodId: 'pm_old' }),
    ).toEqual({ kind: 'update', paymentMethodId: 'pm_new', planId: 'pro' })
    expect(
      checkoutConfirm({ ...base, subscription: null, existingPaymentMethodId: 'pm_old' }),
    ).toEqual({ kind: 'update', paymentMethodId: 'pm_new', planId: 'pro' })
  })

  it('sends a trial that checks out another plan to the server, so the plan is kept', () => {
    expect(
      checkoutConfirm({
        ...base,
        planId: 'business',
        subscription: trialing,
        existingPaymentMethodId: 'pm_old',
      }),
    ).toEqual({ kind: 'update', paymentMethodId: 'pm_new', planId: 'business' })
  })
})

describe('amounts and provider', () => {
  it('divides minor units by 100 to 2 decimals, default currency usd', () => {
    expect(majorAmount(4900)).toBe(49)
    expect(majorAmount(1999)).toBe(19.99)
    expect(majorAmount(1999.6)).toBe(20)
    expect(billingCurrency(undefined)).toBe('USD')
    expect(billingCurrency('eur')).toBe('EUR')
    expect(formatBillingAmount(4900, 'usd', 'en')).toBe('$49.00')
    expect(formatBillingAmount(1050, '', 'en')).toBe('$10.50')
  })

  it('needs an active (status "1") Stripe provider', () => {
    expect(providerConfigured([{ providerType: 'Stripe', status: '1' }])).toBe(true)
    expect(providerConfigured([{ providerType: 'Stripe', status: '0' }])).toBe(false)
    expect(providerConfigured([])).toBe(false)
  })
})
