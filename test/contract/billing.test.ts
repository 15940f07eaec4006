import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { drainStripeEvents } from '../../server/src/billing/queue'
import { stripeClient } from '../../server/src/billing/stripe-client'
import { BILLING_PATHS as PATHS } from '../../src/api/billing'
import { billingCall, confirmCard, startBillingWorld } from '../server/billing/billing-setup'
import { admin, prefix } from '../server/helpers'
import { shapeOf, signIn, wireFailure } from './contract'
import { demoTarget } from './targets'
import type { BillingWorld } from '../server/billing/billing-setup'
import type { Answer, ContractTarget } from './targets'

/**
 * Billing (wire §5.25): the demo answers as the server does. The server's side runs against the
 * loopback fake of Stripe's API (Stripe cannot be reached here), its admin subscribed to a plan
 * with a card and its invoice delivered by a signed webhook, as the demo's admin is.
 */
let world: BillingWorld
const sides: ContractTarget[] = []

const answerOf = async (response: Response): Promise<Answer> => ({
  status: response.status,
  headers: response.headers,
  body: (await response.json()) as unknown,
})

beforeAll(async () => {
  world = await startBillingWorld()
  // The SetupIntent makes the Stripe customer; the subscription then takes the confirmed card.
  const intent = await billingCall<{ id: string; setupIntentSecret: string }>(
    world,
    '/billing/payment-providers/stripe/setup-intents/v1',
    { body: {} },
  )
  const created = await billingCall<{ subscriptionId: string }>(
    world,
    '/billing/payment-providers/stripe/subscriptions/v1',
    { body: { stripePlanId: world.prices.basic } },
  )
  const subscriptionId = created.body.subscriptionId
  const { paymentMethod } = await confirmCard(world.fake, intent.body)
  await billingCall(world, `/billing/subscriptions/v1/${subscriptionId}`, {
    method: 'PUT',
    body: { paymentMethodId: paymentMethod, planId: world.plans.basic },
  })
  for (const event of world.fake.events) {
    const { body, signature } = world.fake.signed(event)
    await world.server.app.request(
      `${prefix}/subscriptions/resources/billing/payment-providers/stripe/webhooks/v1`,
      {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'stripe-signature': signature },
        body,
      },
    )
  }
  // Each event is applied with its object as Stripe has it now, so the server's side is
  // Stripe's truth (as the demo's is its own) even for events of the same Stripe second.
  const stripe = await stripeClient(world.server.config.stripe)
  if (!stripe) throw new Error('billing is not configured on the test server')
  await drainStripeEvents(world.server.db, stripe, { now: world.server.clock.now() })
  sides.push(demoTarget(), {
    name: 'server',
    credentials: admin,
    request: async (path, options = {}) => {
      const headers: Record<string, string> = { 'content-type': 'application/json' }
      if (options.token) headers.authorization = `Bearer ${options.token}`
      const method = options.method ?? (options.body === undefined ? 'GET' : 'POST')
      const body = options.body === undefined ? undefined : JSON.stringify(options.body)
      return answerOf(await world.server.app.request(`${prefix}${path}`, { method, headers, body }))
    },
    close: async () => undefined,
  })
})

afterAll(async () => {
  await world?.close()
})

/** Runs `run` on the server, then the demo: what each observed must be equal. */
const agree = (name: string, run: (target: ContractTarget) => Promise<unknown>) =>
  it(name, async () => {
    const [demo, server] = sides
    if (!demo || !server) throw new Error('the targets did not start')
    expect(await run(demo), 'the demo answers as the server does').toEqual(await run(server))
  })

const tenantOf = async (target: ContractTarget, token: string) =>
  (
    (await target.request('/identity/resources/users/v2/me', { token })).body as {
      tenantId: string
    }
  ).tenantId

const with1 = (path: string, name: string, value: string) =>
  path.replace(`:${name}`, encodeURIComponent(value))

