import { high, info } from './action-entry'
import type { AuditActionInfo } from './action-entry'

/** The audit actions of billing: subscriptions, plans, payment methods, invoices (issue 22). */
export const billingActions = {
  'billing.subscription.created': info('subscription', 'Subscription created'),
  'billing.subscription.updated': info('subscription', 'Subscription plan changed'),
  'billing.subscription.canceled': high('subscription', 'Subscription canceled'),
  'billing.subscription.renewed': info('subscription', 'Subscription renewed'),
  'billing.subscription.synced': info(
    'subscription',
    'Subscription changed at the payment provider',
  ),
  'billing.customer.created': info('subscription', 'Billing customer created'),
  'billing.configuration.created': info('subscription', 'Billing configuration saved'),
  'billing.paymentMethod.setup': info('payment-method', 'Card setup started'),
  'billing.paymentMethod.updated': info('payment-method', 'Billing details updated'),
  'billing.payment.failed': high('invoice', 'Payment failed'),
} as const satisfies Record<string, AuditActionInfo>
