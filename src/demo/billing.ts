import { BILLING_PATHS } from '../api/billing'
import { BILLING_REFUSALS } from '../wire/billing-rules'
import { demoBillingChanges } from './billing-changes'
import { DEMO_BILLING_DELAY_MS, DEMO_BILLING_PLANS, demoBillingFixtures } from './fixtures/billing'
import { fail, ok } from './http'
import { demoActiveTenant } from './tenants'
import type { DemoModule } from './app'
import type { DemoBilling } from './fixtures/billing'
import type { DemoHandler, DemoResponse } from './router'

const READ = 'fe.subscriptions.read.subscriptions'
const WRITE = 'fe.subscriptions.write.subscriptions'
const READ_INVOICES = 'fe.subscriptions.read.invoices'
const READ_METHODS = 'fe.subscriptions.read.paymentMethods'
const WRITE_METHODS = 'fe.subscriptions.write.paymentMethods'
const WRITE_DETAILS = 'fe.subscriptions.write.billingInformation'

/** The transport's own default pause (300 ms): billing waits the rest of the spec's 500 ms. */
const TRANSPORT_DELAY_MS = 300
const BILLING_EXTRA_MS = DEMO_BILLING_DELAY_MS - TRANSPORT_DELAY_MS

/** A one-page PDF saying which invoice it is (what the provider's PDF would be). */
function invoicePdf(receiptNumber: string): Blob {
  const text = `Invoice ${receiptNumber.replace(/[()\\]/g, '')}`
  const stream = `BT /F1 18 Tf 72 720 Td (${text}) Tj ET`
  const body = [
    '%PDF-1.4',
    '1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj',
    '2 0 obj << /Type /Pages /Kids [3 0 R] /Count 1 >> endobj',
    '3 0 obj << /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >> endobj',
    `4 0 obj << /Length ${stream.length} >> stream\n${stream}\nendstream endobj`,
    '5 0 obj << /Type /Font /Subtype /Type1 /BaseFont /Helvetica >> endobj',
    'trailer << /Root 1 0 R >>',
    '%%EOF',
  ].join('\n')
  return new Blob([body], { type: 'application/pdf' })
}

/**
 * Billing in demo mode (wire §5.25, all 28 rows) after the spec's 500 ms billing delay: the demo's
 * first tenant ACTIVE on Starter with a Visa and invoices, its second TRIALING with no card; Stripe
 * is configured and active. Plan changes, cancel and renew, billing details and SetupIntents change
 * the tenant's state as the server does (a plan change moves the tenant's entitlements plan too);
 * the SetupIntent's card is a demo Visa, confirmed by the checkout's own Stripe stand-in.
 */
