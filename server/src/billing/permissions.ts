import { badRequest, forbidden } from '../http/api-error'
import type { AppEnv } from '../http/app-env'
import type { Context } from 'hono'

/** The spec's `fe.subscriptions.*` keys each billing route is decided on (current rights). */
export const BILLING_PERMISSIONS = {
  readSubscriptions: 'fe.subscriptions.read.subscriptions',
  writeSubscriptions: 'fe.subscriptions.write.subscriptions',
  readInvoices: 'fe.subscriptions.read.invoices',
  readPaymentMethods: 'fe.subscriptions.read.paymentMethods',
  writePaymentMethods: 'fe.subscriptions.write.paymentMethods',
  readBillingInformation: 'fe.subscriptions.read.billingInformation',
  writeBillingInformation: 'fe.subscriptions.write.billingInformation',
} as const

/**
 * The tenant a `{tenantId}` path names, which must be the caller's own: none (the client sends
 * `undefined` for a missing one) is 'TenantId is not defined', another tenant 'Not authorized'.
 */
export const ownTenant = (c: Context<AppEnv>, tenantId: string): string => {
  const given = tenantId.trim()
  if (given === '' || given === 'undefined' || given === 'null') {
    throw badRequest('TenantId is not defined')
  }
  if (given !== c.get('auth').tenantId) throw forbidden('Not authorized')
  return given
}
