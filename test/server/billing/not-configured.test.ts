import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { readStripeSettings } from '../../../server/src/billing/settings'
import { call, createTestServer, login } from '../helpers'
import type { TestServer } from '../helpers'

/** Without FOYER_STRIPE_* billing is off: every billing call says so, nothing else changes. */
let server: TestServer
let token = ''

beforeAll(async () => {
  server = await createTestServer()
  token = (await login(server)).token
})

afterAll(async () => {
  await server.close()
})

const get = async (path: string, init: { method?: string; body?: unknown } = {}) => {
  const response = await call(server, `/subscriptions/resources${path}`, { ...init, token })
  return { status: response.status, body: (await response.json()) as { errors?: string[] } }
}

describe('billing without Stripe', () => {
  it('lists no payment provider and answers every billing call with the spec sentence', async () => {
    expect((await get('/payment-providers/v1')).body).toEqual([])
    const calls = [
      get('/billing/subscriptions/v1'),
      get('/subscriptions/v1'),
      get('/billing/invoices/v1'),
      get('/billing/payment-methods/v1'),
      get('/billing/plans/v1'),
      get(`/billing/summaries/v1/${server.tenantId}`),
      get('/billing/payment-providers/stripe/public-configurations/v1'),
      get('/billing/payment-providers/stripe/setup-intents/v1', { method: 'POST', body: {} }),
      get('/billing/payment-providers/stripe/subscriptions/v1', {
        method: 'POST',
        body: { stripePlanId: 'price_x' },
      }),
    ]
    for (const answer of await Promise.all(calls)) {
      expect(answer).toEqual({
        status: 400,
        body: expect.objectContaining({ errors: ['Payment provider not configured'] }),
      })
    }
    const webhook = await server.app.request(
      '/api/subscriptions/resources/billing/payment-providers/stripe/webhooks/v1',
      { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{}' },
    )
    expect(webhook.status).toBe(400)
  })

  it('refuses half a set of keys at start, naming the variable', () => {
    expect(() => readStripeSettings({ FOYER_STRIPE_SECRET_KEY: 'sk_test_x' })).toThrow(
      /FOYER_STRIPE_SECRET_KEY: set it together with FOYER_STRIPE_PUBLISHABLE_KEY/,
    )
    expect(() => readStripeSettings({ FOYER_STRIPE_API_URL: 'ftp://example.com' })).toThrow(
      /FOYER_STRIPE_API_URL/,
    )
    expect(readStripeSettings({}).apiUrl).toBe('https://api.stripe.com')
  })
})
