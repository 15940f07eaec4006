import { z } from '@hono/zod-openapi'
import { findPlanForSale, listPlansForSale } from '../billing/catalogue'
import { saveTenantConfiguration } from '../billing/configuration'
import { createCustomer, customerOf } from '../billing/customers'
import { BILLING_PERMISSIONS, ownTenant } from '../billing/permissions'
import { planSchema, summarySchema, tenantConfigurationSchema } from '../billing/schema'
import { stripeConfigured } from '../billing/settings'
import { NOT_CONFIGURED, requireStripe } from '../billing/stripe-client'
import { readSummary, readTenantConfiguration } from '../billing/views'
import { readVendorConfiguration } from '../configuration/vendor-configuration'
import { notFound } from '../http/api-error'
import { jsonBody, jsonResponse } from '../http/json-body'
import { createRouter, tenantOrVendorRoute, tenantRoute } from '../http/router'
import type { AppDeps } from '../deps'

const tags = ['Billing: configuration']
const base = '/subscriptions/resources'
const stripeBase = `${base}/billing/payment-providers/stripe`
const { readSubscriptions: read, writeSubscriptions: write } = BILLING_PERMISSIONS
const tenantParam = z.object({ tenantId: z.string().max(100) })
const refusals = {
  400: { description: `${NOT_CONFIGURED}, or 'TenantId is not defined'` },
  403: { description: "Not authorized: another tenant's id" },
}

/**
 * What billing is and how the tenant is set up (wire §5.25 rows 17-23 and 25-27): the payment
 * provider, the vendor's plans and rules, the tenant's summary, configuration and Stripe customer,
 * and Stripe's publishable key.
 */
