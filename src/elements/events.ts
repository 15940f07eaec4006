import type { FoyerUser } from '../atoms/index'
import type { BillingStatus } from '../wire/billing-rules'

/** `signed-in`: the session became signed in (a sign-in, or a session restored on page load). */
export interface SignedInDetail {
  user: FoyerUser
}

/** `signed-out`: the session ended (sign-out button, logout route, or an expired session). */
export type SignedOutDetail = Record<string, never>

/** `foyer-error`: something the host should know went wrong (configuration, a render failure). */
export interface FoyerErrorDetail {
  message: string
  error?: { name: string; message: string }
}

/** `user-verified`: a user proved their email (activation link or code). */
export interface UserVerifiedDetail {
  origin: 'activation-link' | 'activation-code' | 'invitation'
  userId: string
  email: string
}

/** `sign-up-completed`: a visitor created an account (not fired for sign-ups from an invitation). */
export interface SignUpCompletedDetail {
  userId: string
  /** Null for a sign-up with a phone number only. */
  email: string | null
  /** E.164 as typed, when the visitor gave a number. */
  phoneNumber?: string
  tenantId: string
  shouldActivate: boolean
}

/** `tenant-changed`: the signed-in user switched their active tenant. */
export interface TenantChangedDetail {
  tenantId: string
  previousTenantId: string | null
}

/** `checkout-completed`: a checkout confirmed a plan. */
export interface CheckoutCompletedDetail {
  planId: string
  subscriptionId: string
  /** The subscription's status after the checkout (the spec's set: `ACTIVE`, `TRIALING`, …). */
  status: BillingStatus
}

/** `checkout-canceled`: the buyer closed a checkout without confirming it. */
export interface CheckoutCanceledDetail {
  /** The dialog's `plan-id`, or null when it offered a choice. */
  planId: string | null
}

/**
 * Every event a Foyer element dispatches: `CustomEvent`s that bubble and cross shadow roots
 * (`composed`), with a JSON-serialisable `detail`, so `document.addEventListener` sees them all.
 */
export interface FoyerEventMap {
  'signed-in': CustomEvent<SignedInDetail>
  'signed-out': CustomEvent<SignedOutDetail>
  'foyer-error': CustomEvent<FoyerErrorDetail>
  'user-verified': CustomEvent<UserVerifiedDetail>
  'sign-up-completed': CustomEvent<SignUpCompletedDetail>
  'tenant-changed': CustomEvent<TenantChangedDetail>
  'checkout-completed': CustomEvent<CheckoutCompletedDetail>
  'checkout-canceled': CustomEvent<CheckoutCanceledDetail>
}

/** An event name of {@link FoyerEventMap}. */
export type FoyerEventName = keyof FoyerEventMap

/** The `detail` type of one Foyer event. */
export type FoyerEventDetail<K extends FoyerEventName> =
  FoyerEventMap[K] extends CustomEvent<infer D> ? D : never

/** What one event means and its `detail` type's name, for `custom-elements.json`. */
export interface EventDoc {
  readonly description: string
  readonly detail: string
}

/** Every event of {@link FoyerEventMap}, described once (a spec lists the names it dispatches). */
export const eventDocs: { readonly [K in FoyerEventName]: EventDoc } = {
  'signed-in': {
    description: 'The session became signed in (a sign-in, or a session restored on page load).',
    detail: 'SignedInDetail',
  },
  'signed-out': {
    description: 'The session ended (sign-out button, logout route, or an expired session).',
    detail: 'SignedOutDetail',
  },
  'foyer-error': {
    description: 'Something the host should know went wrong (configuration, a render failure).',
    detail: 'FoyerErrorDetail',
  },
  'user-verified': {
    description: 'A user proved their email (activation link or code).',
    detail: 'UserVerifiedDetail',
  },
  'sign-up-completed': {
    description: 'A visitor created an account (not fired for sign-ups from an invitation).',
    detail: 'SignUpCompletedDetail',
  },
  'tenant-changed': {
    description: 'The signed-in user switched their active tenant.',
    detail: 'TenantChangedDetail',
  },
  'checkout-completed': {
    description: 'A checkout confirmed a plan.',
    detail: 'CheckoutCompletedDetail',
  },
  'checkout-canceled': {
    description: 'The buyer closed a checkout without confirming it.',
    detail: 'CheckoutCanceledDetail',
  },
}
