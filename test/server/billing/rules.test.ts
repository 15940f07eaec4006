import { describe, expect, it } from 'vitest'
import {
  cancelRefusal,
  planChangeRefusal,
  planSlug,
  renewRefusal,
  wireStatus,
} from '../../../server/src/billing/rules'

/** The billing rules of spec §4.7, on their own. */
const now = new Date('2026-06-01T00:00:00Z')
const active = { status: 'active' as const, cancellation: null, externallyManaged: false }

describe('wireStatus', () => {
  it("maps Stripe's statuses, a past trial to trialEnded, and any other to expired", () => {
    expect(wireStatus('active', null, now)).toBe('active')
    expect(wireStatus('canceled', null, now)).toBe('canceled')
    expect(wireStatus('incomplete', null, now)).toBe('incomplete')
    expect(wireStatus('trialing', new Date('2026-07-01T00:00:00Z'), now)).toBe('trialing')
    expect(wireStatus('trialing', new Date('2026-05-01T00:00:00Z'), now)).toBe('trialEnded')
    for (const other of ['incomplete_expired', 'past_due', 'unpaid', 'paused', 'something_new']) {
      expect(wireStatus(other, null, now)).toBe('expired')
    }
  })
})

describe('cancelRefusal', () => {
  it('allows only an active subscription with no cancellation, not externally managed', () => {
    expect(cancelRefusal(active, true)).toBeNull()
    expect(cancelRefusal(undefined, true)).toBe('Subscription not found')
    expect(cancelRefusal({ ...active, externallyManaged: true }, true)).toBe(
      'Billing is externally managed',
    )
    expect(cancelRefusal({ ...active, status: 'trialing' }, true)).toBe(
      'Only an active subscription can be canceled',
    )
    expect(cancelRefusal({ ...active, cancellation: { policy: 'atPeriodEnd' } }, true)).toBe(
      'The subscription is already canceled',
    )
    expect(cancelRefusal(active, false)).toBe('Cancelling a subscription is not allowed')
  })
})

describe('renewRefusal', () => {
  it('allows only a cancellation at the end of the period', () => {
    expect(renewRefusal({ ...active, cancellation: { policy: 'atPeriodEnd' } })).toBeNull()
    expect(renewRefusal(active)).toBe(
      'Only a subscription canceled at the end of its period can be renewed',
    )
    expect(renewRefusal(undefined)).toBe('Subscription not found')
    expect(
      renewRefusal({ ...active, externallyManaged: true, cancellation: { policy: 'atPeriodEnd' } }),
    ).toBe('Billing is externally managed')
  })
})

describe('planChangeRefusal', () => {
  it('refuses a cheaper plan unless the vendor allows downgrades', () => {
    expect(planChangeRefusal(3000, 1000, false)).toBe('Moving to a cheaper plan is not allowed')
    expect(planChangeRefusal(3000, 1000, true)).toBeNull()
    expect(planChangeRefusal(1000, 3000, false)).toBeNull()
    expect(planChangeRefusal(undefined, 1000, false)).toBeNull()
  })
})

describe('planSlug', () => {
  it('lower-cases and joins words with dashes', () => {
    expect(planSlug('Pro Plus (EU)')).toBe('pro-plus-eu')
    expect(planSlug('  ')).toBe('plan')
  })
})
