import { z } from '@hono/zod-openapi'
import { stripeConfigured } from '../billing/settings'
import { NOT_CONFIGURED, requireStripe } from '../billing/stripe-client'
import { receiveStripeEvent } from '../billing/webhooks'
import { ApiError, errorCodes } from '../http/api-error'
import { jsonResponse } from '../http/json-body'
import { createRouter, publicRoute } from '../http/router'
import type { AppDeps } from '../deps'

/** Where Stripe sends the vendor's webhook events (the endpoint URL a vendor registers at Stripe). */
export const STRIPE_WEBHOOK_PATH =
  '/subscriptions/resources/billing/payment-providers/stripe/webhooks/v1'

/**
 * Stripe's webhook endpoint: the event is verified with the SDK against FOYER_STRIPE_WEBHOOK_SECRET
 * and queued durably by its id (a replay is acknowledged and ignored); the billing worker applies
 * it. 200 once stored, so Stripe stops retrying; 400 for a signature that does not verify.
 */
export const createBillingWebhookRoutes = (deps: AppDeps) =>
  createRouter().openapi(
    publicRoute({
      method: 'post',
      path: STRIPE_WEBHOOK_PATH,
      tags: ['Billing: Stripe webhooks'],
      summary:
        "Stripe's webhook events, signed with the endpoint's secret (Stripe-Signature header)",
      request: {
        headers: z.object({ 'stripe-signature': z.string().max(4000).optional() }),
      },
      responses: {
        200: jsonResponse(z.object({ received: z.boolean(), duplicate: z.boolean() }), 'Stored'),
        400: { description: `The signature does not verify, or ${NOT_CONFIGURED}` },
      },
    }),
    async (c) => {
      const settings = deps.config.stripe
      if (!stripeConfigured(settings) || !settings.webhookSecret) {
        throw new ApiError(400, errorCodes.validation, NOT_CONFIGURED)
      }
      const fresh = await receiveStripeEvent(deps.db, await requireStripe(settings), {
        body: await c.req.text(),
        signature: c.req.header('stripe-signature'),
        secret: settings.webhookSecret,
      })
      return c.json({ received: true, duplicate: !fresh }, 200)
    },
  )
