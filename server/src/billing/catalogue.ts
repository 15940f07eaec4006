import { listPlans } from '../plans/repository'
import { planSlug } from './rules'
import { fromStripeError } from './stripe-client'
import { PLAN_METADATA_KEY } from './sync'
import type { PlanResponse } from '../../../src/wire/billing'
import type { Db } from '../db/database'
import type Stripe from 'stripe'

/**
 * The vendor's plans for sale: each entitlements plan (`server/src/plans/`) that an active,
 * monthly Stripe Price names in its `foyer_plan_id` metadata, with that price (amount in minor
 * units, spec doc 001 §9: the plan interval is always a month). A plan with several prices sells
 * at the first Stripe lists; a price naming no plan of Foyer is not offered.
 */
export const listPlansForSale = async (db: Db, stripe: Stripe): Promise<PlanResponse[]> => {
  const prices: Stripe.Price[] = []
  try {
    for await (const price of stripe.prices.list({ active: true, limit: 100 })) {
      prices.push(price)
      if (prices.length >= 1000) break
    }
  } catch (error) {
    fromStripeError(error)
  }
  const byPlan = new Map<string, Stripe.Price>()
  for (const price of prices) {
    const planId = price.metadata[PLAN_METADATA_KEY]
    const monthly = !price.recurring || price.recurring.interval === 'month'
    if (planId && monthly && !byPlan.has(planId)) byPlan.set(planId, price)
  }
  const plans = await listPlans(
    db,
    [...byPlan.keys()].filter((id) => /^[0-9a-f-]{36}$/i.test(id)),
  )
  return plans
    .map((plan) => {
      const price = byPlan.get(plan.id) as Stripe.Price
      const product = typeof price.product === 'string' ? price.product : price.product.id
      return {
        id: plan.id,
        externalId: product,
        name: plan.name,
        description: plan.description,
        price: {
          id: price.id,
          externalId: price.id,
          currency: price.currency || 'usd',
          amount: price.unit_amount ?? 0,
        },
        slug: planSlug(plan.name),
      }
    })
    .sort((a, b) => a.price.amount - b.price.amount || a.name.localeCompare(b.name))
}

/** A plan for sale by Foyer plan id or Stripe price id, or undefined. */
export const findPlanForSale = (plans: PlanResponse[], id: string): PlanResponse | undefined =>
  plans.find((plan) => plan.id === id || plan.price.id === id)
