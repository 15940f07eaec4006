import { sql } from 'kysely'
import type { Kysely, Migration } from 'kysely'

/**
 * Billing through Stripe (issue 22). Stripe is the source of truth; these rows are its last known
 * state, kept current by webhooks and the reconciliation pass:
 * - `billing_accounts`: a tenant's billing configuration (its Stripe customer, whether billing is
 *   managed outside Foyer) and the plan assignment its subscription drives (`assignment_id`).
 * - `billing_subscriptions`, `billing_invoices`, `billing_payment_methods`: keyed by Stripe's id,
 *   each with `stripe_at`, the Stripe time (seconds) of the state it holds, so an older event never
 *   overwrites a newer one.
 * - `stripe_events`: the durable queue of received webhook events, keyed by Stripe's event id (a
 *   replayed event is the same row and is never applied twice).
 */
export default {
  async up(db: Kysely<unknown>) {
    await sql`CREATE TABLE billing_accounts (
      tenant_id uuid PRIMARY KEY REFERENCES tenants (id) ON DELETE CASCADE,
      id uuid NOT NULL UNIQUE,
      stripe_customer_id text UNIQUE,
      externally_managed boolean NOT NULL DEFAULT false,
      assignment_id uuid REFERENCES plan_assignments (id) ON DELETE SET NULL,
      created_at timestamptz NOT NULL DEFAULT now()
    )`.execute(db)
    await sql`CREATE TABLE billing_subscriptions (
      id text PRIMARY KEY,
      tenant_id uuid NOT NULL REFERENCES tenants (id) ON DELETE CASCADE,
      price_id text NOT NULL,
      plan_id uuid REFERENCES plans (id) ON DELETE SET NULL,
      status text NOT NULL,
      cancel_at_period_end boolean NOT NULL DEFAULT false,
      start_date timestamptz NOT NULL,
      current_period_start timestamptz NOT NULL,
      current_period_end timestamptz NOT NULL,
      trial_end timestamptz,
      default_payment_method text,
      stripe_at bigint NOT NULL,
      created_at timestamptz NOT NULL DEFAULT now()
    )`.execute(db)
    await sql`CREATE INDEX billing_subscriptions_tenant_idx ON billing_subscriptions (tenant_id)`.execute(
      db,
    )
    await sql`CREATE TABLE billing_invoices (
      id text PRIMARY KEY,
      tenant_id uuid NOT NULL REFERENCES tenants (id) ON DELETE CASCADE,
      subscription_id text NOT NULL DEFAULT '',
      total bigint NOT NULL,
      currency text NOT NULL,
      paid boolean NOT NULL,
      receipt_number text NOT NULL DEFAULT '',
      payment_date timestamptz NOT NULL,
      pdf_url text,
      stripe_at bigint NOT NULL
    )`.execute(db)
    await sql`CREATE INDEX billing_invoices_tenant_idx ON billing_invoices (tenant_id, payment_date)`.execute(
      db,
    )
    await sql`CREATE TABLE billing_payment_methods (
      id text PRIMARY KEY,
      tenant_id uuid NOT NULL REFERENCES tenants (id) ON DELETE CASCADE,
      type text NOT NULL,
      brand text NOT NULL DEFAULT '',
      last4 text NOT NULL DEFAULT '',
      exp_month integer NOT NULL DEFAULT 0,
      exp_year integer NOT NULL DEFAULT 0,
      billing_details jsonb NOT NULL DEFAULT '{}',
      is_default boolean NOT NULL DEFAULT false,
      stripe_at bigint NOT NULL
    )`.execute(db)
    await sql`CREATE INDEX billing_payment_methods_tenant_idx ON billing_payment_methods (tenant_id)`.execute(
      db,
    )
    await sql`CREATE TABLE stripe_events (
      id text PRIMARY KEY,
      type text NOT NULL,
      payload jsonb NOT NULL,
      status text NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'claimed', 'done')),
      attempts integer NOT NULL DEFAULT 0,
      next_attempt_at timestamptz NOT NULL DEFAULT now(),
      locked_until timestamptz,
      claim_id uuid,
      last_error text,
      received_at timestamptz NOT NULL DEFAULT now()
    )`.execute(db)
    await sql`CREATE INDEX stripe_events_due_idx ON stripe_events (status, next_attempt_at)`.execute(
      db,
    )
  },
  async down(db: Kysely<unknown>) {
    await sql`DROP TABLE IF EXISTS stripe_events`.execute(db)
    await sql`DROP TABLE IF EXISTS billing_payment_methods`.execute(db)
    await sql`DROP TABLE IF EXISTS billing_invoices`.execute(db)
    await sql`DROP TABLE IF EXISTS billing_subscriptions`.execute(db)
    await sql`DROP TABLE IF EXISTS billing_accounts`.execute(db)
  },
} satisfies Migration
