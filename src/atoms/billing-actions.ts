import { atom } from 'jotai/vanilla'
import { ApiError, toApiError } from '../api'
import {
  cancelSubscription,
  createSubscription,
  createStripePaymentMethodSetupIntentSecret,
  getStripePaymentProviderConfiguration,
  getSubscriptionInvoicePdf,
  renewSubscription,
  updatePaymentMethodBillingDetails,
  updateSubscription,
} from '../api/billing'
import {
  billingActionRefusal,
  billingStatus,
  canCancel,
  canRenew,
  checkoutConfirm,
} from '../wire/billing-rules'
import { billingAtom, editBillingAtom, reloadBilling } from './billing'
import { apiClientAtom } from './config'
import { createMutation } from './mutation'
import { sessionKeyAtom } from './session-key'
import { withFreshToken } from './session-refresh'
import type {
  PaymentMethodBillingDetailsInput,
  StripePublicConfiguration,
  StripeSetupIntent,
  SubscriptionInvoiceResponse,
  SubscriptionResponse,
} from '../api/billing'
import type { BillingStatus } from '../wire/billing-rules'
import type { BillingInfo } from './billing'
import type { Getter } from 'jotai/vanilla'

const refused = (message: string) => new ApiError(message, { status: 409 })

/** The loaded billing, or the spec's refusal when there is none. */
function loaded(get: Getter): BillingInfo {
  const info = get(billingAtom).value
  if (!info) throw refused('Subscription not found')
  return info
}

/** The subscription an action may act on, or the spec's refusal (none, externally managed). */
function actionable(subscription: SubscriptionResponse | null): SubscriptionResponse {
  const refusal = billingActionRefusal(subscription)
  if (refusal || !subscription) throw refused(refusal ?? 'Subscription not found')
  return subscription
}

/** Cancels at the end of the period (only an ACTIVE subscription with no cancellation yet). */
export const cancelSubscriptionMutation = createMutation<SubscriptionResponse | null, true>({
  run: async (client, subscription) => {
    const target = actionable(subscription)
    if (!canCancel(target)) throw refused('This subscription cannot be cancelled.')
    await cancelSubscription(client, target.id)
    return true
  },
  onSuccess: (_get, set) => void reloadBilling(set),
})

/** Takes back a cancellation at the end of the period. */
export const renewSubscriptionMutation = createMutation<SubscriptionResponse | null, true>({
  run: async (client, subscription) => {
    const target = actionable(subscription)
    if (!canRenew(target)) throw refused('This subscription is not cancelled.')
    await renewSubscription(client, target.id)
    return true
  },
  onSuccess: (_get, set) => void reloadBilling(set),
})

/** What changing the plan (or the card) sends. */
export interface PlanChange {
  subscription: SubscriptionResponse | null
  planId: string
  paymentMethodId: string
}

/** Moves the subscription to another plan with its card (reloads billing and invoices). */
export const changePlanMutation = createMutation<PlanChange, true>({
  run: async (client, { subscription, planId, paymentMethodId }) => {
    const target = actionable(subscription)
    await updateSubscription(client, target.id, { paymentMethodId, planId })
    return true
  },
  onSuccess: (_get, set) => void reloadBilling(set),
})

/** Saves a card's billing details (name stays the card's; email and address are sent). */
export const billingDetailsMutation = createMutation<
  { paymentMethodId: string; details: PaymentMethodBillingDetailsInput },
  true
>({
  run: async (client, { paymentMethodId, details }) => {
    await updatePaymentMethodBillingDetails(client, paymentMethodId, details)
    return true
  },
  onSuccess: (_get, set) => void reloadBilling(set),
})

/** What a confirmed checkout reports (`checkout-completed`). */
export interface CheckoutResult {
  subscriptionId: string
  planId: string
  status: BillingStatus
}

/** Whether the last checkout of this session was confirmed (spec §4.7 "mark checkout confirmed"). */
export const checkoutConfirmedAtom = atom<{ key: string | null; planId: string } | null>(null)

/**
 * The spec's checkout confirm (§4.7): a TRIALING subscription that already had a payment method
 * becomes ACTIVE on screen without a call; otherwise the subscription is updated with the payment
 * method and plan, then billing info, payment method and invoices reload. Either way the checkout
 * is marked confirmed. Throws an `ApiError` (the screen shows it inline).
 */
