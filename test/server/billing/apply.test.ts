import { sql } from 'kysely'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { drainStripeEvents } from '../../../server/src/billing/queue'
import { stripeClient } from '../../../server/src/billing/stripe-client'
import { billingCall, startBillingWorld } from './billing-setup'
import type { StripeEvent } from '../../support/stripe-fake/state'
import type { BillingWorld } from './billing-setup'
import type Stripe from 'stripe'

/**
 * How Stripe's events are applied, against a loopback fake of Stripe's API (Stripe cannot be
 * reached here): with the object as Stripe has it now, never the event's snapshot; a checkout
 * whose first payment failed is retried on the same subscription; and the tenant's billing
 * events (its webhooks' `billing.*` keys) are raised from what changed.
 */
let world: BillingWorld
let stripe: Stripe
let delivered = 0

interface Created {
  subscriptionId: string
  subscriptionSecret: string
}

beforeAll(async () => {
  world = await startBillingWorld()
  stripe = (await stripeClient(world.server.config.stripe)) as Stripe
  await billingCall(world, '/billing/payment-providers/stripe/customers/v1', {
    body: { name: 'Acme', email: 'billing@example.com' },
  })
})
afterAll(() => world.close())

const deliver = async (event: StripeEvent) => {
  const { body, signature } = world.fake.signed(event)
  const response = await world.server.app.request(
    '/api/subscriptions/resources/billing/payment-providers/stripe/webhooks/v1',
    {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'stripe-signature': signature },
      body,
    },
  )
  expect(response.status).toBe(200)
}

/**
 * Applies the queued events as the billing worker does, at the database's own time: the queue's
 * `next_attempt_at` is the database's clock, which a Date moved elsewhere in the worker could trail.
 */
const drain = async () => {
  const { rows } = await sql<{ now: Date }>`SELECT now() AS now`.execute(world.server.db)
  const now = new Date(
    Math.max(world.server.clock.now().getTime(), new Date(rows[0]?.now ?? 0).getTime()),
  )
  return drainStripeEvents(world.server.db, stripe, { now })
}

/** Delivers the events Stripe raised since the last call, as Stripe would, and applies them. */
const deliverNew = async () => {
  for (const event of world.fake.events.slice(delivered)) await deliver(event)
  delivered = world.fake.events.length
  await drain()
}

const subscribe = (price: string) =>
  billingCall<Created>(world, '/billing/payment-providers/stripe/subscriptions/v1', {
    body: { stripePlanId: price },
  })

/** What Stripe.js's `confirmCardPayment` posts for a new subscription's first invoice. */
const pay = async (secret: string, card: string) => {
  const response = await fetch(
    `${world.fake.url}/v1/payment_intents/${secret.split('_secret_')[0] ?? ''}/confirm`,
    {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({
        key: world.fake.publishableKey,
        client_secret: secret,
        'payment_method_data[type]': 'card',
        'payment_method_data[card][number]': card,
      }),
    },
  )
  return {
    status: response.status,
    body: (await response.json()) as { status?: string; error?: { code?: string } },
  }
}

const raised = async (key: string) =>
  (
    await world.server.db
      .selectFrom('events')
      .select('data')
      .where('tenant_id', '=', world.server.tenantId)
      .where('key', '=', key)
      .execute()
  ).map((row) => (typeof row.data === 'string' ? JSON.parse(row.data) : row.data) as object)

const subscriptions = async () =>
  (await billingCall<{ id: string; status: string }[]>(world, '/billing/subscriptions/v1')).body

describe('a checkout whose first payment failed', () => {
  it('is retried on the same incomplete subscription; another plan replaces it', async () => {
    const first = await subscribe(world.prices.basic)
    expect(first.status).toBe(200)
    const declined = await pay(first.body.subscriptionSecret, '4000000000000341')
    expect(declined).toMatchObject({ status: 402, body: { error: { code: 'card_declined' } } })
    await deliverNew()
    // The tenant's receivers hear of the failed payment.
    expect(await raised('billing.payment.failed')).toEqual([
      expect.objectContaining({
        description: expect.stringContaining('The payment of 10.00 USD'),
        details: expect.objectContaining({ amount: 1000, currency: 'usd' }),
      }),
    ])

    const again = await subscribe(world.prices.basic)
    expect(again.body).toEqual(first.body)

    const other = await subscribe(world.prices.pro)
    expect(other.body.subscriptionId).not.toBe(first.body.subscriptionId)
    expect((await stripe.subscriptions.retrieve(first.body.subscriptionId)).status).toBe('canceled')
    expect(await pay(other.body.subscriptionSecret, '4242424242424242')).toMatchObject({
      status: 200,
      body: { status: 'succeeded' },
    })
    await deliverNew()
    const customer = (await stripe.subscriptions.retrieve(other.body.subscriptionId)).customer
    const live = await stripe.subscriptions.list({ customer: String(customer) })
    expect(live.data.map((subscription) => subscription.id)).toEqual([other.body.subscriptionId])
    // Both made in the same second: the list's order between them is not the point.
    expect(
      (await subscriptions()).map((subscription) => [subscription.id, subscription.status]).sort(),
    ).toEqual(
      [
        [other.body.subscriptionId, 'active'],
        [first.body.subscriptionId, 'canceled'],
      ].sort(),
    )
    expect(await raised('billing.subscription.updated')).toEqual([
      expect.objectContaining({
        description: 'The payment provider reported the subscription active',
      }),
    ])
  })
})

describe('a Stripe event', () => {
  it('of the same second as a later change never brings back the older state', async () => {
    const current = (await subscriptions()).find((subscription) => subscription.status === 'active')
    const id = current?.id ?? ''
    const item = (await stripe.subscriptions.retrieve(id)).items.data[0]?.id ?? ''
    const from = world.fake.events.length
    await stripe.subscriptions.update(id, { items: [{ id: item, price: world.prices.basic }] })
    await stripe.subscriptions.update(id, { cancel_at_period_end: true })
    delivered = world.fake.events.length
    const updates = world.fake.events
      .slice(from)
      .filter((event) => event.type === 'customer.subscription.updated')
    const [older, newer] = updates as [StripeEvent, StripeEvent]
    // Stripe stamps events in seconds: both changes happened in the same one.
    newer.created = older.created
    await deliver(newer)
    await drain()
    await deliver(older)
    await drain()
    const subscription = await billingCall<{ cancellation: unknown; plan: { slug: string } }>(
      world,
      `/billing/subscriptions/v1/${id}`,
    )
    expect(subscription.body.cancellation).toEqual({ policy: 'atPeriodEnd' })
    expect(subscription.body.plan.slug).toBe('basic')
    // One change reported: the subscription set to end with its period.
    expect(await raised('billing.subscription.canceled')).toEqual([
      expect.objectContaining({
        details: expect.objectContaining({ subscriptionId: id, cancelAtPeriodEnd: true }),
      }),
    ])
  })
})
