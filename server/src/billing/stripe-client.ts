import { ApiError, errorCodes } from '../http/api-error'
import { stripeConfigured } from './settings'
import type { StripeSettings } from './settings'
import type Stripe from 'stripe'

/** The sentence of every billing call while the vendor has not set Stripe up (spec doc 001 §5). */
export const NOT_CONFIGURED = 'Payment provider not configured'

const clients = new WeakMap<StripeSettings, Stripe>()

/**
 * The SDK (≈17 MB of heap and a few hundred modules) loads on the first billing call, not at
 * start: a server whose vendor has not set Stripe up never loads it. Once loaded, `sdk` holds it
 * for `fromStripeError` and `isStripeError` (an error can only be Stripe's after it loaded).
 */
let sdk: typeof Stripe | undefined
let loading: Promise<typeof Stripe> | undefined
const loadSdk = (): Promise<typeof Stripe> =>
  (loading ??= import('stripe').then((module) => (sdk = module.default)))

/**
 * The SDK client of the vendor's Stripe account, at FOYER_STRIPE_API_URL's host, port and
 * protocol (Stripe's own by default; a loopback fake in tests). One per settings object; the
 * one accessor of every billing call (the SDK loads on the first).
 */
export const stripeClient = async (settings: StripeSettings): Promise<Stripe | undefined> => {
  if (!stripeConfigured(settings) || !settings.secretKey) return undefined
  const known = clients.get(settings)
  if (known) return known
  const StripeSdk = await loadSdk()
  const again = clients.get(settings)
  if (again) return again
  const url = new URL(settings.apiUrl)
  const protocol = url.protocol === 'http:' ? 'http' : 'https'
  const client = new StripeSdk(settings.secretKey, {
    host: url.hostname,
    port: url.port ? Number(url.port) : protocol === 'http' ? 80 : 443,
    protocol,
    maxNetworkRetries: 2,
    timeout: 15_000,
    telemetry: false,
    appInfo: { name: 'Foyer' },
  })
  clients.set(settings, client)
  return client
}

/** The client, or the 400 'Payment provider not configured'. */
export const requireStripe = async (settings: StripeSettings): Promise<Stripe> => {
  const client = await stripeClient(settings)
  if (!client) throw new ApiError(400, errorCodes.validation, NOT_CONFIGURED)
  return client
}

/** Whether `error` is the SDK's error of that class (`StripeInvalidRequestError`, …). */
export const isStripeError = <K extends 'StripeCardError' | 'StripeInvalidRequestError'>(
  error: unknown,
  kind: K,
): error is InstanceType<(typeof Stripe.errors)[K]> =>
  sdk !== undefined && error instanceof sdk.errors[kind]

/**
 * What a failed Stripe call answers the member: Stripe's own message for a card or request error
 * it explains (a declined card, a bad parameter) as a 400, and a sentence for the rest (Stripe
 * down, a bad key) as a 424, never a 500.
 */
export const fromStripeError = (error: unknown): never => {
  if (error instanceof ApiError) throw error
  if (isStripeError(error, 'StripeCardError')) {
    throw new ApiError(400, errorCodes.validation, error.message)
  }
  if (isStripeError(error, 'StripeInvalidRequestError')) {
    throw new ApiError(400, errorCodes.validation, error.message)
  }
  throw new ApiError(424, errorCodes.validation, 'The payment provider did not answer; try again')
}
