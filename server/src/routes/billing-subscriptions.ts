import { z } from '@hono/zod-openapi'
import { BILLING_PERMISSIONS } from '../billing/permissions'
import { stripeId, subscriptionSchema } from '../billing/schema'
import { requireStripe } from '../billing/stripe-client'
import {
  cancelSubscription,
  changeSubscription,
  createSubscription,
  renewSubscription,
} from '../billing/subscriptions'
import { findSubscription, listSubscriptions } from '../billing/views'
import { notFound } from '../http/api-error'
import { jsonBody, jsonResponse } from '../http/json-body'
import { createRouter, tenantRoute } from '../http/router'
import { emptyObjectSchema } from '../http/wire-schemas'
import type { AppDeps } from '../deps'

const tags = ['Billing: subscriptions']
const { readSubscriptions: read, writeSubscriptions: write } = BILLING_PERMISSIONS
const params = z.object({ subscriptionId: stripeId })
const changeBody = z.object({ paymentMethodId: stripeId, planId: stripeId }).strict()
const refusals = {
  400: {
    description:
      "A rule refuses it (spec §4.7), or billing is managed outside Foyer, or Stripe isn't set up",
  },
  404: { description: 'Subscription not found' },
}

/**
 * The tenant's subscriptions (wire §5.25 rows 1-10): `billing/subscriptions/v1` and the managed
 * `subscriptions/v1` answer the same subscriptions with the same rules.
 */
const subscriptionRoutes = (deps: AppDeps, base: string, label: string) =>
  createRouter()
    .openapi(
      tenantRoute({
        method: 'get',
        path: base,
        permission: read,
        tags,
        summary: `The tenant's ${label}, newest first`,
        responses: {
          200: jsonResponse(z.array(subscriptionSchema), 'The subscriptions'),
          ...refusals,
        },
      }),
      async (c) => {
        await requireStripe(deps.config.stripe)
        return c.json(await listSubscriptions(deps.db, c.get('auth').tenantId, deps.now()), 200)
      },
    )
    .openapi(
      tenantRoute({
        method: 'get',
        path: `${base}/{subscriptionId}`,
        permission: read,
        tags,
        summary: `One of the tenant's ${label}`,
        request: { params },
        responses: { 200: jsonResponse(subscriptionSchema, 'The subscription'), ...refusals },
      }),
      async (c) => {
        await requireStripe(deps.config.stripe)
        const found = await findSubscription(
          deps.db,
          c.get('auth').tenantId,
          c.req.valid('param').subscriptionId,
          deps.now(),
        )
        if (!found) throw notFound('Subscription not found')
        const { planId: _plan, priceId: _price, ...subscription } = found
        return c.json(subscription, 200)
      },
    )
    .openapi(
      tenantRoute({
        method: 'put',
        path: `${base}/{subscriptionId}`,
        permission: write,
        tags,
        summary:
          'Change the plan and card {paymentMethodId, planId}; a cheaper plan needs allowPlanDowngrade',
        request: { params, body: jsonBody(changeBody) },
        responses: { 200: jsonResponse(emptyObjectSchema, 'Changed'), ...refusals },
      }),
      async (c) => {
        await changeSubscription(c, c.req.valid('param').subscriptionId, c.req.valid('json'))
        return c.json({}, 200)
      },
    )
    .openapi(
      tenantRoute({
        method: 'put',
        path: `${base}/{subscriptionId}/cancellations/`,
        permission: write,
        tags,
        summary:
          'Cancel at the end of the period: only an active subscription without a cancellation',
        request: { params, body: jsonBody(emptyObjectSchema, { required: false }) },
        responses: { 200: jsonResponse(emptyObjectSchema, 'Canceled'), ...refusals },
      }),
      async (c) => {
        await cancelSubscription(c, c.req.valid('param').subscriptionId)
        return c.json({}, 200)
      },
    )
    .openapi(
      tenantRoute({
        method: 'put',
        path: `${base}/{subscriptionId}/renewals/`,
        permission: write,
        tags,
        summary: 'Take back a cancellation at the end of the period',
        request: { params, body: jsonBody(emptyObjectSchema, { required: false }) },
        responses: { 200: jsonResponse(emptyObjectSchema, 'Renewed'), ...refusals },
      }),
      async (c) => {
        await renewSubscription(c, c.req.valid('param').subscriptionId)
        return c.json({}, 200)
      },
    )

/** Subscriptions (rows 1-5), managed subscriptions (rows 6-10), and a new Stripe subscription (row 24). */
export const createBillingSubscriptionRoutes = (deps: AppDeps) =>
  createRouter()
    .route(
      '/',
      subscriptionRoutes(
        deps,
        '/subscriptions/resources/billing/subscriptions/v1',
        'subscriptions',
      ),
    )
    .route(
      '/',
      subscriptionRoutes(
        deps,
        '/subscriptions/resources/subscriptions/v1',
        'managed subscriptions',
      ),
    )
    .openapi(
      tenantRoute({
        method: 'post',
        path: '/subscriptions/resources/billing/payment-providers/stripe/subscriptions/v1',
        permission: write,
        tags,
        summary:
          'Subscribe to a plan {stripePlanId: the Stripe price or Foyer plan id}; the secret confirms the first payment in Stripe.js',
        request: { body: jsonBody(z.object({ stripePlanId: stripeId }).strict()) },
        responses: {
          200: jsonResponse(
            z.object({ subscriptionId: z.string(), subscriptionSecret: z.string() }),
            'The subscription and its confirmation secret',
          ),
          409: { description: 'The tenant already has a live subscription' },
          ...refusals,
        },
      }),
      async (c) => c.json(await createSubscription(c, c.req.valid('json').stripePlanId), 200),
    )
