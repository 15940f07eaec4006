import { resolveObjectURL } from 'node:buffer'
import { ContextHolder, createApiClient, FronteggApiError } from '@frontegg/rest-api'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { confirmCard, startBillingWorld } from '../billing/billing-setup'
import { admin } from '../helpers'
import { serveForRestApi } from './rest-api-peer'
import type { BillingWorld } from '../billing/billing-setup'

/**
 * Billing (wire §5.25, the 28 calls of `api.subscriptions`) through the real @frontegg/rest-api
 * 7.x client over HTTP, against a loopback fake of Stripe's API, Stripe cannot be reached here.
 */
let world: BillingWorld
let peer: Awaited<ReturnType<typeof serveForRestApi>>
const client = createApiClient('billing')
const billing = client.subscriptions

beforeAll(async () => {
  world = await startBillingWorld()
  peer = await serveForRestApi(world.server, 'billing')
  const login = await client.auth.login({ email: admin.email, password: admin.password })
  ContextHolder.for('billing').setAccessToken(login.accessToken)
})

afterAll(async () => {
  await peer.close()
  await world.close()
})

const refusal = async (call: Promise<unknown>) => {
  const error = await call.then(
    () => undefined,
    (reason: unknown) => reason,
  )
  expect(error).toBeInstanceOf(FronteggApiError)
  return error as FronteggApiError
}

describe('@frontegg/rest-api 7.x: billing', () => {
  it('reads the provider, the Stripe key, the vendor rules and the plans', async () => {
    expect(await billing.getPaymentProviders()).toEqual([
      { providerType: 'Stripe', name: 'Stripe', status: '1' },
    ])
    const stripe = await billing.getStripePaymentProviderConfiguration()
    expect(stripe.publishableKey).toBe(world.fake.publishableKey)
    expect(await billing.getVendorPublicConfigurations()).toEqual([
      { allowPlanDowngrade: true, allowPlanCancellation: true },
    ])
    const plans = await billing.getSubscriptionPlans()
    expect(plans.map((plan) => plan.name)).toEqual(['Basic', 'Pro'])
    const [pro] = await billing.getSubscriptionPlan(world.plans.pro)
    expect(pro?.price).toEqual({
      id: world.prices.pro,
      externalId: world.prices.pro,
      currency: 'usd',
      amount: 3000,
    })
  })

  it('makes the customer, the configuration, a subscription and a card, then checks out', async () => {
    const tenantId = world.server.tenantId
    const { stripeCustomerId } = await billing.createStripeCustomer({
      name: 'Acme',
      email: admin.email,
      tenantName: 'Acme',
    })
    expect(await billing.getStripeCustomer(tenantId)).toEqual({ stripeCustomerId })
    const { id } = await billing.createTenantConfiguration({
      tenantId,
      providerType: 'Stripe' as never,
    })
    expect(await billing.getTenantConfiguration(tenantId)).toEqual(
      expect.objectContaining({
        id,
        tenantId,
        externallyManaged: 'false',
        mappingId: stripeCustomerId,
      }),
    )
    const created = await billing.createSubscription({ stripePlanId: world.prices.basic })
    const intent = await billing.createStripePaymentMethodSetupIntentSecret({})
    const { paymentMethod } = await confirmCard(world.fake, intent)
    await billing.updateSubscription(created.subscriptionId, {
      paymentMethodId: paymentMethod,
      planId: world.plans.pro,
    })
    const [subscription] = await billing.getSubscriptions()
    expect(subscription).toEqual(
      expect.objectContaining({
        id: created.subscriptionId,
        status: 'active',
        plan: { slug: 'pro' },
      }),
    )
    expect(await billing.getSubscription(created.subscriptionId)).toEqual(subscription)
    expect(await billing.getManagedSubscriptions()).toEqual([subscription])
    expect(await billing.getManagedSubscription(created.subscriptionId)).toEqual(subscription)
    const summary = await billing.getSubscriptionSummaries(tenantId)
    expect(summary).toEqual(
      expect.objectContaining({
        subscriptionId: created.subscriptionId,
        currentPlanId: world.plans.pro,
        paymentMethodId: paymentMethod,
        tenantConfigurationId: id,
      }),
    )
  })

  it('cancels and renews, both ways, and refuses what the rules refuse', async () => {
    const [subscription] = await billing.getSubscriptions()
    const id = subscription?.id ?? ''
    await billing.cancelSubscription(id)
    expect((await billing.getSubscription(id)).cancellation).toEqual({ policy: 'atPeriodEnd' })
    const again = await refusal(billing.cancelManagedSubscription(id))
    expect(again.statusCode).toBe(400)
    await billing.renewManagedSubscription(id)
    await billing.cancelManagedSubscription(id)
    await billing.renewSubscription(id)
    expect((await billing.getManagedSubscription(id)).cancellation).toBeNull()
    const missing = await refusal(billing.renewSubscription('sub_unknown'))
    expect([missing.statusCode, missing.message]).toEqual([404, 'Subscription not found'])
    const [card] = await billing.getPaymentMethods()
    await billing.updateManagedSubscription(id, {
      paymentMethodId: card?.id ?? '',
      planId: world.plans.basic,
    })
    expect((await billing.getManagedSubscription(id)).plan.slug).toBe('basic')
  })

  it('reads the cards, saves billing details as the client nests them, and reads invoices', async () => {
    const [card] = await billing.getPaymentMethods()
    expect(card).toEqual(expect.objectContaining({ type: 'card', last4: '4242', isDefault: true }))
    expect(await billing.getPaymentMethod(card?.id ?? '')).toEqual(card)
    const saved = await billing.updatePaymentMethodBillingDetails(card?.id ?? '', {
      email: 'billing@example.com',
      address: { city: 'Lyon', postalCode: '69001', country: 'FR' },
    })
    expect(saved).toEqual({
      email: 'billing@example.com',
      address: { city: 'Lyon', postalCode: '69001', country: 'FR' },
    })
    const invoices = await billing.getSubscriptionInvoices()
    const paid = invoices.find((invoice) => invoice.paid)
    expect(paid).toEqual(expect.objectContaining({ currency: 'usd' }))
    expect(await billing.getSubscriptionInvoice(paid?.id ?? '')).toEqual(paid)
    const link = { href: '', attributes: new Map<string, string>(), click: vi.fn() }
    const setAttribute = (name: string, value: string) => link.attributes.set(name, value)
    vi.stubGlobal('document', {
      cookie: '',
      createElement: () => ({
        ...link,
        setAttribute,
        set href(v: string) {
          link.href = v
        },
      }),
    })
    await billing.getSubscriptionInvoicePdf(paid?.id ?? '', 'invoice.pdf')
    expect(link.attributes.get('download')).toBe('invoice.pdf')
    const blob = resolveObjectURL(link.href)
    expect(
      Buffer.from((await blob?.arrayBuffer()) ?? new ArrayBuffer(0))
        .subarray(0, 5)
        .toString(),
    ).toBe('%PDF-')
  })
})