export const createBillingConfigurationRoutes = (deps: AppDeps) =>
  createRouter()
    .openapi(
      tenantRoute({
        method: 'get',
        path: `${base}/payment-providers/v1`,
        permission: read,
        tags,
        summary: 'The payment providers: Stripe with status "1" when set up, none otherwise',
        responses: {
          200: jsonResponse(
            z.array(
              z.object({ providerType: z.literal('Stripe'), name: z.string(), status: z.string() }),
            ),
            'The providers',
          ),
        },
      }),
      (c) =>
        c.json(
          stripeConfigured(deps.config.stripe)
            ? [{ providerType: 'Stripe' as const, name: 'Stripe', status: '1' }]
            : [],
          200,
        ),
    )
    .openapi(
      tenantRoute({
        method: 'get',
        path: `${base}/billing/plans/v1`,
        permission: read,
        tags,
        summary:
          "The vendor's plans for sale: entitlements plans a Stripe price names (amount in minor units)",
        responses: { 200: jsonResponse(z.array(planSchema), 'The plans'), ...refusals },
      }),
      async (c) =>
        c.json(await listPlansForSale(deps.db, await requireStripe(deps.config.stripe)), 200),
    )
    .openapi(
      tenantRoute({
        method: 'get',
        path: `${base}/billing/plans/v1/{planId}`,
        permission: read,
        tags,
        summary:
          'One plan by its id or its Stripe price id, as a list of one (the wire declares an array)',
        request: { params: z.object({ planId: z.string().max(255) }) },
        responses: {
          200: jsonResponse(z.array(planSchema), 'The plan'),
          404: { description: 'Plan not found' },
          ...refusals,
        },
      }),
      async (c) => {
        const plans = await listPlansForSale(deps.db, await requireStripe(deps.config.stripe))
        const plan = findPlanForSale(plans, c.req.valid('param').planId)
        if (!plan) throw notFound('Plan not found')
        return c.json([plan], 200)
      },
    )
    .openapi(
      tenantRoute({
        method: 'get',
        path: `${base}/billing/summaries/v1/{tenantId}`,
        permission: read,
        tags,
        summary: "The tenant's billing summary: current subscription, plan and card",
        request: { params: tenantParam },
        responses: { 200: jsonResponse(summarySchema, 'The summary'), ...refusals },
      }),
      async (c) => {
        const tenantId = ownTenant(c, c.req.valid('param').tenantId)
        const stripe = await requireStripe(deps.config.stripe)
        const plans = await listPlansForSale(deps.db, stripe)
        const free = plans.find((plan) => plan.price.amount === 0)
        return c.json(await readSummary(deps.db, tenantId, free?.id ?? ''), 200)
      },
    )
    .openapi(
      tenantRoute({
        method: 'get',
        path: `${base}/billing/tenant-configurations/v1/{tenantId}`,
        permission: read,
        tags,
        summary: "The tenant's billing configuration (externallyManaged as a string)",
        request: { params: tenantParam },
        responses: {
          200: jsonResponse(tenantConfigurationSchema, 'The configuration'),
          404: { description: 'No billing configuration yet' },
          ...refusals,
        },
      }),
      async (c) => {
        const tenantId = ownTenant(c, c.req.valid('param').tenantId)
        await requireStripe(deps.config.stripe)
        const found = await readTenantConfiguration(deps.db, tenantId, deps.config.vendorId)
        if (!found) throw notFound('Billing configuration not found')
        return c.json(found, 200)
      },
    )
    .openapi(
      tenantOrVendorRoute({
        method: 'post',
        path: `${base}/billing/tenant-configurations/v1`,
        permission: write,
        tags,
        summary:
          'Save the tenant\'s billing configuration {tenantId, externallyManaged?: "true"|"false", providerType}; only the vendor changes externallyManaged',
        request: {
          body: jsonBody(
            z
              .object({
                tenantId: z.string().max(100),
                externallyManaged: z.enum(['true', 'false']).optional(),
                providerType: z.literal('Stripe'),
              })
              .strict(),
          ),
        },
        responses: {
          200: jsonResponse(z.object({ id: z.string() }), 'The configuration id'),
          ...refusals,
        },
      }),
      async (c) => {
        await requireStripe(deps.config.stripe)
        return c.json(await saveTenantConfiguration(c, c.req.valid('json')), 200)
      },
    )
    .openapi(
      tenantRoute({
        method: 'get',
        path: `${base}/billing/configurations/vendor-public-configurations/v1`,
        permission: read,
        tags,
        summary:
          "The vendor's billing rules for tenants: allowPlanDowngrade, allowPlanCancellation",
        responses: {
          200: jsonResponse(
            z.array(
              z.object({ allowPlanDowngrade: z.boolean(), allowPlanCancellation: z.boolean() }),
            ),
            'A list of one',
          ),
        },
      }),
      async (c) => {
        const vendor = await readVendorConfiguration(deps.db)
        return c.json(
          [
            {
              allowPlanDowngrade: vendor.allowPlanDowngrade,
              allowPlanCancellation: vendor.allowPlanCancellation,
            },
          ],
          200,
        )
      },
    )
    .openapi(
      tenantRoute({
        method: 'get',
        path: `${stripeBase}/customers/v1/{tenantId}`,
        permission: read,
        tags,
        summary: "The tenant's Stripe customer id",
        request: { params: tenantParam },
        responses: {
          200: jsonResponse(z.object({ stripeCustomerId: z.string() }), 'The customer'),
          404: { description: 'Customer not found' },
          ...refusals,
        },
      }),
      async (c) => {
        const tenantId = ownTenant(c, c.req.valid('param').tenantId)
        await requireStripe(deps.config.stripe)
        const customer = await customerOf(deps.db, tenantId)
        if (!customer) throw notFound('Customer not found')
        return c.json({ stripeCustomerId: customer }, 200)
      },
    )
    .openapi(
      tenantRoute({
        method: 'post',
        path: `${stripeBase}/customers/v1`,
        permission: write,
        tags,
        summary:
          "Create the tenant's Stripe customer {name, email, tenantName?}; the existing one if it has one",
        request: {
          body: jsonBody(
            z
              .object({
                name: z.string().trim().max(200),
                email: z.string().trim().email().max(320),
                tenantName: z.string().trim().max(200).optional(),
              })
              .strict(),
          ),
        },
        responses: {
          200: jsonResponse(z.object({ stripeCustomerId: z.string() }), 'The customer'),
          ...refusals,
        },
      }),
      async (c) => c.json({ stripeCustomerId: await createCustomer(c, c.req.valid('json')) }, 200),
    )
    .openapi(
      tenantRoute({
        method: 'get',
        path: `${stripeBase}/public-configurations/v1`,
        permission: read,
        tags,
        summary: "Stripe's public configuration: the publishable key Stripe.js loads with",
        responses: {
          200: jsonResponse(
            z.object({
              id: z.string(),
              name: z.string(),
              active: z.boolean(),
              publishableKey: z.string(),
            }),
            'The configuration',
          ),
          ...refusals,
        },
      }),
      async (c) => {
        await requireStripe(deps.config.stripe)
        return c.json(
          {
            id: 'stripe',
            name: 'Stripe',
            active: true,
            publishableKey: deps.config.stripe.publishableKey ?? '',
          },
          200,
        )
      },
    )
