import { randomBytes } from 'node:crypto'

/** A Stripe API object as the fake keeps it: Stripe's JSON shape (snake_case fields). */
export type StripeObject = { id: string; object: string } & Record<string, unknown>

/** A Stripe event (`object: 'event'`) as Stripe sends it to a webhook endpoint. */
export interface StripeEvent {
  id: string
  object: 'event'
  api_version: string
  created: number
  data: { object: StripeObject; previous_attributes?: Record<string, unknown> }
  livemode: false
  pending_webhooks: number
  request: { id: string | null; idempotency_key: string | null }
  type: string
}

/** The API version the fake's events say (the SDK's pinned version). */
export const FAKE_API_VERSION = '2026-10-28.endive'

/** Stripe-style ids: a prefix and 24 random characters. */
export const stripeId = (prefix: string) =>
  `${prefix}_${randomBytes(18).toString('base64url').replace(/[-_]/g, 'x').slice(0, 24)}`

/** The fake's account: every object by id, and the events in the order they happened. */
export interface StripeState {
  objects: Map<string, StripeObject>
  events: StripeEvent[]
  /** Unix seconds of the fake's clock (tests move it with `advance`). */
  now: () => number
  advance: (seconds: number) => void
  /** Stops the clock at its current second (`advance` still moves it), for same-second cases. */
  stop: () => void
  /** Records an event of `object` (a snapshot) and hands it to the delivery. */
  emit: (type: string, object: StripeObject, previous?: Record<string, unknown>) => StripeEvent
  onEvent: (listener: (event: StripeEvent) => void) => void
}

/** An object as Stripe shows it: without the fake's own `_` fields (a card's test behaviour). */
export const publicOf = (object: StripeObject): StripeObject =>
  Object.fromEntries(
    Object.entries(structuredClone(object)).filter(([key]) => !key.startsWith('_')),
  ) as StripeObject

export const createState = (): StripeState => {
  let offset = 0
  let stoppedAt: number | undefined
  const listeners: ((event: StripeEvent) => void)[] = []
  const state: StripeState = {
    objects: new Map(),
    events: [],
    now: () => (stoppedAt ?? Math.floor(Date.now() / 1000)) + offset,
    advance: (seconds) => {
      offset += seconds
    },
    stop: () => {
      stoppedAt ??= Math.floor(Date.now() / 1000)
    },
    emit: (type, object, previous) => {
      const event: StripeEvent = {
        id: stripeId('evt'),
        object: 'event',
        api_version: FAKE_API_VERSION,
        created: state.now(),
        data: {
          object: publicOf(object),
          ...(previous ? { previous_attributes: previous } : {}),
        },
        livemode: false,
        pending_webhooks: 1,
        request: { id: null, idempotency_key: null },
        type,
      }
      state.events.push(event)
      for (const listener of listeners) listener(event)
      return event
    },
    onEvent: (listener) => listeners.push(listener),
  }
  return state
}

/** An object of the given kind, or undefined. */
export const find = (state: StripeState, id: string | undefined, kind: string) => {
  const found = id ? state.objects.get(id) : undefined
  return found?.object === kind ? found : undefined
}

/** Stores an object and answers it. */
export const save = <T extends StripeObject>(state: StripeState, object: T): T => {
  state.objects.set(object.id, object)
  return object
}

/** The objects of a kind matching `filter`, newest first, as Stripe lists them. */
export const listOf = (
  state: StripeState,
  kind: string,
  filter: (object: StripeObject) => boolean,
  url: string,
) => {
  const data = [...state.objects.values()]
    .filter((object) => object.object === kind && filter(object))
    .reverse()
  return { object: 'list', data, has_more: false, url }
}

/** The test cards the fake knows (Stripe's documented test numbers). */
export const TEST_CARDS: Record<
  string,
  {
    brand: string
    last4: string
    /** Declined when attached (set up). */
    decline?: string
    /** Attached fine, then every charge is declined (Stripe's 4000 0000 0000 0341). */
    chargeDecline?: string
    /** Every setup and payment asks for 3-D Secure (Stripe's 4000 0027 6000 3184). */
    threeDSecure?: boolean
  }
> = {
  '4242424242424242': { brand: 'visa', last4: '4242' },
  '4000000000000341': { brand: 'visa', last4: '0341', chargeDecline: 'generic_decline' },
  '4000002760003184': { brand: 'visa', last4: '3184', threeDSecure: true },
  '5555555555554444': { brand: 'mastercard', last4: '4444' },
  '4000000000000002': { brand: 'visa', last4: '0002', decline: 'generic_decline' },
  '4000000000009995': { brand: 'visa', last4: '9995', decline: 'insufficient_funds' },
}

/** Stripe's test payment method tokens (`pm_card_visa`, …) to their card numbers. */
export const TEST_TOKENS: Record<string, string> = {
  pm_card_visa: '4242424242424242',
  pm_card_mastercard: '5555555555554444',
  pm_card_chargeDeclined: '4000000000000002',
  pm_card_visa_chargeDeclinedInsufficientFunds: '4000000000009995',
  pm_card_chargeCustomerFail: '4000000000000341',
  pm_card_authenticationRequired: '4000002760003184',
}
