import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { isEntitledToFeature } from '../../../src/entitlements'
import { addTenant, addUser, admin, call, login, vendorCall, vendorLogin } from '../helpers'
import { billingCall, confirmCard, startBillingWorld } from './billing-setup'
import type { EntitlementsBundle } from '../../../src/entitlements'
import type { BillingWorld } from './billing-setup'

/**
 * The billing routes (wire §5.25) against a loopback fake of Stripe's API, Stripe cannot be
 * reached here: a tenant admin subscribes, pays with a card set up through a SetupIntent, changes
 * plan (which flips a feature of its entitlements), cancels and renews; another tenant sees none
 * of it.
 */
let world: BillingWorld
let subscriptionId = ''
let card = ''

beforeAll(async () => {
  world = await startBillingWorld()
})

afterAll(async () => {
  await world.close()
})

const entitledToReports = async (token = world.token) => {
  const response = await call(world.server, '/entitlements/api/v2/user-entitlements', { token })
  const bundle = (await response.json()) as EntitlementsBundle
  return isEntitledToFeature('reports', bundle).isEntitled
}

describe('billing against the Stripe fake', () => {
  it('names Stripe as the provider with its publishable key, and sells the plans', async () => {
    expect((await billingCall(world, '/payment-providers/v1')).body).toEqual([
      { providerType: 'Stripe', name: 'Stripe', status: '1' },
    ])
    const config = await billingCall(
      world,
      '/billing/payment-providers/stripe/public-configurations/v1',
    )
    expect(config.body).toEqual({
      id: 'stripe',
      name: 'Stripe',
      active: true,
      publishableKey: world.fake.publishableKey,
    })
    const plans = await billingCall<{ id: string; slug: string; price: { amount: number } }[]>(
      world,
      '/billing/plans/v1',
    )
    expect(plans.body.map((plan) => [plan.slug, plan.price.amount])).toEqual([
      ['basic', 1000],
      ['pro', 3000],
    ])
    const one = await billingCall(world, `/billing/plans/v1/${world.prices.pro}`)
    expect(one.body).toEqual([expect.objectContaining({ id: world.plans.pro, name: 'Pro' })])
  })

  it('subscribes: customer, subscription, card through a SetupIntent, then plan and card', async () => {
    expect(await entitledToReports()).toBe(false)
    const customer = await billingCall<{ stripeCustomerId: string }>(
      world,
      '/billing/payment-providers/stripe/customers/v1',
      { body: { name: 'Acme', email: admin.email } },
    )
    expect(customer.body.stripeCustomerId).toMatch(/^cus_/)
    const again = await billingCall(
      world,
      `/billing/payment-providers/stripe/customers/v1/${world.server.tenantId}`,
    )
    expect(again.body).toEqual(customer.body)
    const created = await billingCall<{ subscriptionId: string; subscriptionSecret: string }>(
      world,
      '/billing/payment-providers/stripe/subscriptions/v1',
      { body: { stripePlanId: world.prices.basic } },
    )
    expect(created.status).toBe(200)
    subscriptionId = created.body.subscriptionId
    expect(created.body.subscriptionSecret).toMatch(/_secret_/)
    const [pending] = (await billingCall<{ status: string }[]>(world, '/billing/subscriptions/v1'))
      .body
    expect(pending?.status).toBe('incomplete')
    const intent = await billingCall<{ id: string; setupIntentSecret: string }>(
      world,
      '/billing/payment-providers/stripe/setup-intents/v1',
      { body: {} },
    )
    const confirmed = await confirmCard(world.fake, intent.body)
    card = confirmed.paymentMethod
    const changed = await billingCall(world, `/billing/subscriptions/v1/${subscriptionId}`, {
      method: 'PUT',
      body: { paymentMethodId: card, planId: world.plans.pro },
    })
    expect(changed.status).toBe(200)
    const subscription = await billingCall(world, `/billing/subscriptions/v1/${subscriptionId}`)
    expect(subscription.body).toEqual(
      expect.objectContaining({
        id: subscriptionId,
        externalId: subscriptionId,
        status: 'active',
        cancellation: null,
        externallyManaged: false,
        plan: { slug: 'pro' },
      }),
    )
    expect(await entitledToReports()).toBe(true)
  })

  it('lists the card, saves its billing details, and sums the tenant up', async () => {
    const methods = await billingCall(world, '/billing/payment-methods/v1')
    expect(methods.body).toEqual([
      expect.objectContaining({
        id: card,
        type: 'card',
        brand: 'visa',
        last4: '4242',
        isDefault: true,
      }),
    ])
    const details = await billingCall(
      world,
      `/billing/payment-methods/v1/${card}/billing-details`,
      {
        method: 'PATCH',
        body: {
          email: 'billing@example.com',
          address: { address: { city: 'Lyon', country: 'FR' } },
        },
      },
    )
    expect(details.body).toEqual({
      email: 'billing@example.com',
      address: { city: 'Lyon', country: 'FR' },
    })
    const one = await billingCall(world, `/billing/payment-methods/v1/${card}`)
    expect(one.body).toEqual(
      expect.objectContaining({
        billingDetails: {
          name: '',
          email: 'billing@example.com',
          address: { city: 'Lyon', country: 'FR' },
        },
      }),
    )
    const summary = await billingCall(world, `/billing/summaries/v1/${world.server.tenantId}`)
    expect(summary.body).toEqual(
      expect.objectContaining({
        providerType: 'Stripe',
        subscriptionId,
        currentPlanId: world.plans.pro,
        paymentMethodId: card,
        externallyManaged: false,
      }),
    )
  })

  it('lists the invoices in minor units and streams the PDF from the provider', async () => {
    const invoices = await billingCall<{ id: string; totalAmount: number; paid: boolean }[]>(
      world,
      '/billing/invoices/v1',
    )
    expect(invoices.body.length).toBeGreaterThan(0)
    const paid = invoices.body.find((invoice) => invoice.paid)
    expect(paid).toEqual(expect.objectContaining({ currency: 'usd', subscriptionId }))
    expect([1000, 3000]).toContain(paid?.totalAmount)
    const pdf = await call(
      world.server,
      `/subscriptions/resources/billing/invoices/v1/${paid?.id}/pdf?outputFileName=march.pdf`,
      { token: world.token },
    )
    expect(pdf.status).toBe(200)
    expect(pdf.headers.get('content-type')).toBe('application/pdf')
    expect(pdf.headers.get('content-disposition')).toBe('attachment; filename="march.pdf"')
    expect(
      Buffer.from(await pdf.arrayBuffer())
        .subarray(0, 5)
        .toString(),
    ).toBe('%PDF-')
  })

  it('downgrades only when the vendor allows it, and the feature follows the plan', async () => {
    const downgrade = () =>
      billingCall<{ errors: string[] }>(world, `/billing/subscriptions/v1/${subscriptionId}`, {
        method: 'PUT',
        body: { paymentMethodId: card, planId: world.plans.basic },
      })
    const vendor = await vendorLogin(world.server)
    await vendorCall(world.server, vendor, '/identity/resources/configurations/v1', {
      body: { allowPlanDowngrade: false },
    })
    const refused = await downgrade()
    expect(refused.status).toBe(400)
    expect(refused.body.errors).toEqual(['Moving to a cheaper plan is not allowed'])
    expect(
      (await billingCall(world, '/billing/configurations/vendor-public-configurations/v1')).body,
    ).toEqual([{ allowPlanDowngrade: false, allowPlanCancellation: true }])
    await vendorCall(world.server, vendor, '/identity/resources/configurations/v1', {
      body: { allowPlanDowngrade: true },
    })
    expect((await downgrade()).status).toBe(200)
    expect(await entitledToReports()).toBe(false)
  })

  it('cancels an active subscription at period end once, and renews only a canceled one', async () => {
    const path = `/billing/subscriptions/v1/${subscriptionId}`
    const renewEarly = await billingCall<{ errors: string[] }>(world, `${path}/renewals/`, {
      method: 'PUT',
      body: {},
    })
    expect(renewEarly.body.errors).toEqual([
      'Only a subscription canceled at the end of its period can be renewed',
    ])
    expect(
      (await billingCall(world, `${path}/cancellations/`, { method: 'PUT', body: {} })).status,
    ).toBe(200)
    expect((await billingCall<{ cancellation: unknown }>(world, path)).body.cancellation).toEqual({
      policy: 'atPeriodEnd',
    })
    const twice = await billingCall<{ errors: string[] }>(world, `${path}/cancellations/`, {
      method: 'PUT',
      body: {},
    })
    expect(twice.body.errors).toEqual(['The subscription is already canceled'])
    expect(
      (
        await billingCall(world, `/subscriptions/v1/${subscriptionId}/renewals/`, {
          method: 'PUT',
          body: {},
        })
      ).status,
    ).toBe(200)
    expect(
      (await billingCall<{ cancellation: unknown }>(world, `/subscriptions/v1/${subscriptionId}`))
        .body.cancellation,
    ).toBeNull()
  })

  it("never shows or changes another tenant's billing", async () => {
    const other = await addTenant(world.server, 'Other', 'other-admin@example.com')
    const { token } = await login(world.server, 'other-admin@example.com', admin.password)
    const as = { server: world.server, token }
    expect((await billingCall(as, '/billing/subscriptions/v1')).body).toEqual([])
    expect((await billingCall(as, '/billing/invoices/v1')).body).toEqual([])
    expect((await billingCall(as, '/billing/payment-methods/v1')).body).toEqual([])
    const read = await billingCall<{ errors: string[] }>(
      as,
      `/billing/subscriptions/v1/${subscriptionId}`,
    )
    expect([read.status, read.body.errors]).toEqual([404, ['Subscription not found']])
    const cancel = await billingCall<{ errors: string[] }>(
      as,
      `/billing/subscriptions/v1/${subscriptionId}/cancellations/`,
      { method: 'PUT', body: {} },
    )
    expect([cancel.status, cancel.body.errors]).toEqual([404, ['Subscription not found']])
    const details = await billingCall(as, `/billing/payment-methods/v1/${card}/billing-details`, {
      method: 'PATCH',
      body: { email: 'x@example.com' },
    })
    expect(details.status).toBe(404)
    const summary = await billingCall<{ errors: string[] }>(
      as,
      `/billing/summaries/v1/${world.server.tenantId}`,
    )
    expect([summary.status, summary.body.errors]).toEqual([403, ['Not authorized']])
    const none = await billingCall<{ errors: string[] }>(as, '/billing/summaries/v1/undefined')
    expect([none.status, none.body.errors]).toEqual([400, ['TenantId is not defined']])
    expect((await billingCall(as, `/billing/summaries/v1/${other.tenantId}`)).status).toBe(200)
    const [invoice] = (await billingCall<{ id: string }[]>(world, '/billing/invoices/v1')).body
    const pdf = await call(
      world.server,
      `/subscriptions/resources/billing/invoices/v1/${invoice?.id}/pdf`,
      { token },
    )
    expect(pdf.status).toBe(404)
    expect(await entitledToReports(token)).toBe(false)
    const own = await billingCall<{ subscriptionId: string }>(
      as,
      '/billing/payment-providers/stripe/subscriptions/v1',
      { body: { stripePlanId: world.plans.pro } },
    )
    expect(own.body.subscriptionId).not.toBe(subscriptionId)
    const customers = await Promise.all(
      [world, as].map(async (who, index) =>
        billingCall<{ stripeCustomerId: string }>(
          who,
          `/billing/payment-providers/stripe/customers/v1/${index === 0 ? world.server.tenantId : other.tenantId}`,
        ),
      ),
    )
    expect(customers[0]?.body.stripeCustomerId).not.toBe(customers[1]?.body.stripeCustomerId)
    expect((await billingCall<unknown[]>(world, '/billing/subscriptions/v1')).body).toHaveLength(1)
    const intent = await billingCall<{ id: string; setupIntentSecret: string }>(
      as,
      '/billing/payment-providers/stripe/setup-intents/v1',
      { body: {} },
    )
    const declined = await confirmCard(world.fake, intent.body, '4000000000000002')
    expect([declined.status, declined.error?.code]).toEqual([402, 'card_declined'])
    const foreignCard = await billingCall<{ errors: string[] }>(
      as,
      `/billing/subscriptions/v1/${own.body.subscriptionId}`,
      { method: 'PUT', body: { paymentMethodId: card, planId: world.plans.pro } },
    )
    expect([foreignCard.status, foreignCard.body.errors]).toEqual([
      400,
      ['Payment method not found'],
    ])
  })

  it('refuses a member without the billing permissions, in a sentence', async () => {
    await addUser(world.server, { email: 'member@example.com', password: admin.password })
    const { token } = await login(world.server, 'member@example.com', admin.password)
    const refused = await billingCall<{ errors: string[] }>(
      { server: world.server, token },
      '/billing/subscriptions/v1',
    )
    expect(refused.status).toBe(403)
    expect(refused.body.errors[0]).not.toMatch(/fe\.subscriptions/)
  })

  it('freezes billing the vendor manages outside Foyer', async () => {
    const member = await billingCall<{ errors: string[] }>(
      world,
      '/billing/tenant-configurations/v1',
      {
        body: {
          tenantId: world.server.tenantId,
          externallyManaged: 'true',
          providerType: 'Stripe',
        },
      },
    )
    expect([member.status, member.body.errors]).toEqual([403, ['Not authorized']])
    const vendor = await vendorLogin(world.server)
    const response = await call(
      world.server,
      '/subscriptions/resources/billing/tenant-configurations/v1',
      {
        token: vendor,
        headers: { 'frontegg-tenant-id': world.server.tenantId },
        body: {
          tenantId: world.server.tenantId,
          externallyManaged: 'true',
          providerType: 'Stripe',
        },
      },
    )
    expect(response.status).toBe(200)
    const config = await billingCall(
      world,
      `/billing/tenant-configurations/v1/${world.server.tenantId}`,
    )
    expect(config.body).toEqual(
      expect.objectContaining({ externallyManaged: 'true', paymentProviderType: 'Stripe' }),
    )
    const cancel = await billingCall<{ errors: string[] }>(
      world,
      `/billing/subscriptions/v1/${subscriptionId}/cancellations/`,
      { method: 'PUT', body: {} },
    )
    expect([cancel.status, cancel.body.errors]).toEqual([400, ['Billing is externally managed']])
    const [subscription] = (
      await billingCall<{ externallyManaged: boolean }[]>(world, '/billing/subscriptions/v1')
    ).body
    expect(subscription?.externallyManaged).toBe(true)
  })
})
