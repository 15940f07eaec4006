import type { CreatedAt, Json } from '../db/columns'
import type { ColumnType, Generated } from 'kysely'

/** A Stripe time in seconds or an amount in minor units: bigint, read back as text or number. */
type BigNumber = ColumnType<string | number | bigint, number, number>

/** A tenant's billing configuration (migration 0047-billing). */
export interface BillingAccountsTable {
  tenant_id: string
  id: string
  stripe_customer_id: string | null
  externally_managed: Generated<boolean>
  /** The plan assignment the tenant's subscription drives. */
  assignment_id: string | null
  created_at: CreatedAt
}

/** A Stripe subscription as last known, by Stripe's id. */
export interface BillingSubscriptionsTable {
  id: string
  tenant_id: string
  price_id: string
  plan_id: string | null
  /** Stripe's status, as Stripe says it. */
  status: string
  cancel_at_period_end: boolean
  start_date: Date
  current_period_start: Date
  current_period_end: Date
  trial_end: Date | null
  default_payment_method: string | null
  stripe_at: BigNumber
  created_at: CreatedAt
  /** The order rows were first saved in (migration 0062): newest first among same-second ones. */
  seq: Generated<BigNumber>
}

/** A Stripe invoice as last known. */
export interface BillingInvoicesTable {
  id: string
  tenant_id: string
  subscription_id: string
  total: BigNumber
  currency: string
  paid: boolean
  receipt_number: string
  payment_date: Date
  pdf_url: string | null
  stripe_at: BigNumber
}

/** A Stripe payment method of a tenant's customer as last known. */
export interface BillingPaymentMethodsTable {
  id: string
  tenant_id: string
  type: string
  brand: string
  last4: string
  exp_month: number
  exp_year: number
  billing_details: Json
  is_default: boolean
  stripe_at: BigNumber
}

/** Received Stripe webhook events: the durable queue, and the record that makes replays no-ops. */
export interface StripeEventsTable {
  id: string
  type: string
  payload: Json
  status: Generated<'pending' | 'claimed' | 'done'>
  attempts: Generated<number>
  next_attempt_at: CreatedAt
  locked_until: Date | null
  claim_id: string | null
  last_error: string | null
  received_at: CreatedAt
}

declare module '../db/database' {
  interface Database {
    billing_accounts: BillingAccountsTable
    billing_subscriptions: BillingSubscriptionsTable
    billing_invoices: BillingInvoicesTable
    billing_payment_methods: BillingPaymentMethodsTable
    stripe_events: StripeEventsTable
  }
}
