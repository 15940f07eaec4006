/** The vendor's Stripe account and where Stripe's API is (FOYER_STRIPE_*); billing is optional. */
export interface StripeSettings {
  /** The secret key (FOYER_STRIPE_SECRET_KEY, `sk_…`); none: billing is not set up. */
  secretKey: string | undefined
  /** The publishable key Stripe.js loads with (FOYER_STRIPE_PUBLISHABLE_KEY, `pk_…`). */
  publishableKey: string | undefined
  /** The signing secret of the webhook endpoint (FOYER_STRIPE_WEBHOOK_SECRET, `whsec_…`). */
  webhookSecret: string | undefined
  /** Stripe's API (FOYER_STRIPE_API_URL; `https://api.stripe.com` by default): the SDK's host, port, protocol. */
  apiUrl: string
  /** Minutes between reconciliation passes against Stripe (FOYER_STRIPE_RECONCILE_MINUTES, 60). */
  reconcileMinutes: number
}

const text = (value: string | undefined) => {
  const trimmed = value?.trim()
  return trimmed ? trimmed : undefined
}

/** True when billing is set up: a secret key, a publishable key and a webhook secret. */
export const stripeConfigured = (settings: StripeSettings): boolean =>
  Boolean(settings.secretKey && settings.publishableKey && settings.webhookSecret)

/** Reads the Stripe settings; throws naming a bad variable or an incomplete set of keys. */
export const readStripeSettings = (env: Record<string, string | undefined>): StripeSettings => {
  const secretKey = text(env.FOYER_STRIPE_SECRET_KEY)
  const publishableKey = text(env.FOYER_STRIPE_PUBLISHABLE_KEY)
  const webhookSecret = text(env.FOYER_STRIPE_WEBHOOK_SECRET)
  const given = [secretKey, publishableKey, webhookSecret].filter(Boolean).length
  if (given !== 0 && given !== 3) {
    throw new Error(
      'Invalid configuration FOYER_STRIPE_SECRET_KEY: set it together with ' +
        'FOYER_STRIPE_PUBLISHABLE_KEY and FOYER_STRIPE_WEBHOOK_SECRET',
    )
  }
  const apiUrl = text(env.FOYER_STRIPE_API_URL) ?? 'https://api.stripe.com'
  let parsed: URL
  try {
    parsed = new URL(apiUrl)
  } catch {
    throw new Error(`Invalid configuration FOYER_STRIPE_API_URL: not a URL (${apiUrl})`)
  }
  if (parsed.protocol !== 'http:' && parsed.protocol !== 'https:') {
    throw new Error(`Invalid configuration FOYER_STRIPE_API_URL: not http(s) (${apiUrl})`)
  }
  const minutes = Number(text(env.FOYER_STRIPE_RECONCILE_MINUTES) ?? '60')
  if (!Number.isInteger(minutes) || minutes < 1) {
    throw new Error(
      'Invalid configuration FOYER_STRIPE_RECONCILE_MINUTES: a whole number of minutes',
    )
  }
  return { secretKey, publishableKey, webhookSecret, apiUrl, reconcileMinutes: minutes }
}
