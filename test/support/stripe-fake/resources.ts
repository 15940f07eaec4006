import { object, text } from './form'
import { find, save, stripeId, TEST_CARDS, TEST_TOKENS } from './state'
import type { FormValue } from './form'
import type { StripeObject, StripeState } from './state'

type Params = Record<string, FormValue>

/** A refusal in Stripe's error shape (`{error: {type, code?, message, param?}}`). */
export class StripeFakeError extends Error {
  constructor(
    readonly status: number,
    readonly body: {
      type: string
      code?: string
      message: string
      param?: string
      decline_code?: string
    },
  ) {
    super(body.message)
  }
}

/** Stripe's 404 for an id it does not know. */
export const missing = (kind: string, id: string, param = 'id') =>
  new StripeFakeError(404, {
    type: 'invalid_request_error',
    code: 'resource_missing',
    message: `No such ${kind}: '${id}'`,
    param,
  })

const metadataOf = (params: Params, before: Record<string, string> = {}) => {
  const given = object(params.metadata)
  const merged = Object.entries({ ...before, ...given }).filter(
    (entry): entry is [string, string] => typeof entry[1] === 'string' && entry[1] !== '',
  )
  return Object.fromEntries(merged)
}

const emptyAddress = () => ({
  city: null,
  country: null,
  line1: null,
  line2: null,
  postal_code: null,
  state: null,
})

export const createCustomer = (state: StripeState, params: Params) =>
  save(state, {
    id: stripeId('cus'),
    object: 'customer',
    created: state.now(),
    email: text(params.email) ?? null,
    name: text(params.name) ?? null,
    metadata: metadataOf(params),
    invoice_settings: {
      custom_fields: null,
      default_payment_method: null,
      footer: null,
      rendering_options: null,
    },
    livemode: false,
  })

export const updateCustomer = (state: StripeState, customer: StripeObject, params: Params) => {
  const settings = object(params.invoice_settings)
  const wanted = text(settings.default_payment_method)
  if (wanted !== undefined) {
    const method = find(state, wanted, 'payment_method')
    if (!method || method.customer !== customer.id) throw missing('PaymentMethod', wanted)
    customer.invoice_settings = {
      ...(customer.invoice_settings as object),
      default_payment_method: wanted,
    }
  }
  if (text(params.email) !== undefined) customer.email = text(params.email)
  if (text(params.name) !== undefined) customer.name = text(params.name)
  customer.metadata = metadataOf(params, customer.metadata as Record<string, string>)
  state.emit('customer.updated', customer)
  return customer
}

/** A card payment method made from a test card number (or token), unattached. */
export const createCardMethod = (state: StripeState, card: { number?: string; token?: string }) => {
  const number = card.token ? TEST_TOKENS[card.token] : card.number?.replace(/\s+/g, '')
  const known = number ? TEST_CARDS[number] : undefined
  if (!known) {
    throw new StripeFakeError(402, {
      type: 'card_error',
      code: 'incorrect_number',
      message: 'Your card number is incorrect.',
      param: 'number',
    })
  }
  return save(state, {
    id: stripeId('pm'),
    object: 'payment_method',
    type: 'card',
    created: state.now(),
    customer: null,
    livemode: false,
    metadata: {},
    billing_details: { address: emptyAddress(), email: null, name: null, phone: null },
    card: {
      brand: known.brand,
      last4: known.last4,
      exp_month: 12,
      exp_year: new Date().getUTCFullYear() + 4,
      country: 'US',
      funding: 'credit',
      fingerprint: `fp${known.last4}`,
      checks: { address_line1_check: null, address_postal_code_check: null, cvc_check: 'pass' },
      networks: { available: [known.brand], preferred: null },
      wallet: null,
      three_d_secure_usage: { supported: true },
    },
    ...(known.decline ? { _decline: known.decline } : {}),
    ...(known.chargeDecline ? { _charge_decline: known.chargeDecline } : {}),
    ...(known.threeDSecure ? { _three_d_secure: true } : {}),
  })
}

