import { text } from './form'
import * as resources from './resources'
import { find, save } from './state'
import { payOpenInvoice } from './subscriptions'
import type { FormValue } from './form'
import type { StripeObject, StripeState } from './state'

type Params = Record<string, FormValue>

const authenticationFailure = (code: string) =>
  new resources.StripeFakeError(402, {
    type: 'card_error',
    code,
    message:
      'We are unable to authenticate your payment method. Please choose a different payment method and try again.',
  })

/** Charges the subscription's open invoice with `method`: paid, or declined (the card's test behaviour). */
const settle = (state: StripeState, intent: StripeObject, method: StripeObject) => {
  const invoice = find(state, String(intent._invoice), 'invoice') as StripeObject
  const subscriptionId = (invoice.parent as { subscription_details: { subscription: string } })
    .subscription_details.subscription
  const subscription = find(state, subscriptionId, 'subscription') as StripeObject
  if (method._charge_decline) {
    invoice.attempt_count = Number(invoice.attempt_count ?? 0) + 1
    state.emit('invoice.payment_failed', invoice)
    const error = {
      type: 'card_error',
      code: 'card_declined',
      decline_code: String(method._charge_decline),
      message: 'Your card was declined.',
    }
    Object.assign(intent, { status: 'requires_payment_method', last_payment_error: error })
    throw new resources.StripeFakeError(402, error)
  }
  const customer = find(state, String(invoice.customer), 'customer') as StripeObject
  resources.updateCustomer(state, customer, {
    invoice_settings: { default_payment_method: method.id },
  })
  payOpenInvoice(state, subscription, method.id)
  Object.assign(intent, { status: 'succeeded', next_action: null, last_payment_error: null })
  return intent
}

/**
 * Stripe.js's `confirmCardPayment` of a subscription's first invoice (its confirmation secret):
 * the card is attached to the customer and charged; a card that asks for 3-D Secure leaves the
 * PaymentIntent `requires_action` until the challenge (`finishChallenge`); a card whose charges
 * fail leaves the invoice open (`invoice.payment_failed`) and answers Stripe's decline.
 */
export const confirmPayment = (state: StripeState, params: Params, intentId: string) => {
  const invoice = [...state.objects.values()].find(
    (o) =>
      o.object === 'invoice' &&
      String(
        (o.confirmation_secret as { client_secret?: string } | null)?.client_secret ?? '',
      ).startsWith(`${intentId}_secret_`),
  )
  if (!invoice) throw resources.missing('payment_intent', intentId)
  if (invoice.status === 'paid') {
    throw new resources.StripeFakeError(400, {
      type: 'invalid_request_error',
      code: 'payment_intent_unexpected_state',
      message: 'This PaymentIntent has already succeeded.',
    })
  }
  const card = text(params.payment_method)
  const data = params.payment_method_data as Record<string, FormValue> | undefined
  const number = text((data?.card as Record<string, FormValue> | undefined)?.number)
  const method =
    (card && find(state, card, 'payment_method')) ||
    resources.createCardMethod(state, card ? { token: card } : { number })
  if (method.customer !== invoice.customer) {
    resources.attachMethod(state, method, String(invoice.customer))
  }
  const intent = save(state, {
    ...(find(state, intentId, 'payment_intent') ?? {}),
    id: intentId,
    object: 'payment_intent',
    amount: invoice.amount_due,
    currency: invoice.currency,
    livemode: false,
    payment_method: method.id,
    status: 'requires_confirmation',
    next_action: null as unknown,
    _invoice: invoice.id,
  })
  if (method._three_d_secure) {
    intent.status = 'requires_action'
    intent.next_action = { type: 'use_stripe_sdk', use_stripe_sdk: { type: 'three_d_secure' } }
    return intent
  }
  return settle(state, intent, method)
}

/**
 * The end of a 3-D Secure challenge (the buttons of Stripe's test authentication page, which
 * Stripe.js shows): `complete` finishes the SetupIntent or PaymentIntent waiting for it, a failure
 * answers Stripe's authentication error and the intent needs a payment method again. A fake-only
 * call (Stripe.js reaches the issuer's ACS instead), made with the publishable key.
 */
export const finishChallenge = (state: StripeState, intentId: string, complete: boolean) => {
  const intent = find(state, intentId, 'setup_intent') ?? find(state, intentId, 'payment_intent')
  if (!intent || intent.status !== 'requires_action') {
    throw resources.missing('intent awaiting authentication', intentId)
  }
  const method = find(state, String(intent.payment_method), 'payment_method') as StripeObject
  const setup = intent.object === 'setup_intent'
  if (!complete) {
    const error = authenticationFailure(
      setup ? 'setup_intent_authentication_failure' : 'payment_intent_authentication_failure',
    )
    Object.assign(intent, {
      status: 'requires_payment_method',
      next_action: null,
      [setup ? 'last_setup_error' : 'last_payment_error']: error.body,
    })
    if (setup) state.emit('setup_intent.setup_failed', intent)
    throw error
  }
  return setup
    ? resources.completeSetupIntent(state, intent, method)
    : settle(state, intent, method)
}
