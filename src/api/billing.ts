import { buildUrl } from './build-url'
import { errorFromResponse } from './error-from-response'
import type {
  SubscriptionResponse,
  PlanResponse,
  SubscriptionInvoiceResponse,
  SubscriptionPaymentMethodResponse,
  SubscriptionUpdatePaymentMethodBillingDetails,
  PaymentMethodBillingDetailsInput,
  PaymentProviderResponse,
  SubscriptionSummariesResponse,
  TenantConfigurationResponse,
  CreateTenantConfigurationInput,
  VendorPublicConfiguration,
  UpdateSubscriptionInput,
  StripePublicConfiguration,
  StripeSetupIntent,
  StripeSubscriptionCreated,
} from '../wire/billing'
import type { ApiClient } from './client'

/** Paths of billing (wire-api §5.25, rows 1-28, `api.subscriptions`); `:x` is a path parameter. */
export const BILLING_PATHS = {
  subscriptions: '/subscriptions/resources/billing/subscriptions/v1',
  subscription: '/subscriptions/resources/billing/subscriptions/v1/:subscriptionId',
  cancellation: '/subscriptions/resources/billing/subscriptions/v1/:subscriptionId/cancellations/',
  renewal: '/subscriptions/resources/billing/subscriptions/v1/:subscriptionId/renewals/',
  managedSubscriptions: '/subscriptions/resources/subscriptions/v1',
  managedSubscription: '/subscriptions/resources/subscriptions/v1/:subscriptionId',
  managedCancellation: '/subscriptions/resources/subscriptions/v1/:subscriptionId/cancellations/',
  managedRenewal: '/subscriptions/resources/subscriptions/v1/:subscriptionId/renewals/',
  invoices: '/subscriptions/resources/billing/invoices/v1',
  invoice: '/subscriptions/resources/billing/invoices/v1/:invoiceId',
  invoicePdf: '/subscriptions/resources/billing/invoices/v1/:invoiceId/pdf',
  paymentMethods: '/subscriptions/resources/billing/payment-methods/v1',
  paymentMethod: '/subscriptions/resources/billing/payment-methods/v1/:paymentMethodId',
  billingDetails:
    '/subscriptions/resources/billing/payment-methods/v1/:paymentMethodId/billing-details',
  paymentProviders: '/subscriptions/resources/payment-providers/v1',
  plans: '/subscriptions/resources/billing/plans/v1',
  plan: '/subscriptions/resources/billing/plans/v1/:planId',
  summaries: '/subscriptions/resources/billing/summaries/v1/:tenantId',
  tenantConfigurations: '/subscriptions/resources/billing/tenant-configurations/v1',
  tenantConfiguration: '/subscriptions/resources/billing/tenant-configurations/v1/:tenantId',
  vendorPublicConfigurations:
    '/subscriptions/resources/billing/configurations/vendor-public-configurations/v1',
  stripeSubscriptions: '/subscriptions/resources/billing/payment-providers/stripe/subscriptions/v1',
  stripeCustomers: '/subscriptions/resources/billing/payment-providers/stripe/customers/v1',
  stripeCustomer:
    '/subscriptions/resources/billing/payment-providers/stripe/customers/v1/:tenantId',
  stripePublicConfiguration:
    '/subscriptions/resources/billing/payment-providers/stripe/public-configurations/v1',
  stripeSetupIntents: '/subscriptions/resources/billing/payment-providers/stripe/setup-intents/v1',
} as const

export type {
  SubscriptionStatus,
  SubscriptionCancellationPolicy,
  ProviderType,
  SubscriptionResponse,
  PlanResponse,
  SubscriptionInvoiceResponse,
  BillingDetailsAddress,
  SubscriptionPaymentMethodResponse,
  SubscriptionUpdatePaymentMethodBillingDetails,
  PaymentMethodBillingDetailsInput,
  PaymentProviderResponse,
  SubscriptionSummariesResponse,
  TenantConfigurationResponse,
  CreateTenantConfigurationInput,
  VendorPublicConfiguration,
  UpdateSubscriptionInput,
  StripePublicConfiguration,
  StripeSetupIntent,
  StripeSubscriptionCreated,
} from '../wire/billing'

const withParam = (path: string, name: string, value: string): string =>
  path.replace(`:${name}`, encodeURIComponent(value))

/** The tenant's subscriptions (row 1). */
export async function getSubscriptions(client: ApiClient): Promise<SubscriptionResponse[]> {
  return client.get<SubscriptionResponse[]>(BILLING_PATHS.subscriptions)
}

