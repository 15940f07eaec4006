import { planSlug, wireStatus } from './rules'
import { currentSubscription } from './sync'
import type {
  BillingDetailsAddress,
  SubscriptionInvoiceResponse,
  SubscriptionPaymentMethodResponse,
  SubscriptionResponse,
  SubscriptionSummariesResponse,
  TenantConfigurationResponse,
} from '../../../src/wire/billing'
import type { Db } from '../db/database'

/** The tenant's billing account, if it has one. */
export const readAccount = (db: Db, tenantId: string) =>
  db.selectFrom('billing_accounts').selectAll().where('tenant_id', '=', tenantId).executeTakeFirst()

/** True when the tenant's billing is managed outside Foyer. */
export const externallyManaged = async (db: Db, tenantId: string): Promise<boolean> =>
  (await readAccount(db, tenantId))?.externally_managed ?? false

const selectSubscriptions = (db: Db, tenantId: string) =>
  db
    .selectFrom('billing_subscriptions as s')
    .leftJoin('plans as p', 'p.id', 's.plan_id')
    .selectAll('s')
    .select('p.name as plan_name')
    .where('s.tenant_id', '=', tenantId)

type SubscriptionRow = Awaited<
  ReturnType<ReturnType<typeof selectSubscriptions>['executeTakeFirstOrThrow']>
>

const toSubscription = (
  row: SubscriptionRow,
  managed: boolean,
  now: Date,
): SubscriptionResponse => ({
  id: row.id,
  externalId: row.id,
  externallyManaged: managed,
  startDate: row.start_date.toISOString(),
  currentPeriodStart: row.current_period_start.toISOString(),
  currentPeriodEnd: row.current_period_end.toISOString(),
  status: wireStatus(row.status, row.trial_end, now),
  cancellation: row.cancel_at_period_end ? { policy: 'atPeriodEnd' } : null,
  ...(row.trial_end ? { trialEnd: row.trial_end.toISOString() } : {}),
  plan: { slug: row.plan_name ? planSlug(row.plan_name) : row.price_id },
})

/** The tenant's subscriptions, newest first. */
export const listSubscriptions = async (
  db: Db,
  tenantId: string,
  now: Date,
): Promise<SubscriptionResponse[]> => {
  const managed = await externallyManaged(db, tenantId)
  const rows = await selectSubscriptions(db, tenantId)
    .orderBy('s.current_period_start', 'desc')
    .orderBy('s.seq', 'desc')
    .execute()
  return rows.map((row) => toSubscription(row, managed, now))
}

/** One subscription of the tenant (another tenant's is not found). */
export const findSubscription = async (
  db: Db,
  tenantId: string,
  id: string,
  now: Date,
): Promise<(SubscriptionResponse & { planId: string | null; priceId: string }) | undefined> => {
  const row = await selectSubscriptions(db, tenantId).where('s.id', '=', id).executeTakeFirst()
  if (!row) return undefined
  const view = toSubscription(row, await externallyManaged(db, tenantId), now)
  return { ...view, planId: row.plan_id, priceId: row.price_id }
}

/** The tenant's invoices, newest first; amounts in minor units as Stripe states them. */
export const listInvoices = async (
  db: Db,
  tenantId: string,
  id?: string,
): Promise<SubscriptionInvoiceResponse[]> => {
  let query = db.selectFrom('billing_invoices').selectAll().where('tenant_id', '=', tenantId)
  if (id !== undefined) query = query.where('id', '=', id)
  const rows = await query.orderBy('payment_date', 'desc').orderBy('id').execute()
  return rows.map((row) => ({
    id: row.id,
    externalId: row.id,
    subscriptionId: row.subscription_id,
    paymentDate: row.payment_date.toISOString(),
    totalAmount: Number(row.total),
    currency: row.currency || 'usd',
    paid: row.paid,
    receiptNumber: row.receipt_number,
  }))
}

interface StoredDetails {
  name?: string
  email?: string
  address?: BillingDetailsAddress
}

const parseDetails = (value: unknown): StoredDetails =>
  (typeof value === 'string' ? JSON.parse(value) : (value ?? {})) as StoredDetails

/** The tenant's payment methods, the default first. */
export const listPaymentMethods = async (
  db: Db,
  tenantId: string,
  id?: string,
): Promise<SubscriptionPaymentMethodResponse[]> => {
  let query = db.selectFrom('billing_payment_methods').selectAll().where('tenant_id', '=', tenantId)
  if (id !== undefined) query = query.where('id', '=', id)
  const rows = await query.orderBy('is_default', 'desc').orderBy('id').execute()
  return rows.map((row): SubscriptionPaymentMethodResponse => {
    if (row.type !== 'card') {
      return { id: row.id, externalId: row.id, type: 'unknown', isDefault: row.is_default }
    }
    const details = parseDetails(row.billing_details)
    return {
      id: row.id,
      externalId: row.id,
      type: 'card',
      isDefault: row.is_default,
      last4: row.last4,
      expMonth: row.exp_month,
      expYear: row.exp_year,
      brand: row.brand,
      billingDetails: {
        name: details.name ?? '',
        ...(details.email ? { email: details.email } : {}),
        ...(details.address ? { address: details.address } : {}),
      },
    }
  })
}

/** The tenant's billing summary (row 20); empty strings where it has nothing yet. */
export const readSummary = async (
  db: Db,
  tenantId: string,
  defaultPlanId: string,
): Promise<SubscriptionSummariesResponse> => {
  const account = await readAccount(db, tenantId)
  const current = await currentSubscription(db, tenantId)
  const method = await db
    .selectFrom('billing_payment_methods')
    .select('id')
    .where('tenant_id', '=', tenantId)
    .orderBy('is_default', 'desc')
    .orderBy('id')
    .executeTakeFirst()
  return {
    tenantConfigurationId: account?.id ?? '',
    providerType: 'Stripe',
    subscriptionId: current?.id ?? '',
    externallyManaged: account?.externally_managed ?? false,
    currentPlanId: current?.plan_id ?? '',
    paymentMethodId: current?.default_payment_method ?? method?.id ?? '',
    defaultPlanId,
  }
}

/** The tenant's billing configuration (row 21), or undefined before it has one. */
export const readTenantConfiguration = async (
  db: Db,
  tenantId: string,
  vendorId: string,
): Promise<TenantConfigurationResponse | undefined> => {
  const account = await readAccount(db, tenantId)
  if (!account) return undefined
  return {
    id: account.id,
    vendorId,
    tenantId,
    externallyManaged: String(account.externally_managed),
    paymentProviderType: 'Stripe',
    mappingId: account.stripe_customer_id ?? '',
  }
}
