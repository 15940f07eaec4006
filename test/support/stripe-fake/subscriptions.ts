import { list, object, text } from './form'
import { missing, StripeFakeError } from './resources'
import { find, save, stripeId } from './state'
import type { FormValue } from './form'
import type { StripeObject, StripeState } from './state'

type Params = Record<string, FormValue>

const MONTH = 30 * 86_400

/** Adds a product and a monthly price; `metadata.foyer_plan_id` names the Foyer plan it sells. */
export const createPrice = (state: StripeState, params: Params) => {
  const productData = object(params.product_data)
  const product =
    find(state, text(params.product), 'product') ??
    save(state, {
      id: stripeId('prod'),
      object: 'product',
      active: true,
      created: state.now(),
      name: text(productData.name) ?? 'Plan',
      metadata: {},
      livemode: false,
    })
  const recurring = object(params.recurring)
  return save(state, {
    id: stripeId('price'),
    object: 'price',
    active: true,
    billing_scheme: 'per_unit',
    created: state.now(),
    currency: text(params.currency) ?? 'usd',
    livemode: false,
    lookup_key: text(params.lookup_key) ?? null,
    metadata: Object.fromEntries(
      Object.entries(object(params.metadata)).filter(([, v]) => typeof v === 'string'),
    ),
    nickname: text(params.nickname) ?? null,
    product: product.id,
    recurring: {
      interval: text(recurring.interval) ?? 'month',
      interval_count: 1,
      usage_type: 'licensed',
    },
    type: 'recurring',
    unit_amount: Number(text(params.unit_amount) ?? '0'),
  })
}

const priceOf = (state: StripeState, id: string | undefined) => {
  const price = find(state, id, 'price')
  if (!price) throw missing('price', id ?? '', 'items[0][price]')
  return price
}

/** An invoice of the subscription for `price`, paid at once when the customer has a card. */
const invoiceFor = (
  state: StripeState,
  subscription: StripeObject,
  price: StripeObject,
  paid: boolean,
  baseUrl: string,
) => {
  const id = stripeId('in')
  const count = [...state.objects.values()].filter((o) => o.object === 'invoice').length
  const now = state.now()
  const intentId = stripeId('pi')
  const invoice = save(state, {
    id,
    object: 'invoice',
    amount_due: price.unit_amount,
    amount_paid: paid ? price.unit_amount : 0,
    amount_remaining: paid ? 0 : price.unit_amount,
    created: now,
    currency: price.currency,
    customer: subscription.customer,
    hosted_invoice_url: `${baseUrl}/invoices/${id}`,
    invoice_pdf: `${baseUrl}/files/invoices/${id}.pdf`,
    livemode: false,
    number: `FOYER-${String(count + 1).padStart(4, '0')}`,
    receipt_number: paid ? `${1000 + count}-${4000 + count}` : null,
    parent: {
      type: 'subscription_details',
      quote_details: null,
      subscription_details: { metadata: {}, subscription: subscription.id },
    },
    period_start: now,
    period_end: now + MONTH,
    status: paid ? 'paid' : 'open',
    status_transitions: {
      finalized_at: now,
      marked_uncollectible_at: null,
      paid_at: paid ? now : null,
      voided_at: null,
    },
    subtotal: price.unit_amount,
    total: price.unit_amount,
    confirmation_secret: paid
      ? null
      : { client_secret: `${intentId}_secret_${stripeId('x').slice(2)}`, type: 'payment_intent' },
  })
  state.emit('invoice.created', invoice)
  state.emit('invoice.finalized', invoice)
  if (paid) state.emit('invoice.paid', invoice)
  return invoice
}

const defaultCardOf = (state: StripeState, subscription: StripeObject) => {
  if (subscription.default_payment_method) return String(subscription.default_payment_method)
  const customer = find(state, String(subscription.customer), 'customer')
  const settings = customer?.invoice_settings as { default_payment_method: string | null }
  return settings?.default_payment_method ?? null
}

