import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { loginWithPasswordAtom, preLoginAtom } from '../../src/atoms'
import {
  billingAtom,
  invoicesAtom,
  loadBillingAtom,
  loadInvoicesAtom,
} from '../../src/atoms/billing'
import {
  checkoutConfirmedAtom,
  confirmCheckoutAtom,
  downloadInvoiceAtom,
  invoiceErrorsAtom,
} from '../../src/atoms/billing-actions'
import { installSessionStorage } from '../demo/memory-storage'
import { closeDemoStores, demoStore } from './demo-store'
import type { SubscriptionInvoiceResponse } from '../../src/api/billing'
import type { Wrap } from './demo-store'

beforeEach(() => {
  installSessionStorage()
})
afterEach(closeDemoStores)

/** A signed-in demo store (billing answered by the demo, after its 500 ms billing delay). */
async function signedIn(wrap?: Wrap) {
  const demo = demoStore(wrap)
  await demo.store.set(preLoginAtom, 'grace@example.com')
  await demo.store.set(loginWithPasswordAtom, 'correct horse')
  return demo
}

/** A transport that answers `suffix` (GET or any method) with `answer` instead of the demo. */
const answering =
  (suffix: string, answer: (demo: Response) => Response | Promise<Response>): Wrap =>
  (transport) =>
  async (input, init) => {
    const response = await transport(input, init)
    return new URL(String(input)).pathname.endsWith(suffix) ? answer(response) : response
  }

describe('billing atoms', () => {
  it('loads the subscription, plan, card and vendor rules of the active tenant', async () => {
    const { store } = await signedIn()
    await store.set(loadBillingAtom)
    const info = store.get(billingAtom).value
    expect(info?.configured).toBe(true)
    expect(info?.subscription?.status).toBe('active')
    expect(info?.summary?.currentPlanId).toBe('plan-starter')
    expect(info?.paymentMethod).toMatchObject({ type: 'card', last4: '4242' })
    expect(info?.vendor.allowPlanDowngrade).toBe(true)
  })

  it('reads "not set up" from a vendor without an active Stripe provider, and asks nothing else', async () => {
    const { store, calls } = await signedIn(
      answering('/payment-providers/v1', () => Response.json([])),
    )
    await store.set(loadBillingAtom)
    expect(store.get(billingAtom)).toMatchObject({ status: 'ready', value: { configured: false } })
    expect(calls.filter((call) => call.includes('/subscriptions/resources/'))).toEqual([
      'GET /subscriptions/resources/payment-providers/v1',
    ])
  })

  it('stores an invoice download failure instead of throwing it, and clears it on success', async () => {
    let failing = true
    const { store } = await signedIn(
      answering('/pdf', (response) =>
        failing ? Response.json({ errors: ['Stripe is unavailable'] }, { status: 502 }) : response,
      ),
    )
    await store.set(loadInvoicesAtom)
    const invoice = store.get(invoicesAtom).value?.[0] as SubscriptionInvoiceResponse
    await expect(store.set(downloadInvoiceAtom, invoice)).resolves.toBeNull()
    expect(store.get(invoiceErrorsAtom)[invoice.id]?.message).toBe('Stripe is unavailable')
    failing = false
    const pdf = await store.set(downloadInvoiceAtom, invoice)
    expect(pdf?.type).toBe('application/pdf')
    expect(store.get(invoiceErrorsAtom)[invoice.id]).toBeUndefined()
  })

  it('activates a trial that already has a card on screen, with no call (spec §4.7)', async () => {
    const demo = await signedIn(
      answering('/billing/subscriptions/v1', async (response) => {
        const [subscription] = (await response.json()) as object[]
        return Response.json([{ ...subscription, status: 'trialing' }])
      }),
    )
    await demo.store.set(loadBillingAtom)
    expect(demo.store.get(billingAtom).value?.subscription?.status).toBe('trialing')
    const result = await demo.store.set(confirmCheckoutAtom, {
      planId: 'plan-starter',
      paymentMethodId: null,
    })
    expect(result).toEqual({
      subscriptionId: 'sub-demo-active',
      planId: 'plan-starter',
      status: 'ACTIVE',
    })
    expect(demo.store.get(billingAtom).value?.subscription?.status).toBe('active')
    expect(demo.calls.filter((call) => call.startsWith('PUT'))).toEqual([])
    expect(demo.store.get(checkoutConfirmedAtom)?.planId).toBe('plan-starter')
  })

  it('otherwise updates the subscription with card and plan, then reloads billing and invoices', async () => {
    const demo = await signedIn()
    await demo.store.set(loadBillingAtom)
    const before = demo.calls.length
    const result = await demo.store.set(confirmCheckoutAtom, {
      planId: 'plan-pro',
      paymentMethodId: null,
    })
    expect(result).toEqual({
      subscriptionId: 'sub-demo-active',
      planId: 'plan-pro',
      status: 'ACTIVE',
    })
    const after = demo.calls.slice(before)
    expect(after[0]).toBe('PUT /subscriptions/resources/billing/subscriptions/v1/sub-demo-active')
    expect(after).toContain('GET /subscriptions/resources/billing/invoices/v1')
    expect(after).toContain('GET /subscriptions/resources/billing/payment-methods/v1')
    expect(demo.store.get(billingAtom).value?.subscription?.plan.slug).toBe('pro')
    await vi.waitFor(() => expect(demo.store.get(invoicesAtom).value).toHaveLength(4))
    expect(demo.store.get(checkoutConfirmedAtom)?.planId).toBe('plan-pro')
  })
})
