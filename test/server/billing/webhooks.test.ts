import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { drainStripeEvents } from '../../../server/src/billing/queue'
import { reconcileAll } from '../../../server/src/billing/reconcile'
import { stripeClient } from '../../../server/src/billing/stripe-client'
import { billingCall, confirmCard, startBillingWorld } from './billing-setup'
import type { StripeEvent } from '../../support/stripe-fake/state'
import type { BillingWorld } from './billing-setup'
import type Stripe from 'stripe'

/**
 * Stripe's webhooks against a loopback fake of Stripe's API, Stripe cannot be reached here: the
 * fake signs its events by Stripe's scheme; the server verifies them with the SDK, queues them by
 * id, and applies them in Stripe-time order; the reconciliation pass catches a missed one.
 */
let world: BillingWorld
let stripe: Stripe
let subscriptionId = ''
let applied: StripeEvent | undefined

const webhook = '/subscriptions/resources/billing/payment-providers/stripe/webhooks/v1'

const post = (body: string, signature: string) =>
  world.server.app.request(`/api${webhook}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'stripe-signature': signature },
    body,
  })

const deliver = async (event: StripeEvent) => {
  const { body, signature } = world.fake.signed(event)
  const response = await post(body, signature)
  return { status: response.status, body: (await response.json()) as Record<string, unknown> }
}

const planSlug = async () =>
  (
    await billingCall<{ plan: { slug: string } }>(
      world,
      `/billing/subscriptions/v1/${subscriptionId}`,
    )
  ).body.plan.slug

const drain = () => drainStripeEvents(world.server.db, stripe, { now: world.server.clock.now() })

const itemOf = async () =>
  (await stripe.subscriptions.retrieve(subscriptionId)).items.data[0]?.id ?? ''

beforeAll(async () => {
  world = await startBillingWorld()
  stripe = (await stripeClient(world.server.config.stripe)) as Stripe
  await billingCall(world, '/billing/payment-providers/stripe/customers/v1', {
    body: { name: 'Acme', email: 'billing@example.com' },
  })
  const created = await billingCall<{ subscriptionId: string }>(
    world,
    '/billing/payment-providers/stripe/subscriptions/v1',
    { body: { stripePlanId: world.prices.basic } },
  )
  subscriptionId = created.body.subscriptionId
  const intent = await billingCall<{ id: string; setupIntentSecret: string }>(
    world,
    '/billing/payment-providers/stripe/setup-intents/v1',
    { body: {} },
  )
  const { paymentMethod } = await confirmCard(world.fake, intent.body)
  await billingCall(world, `/billing/subscriptions/v1/${subscriptionId}`, {
    method: 'PUT',
    body: { paymentMethodId: paymentMethod, planId: world.plans.basic },
  })
})

afterAll(async () => {
  await world.close()
})

describe('Stripe webhooks', () => {
  it('applies a verified event: a plan changed at Stripe becomes the subscription and the plan', async () => {
    const from = world.fake.events.length
    await stripe.subscriptions.update(subscriptionId, {
      items: [{ id: await itemOf(), price: world.prices.pro }],
    })
    const events = world.fake.events.slice(from)
    const update = events.find((event) => event.type === 'customer.subscription.updated')
    expect(update).toBeDefined()
    applied = update
    for (const event of events) expect((await deliver(event)).status).toBe(200)
    expect(await planSlug()).toBe('basic')
    await drain()
    expect(await planSlug()).toBe('pro')
    const invoices = await billingCall<{ totalAmount: number }[]>(world, '/billing/invoices/v1')
    expect(invoices.body.map((invoice) => invoice.totalAmount)).toContain(3000)
  })

  it('refuses a forged or stale signature and queues nothing', async () => {
    const event = world.fake.events.at(-1) as StripeEvent
    const { body, signature } = world.fake.signed(event)
    const forged = await post(body.replace('"livemode": false', '"livemode": true'), signature)
    expect(forged.status).toBe(400)
    expect(((await forged.json()) as { errors: string[] }).errors).toEqual([
      'The webhook signature does not verify',
    ])
    const stale = world.fake.signed(event, Math.floor(Date.now() / 1000) - 600)
    expect((await post(stale.body, stale.signature)).status).toBe(400)
    const unsigned = await post(body, '')
    expect(unsigned.status).toBe(400)
  })

  it('acknowledges a replayed event without applying it again', async () => {
    const replay = await deliver(applied as StripeEvent)
    expect(replay.body).toEqual({ received: true, duplicate: true })
    expect(await drain()).toBe(0)
    expect(await planSlug()).toBe('pro')
  })

  it('keeps the newest state when events arrive out of order', async () => {
    const from = world.fake.events.length
    world.fake.state.advance(60)
    await stripe.subscriptions.update(subscriptionId, {
      items: [{ id: await itemOf(), price: world.prices.basic }],
    })
    world.fake.state.advance(60)
    await stripe.subscriptions.update(subscriptionId, { cancel_at_period_end: true })
    const updates = world.fake.events
      .slice(from)
      .filter((event) => event.type === 'customer.subscription.updated')
    expect(updates).toHaveLength(2)
    const [older, newer] = updates as [StripeEvent, StripeEvent]
    await deliver(newer)
    await drain()
    await deliver(older)
    await drain()
    const subscription = await billingCall<{ cancellation: unknown; plan: { slug: string } }>(
      world,
      `/billing/subscriptions/v1/${subscriptionId}`,
    )
    expect(subscription.body.cancellation).toEqual({ policy: 'atPeriodEnd' })
    expect(subscription.body.plan.slug).toBe('basic')
  })

  it('catches a missed webhook in the reconciliation pass', async () => {
    await stripe.subscriptions.cancel(subscriptionId)
    const [before] = (await billingCall<{ status: string }[]>(world, '/billing/subscriptions/v1'))
      .body
    expect(before?.status).toBe('active')
    world.server.clock.advance(120_000)
    expect(await reconcileAll(world.server.db, stripe, { now: world.server.clock.now() })).toBe(0)
    const [after] = (await billingCall<{ status: string }[]>(world, '/billing/subscriptions/v1'))
      .body
    expect(after?.status).toBe('canceled')
    const summary = await billingCall<{ currentPlanId: string }>(
      world,
      `/billing/summaries/v1/${world.server.tenantId}`,
    )
    expect(summary.body.currentPlanId).toBe('')
  })
})