export const createSubscription = (state: StripeState, params: Params, baseUrl: string) => {
  const customer = find(state, text(params.customer), 'customer')
  if (!customer) throw missing('customer', text(params.customer) ?? '', 'customer')
  const item = object(list(params.items)[0])
  const price = priceOf(state, text(item.price))
  const now = state.now()
  const trialDays = Number(text(params.trial_period_days) ?? '0')
  const id = stripeId('sub')
  const subscription = save(state, {
    id,
    object: 'subscription',
    billing_cycle_anchor: now,
    cancel_at: null,
    cancel_at_period_end: false,
    canceled_at: null,
    collection_method: 'charge_automatically',
    created: now,
    currency: price.currency,
    customer: customer.id,
    default_payment_method: text(params.default_payment_method) ?? null,
    ended_at: null,
    items: {
      object: 'list',
      data: [
        {
          id: stripeId('si'),
          object: 'subscription_item',
          created: now,
          current_period_start: now,
          current_period_end: now + (trialDays > 0 ? trialDays * 86_400 : MONTH),
          metadata: {},
          price,
          quantity: 1,
          subscription: id,
        },
      ],
      has_more: false,
      url: `/v1/subscription_items?subscription=${id}`,
    },
    latest_invoice: null as string | null,
    livemode: false,
    metadata: Object.fromEntries(
      Object.entries(object(params.metadata)).filter(([, v]) => typeof v === 'string'),
    ),
    pending_setup_intent: null,
    start_date: now,
    status: 'incomplete',
    trial_end: trialDays > 0 ? now + trialDays * 86_400 : null,
    trial_start: trialDays > 0 ? now : null,
  })
  if (trialDays > 0) {
    subscription.status = 'trialing'
    state.emit('customer.subscription.created', subscription)
    return subscription
  }
  const card = defaultCardOf(state, subscription)
  const invoice = invoiceFor(state, subscription, price, card !== null, baseUrl)
  subscription.latest_invoice = invoice.id
  subscription.status = card ? 'active' : 'incomplete'
  state.emit('customer.subscription.created', subscription)
  return subscription
}

/** Pays the subscription's open invoice with `card`: the subscription becomes active. */
export const payOpenInvoice = (state: StripeState, subscription: StripeObject, card: string) => {
  const invoice = find(state, String(subscription.latest_invoice ?? ''), 'invoice')
  if (!invoice || invoice.status !== 'open') return
  const now = state.now()
  Object.assign(invoice, {
    status: 'paid',
    amount_paid: invoice.amount_due,
    amount_remaining: 0,
    receipt_number: `${1000 + state.events.length}-${now % 10_000}`,
    status_transitions: { ...(invoice.status_transitions as object), paid_at: now },
  })
  state.emit('invoice.paid', invoice)
  subscription.default_payment_method = card
  const previous = { status: subscription.status }
  subscription.status = 'active'
  state.emit('customer.subscription.updated', subscription, previous)
}

export const updateSubscription = (
  state: StripeState,
  subscription: StripeObject,
  params: Params,
  baseUrl: string,
) => {
  if (subscription.status === 'canceled') {
    throw new StripeFakeError(400, {
      type: 'invalid_request_error',
      message: 'A canceled subscription can only update its cancellation_details and metadata.',
    })
  }
  const previous: Record<string, unknown> = {}
  const card = text(params.default_payment_method)
  if (card !== undefined) {
    const method = find(state, card, 'payment_method')
    if (!method || method.customer !== subscription.customer) throw missing('PaymentMethod', card)
    previous.default_payment_method = subscription.default_payment_method
    subscription.default_payment_method = card
  }
  const cancel = text(params.cancel_at_period_end)
  if (cancel !== undefined) {
    previous.cancel_at_period_end = subscription.cancel_at_period_end
    subscription.cancel_at_period_end = cancel === 'true'
    const item = (subscription.items as { data: { current_period_end: number }[] }).data[0]
    subscription.cancel_at = cancel === 'true' ? (item?.current_period_end ?? null) : null
  }
  const wanted = object(list(params.items)[0])
  const items = (subscription.items as { data: StripeObject[] }).data
  const item = items[0]
  if (text(wanted.price) && item && (item.price as StripeObject).id !== text(wanted.price)) {
    const price = priceOf(state, text(wanted.price))
    previous.items = structuredClone(subscription.items)
    item.price = price
    if (subscription.status === 'active') {
      subscription.latest_invoice = invoiceFor(state, subscription, price, true, baseUrl).id
    }
  }
  if (subscription.status === 'incomplete' && subscription.default_payment_method) {
    payOpenInvoice(state, subscription, String(subscription.default_payment_method))
  } else {
    state.emit('customer.subscription.updated', subscription, previous)
  }
  return subscription
}

/** Ends a subscription now (`DELETE /v1/subscriptions/:id`, or a period end after a cancellation). */
export const endSubscription = (state: StripeState, subscription: StripeObject) => {
  const now = state.now()
  Object.assign(subscription, { status: 'canceled', canceled_at: now, ended_at: now })
  state.emit('customer.subscription.deleted', subscription)
  return subscription
}
