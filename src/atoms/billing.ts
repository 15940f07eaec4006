import { atom } from 'jotai/vanilla'
import { ApiError, toApiError } from '../api'
import {
  getPaymentMethods,
  getPaymentProviders,
  getSubscriptionInvoices,
  getSubscriptionPlans,
  getSubscriptions,
  getSubscriptionSummaries,
  getVendorPublicConfigurations,
} from '../api/billing'
import { BILLING_REFUSALS, providerConfigured } from '../wire/billing-rules'
import { apiClientAtom } from './config'
import { sessionKeyAtom } from './session-key'
import { withFreshToken } from './session-refresh'
import { sessionStateAtom } from './session-state'
import type { ApiClient } from '../api'
import type {
  PlanResponse,
  SubscriptionInvoiceResponse,
  SubscriptionPaymentMethodResponse,
  SubscriptionResponse,
  SubscriptionSummariesResponse,
  VendorPublicConfiguration,
} from '../api/billing'
import type { SessionKey } from './session-key'
import type { Getter, Setter } from 'jotai/vanilla'

/** A card payment method (the only kind the portal shows in full). */
export type CardPaymentMethod = Extract<SubscriptionPaymentMethodResponse, { type: 'card' }>

/** The tenant's billing as the page and `<checkout-dialog>` show it. */
export interface BillingInfo {
  /** False when the vendor has no active Stripe provider: billing is not set up. */
  configured: boolean
  summary: SubscriptionSummariesResponse | null
  subscription: SubscriptionResponse | null
  plans: PlanResponse[]
  /** The default payment method (a card, or another kind), if any. */
  paymentMethod: SubscriptionPaymentMethodResponse | null
  vendor: VendorPublicConfiguration
}

/** A value loaded for the current session (user and tenant). */
export interface LoadState<T> {
  status: 'idle' | 'loading' | 'ready' | 'error'
  value: T | null
  error: ApiError | null
}

const IDLE = { status: 'idle', value: null, error: null } as const
const NO_VENDOR_RULES: VendorPublicConfiguration = {
  allowPlanDowngrade: false,
  allowPlanCancellation: true,
}

/** A session-scoped loaded value: its state, its loader, and a local edit of the loaded value. */
function loadable<T>(fetch: (client: ApiClient, get: Getter) => Promise<T>) {
  const cellAtom = atom<{ key: SessionKey; state: LoadState<T> }>({ key: null, state: IDLE })
  const stateAtom = atom((get): LoadState<T> => {
    const cell = get(cellAtom)
    return cell.key === get(sessionKeyAtom) ? cell.state : IDLE
  })
  const loadAtom = atom(null, async (get, set): Promise<void> => {
    const key = get(sessionKeyAtom)
    if (key === null) return
    const before = get(stateAtom)
    set(cellAtom, { key, state: { ...before, status: 'loading', error: null } })
    try {
      const value = await withFreshToken(get, set, () => fetch(get(apiClientAtom), get))
      if (get(sessionKeyAtom) === key) {
        set(cellAtom, { key, state: { status: 'ready', value, error: null } })
      }
    } catch (error) {
      if (get(sessionKeyAtom) !== key) return
      set(cellAtom, {
        key,
        state: { status: 'error', value: before.value, error: toApiError(error) },
      })
    }
  })
  const editAtom = atom(null, (get, set, edit: (value: T) => T) => {
    const state = get(stateAtom)
    if (state.value === null) return
    set(cellAtom, { key: get(sessionKeyAtom), state: { ...state, value: edit(state.value) } })
  })
  return { stateAtom, loadAtom, editAtom }
}

/** The active tenant's id, or the spec's refusal when the session has none. */
function tenantIdOf(get: Getter): string {
  const session = get(sessionStateAtom)
  const tenantId = session.activeTenant?.tenantId ?? session.user?.tenantId
  if (!tenantId) throw new ApiError(BILLING_REFUSALS.noTenant, { status: 400 })
  return tenantId
}

/** A 404 (no subscription, no configuration for the tenant) reads as nothing. */
const orNothing = <T>(promise: Promise<T>): Promise<T | null> =>
  promise.catch((error: unknown) => {
    if (toApiError(error).status === 404) return null
    throw error
  })

/** The default payment method: the one marked default, else the first. */
export function defaultPaymentMethod(
  methods: readonly SubscriptionPaymentMethodResponse[],
): SubscriptionPaymentMethodResponse | null {
  return methods.find((method) => method.isDefault) ?? methods[0] ?? null
}

/**
 * Loads the billing (spec §5: a payment provider and a tenant are needed): the providers first, so
 * a vendor without an active Stripe provider reads as "not set up" rather than as errors; then the
 * summary, the subscription, the plans, the vendor's rules and the payment methods together.
 */
async function loadBilling(client: ApiClient, get: Getter): Promise<BillingInfo> {
  const providers = await getPaymentProviders(client).catch((error: unknown) => {
    const failure = toApiError(error)
    if (failure.message === BILLING_REFUSALS.notConfigured) return []
    throw failure
  })
  const none = { summary: null, subscription: null, paymentMethod: null, plans: [] }
  if (!providerConfigured(providers)) return { configured: false, ...none, vendor: NO_VENDOR_RULES }
  const tenantId = tenantIdOf(get)
  const [summary, subscriptions, plans, vendor, methods] = await Promise.all([
    orNothing(getSubscriptionSummaries(client, tenantId)),
    getSubscriptions(client),
    getSubscriptionPlans(client),
    getVendorPublicConfigurations(client),
    orNothing(getPaymentMethods(client)),
  ])
  const subscription =
    subscriptions.find((one) => one.id === summary?.subscriptionId) ?? subscriptions[0] ?? null
  return {
    configured: true,
    summary,
    subscription,
    plans,
    paymentMethod: defaultPaymentMethod(methods ?? []),
    vendor: vendor[0] ?? NO_VENDOR_RULES,
  }
}

const billing = loadable(loadBilling)
const invoices = loadable((client) => getSubscriptionInvoices(client))

/** The tenant's billing (load it with {@link loadBillingAtom}). */
export const billingAtom = billing.stateAtom
/** (Re)loads {@link billingAtom}. */
export const loadBillingAtom = billing.loadAtom
/** Changes the loaded billing on screen only (the spec's local activation of a trial). */
export const editBillingAtom = billing.editAtom
/** The tenant's invoices, newest first (load them with {@link loadInvoicesAtom}). */
export const invoicesAtom = invoices.stateAtom
/** (Re)loads {@link invoicesAtom}. */
export const loadInvoicesAtom = invoices.loadAtom

/** The plan a subscription is on: the summary's plan, else the plan with the subscription's slug. */
export function currentPlanOf(info: BillingInfo): PlanResponse | null {
  const byId = info.plans.find((plan) => plan.id === info.summary?.currentPlanId)
  const slug = info.subscription?.plan.slug
  return byId ?? info.plans.find((plan) => plan.slug === slug) ?? null
}

/** Reloads what a billing change touches: billing info (with the payment method) and invoices. */
export async function reloadBilling(set: Setter): Promise<void> {
  await Promise.all([set(loadBillingAtom), set(loadInvoicesAtom)])
}

/** Invoices newest first. */
export function newestFirst(
  list: readonly SubscriptionInvoiceResponse[],
): SubscriptionInvoiceResponse[] {
  return [...list].sort((a, b) => (a.paymentDate < b.paymentDate ? 1 : -1))
}
