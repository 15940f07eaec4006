import { auditedChange } from '../audit/audited-change'
import { ApiError, errorCodes, notFound } from '../http/api-error'
import { ensureCustomer } from './customers'
import { fromStripeError, requireStripe } from './stripe-client'
import { savePaymentMethod, TENANT_METADATA_KEY } from './sync'
import { externallyManaged, listPaymentMethods } from './views'
import type { BillingDetailsAddress } from '../../../src/wire/billing'
import type { AppEnv } from '../http/app-env'
import type { Context } from 'hono'

const managedElsewhere = () =>
  new ApiError(400, errorCodes.validation, 'Billing is externally managed')

/**
 * Saves a card's billing email and address at Stripe (row 16) and answers them; the card must be
 * one of the tenant's. An address replaces the one Stripe had.
 */
export const updateBillingDetails = async (
  c: Context<AppEnv>,
  paymentMethodId: string,
  input: { email?: string; address?: BillingDetailsAddress | { address: BillingDetailsAddress } },
) => {
  const { db, config } = c.var.deps
  const stripe = await requireStripe(config.stripe)
  const tenantId = c.get('auth').tenantId
  if (await externallyManaged(db, tenantId)) throw managedElsewhere()
  const [known] = await listPaymentMethods(db, tenantId, paymentMethodId)
  if (!known) throw notFound('Payment method not found')
  const address =
    input.address && 'address' in input.address ? input.address.address : input.address
  let method
  try {
    method = await stripe.paymentMethods.update(paymentMethodId, {
      billing_details: {
        ...(input.email === undefined ? {} : { email: input.email }),
        ...(address === undefined
          ? {}
          : {
              address: {
                line1: address.addressLine1 ?? '',
                line2: address.addressLine2 ?? '',
                city: address.city ?? '',
                state: address.state ?? '',
                postal_code: address.postalCode ?? '',
                country: address.country?.toUpperCase() ?? '',
              },
            }),
      },
    })
  } catch (error) {
    return fromStripeError(error)
  }
  await auditedChange(c, async ({ trx, now }) => {
    await savePaymentMethod(trx, tenantId, method, Math.floor(now.getTime() / 1000))
    return {
      result: undefined,
      audit: {
        action: 'billing.paymentMethod.updated',
        description: 'Updated the billing details of the card',
        details: { paymentMethodId, fields: Object.keys(input) },
      },
    }
  })
  const [saved] = await listPaymentMethods(db, tenantId, paymentMethodId)
  const details = saved?.type === 'card' ? saved.billingDetails : undefined
  return {
    ...(details?.email ? { email: details.email } : {}),
    ...(details?.address ? { address: details.address } : {}),
  }
}

/**
 * A SetupIntent for a new card of the tenant's customer (row 28), created with the customer
 * when it has none: the browser confirms it with Stripe's Payment Element, so the card never
 * reaches Foyer. `paymentMethodId` names the card it replaces (kept in the intent's metadata).
 */
export const createSetupIntent = async (c: Context<AppEnv>, replaces: string | undefined) => {
  const { db, config } = c.var.deps
  const stripe = await requireStripe(config.stripe)
  const tenantId = c.get('auth').tenantId
  if (await externallyManaged(db, tenantId)) throw managedElsewhere()
  if (replaces) {
    const [known] = await listPaymentMethods(db, tenantId, replaces)
    if (!known) throw notFound('Payment method not found')
  }
  const customer = await ensureCustomer(c)
  let intent
  try {
    intent = await stripe.setupIntents.create({
      customer,
      allowed_payment_method_types: ['card'],
      usage: 'off_session',
      metadata: { [TENANT_METADATA_KEY]: tenantId, ...(replaces ? { replaces } : {}) },
    })
  } catch (error) {
    return fromStripeError(error)
  }
  await auditedChange(c, () =>
    Promise.resolve({
      result: undefined,
      audit: {
        action: 'billing.paymentMethod.setup' as const,
        description: 'Started setting up a card',
        details: { setupIntentId: intent.id, replaces: replaces ?? null },
      },
    }),
  )
  return {
    id: intent.id,
    paymentMethodId: replaces ?? '',
    setupIntentSecret: intent.client_secret ?? '',
  }
}