export const billing: DemoModule = (app) => {
  const { state, route, signedIn, startedAt } = app
  const tenants = demoBillingFixtures(startedAt)
  const mine = (): DemoBilling | undefined => tenants.get(demoActiveTenant(state).tenantId)
  const later =
    (handler: DemoHandler): DemoHandler =>
    (request) =>
      new Promise<DemoResponse>((resolve) => {
        setTimeout(() => resolve(handler(request)), BILLING_EXTRA_MS)
      })
  const get = (path: string, handler: DemoHandler, ...permissions: string[]) =>
    route('GET', path, signedIn(later(handler), ...permissions))
  const write = (
    method: 'PUT' | 'POST' | 'PATCH',
    path: string,
    handler: DemoHandler,
    ...permissions: string[]
  ) => route(method, path, signedIn(later(handler), ...permissions))
  const changes = demoBillingChanges(app, mine)

  const subscriptionOf = (id: string | undefined) => {
    const billing = mine()
    return billing && billing.subscription.id === id ? billing : undefined
  }
  for (const prefix of ['', 'managed'] as const) {
    const list = prefix ? BILLING_PATHS.managedSubscriptions : BILLING_PATHS.subscriptions
    const one = prefix ? BILLING_PATHS.managedSubscription : BILLING_PATHS.subscription
    get(list, () => ok(mine() ? [mine()?.subscription] : []), READ)
    get(
      one,
      ({ params }) => {
        const found = subscriptionOf(params.subscriptionId)
        return found ? ok(found.subscription) : fail(404, 'Subscription not found')
      },
      READ,
    )
    write('PUT', one, changes.update, WRITE)
    write(
      'PUT',
      prefix ? BILLING_PATHS.managedCancellation : BILLING_PATHS.cancellation,
      changes.cancel,
      WRITE,
    )
    write(
      'PUT',
      prefix ? BILLING_PATHS.managedRenewal : BILLING_PATHS.renewal,
      changes.renew,
      WRITE,
    )
  }

  get(BILLING_PATHS.invoices, () => ok(mine()?.invoices ?? []), READ_INVOICES)
  const invoiceOf = (id: string | undefined) => mine()?.invoices.find((one) => one.id === id)
  get(
    BILLING_PATHS.invoice,
    ({ params }) => {
      const invoice = invoiceOf(params.invoiceId)
      return invoice ? ok(invoice) : fail(404, 'Invoice not found')
    },
    READ_INVOICES,
  )
  get(
    BILLING_PATHS.invoicePdf,
    ({ params }) => {
      const invoice = invoiceOf(params.invoiceId)
      return invoice ? ok(invoicePdf(invoice.receiptNumber)) : fail(404, 'Invoice not found')
    },
    READ_INVOICES,
  )

  get(BILLING_PATHS.paymentMethods, () => ok(mine()?.methods ?? []), READ_METHODS)
  get(
    BILLING_PATHS.paymentMethod,
    ({ params }) => {
      const method = mine()?.methods.find((one) => one.id === params.paymentMethodId)
      return method ? ok(method) : fail(404, 'Payment method not found')
    },
    READ_METHODS,
  )
  write('PATCH', BILLING_PATHS.billingDetails, changes.billingDetails, WRITE_DETAILS)
  write('POST', BILLING_PATHS.stripeSetupIntents, changes.setupIntent, WRITE_METHODS)

  get(
    BILLING_PATHS.paymentProviders,
    () => ok([{ providerType: 'Stripe', name: 'Stripe', status: '1' }]),
    READ,
  )
  get(BILLING_PATHS.plans, () => ok(DEMO_BILLING_PLANS), READ)
  get(
    BILLING_PATHS.plan,
    ({ params }) => {
      const plan = DEMO_BILLING_PLANS.find(
        (one) => one.id === params.planId || one.price.externalId === params.planId,
      )
      // The wire declares an array: the server answers a list of one.
      return plan ? ok([plan]) : fail(404, 'Plan not found')
    },
    READ,
  )
  get(
    BILLING_PATHS.vendorPublicConfigurations,
    () => ok([{ allowPlanDowngrade: true, allowPlanCancellation: true }]),
    READ,
  )
  get(
    BILLING_PATHS.stripePublicConfiguration,
    () => ok({ id: 'stripe', name: 'Stripe', active: true, publishableKey: 'pk_test_foyer_demo' }),
    READ,
  )
  /** The caller's own tenant of a `{tenantId}` path, or the server's refusal. */
  const ownTenant =
    (handler: (tenantId: string) => DemoResponse): DemoHandler =>
    ({ params }) => {
      const given = (params.tenantId ?? '').trim()
      if (given === '' || given === 'undefined' || given === 'null') {
        return fail(400, BILLING_REFUSALS.noTenant)
      }
      if (given !== demoActiveTenant(state).tenantId)
        return fail(403, BILLING_REFUSALS.notAuthorized)
      return handler(given)
    }
  get(
    BILLING_PATHS.summaries,
    ownTenant((tenantId) => {
      const billing = mine()
      return ok({
        tenantConfigurationId: billing ? `config-${tenantId}` : '',
        providerType: 'Stripe',
        subscriptionId: billing?.subscription.id ?? '',
        externallyManaged: billing?.subscription.externallyManaged ?? false,
        currentPlanId: billing?.planId ?? '',
        paymentMethodId: billing?.methods.find((one) => one.isDefault)?.id ?? '',
        defaultPlanId: '',
      })
    }),
    READ,
  )
  get(
    BILLING_PATHS.tenantConfiguration,
    ownTenant((tenantId) =>
      mine()
        ? ok({
            id: `config-${tenantId}`,
            vendorId: 'demo-vendor',
            tenantId,
            externallyManaged: 'false',
            paymentProviderType: 'Stripe',
            mappingId: `cus_demo_${tenantId}`,
          })
        : fail(404, 'Billing configuration not found'),
    ),
    READ,
  )
  write('POST', BILLING_PATHS.tenantConfigurations, changes.tenantConfiguration, WRITE)
  write('POST', BILLING_PATHS.stripeSubscriptions, changes.stripeSubscription, WRITE)
  get(
    BILLING_PATHS.stripeCustomer,
    ownTenant((tenantId) =>
      mine() ? ok({ stripeCustomerId: `cus_demo_${tenantId}` }) : fail(404, 'Customer not found'),
    ),
    READ,
  )
  write('POST', BILLING_PATHS.stripeCustomers, changes.stripeCustomer, WRITE)
}
