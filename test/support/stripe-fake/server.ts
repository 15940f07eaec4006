import { createServer } from 'node:http'
import { list, parseStripeForm, text } from './form'
import { confirmPayment, finishChallenge } from './payments'
import * as resources from './resources'
import { invoicePdf, stripeSignature } from './sign'
import { createState, find, listOf, publicOf } from './state'
import * as subscriptions from './subscriptions'
import type { FormValue } from './form'
import type { StripeEvent, StripeObject, StripeState } from './state'
import type { IncomingMessage, ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'

/** How the fake is reached and what it holds; see `startStripeFake`. */
export interface StripeFake {
  /** FOYER_STRIPE_API_URL: the fake's origin (the SDK's host, port and protocol). */
  url: string
  secretKey: string
  publishableKey: string
  webhookSecret: string
  state: StripeState
  /** Every event so far, oldest first (what Stripe would deliver). */
  events: StripeEvent[]
  /** The body and `Stripe-Signature` header of an event, signed now (or at `timestamp`). */
  signed: (event: StripeEvent, timestamp?: number) => { body: string; signature: string }
  /** Adds a monthly price (in minor units) for a Foyer plan, as a vendor does in Stripe's dashboard. */
  addPrice: (input: {
    planId: string
    amount: number
    name: string
    currency?: string
  }) => StripeObject
  /** Delivers every new event to `url` (the server's webhook endpoint) as Stripe does, in order. */
  deliverTo: (url: string | undefined) => void
  close: () => Promise<void>
}

type Params = Record<string, FormValue>
type Handler = (params: Params, match: string[], key: 'secret' | 'publishable') => unknown

const expandAll = (state: StripeState, value: StripeObject, paths: string[]): StripeObject => {
  const copy = structuredClone(value) as Record<string, unknown>
  for (const path of paths) {
    const [head, ...rest] = path.split('.')
    if (!head || head === 'data') continue
    const id = copy[head]
    if (typeof id === 'string') {
      const target = state.objects.get(id)
      if (target) copy[head] = expandAll(state, target, rest.length > 0 ? [rest.join('.')] : [])
    }
  }
  if (copy.object === 'invoice' && !paths.includes('confirmation_secret')) {
    delete copy.confirmation_secret
  }
  return publicOf(copy as StripeObject)
}

/**
 * A loopback FAKE of Stripe's HTTP API, Stripe cannot be reached here. It answers the calls Foyer's
 * server makes through the official `stripe` SDK (customers, setup_intents, payment_methods,
 * prices/products, subscriptions, invoices and their PDF) and the two Stripe.js makes to confirm
 * a card (`setup_intents/:id/confirm`, `payment_intents/:id/confirm`, with the publishable key),
 * in Stripe's request encoding (form bodies, bracket notation, `expand[]`) and response shapes
 * (objects, `{object: 'list'}` lists, `{error: {type, code, message}}` refusals). Each change
 * records Stripe's event, and `deliverTo` posts them to a webhook endpoint signed by Stripe's
 * scheme (`Stripe-Signature: t=…,v1=…`), so the SDK's `constructEvent` verifies them.
 */
export const startStripeFake = async (options: { port?: number } = {}): Promise<StripeFake> => {
  const state = createState()
  const secretKey = 'sk_test_foyerfake0123456789'
  const publishableKey = 'pk_test_foyerfake0123456789'
  const webhookSecret = 'whsec_foyerfake0123456789abcdef'
  let baseUrl = ''
  let webhookUrl: string | undefined
  let delivering: Promise<void> = Promise.resolve()
  state.onEvent((event) => {
    if (!webhookUrl) return
    const target = webhookUrl
    delivering = delivering.then(async () => {
      const { body, signature } = signed(event)
      await fetch(target, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'stripe-signature': signature },
        body,
      }).catch(() => undefined)
    })
  })
  const signed = (event: StripeEvent, timestamp = Math.floor(Date.now() / 1000)) => {
    const body = JSON.stringify(event, null, 2)
    return { body, signature: stripeSignature(body, webhookSecret, timestamp) }
  }
  const get = (id: string, kind: string, label = kind) => {
    const found = find(state, id, kind)
    if (!found) throw resources.missing(label, id)
    return found
  }
  const routes: [string, RegExp, Handler][] = [
    ['POST', /^\/v1\/customers$/, (p) => resources.createCustomer(state, p)],
    ['GET', /^\/v1\/customers\/([^/]+)$/, (_, [id]) => get(id ?? '', 'customer')],
    [
      'POST',
      /^\/v1\/customers\/([^/]+)$/,
      (p, [id]) => resources.updateCustomer(state, get(id ?? '', 'customer'), p),
    ],
    [
      'GET',
      /^\/v1\/payment_methods$/,
      (p) =>
        listOf(
          state,
          'payment_method',
          (o) => o.customer === text(p.customer),
          '/v1/payment_methods',
        ),
    ],
    [
      'GET',
      /^\/v1\/customers\/([^/]+)\/payment_methods$/,
      (_, [id]) =>
        listOf(
          state,
          'payment_method',
          (o) => o.customer === id,
          `/v1/customers/${id}/payment_methods`,
        ),
    ],
    [
      'GET',
      /^\/v1\/payment_methods\/([^/]+)$/,
      (_, [id]) => get(id ?? '', 'payment_method', 'PaymentMethod'),
    ],
    [
      'POST',
      /^\/v1\/payment_methods\/([^/]+)$/,
      (p, [id]) =>
        resources.updateMethod(state, get(id ?? '', 'payment_method', 'PaymentMethod'), p),
    ],
    [
      'POST',
      /^\/v1\/payment_methods\/([^/]+)\/detach$/,
      (_, [id]) => {
        const method = get(id ?? '', 'payment_method', 'PaymentMethod')
        method.customer = null
        state.emit('payment_method.detached', method)
        return method
      },
    ],
    ['POST', /^\/v1\/setup_intents$/, (p) => resources.createSetupIntent(state, p)],
    ['GET', /^\/v1\/setup_intents\/([^/]+)$/, (_, [id]) => get(id ?? '', 'setup_intent')],
    [
      'POST',
      /^\/v1\/setup_intents\/([^/]+)\/confirm$/,
      (p, [id]) => resources.confirmSetupIntent(state, get(id ?? '', 'setup_intent'), p),
    ],
    [
      'POST',
      /^\/v1\/payment_intents\/([^/]+)\/confirm$/,
      (p, [id]) => confirmPayment(state, p, id ?? ''),
    ],
    [
      'POST',
      /^\/v1\/three_d_secure\/([^/]+)\/challenge$/,
      (p, [id]) => finishChallenge(state, id ?? '', text(p.outcome) === 'complete'),
    ],
    ['POST', /^\/v1\/prices$/, (p) => subscriptions.createPrice(state, p)],
    [
      'GET',
      /^\/v1\/prices$/,
      (p) =>
        listOf(state, 'price', (o) => text(p.active) !== 'true' || o.active === true, '/v1/prices'),
    ],
    ['GET', /^\/v1\/prices\/([^/]+)$/, (_, [id]) => get(id ?? '', 'price')],
    ['POST', /^\/v1\/subscriptions$/, (p) => subscriptions.createSubscription(state, p, baseUrl)],
    [
      'GET',
      /^\/v1\/subscriptions$/,
      (p) =>
        listOf(
          state,
          'subscription',
          (o) =>
            o.customer === text(p.customer) &&
            (text(p.status) === 'all' ||
              (o.status !== 'canceled' && o.status !== 'incomplete_expired')),
          '/v1/subscriptions',
        ),
    ],
    ['GET', /^\/v1\/subscriptions\/([^/]+)$/, (_, [id]) => get(id ?? '', 'subscription')],
    [
      'POST',
      /^\/v1\/subscriptions\/([^/]+)$/,
      (p, [id]) =>
        subscriptions.updateSubscription(state, get(id ?? '', 'subscription'), p, baseUrl),
    ],
    [
      'DELETE',
      /^\/v1\/subscriptions\/([^/]+)$/,
      (_, [id]) => subscriptions.endSubscription(state, get(id ?? '', 'subscription')),
    ],
    [
      'GET',
      /^\/v1\/invoices$/,
      (p) => listOf(state, 'invoice', (o) => o.customer === text(p.customer), '/v1/invoices'),
    ],
    ['GET', /^\/v1\/invoices\/([^/]+)$/, (_, [id]) => get(id ?? '', 'invoice')],
  ]
  const handle = (request: IncomingMessage, response: ServerResponse, raw: string) => {
    const answer = (status: number, body: unknown) => {
      response.writeHead(status, {
        'content-type': 'application/json',
        'request-id': `req_${Date.now()}`,
        'access-control-allow-origin': '*',
      })
      response.end(JSON.stringify(body))
    }
    const url = new URL(request.url ?? '/', baseUrl)
    if (request.method === 'OPTIONS') {
      response.writeHead(204, {
        'access-control-allow-origin': '*',
        'access-control-allow-headers': 'authorization, content-type, stripe-version',
        'access-control-allow-methods': 'GET, POST, DELETE',
      })
      return response.end()
    }
    const pdf = /^\/files\/invoices\/([^/]+)\.pdf$/.exec(url.pathname)
    if (pdf && request.method === 'GET') {
      const invoice = find(state, pdf[1], 'invoice')
      if (!invoice)
        return answer(404, { error: { type: 'invalid_request_error', message: 'No such file' } })
      const amount = `${(Number(invoice.total) / 100).toFixed(2)} ${String(invoice.currency).toUpperCase()}`
      response.writeHead(200, { 'content-type': 'application/pdf' })
      return response.end(invoicePdf(String(invoice.number), amount))
    }
    const params = parseStripeForm(
      request.method === 'GET' || request.method === 'DELETE' ? url.search.slice(1) : raw,
    )
    const bearer = request.headers.authorization?.replace(/^Bearer\s+/i, '')
    const key =
      bearer === secretKey
        ? 'secret'
        : (bearer ?? text(params.key)) === publishableKey
          ? 'publishable'
          : undefined
    if (!key) {
      return answer(401, {
        error: {
          type: 'invalid_request_error',
          message: `Invalid API Key provided: ${bearer ?? ''}`,
        },
      })
    }
    for (const [method, pattern, handler] of routes) {
      const match = pattern.exec(url.pathname)
      if (!match || method !== request.method) continue
      const confirm = url.pathname.endsWith('/confirm') || url.pathname.endsWith('/challenge')
      if (key === 'publishable' && !confirm) {
        return answer(403, {
          error: {
            type: 'invalid_request_error',
            message: 'This API call cannot be made with a publishable API key.',
          },
        })
      }
      try {
        const result = handler(params, match.slice(1), key) as
          StripeObject | { data: StripeObject[] }
        const paths = list(params.expand).filter((p): p is string => typeof p === 'string')
        if ('data' in result && Array.isArray(result.data)) {
          const inner = paths.filter((p) => p.startsWith('data.')).map((p) => p.slice(5))
          return answer(200, {
            ...result,
            data: result.data.map((o) => expandAll(state, o, inner)),
          })
        }
        return answer(200, expandAll(state, result as StripeObject, paths))
      } catch (error) {
        if (error instanceof resources.StripeFakeError)
          return answer(error.status, { error: error.body })
        throw error
      }
    }
    answer(404, {
      error: {
        type: 'invalid_request_error',
        message: `Unrecognized request URL (${request.method}: ${url.pathname}).`,
      },
    })
  }
  const server = createServer((request, response) => {
    const chunks: Buffer[] = []
    request.on('data', (chunk: Buffer) => chunks.push(chunk))
    request.on('end', () => handle(request, response, Buffer.concat(chunks).toString()))
  })
  await new Promise<void>((resolve) => server.listen(options.port ?? 0, '127.0.0.1', resolve))
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
  return {
    url: baseUrl,
    secretKey,
    publishableKey,
    webhookSecret,
    state,
    events: state.events,
    signed,
    addPrice: ({ planId, amount, name, currency }) =>
      subscriptions.createPrice(state, {
        unit_amount: String(amount),
        currency: currency ?? 'usd',
        product_data: { name },
        recurring: { interval: 'month' },
        metadata: { foyer_plan_id: planId },
      }),
    deliverTo: (url) => {
      webhookUrl = url
    },
    close: async () => {
      await delivering
      await new Promise<void>((resolve) => server.close(() => resolve()))
    },
  }
}
