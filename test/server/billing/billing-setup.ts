import { startStripeFake } from '../../support/stripe-fake/server'
import { call, createTestServer, login, vendorCall, vendorEnv, vendorLogin } from '../helpers'
import type { StripeFake } from '../../support/stripe-fake/server'
import type { TestServer } from '../helpers'

/** The settings that point a server at a Stripe fake. */
export const stripeEnv = (fake: StripeFake): Record<string, string> => ({
  FOYER_STRIPE_SECRET_KEY: fake.secretKey,
  FOYER_STRIPE_PUBLISHABLE_KEY: fake.publishableKey,
  FOYER_STRIPE_WEBHOOK_SECRET: fake.webhookSecret,
  FOYER_STRIPE_API_URL: fake.url,
})

/** A server with billing against a loopback fake of Stripe's API, and two plans for sale. */
export interface BillingWorld {
  server: TestServer
  fake: StripeFake
  token: string
  plans: { basic: string; pro: string }
  prices: { basic: string; pro: string }
  close: () => Promise<void>
}

/**
 * Starts the fake and a server configured for it; the vendor makes a feature `reports` that only
 * the Pro plan has, the plans Basic ($10) and Pro ($30), and sells them as Stripe prices.
 */
export const startBillingWorld = async (): Promise<BillingWorld> => {
  const fake = await startStripeFake()
  const server = await createTestServer({ ...vendorEnv, ...stripeEnv(fake) })
  const vendor = await vendorLogin(server)
  const post = async (path: string, body: unknown) =>
    (await vendorCall<{ id: string }>(server, vendor, `/entitlements/resources/${path}`, { body }))
      .body
  await post('features/v1', { key: 'reports', name: 'Reports' })
  const basic = (await post('plans/v1', { name: 'Basic', defaultTreatment: 'false' })).id
  const pro = (
    await post('plans/v1', { name: 'Pro', defaultTreatment: 'false', featureKeys: ['reports'] })
  ).id
  const prices = {
    basic: fake.addPrice({ planId: basic, amount: 1000, name: 'Basic' }).id,
    pro: fake.addPrice({ planId: pro, amount: 3000, name: 'Pro' }).id,
  }
  const { token } = await login(server)
  return {
    server,
    fake,
    token,
    plans: { basic, pro },
    prices,
    close: async () => {
      await fake.close()
      await server.close()
    },
  }
}

/** A JSON call with the admin's token; answers status and parsed body. */
export const billingCall = async <T = unknown>(
  world: { server: TestServer; token: string },
  path: string,
  init: { method?: string; body?: unknown; token?: string } = {},
): Promise<{ status: number; body: T }> => {
  const response = await call(world.server, `/subscriptions/resources${path}`, {
    ...init,
    token: init.token ?? world.token,
  })
  const text = await response.text()
  return { status: response.status, body: (text ? JSON.parse(text) : undefined) as T }
}

/**
 * What Stripe.js does in the browser with the Payment Element: confirms the SetupIntent with a
 * test card at the (fake) Stripe API using the publishable key. Answers the new card's id.
 */
export const confirmCard = async (
  fake: StripeFake,
  setupIntent: { id: string; setupIntentSecret: string },
  card = '4242424242424242',
): Promise<{ status: number; paymentMethod: string; error?: { code?: string } }> => {
  const form = new URLSearchParams({
    key: fake.publishableKey,
    client_secret: setupIntent.setupIntentSecret,
    'payment_method_data[type]': 'card',
    'payment_method_data[card][number]': card,
  })
  const response = await fetch(`${fake.url}/v1/setup_intents/${setupIntent.id}/confirm`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: form,
  })
  const body = (await response.json()) as { payment_method: string; error?: { code?: string } }
  return { status: response.status, paymentMethod: body.payment_method, error: body.error }
}