/** Attaches a payment method to a customer (`payment_method.attached`). */
export const attachMethod = (state: StripeState, method: StripeObject, customerId: string) => {
  if (method._decline) {
    throw new StripeFakeError(402, {
      type: 'card_error',
      code: 'card_declined',
      decline_code: String(method._decline),
      message: 'Your card was declined.',
    })
  }
  method.customer = customerId
  state.emit('payment_method.attached', method)
  return method
}

export const updateMethod = (state: StripeState, method: StripeObject, params: Params) => {
  const given = object(params.billing_details)
  const before = method.billing_details as Record<string, unknown>
  const address = object(given.address)
  const blank = (value: FormValue | undefined) => (value === '' ? null : (text(value) ?? undefined))
  const nextAddress = { ...(before.address as object) } as Record<string, unknown>
  for (const key of ['city', 'country', 'line1', 'line2', 'postal_code', 'state']) {
    const value = blank(address[key])
    if (value !== undefined) nextAddress[key] = value
  }
  method.billing_details = {
    ...before,
    address: nextAddress,
    ...(given.email === undefined ? {} : { email: blank(given.email) }),
    ...(given.name === undefined ? {} : { name: blank(given.name) }),
  }
  method.metadata = metadataOf(params, method.metadata as Record<string, string>)
  state.emit('payment_method.updated', method)
  return method
}

export const createSetupIntent = (state: StripeState, params: Params) => {
  const customer = text(params.customer)
  if (customer && !find(state, customer, 'customer'))
    throw missing('customer', customer, 'customer')
  const id = stripeId('seti')
  return save(state, {
    id,
    object: 'setup_intent',
    client_secret: `${id}_secret_${stripeId('x').slice(2)}`,
    created: state.now(),
    customer: customer ?? null,
    description: null,
    last_setup_error: null,
    livemode: false,
    metadata: metadataOf(params),
    next_action: null,
    payment_method: null,
    payment_method_types: ['card'],
    status: 'requires_payment_method',
    usage: text(params.usage) ?? 'off_session',
  })
}

/**
 * Confirms a SetupIntent with a card (what Stripe.js's `confirmSetup` does with the Payment
 * Element): the card is attached to the intent's customer and the intent succeeds.
 */
export const confirmSetupIntent = (state: StripeState, intent: StripeObject, params: Params) => {
  // As Stripe: a SetupIntent that succeeded cannot be confirmed again (a new card needs a new one).
  if (intent.status === 'succeeded') {
    throw new StripeFakeError(400, {
      type: 'invalid_request_error',
      code: 'setup_intent_unexpected_state',
      message:
        'You cannot confirm this SetupIntent because it has already succeeded after being previously confirmed.',
    })
  }
  const data = object(params.payment_method_data)
  const card = object(data.card)
  const existing = text(params.payment_method)
  const method =
    (existing && find(state, existing, 'payment_method')) ||
    createCardMethod(state, existing ? { token: existing } : { number: text(card.number) })
  const details = object(data.billing_details)
  if (Object.keys(details).length > 0) updateMethod(state, method, { billing_details: details })
  if (method._three_d_secure) {
    // Stripe.js runs the 3-D Secure challenge (`use_stripe_sdk`), then completes the intent.
    intent.payment_method = method.id
    intent.status = 'requires_action'
    intent.next_action = { type: 'use_stripe_sdk', use_stripe_sdk: { type: 'three_d_secure' } }
    return intent
  }
  return completeSetupIntent(state, intent, method)
}

/** Attaches the intent's card to its customer: the SetupIntent succeeds, or the card is declined. */
export const completeSetupIntent = (
  state: StripeState,
  intent: StripeObject,
  method: StripeObject,
) => {
  try {
    if (intent.customer) attachMethod(state, method, String(intent.customer))
  } catch (error) {
    if (error instanceof StripeFakeError) {
      intent.status = 'requires_payment_method'
      intent.last_setup_error = { ...error.body, payment_method: method }
      state.emit('setup_intent.setup_failed', intent)
    }
    throw error
  }
  intent.payment_method = method.id
  intent.status = 'succeeded'
  intent.next_action = null
  intent.last_setup_error = null
  state.emit('setup_intent.succeeded', intent)
  return intent
}
