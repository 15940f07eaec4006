import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { admin } from '../helpers'
import { billingCall, startBillingWorld } from './billing-setup'
import type { BillingWorld } from './billing-setup'

/**
 * The tenant's subscription list (`billing/views.ts`) against a loopback fake of Stripe's API
 * (Stripe cannot be reached here), with the fake's clock stopped: Stripe's times are whole seconds
 * and its ids random, so only the order the subscriptions were made in can say which is newest.
 */
let world: BillingWorld

beforeAll(async () => {
  world = await startBillingWorld()
})

afterAll(async () => {
  await world.close()
})

describe('GET /billing/subscriptions/v1', () => {
  it('lists subscriptions made in the same second newest first', async () => {
    world.fake.state.stop()
    await billingCall(world, '/billing/payment-providers/stripe/customers/v1', {
      body: { name: 'Acme', email: admin.email },
    })
    // Each checkout of the other plan ends the previous unpaid one and makes a new subscription.
    const made: string[] = []
    for (const price of [
      world.prices.basic,
      world.prices.pro,
      world.prices.basic,
      world.prices.pro,
    ]) {
      const created = await billingCall<{ subscriptionId: string }>(
        world,
        '/billing/payment-providers/stripe/subscriptions/v1',
        { body: { stripePlanId: price } },
      )
      made.unshift(created.body.subscriptionId)
    }
    const listed = await billingCall<{ id: string; startDate: string; status: string }[]>(
      world,
      '/billing/subscriptions/v1',
    )
    expect(new Set(listed.body.map((subscription) => subscription.startDate)).size).toBe(1)
    expect(listed.body.map((subscription) => [subscription.id, subscription.status])).toEqual(
      made.map((id, index) => [id, index === 0 ? 'incomplete' : 'canceled']),
    )
  })
})
