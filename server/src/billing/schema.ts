import { z } from '@hono/zod-openapi'
import { isoInstant } from '../http/wire-schemas'

/** The wire shapes of billing (wire-api §5.25), for the routes' OpenAPI document. */
export const subscriptionSchema = z
  .object({
    id: z.string(),
    externalId: z.string(),
    externallyManaged: z.boolean(),
    startDate: isoInstant,
    currentPeriodStart: isoInstant,
    currentPeriodEnd: isoInstant,
    status: z.enum(['active', 'canceled', 'incomplete', 'expired', 'trialing', 'trialEnded']),
    cancellation: z.object({ policy: z.literal('atPeriodEnd') }).nullable(),
    trialEnd: isoInstant.optional(),
    plan: z.object({ slug: z.string() }),
  })
  .openapi('BillingSubscription')

export const planSchema = z
  .object({
    id: z.string(),
    externalId: z.string(),
    name: z.string(),
    description: z.string(),
    price: z.object({
      id: z.string(),
      externalId: z.string(),
      currency: z.string(),
      amount: z.number().int().openapi({ description: 'Minor units (cents)' }),
    }),
    slug: z.string(),
  })
  .openapi('BillingPlan')

export const invoiceSchema = z
  .object({
    id: z.string(),
    externalId: z.string(),
    subscriptionId: z.string(),
    paymentDate: isoInstant,
    totalAmount: z.number().int().openapi({ description: 'Minor units (cents)' }),
    currency: z.string(),
    paid: z.boolean(),
    receiptNumber: z.string(),
  })
  .openapi('BillingInvoice')

export const addressSchema = z
  .object({
    addressLine1: z.string().max(200).optional(),
    addressLine2: z.string().max(200).optional(),
    city: z.string().max(200).optional(),
    state: z.string().max(200).optional(),
    postalCode: z.string().max(40).optional(),
    country: z
      .string()
      .regex(/^[A-Za-z]{2}$/, 'a two-letter country code')
      .optional(),
  })
  .strict()

export const paymentMethodSchema = z
  .object({
    id: z.string(),
    externalId: z.string(),
    type: z.enum(['unknown', 'card']),
    isDefault: z.boolean(),
    last4: z.string().optional(),
    expMonth: z.number().int().optional(),
    expYear: z.number().int().optional(),
    brand: z.string().optional(),
    billingDetails: z
      .object({ name: z.string(), email: z.string().optional(), address: addressSchema.optional() })
      .optional(),
  })
  .openapi('BillingPaymentMethod')

/**
 * What `billing-details` takes: `{email, address}`. The @frontegg/rest-api client nests the
 * address once more (`{email, address: {address: {...}}}`, wire note of row 16): both are taken.
 */
export const billingDetailsBody = z
  .object({
    email: z.string().trim().email().max(320).optional(),
    address: z.union([addressSchema, z.object({ address: addressSchema }).strict()]).optional(),
  })
  .strict()

export const billingDetailsSchema = z.object({
  email: z.string().optional(),
  address: addressSchema.optional(),
})

export const summarySchema = z.object({
  tenantConfigurationId: z.string(),
  providerType: z.literal('Stripe'),
  subscriptionId: z.string(),
  externallyManaged: z.boolean(),
  currentPlanId: z.string(),
  paymentMethodId: z.string(),
  defaultPlanId: z.string(),
})

export const tenantConfigurationSchema = z.object({
  id: z.string(),
  vendorId: z.string(),
  tenantId: z.string(),
  externallyManaged: z.string(),
  paymentProviderType: z.literal('Stripe'),
  mappingId: z.string(),
})

export const stripeId = z.string().trim().min(1).max(255)