/** One subscription of the tenant (row 2). */
export async function getSubscription(
  client: ApiClient,
  subscriptionId: string,
): Promise<SubscriptionResponse> {
  return client.get<SubscriptionResponse>(
    withParam(BILLING_PATHS.subscription, 'subscriptionId', subscriptionId),
  )
}

/** Changes the plan and card of a subscription (row 3). */
export async function updateSubscription(
  client: ApiClient,
  subscriptionId: string,
  input: UpdateSubscriptionInput,
): Promise<void> {
  await client.put(withParam(BILLING_PATHS.subscription, 'subscriptionId', subscriptionId), input)
}

/** Cancels a subscription at the end of its period (row 4). */
export async function cancelSubscription(client: ApiClient, subscriptionId: string): Promise<void> {
  await client.put(withParam(BILLING_PATHS.cancellation, 'subscriptionId', subscriptionId), {})
}

/** Takes back a cancellation at the end of the period (row 5). */
export async function renewSubscription(client: ApiClient, subscriptionId: string): Promise<void> {
  await client.put(withParam(BILLING_PATHS.renewal, 'subscriptionId', subscriptionId), {})
}

/** The tenant's managed subscriptions (row 6). */
export async function getManagedSubscriptions(client: ApiClient): Promise<SubscriptionResponse[]> {
  return client.get<SubscriptionResponse[]>(BILLING_PATHS.managedSubscriptions)
}

/** One managed subscription (row 7). */
export async function getManagedSubscription(
  client: ApiClient,
  subscriptionId: string,
): Promise<SubscriptionResponse> {
  return client.get<SubscriptionResponse>(
    withParam(BILLING_PATHS.managedSubscription, 'subscriptionId', subscriptionId),
  )
}

/** Changes the plan and card of a managed subscription (row 8). */
export async function updateManagedSubscription(
  client: ApiClient,
  subscriptionId: string,
  input: UpdateSubscriptionInput,
): Promise<void> {
  await client.put(
    withParam(BILLING_PATHS.managedSubscription, 'subscriptionId', subscriptionId),
    input,
  )
}

/** Cancels a managed subscription at the end of its period (row 9). */
export async function cancelManagedSubscription(
  client: ApiClient,
  subscriptionId: string,
): Promise<void> {
  await client.put(
    withParam(BILLING_PATHS.managedCancellation, 'subscriptionId', subscriptionId),
    {},
  )
}

/** Takes back the cancellation of a managed subscription (row 10). */
export async function renewManagedSubscription(
  client: ApiClient,
  subscriptionId: string,
): Promise<void> {
  await client.put(withParam(BILLING_PATHS.managedRenewal, 'subscriptionId', subscriptionId), {})
}

/** The tenant's invoices, newest first (row 11). */
export async function getSubscriptionInvoices(
  client: ApiClient,
): Promise<SubscriptionInvoiceResponse[]> {
  return client.get<SubscriptionInvoiceResponse[]>(BILLING_PATHS.invoices)
}

/** One invoice (row 12). */
export async function getSubscriptionInvoice(
  client: ApiClient,
  invoiceId: string,
): Promise<SubscriptionInvoiceResponse> {
  return client.get<SubscriptionInvoiceResponse>(
    withParam(BILLING_PATHS.invoice, 'invoiceId', invoiceId),
  )
}

/**
 * The invoice's PDF as the provider made it (row 13), through the client's own transport (the
 * demo's in demo mode) with its token; `outputFileName` is also the download's name. A refusal
 * throws the wire's `ApiError`, which the caller stores (spec doc 001 §8) rather than rethrows.
 */
export async function getSubscriptionInvoicePdf(
  client: ApiClient,
  invoiceId: string,
  outputFileName?: string,
): Promise<Blob> {
  const { options } = client
  const apiPrefix = options.apiPrefix ?? 'api'
  const given = options.fetch
  const transport =
    (given?.forApi ? given.forApi({ baseUrl: options.baseUrl, apiPrefix }) : given) ??
    globalThis.fetch
  const path = withParam(BILLING_PATHS.invoicePdf, 'invoiceId', invoiceId)
  const query = outputFileName === undefined ? undefined : { outputFileName }
  const url = buildUrl(options.baseUrl, apiPrefix, path, query)
  const token = options.getAccessToken?.()
  const response = await transport(url, {
    method: 'GET',
    headers: token ? { authorization: `Bearer ${token}` } : {},
    credentials: options.credentials ?? 'same-origin',
  })
  if (!response.ok) {
    throw errorFromResponse({
      status: response.status,
      statusText: response.statusText,
      body: await response.text(),
    })
  }
  return response.blob()
}

/** The tenant's payment methods (row 14). */
export async function getPaymentMethods(
  client: ApiClient,
): Promise<SubscriptionPaymentMethodResponse[]> {
  return client.get<SubscriptionPaymentMethodResponse[]>(BILLING_PATHS.paymentMethods)
}