describe('billing: demo and server agree', () => {
  agree('the reads answer the same shapes', async (target) => {
    const token = await signIn(target)
    const get = async (path: string) => (await target.request(path, { token })).body
    const tenantId = await tenantOf(target, token)
    const plans = (await get(PATHS.plans)) as { id: string; price: object }[]
    const [subscription] = (await get(PATHS.subscriptions)) as Record<string, unknown>[]
    const [card] = (await get(PATHS.paymentMethods)) as { id: string }[]
    const [invoice] = (await get(PATHS.invoices)) as { id: string; paid: boolean }[]
    const plan = (await get(with1(PATHS.plan, 'planId', plans[0]?.id ?? ''))) as unknown[]
    return {
      providers: await get(PATHS.paymentProviders),
      vendor: await get(PATHS.vendorPublicConfigurations),
      plans: [plans.length > 0, shapeOf(plans[0]), shapeOf(plans[0]?.price)],
      plan: [plan.length, shapeOf(plan[0])],
      subscription: [
        shapeOf(subscription),
        subscription?.status,
        subscription?.cancellation,
        shapeOf(subscription?.plan),
      ],
      summary: shapeOf(await get(with1(PATHS.summaries, 'tenantId', tenantId))),
      configuration: shapeOf(await get(with1(PATHS.tenantConfiguration, 'tenantId', tenantId))),
      card: [
        shapeOf(card),
        shapeOf(await get(with1(PATHS.paymentMethod, 'paymentMethodId', card?.id ?? ''))),
      ],
      invoice: [
        shapeOf(invoice),
        invoice?.paid,
        shapeOf(await get(with1(PATHS.invoice, 'invoiceId', invoice?.id ?? ''))),
      ],
      stripe: shapeOf(await get(PATHS.stripePublicConfiguration)),
      customer: shapeOf(await get(with1(PATHS.stripeCustomer, 'tenantId', tenantId))),
    }
  })

  agree('cancels at the period end once, renews once', async (target) => {
    const token = await signIn(target)
    const [subscription] = (await target.request(PATHS.subscriptions, { token })).body as {
      id: string
    }[]
    const id = subscription?.id ?? ''
    const put = (path: string) =>
      target.request(with1(path, 'subscriptionId', id), { method: 'PUT', token, body: {} })
    const read = async () =>
      (
        (await target.request(with1(PATHS.subscription, 'subscriptionId', id), { token })).body as {
          cancellation: unknown
        }
      ).cancellation
    const canceled = await put(PATHS.cancellation)
    const afterCancel = await read()
    const again = await put(PATHS.cancellation)
    const renewed = await put(PATHS.renewal)
    const afterRenew = await read()
    const renewAgain = await put(PATHS.renewal)
    return {
      canceled: [canceled.status, canceled.body, afterCancel],
      again: wireFailure(target, again, 400),
      renewed: [renewed.status, renewed.body, afterRenew],
      renewAgain: wireFailure(target, renewAgain, 400),
    }
  })

  agree('refuses another tenant, no tenant, unknown ids and a bad change', async (target) => {
    const token = await signIn(target)
    const [subscription] = (await target.request(PATHS.subscriptions, { token })).body as {
      id: string
    }[]
    const id = subscription?.id ?? ''
    const ask = (path: string, init: { method?: string; body?: unknown } = {}) =>
      target.request(path, { ...init, token })
    const [plan] = (await ask(PATHS.plans)).body as { id: string }[]
    return {
      otherTenant: wireFailure(
        target,
        await ask(with1(PATHS.summaries, 'tenantId', 'other-tenant')),
        403,
      ),
      noTenant: wireFailure(
        target,
        await ask(with1(PATHS.summaries, 'tenantId', 'undefined')),
        400,
      ),
      unknownSubscription: wireFailure(
        target,
        await ask(with1(PATHS.cancellation, 'subscriptionId', 'sub_unknown'), {
          method: 'PUT',
          body: {},
        }),
        404,
      ),
      unknownPlan: wireFailure(
        target,
        await ask(with1(PATHS.subscription, 'subscriptionId', id), {
          method: 'PUT',
          body: { paymentMethodId: 'pm_unknown', planId: 'plan_unknown' },
        }),
        404,
      ),
      unknownCard: wireFailure(
        target,
        await ask(with1(PATHS.subscription, 'subscriptionId', id), {
          method: 'PUT',
          body: { paymentMethodId: 'pm_unknown', planId: plan?.id ?? '' },
        }),
        400,
      ),
      unknownInvoice: wireFailure(
        target,
        await ask(with1(PATHS.invoice, 'invoiceId', 'in_unknown')),
        404,
      ),
      noToken: (await target.request(PATHS.subscriptions)).status,
    }
  })
})