export const confirmCheckoutAtom = atom(
  null,
  async (
    get,
    set,
    input: {
      planId: string
      paymentMethodId: string | null
      /** The subscription this checkout just created (a tenant that had none). */
      createdId?: string
    },
  ): Promise<CheckoutResult> => {
    const info = loaded(get)
    const subscription = info.subscription ?? (input.createdId ? { id: input.createdId } : null)
    if (!subscription) throw refused('Subscription not found')
    if (info.subscription) actionable(info.subscription)
    const existing = info.paymentMethod?.id ?? info.summary?.paymentMethodId ?? null
    const paymentMethodId = input.paymentMethodId ?? existing
    if (!paymentMethodId) throw refused('Add a card to check out.')
    const decision = checkoutConfirm({
      subscription: info.subscription,
      currentPlanId: info.summary?.currentPlanId ?? null,
      existingPaymentMethodId: input.paymentMethodId === null ? existing : null,
      paymentMethodId,
      planId: input.planId,
    })
    let status: BillingStatus = 'ACTIVE'
    if (decision.kind === 'activate-locally') {
      set(editBillingAtom, (value) =>
        value.subscription
          ? { ...value, subscription: { ...value.subscription, status: 'active' } }
          : value,
      )
    } else {
      await withFreshToken(get, set, () =>
        updateSubscription(get(apiClientAtom), subscription.id, {
          paymentMethodId: decision.paymentMethodId,
          planId: decision.planId,
        }),
      )
      await reloadBilling(set)
      const after = get(billingAtom).value?.subscription
      status = after ? billingStatus(after.status) : status
    }
    set(checkoutConfirmedAtom, { key: get(sessionKeyAtom), planId: input.planId })
    return { subscriptionId: subscription.id, planId: input.planId, status }
  },
)

/** Subscribes a tenant that has no subscription to a plan (Stripe's first invoice to confirm). */
export const createSubscriptionAtom = atom(null, (get, set, planId: string) =>
  withFreshToken(get, set, () => createSubscription(get(apiClientAtom), { stripePlanId: planId })),
)

/** Stripe's publishable key and a SetupIntent for a new card (replacing `paymentMethodId`). */
export const startCardSetupAtom = atom(
  null,
  async (
    get,
    set,
    paymentMethodId?: string,
  ): Promise<{ config: StripePublicConfiguration; intent: StripeSetupIntent }> => {
    const client = () => get(apiClientAtom)
    const config = await withFreshToken(get, set, () =>
      getStripePaymentProviderConfiguration(client()),
    )
    if (!config.active || !config.publishableKey) throw refused('Payment provider not configured')
    const intent = await withFreshToken(get, set, () =>
      createStripePaymentMethodSetupIntentSecret(
        client(),
        paymentMethodId ? { paymentMethodId } : {},
      ),
    )
    return { config, intent }
  },
)

/** Invoice download errors by invoice id: stored and shown, never thrown (spec doc 001 §8). */
export const invoiceDownloadErrorsAtom = atom<{
  key: string | null
  errors: Record<string, ApiError>
}>({ key: null, errors: {} })

/** The stored download error of each invoice of the current session. */
export const invoiceErrorsAtom = atom((get) => {
  const cell = get(invoiceDownloadErrorsAtom)
  return cell.key === get(sessionKeyAtom) ? cell.errors : {}
})

/** Fetches an invoice's PDF (named after its receipt); a failure is stored, and null returned. */
export const downloadInvoiceAtom = atom(
  null,
  async (get, set, invoice: SubscriptionInvoiceResponse): Promise<Blob | null> => {
    const key = get(sessionKeyAtom)
    const store = (error: ApiError | null) => {
      const { [invoice.id]: _previous, ...others } = get(invoiceErrorsAtom)
      const errors = error ? { ...others, [invoice.id]: error } : others
      if (get(sessionKeyAtom) === key) set(invoiceDownloadErrorsAtom, { key, errors })
    }
    try {
      const name = `invoice-${invoice.receiptNumber || invoice.id}.pdf`
      const pdf = await withFreshToken(get, set, () =>
        getSubscriptionInvoicePdf(get(apiClientAtom), invoice.id, name),
      )
      store(null)
      return pdf
    } catch (error) {
      store(toApiError(error))
      return null
    }
  },
)
