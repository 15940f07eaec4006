import Stripe from 'stripe'
import { ApiError, errorCodes } from '../http/api-error'
import { stripeConfigured } from './settings'
import type { StripeSettings } from './settings'

/** The sentence of every billing call while the vendor has not set Stripe up (spec doc 001 §5). */
export const NOT_CONFIGURED = 'Payment provider not configured'

const clients = new WeakMap<StripeSettings, Stripe>()

/**
 * The SDK client of the vendor's Stripe account, at FOYER_STRIPE_API_URL's host, port and
 * protocol (Stripe's own by default; a loopback fake in tests). One per settings object.
 */
export const stripeClient = (settings: StripeSettings): Stripe | undefined => {
  if (!stripeConfigured(settings) || !settings.secretKey) return undefined
  const known = clients.get(settings)
  if (known) return known
  const url = new URL(settings.apiUrl)
  const protocol = url.protocol === 'http:' ? 'http' : 'https'
  const client = new Stripe(settings.secretKey, {
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
export const requireStripe = (settings: StripeSettings): Stripe => {
  const client = stripeClient(settings)
  if (!client) throw new ApiError(400, errorCodes.validation, NOT_CONFIGURED)
  return client
}

/**
 * What a failed Stripe call answers the member: Stripe's own message for a card or request error
 * it explains (a declined card, a bad parameter) as a 400, and a sentence for the rest (Stripe
 * down, a bad key) as a 424, never a 500.
 */
export const fromStripeError = (error: unknown): never => {
  if (error instanceof ApiError) throw error
  if (error instanceof Stripe.errors.StripeCardError) {
    throw new ApiError(400, errorCodes.validation, error.message)
  }
  if (error instanceof Stripe.errors.StripeInvalidRequestError) {
    throw new ApiError(400, errorCodes.validation, error.message)
  }
  throw new ApiError(424, errorCodes.validation, 'The payment provider did not answer; try again')
}
