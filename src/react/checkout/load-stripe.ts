import type { StripeLike } from './stripe-types'

const loaded = new Map<string, Promise<StripeLike>>()

/**
 * Stripe.js for `publishableKey`, loaded on first use (when a card form opens, never with the
 * page): Stripe's own script from js.stripe.com through `@stripe/stripe-js` (which uses a
 * `window.Stripe` already on the page). In demo mode the demo's stand-in answers instead, and no
 * script loads.
 */
export function loadStripeFor(publishableKey: string, demo: boolean): Promise<StripeLike> {
  const cacheKey = `${demo ? 'demo' : 'stripe'}:${publishableKey}`
  const known = loaded.get(cacheKey)
  if (known) return known
  const loading = demo
    ? import('./demo-stripe').then(({ createDemoStripe }) => createDemoStripe())
    : import('@stripe/stripe-js/pure').then(async ({ loadStripe }) => {
        const stripe = await loadStripe(publishableKey)
        if (!stripe) throw new Error('Stripe.js could not be loaded.')
        return stripe as unknown as StripeLike
      })
  loading.catch(() => loaded.delete(cacheKey))
  loaded.set(cacheKey, loading)
  return loading
}
