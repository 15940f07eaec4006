/**
 * The shapes of billing (wire-api §5.25 types and §6.3 enums), exactly as the wire states them;
 * shared by the browser client (`src/api/billing.ts`) and the server (`server/src/billing/`).
 */

/** `ISubscriptionStatus` (wire-api §6.3); the server maps any other provider status to `expired`. */
export type SubscriptionStatus =
  'active' | 'canceled' | 'incomplete' | 'expired' | 'trialing' | 'trialEnded'

/** `ISubscriptionCancellationPolicy`: the only policy is at the end of the period. */
export type SubscriptionCancellationPolicy = 'atPeriodEnd'

/** `ProviderType`: Stripe is the only payment provider. */
export type ProviderType = 'Stripe'

/** `ISubscriptionResponse`: the tenant's subscription; dates are ISO 8601. */
export interface SubscriptionResponse {
  id: string
  externalId: string
  externallyManaged: boolean
  startDate: string
  currentPeriodStart: string
  currentPeriodEnd: string
  status: SubscriptionStatus
  cancellation: { policy: SubscriptionCancellationPolicy } | null
  trialEnd?: string
  plan: { slug: string }
}

/** `IPlanResponse`: a plan of the vendor; `price.amount` in minor units (cents). */
export interface PlanResponse {
  id: string
  externalId: string
  name: string
  description: string
  price: { id: string; externalId: string; currency: string; amount: number }
  slug: string
}

/** `ISubscriptionInvoiceResponse`: `totalAmount` in minor units (cents). */
export interface SubscriptionInvoiceResponse {
  id: string
  externalId: string
  subscriptionId: string
  paymentDate: string
  totalAmount: number
  currency: string
  paid: boolean
  receiptNumber: string
}

/** `BillingDetailsAddress`. */
export interface BillingDetailsAddress {
  addressLine1?: string
  addressLine2?: string
  city?: string
  state?: string
  postalCode?: string
  country?: string
}

/** `ISubscriptionPaymentMethodResponse`: a card, or a method of another kind (`unknown`). */
export type SubscriptionPaymentMethodResponse =
  | { id: string; externalId: string; type: 'unknown'; isDefault: boolean }
  | {
      id: string
      externalId: string
      type: 'card'
      isDefault: boolean
      last4: string
      expMonth: number
      expYear: number
      brand: string
      billingDetails: { name: string; email?: string; address?: BillingDetailsAddress }
    }

/** `ISubscriptionUpdatePaymentMethodBillingDetails`: what `billing-details` answers. */
export interface SubscriptionUpdatePaymentMethodBillingDetails {
  email?: string
  address?: BillingDetailsAddress
}

/** What updating billing details takes: the body is `{email, address}` as the wire sends it. */
export interface PaymentMethodBillingDetailsInput {
  email?: string
  address?: BillingDetailsAddress
}

/** A payment provider of the vendor; `status` is `"1"` when active. */
export interface PaymentProviderResponse {
  providerType: ProviderType
  name: string
  status: string
}

/** `ISubscriptionSummariesResponse`. */
export interface SubscriptionSummariesResponse {
  tenantConfigurationId: string
  providerType: ProviderType
  subscriptionId: string
  externallyManaged: boolean
  currentPlanId: string
  paymentMethodId: string
  defaultPlanId: string
}

/** `ITenantConfigurationResponse`: `externallyManaged` is a string on the wire (`"true"`/`"false"`). */
export interface TenantConfigurationResponse {
  id: string
  vendorId: string
  tenantId: string
  externallyManaged: string
  paymentProviderType: ProviderType
  mappingId: string
}

/** What creating a tenant configuration sends. */
export interface CreateTenantConfigurationInput {
  tenantId: string
  externallyManaged?: string
  providerType: ProviderType
}

/** The vendor's billing rules for tenants. */
export interface VendorPublicConfiguration {
  allowPlanDowngrade: boolean
  allowPlanCancellation: boolean
}

/** What changing a subscription sends. */
export interface UpdateSubscriptionInput {
  paymentMethodId: string
  planId: string
}

/** Stripe's public configuration: the publishable key Stripe.js is loaded with. */
export interface StripePublicConfiguration {
  id: string
  name: string
  active: boolean
  publishableKey: string
}

/** A SetupIntent made for the card form: its client secret confirms the card in Stripe.js. */
export interface StripeSetupIntent {
  id: string
  paymentMethodId: string
  setupIntentSecret: string
}

/** A Stripe subscription just created: its secret confirms the first payment in Stripe.js. */
export interface StripeSubscriptionCreated {
  subscriptionId: string
  subscriptionSecret: string
}