/** One payment method (row 15). */
export async function getPaymentMethod(
  client: ApiClient,
  paymentMethodId: string,
): Promise<SubscriptionPaymentMethodResponse> {
  return client.get<SubscriptionPaymentMethodResponse>(
    withParam(BILLING_PATHS.paymentMethod, 'paymentMethodId', paymentMethodId),
  )
}

/** Saves the billing details of a payment method (row 16): body `{email, address}`. */
export async function updatePaymentMethodBillingDetails(
  client: ApiClient,
  paymentMethodId: string,
  input: PaymentMethodBillingDetailsInput,
): Promise<SubscriptionUpdatePaymentMethodBillingDetails> {
  return client.patch<SubscriptionUpdatePaymentMethodBillingDetails>(
    withParam(BILLING_PATHS.billingDetails, 'paymentMethodId', paymentMethodId),
    { email: input.email, address: input.address },
  )
}

/** The vendor's payment providers (row 17). */
export async function getPaymentProviders(client: ApiClient): Promise<PaymentProviderResponse[]> {
  return client.get<PaymentProviderResponse[]>(BILLING_PATHS.paymentProviders)
}

/** The vendor's plans (row 18). */
export async function getSubscriptionPlans(client: ApiClient): Promise<PlanResponse[]> {
  return client.get<PlanResponse[]>(BILLING_PATHS.plans)
}

/** One plan (row 19): declared as an array on the wire, so the server answers a list of one. */
export async function getSubscriptionPlan(
  client: ApiClient,
  planId: string,
): Promise<PlanResponse[]> {
  return client.get<PlanResponse[]>(withParam(BILLING_PATHS.plan, 'planId', planId))
}

/** The tenant's billing summary (row 20). */
export async function getSubscriptionSummaries(
  client: ApiClient,
  tenantId: string,
): Promise<SubscriptionSummariesResponse> {
  return client.get<SubscriptionSummariesResponse>(
    withParam(BILLING_PATHS.summaries, 'tenantId', tenantId),
  )
}

/** The tenant's billing configuration (row 21). */
export async function getTenantConfiguration(
  client: ApiClient,
  tenantId: string,
): Promise<TenantConfigurationResponse> {
  return client.get<TenantConfigurationResponse>(
    withParam(BILLING_PATHS.tenantConfiguration, 'tenantId', tenantId),
  )
}

/** Creates the tenant's billing configuration (row 22). */
export async function createTenantConfiguration(
  client: ApiClient,
  input: CreateTenantConfigurationInput,
): Promise<{ id: string }> {
  return client.post<{ id: string }>(BILLING_PATHS.tenantConfigurations, input)
}

/** The vendor's billing rules (row 23): a list of one. */
export async function getVendorPublicConfigurations(
  client: ApiClient,
): Promise<VendorPublicConfiguration[]> {
  return client.get<VendorPublicConfiguration[]>(BILLING_PATHS.vendorPublicConfigurations)
}

/** Creates a Stripe subscription to a plan's price (row 24). */
export async function createSubscription(
  client: ApiClient,
  input: { stripePlanId: string },
): Promise<StripeSubscriptionCreated> {
  return client.post<StripeSubscriptionCreated>(BILLING_PATHS.stripeSubscriptions, input)
}

/** The tenant's Stripe customer (row 25). */
export async function getStripeCustomer(
  client: ApiClient,
  tenantId: string,
): Promise<{ stripeCustomerId: string }> {
  return client.get<{ stripeCustomerId: string }>(
    withParam(BILLING_PATHS.stripeCustomer, 'tenantId', tenantId),
  )
}

/** Creates the tenant's Stripe customer (row 26). */
export async function createStripeCustomer(
  client: ApiClient,
  input: { name: string; email: string; tenantName?: string },
): Promise<{ stripeCustomerId: string }> {
  return client.post<{ stripeCustomerId: string }>(BILLING_PATHS.stripeCustomers, input)
}

/** Stripe's public configuration with the publishable key (row 27). */
export async function getStripePaymentProviderConfiguration(
  client: ApiClient,
): Promise<StripePublicConfiguration> {
  return client.get<StripePublicConfiguration>(BILLING_PATHS.stripePublicConfiguration)
}

/** A SetupIntent for a new card (row 28); `paymentMethodId` names the card it replaces. */
export async function createStripePaymentMethodSetupIntentSecret(
  client: ApiClient,
  input: { paymentMethodId?: string } = {},
): Promise<StripeSetupIntent> {
  return client.post<StripeSetupIntent>(BILLING_PATHS.stripeSetupIntents, input)
}
