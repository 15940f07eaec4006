import { z } from '@hono/zod-openapi'
import { createSetupIntent, updateBillingDetails } from '../billing/payment-methods'
import { BILLING_PERMISSIONS } from '../billing/permissions'
import {
  billingDetailsBody,
  billingDetailsSchema,
  paymentMethodSchema,
  stripeId,
} from '../billing/schema'
import { requireStripe } from '../billing/stripe-client'
import { listPaymentMethods } from '../billing/views'
import { notFound } from '../http/api-error'
import { jsonBody, jsonResponse } from '../http/json-body'
import { createRouter, tenantRoute } from '../http/router'
import type { AppDeps } from '../deps'

const tags = ['Billing: payment methods']
const base = '/subscriptions/resources/billing/payment-methods/v1'
const params = z.object({ paymentMethodId: stripeId })
const refusals = {
  400: { description: 'Payment provider not configured, or billing is externally managed' },
  404: { description: 'Payment method not found' },
}

/** The tenant's cards (wire §5.25 rows 14-16) and the SetupIntent of a new one (row 28). */
export const createBillingPaymentMethodRoutes = (deps: AppDeps) =>
  createRouter()
    .openapi(
      tenantRoute({
        method: 'get',
        path: base,
        permission: BILLING_PERMISSIONS.readPaymentMethods,
        tags,
        summary: "The tenant's payment methods, the default first (card brand, last 4, expiry)",
        responses: {
          200: jsonResponse(z.array(paymentMethodSchema), 'The payment methods'),
          ...refusals,
        },
      }),
      async (c) => {
        await requireStripe(deps.config.stripe)
        return c.json(await listPaymentMethods(deps.db, c.get('auth').tenantId), 200)
      },
    )
    .openapi(
      tenantRoute({
        method: 'get',
        path: `${base}/{paymentMethodId}`,
        permission: BILLING_PERMISSIONS.readPaymentMethods,
        tags,
        summary: 'One payment method',
        request: { params },
        responses: { 200: jsonResponse(paymentMethodSchema, 'The payment method'), ...refusals },
      }),
      async (c) => {
        await requireStripe(deps.config.stripe)
        const [method] = await listPaymentMethods(
          deps.db,
          c.get('auth').tenantId,
          c.req.valid('param').paymentMethodId,
        )
        if (!method) throw notFound('Payment method not found')
        return c.json(method, 200)
      },
    )
    .openapi(
      tenantRoute({
        method: 'patch',
        path: `${base}/{paymentMethodId}/billing-details`,
        permission: BILLING_PERMISSIONS.writeBillingInformation,
        tags,
        summary: "Save a card's billing details {email?, address?}",
        request: { params, body: jsonBody(billingDetailsBody) },
        responses: { 200: jsonResponse(billingDetailsSchema, 'The saved details'), ...refusals },
      }),
      async (c) =>
        c.json(
          await updateBillingDetails(c, c.req.valid('param').paymentMethodId, c.req.valid('json')),
          200,
        ),
    )
    .openapi(
      tenantRoute({
        method: 'post',
        path: '/subscriptions/resources/billing/payment-providers/stripe/setup-intents/v1',
        permission: BILLING_PERMISSIONS.writePaymentMethods,
        tags,
        summary:
          'A SetupIntent for a new card {paymentMethodId?: the card it replaces}; its secret confirms the card in Stripe.js',
        request: {
          body: jsonBody(z.object({ paymentMethodId: stripeId.optional() }).strict(), {
            required: false,
          }),
        },
        responses: {
          200: jsonResponse(
            z.object({
              id: z.string(),
              paymentMethodId: z.string(),
              setupIntentSecret: z.string(),
            }),
            'The SetupIntent',
          ),
          ...refusals,
        },
      }),
      async (c) => {
        const body = (c.req.valid('json') as { paymentMethodId?: string } | undefined) ?? {}
        return c.json(await createSetupIntent(c, body.paymentMethodId), 200)
      },
    )
