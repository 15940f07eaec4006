/**
 * The part of Stripe.js the card form uses, so the real Stripe.js, the demo's stand-in and the
 * tests' loopback fake are interchangeable: a Payment Element for a SetupIntent, mounted in the
 * light DOM, and `confirmSetup` (3-D Secure runs in Stripe's own flow inside it).
 */
export interface StripeLike {
  elements(options: {
    clientSecret: string
    appearance?: StripeAppearance
    locale?: string
  }): StripeElementsLike
  confirmSetup(options: {
    elements: StripeElementsLike
    redirect: 'if_required'
    confirmParams?: { return_url?: string }
  }): Promise<StripeSetupResult>
  /** Pays a new subscription's first invoice with a card already set up (3-D Secure included). */
  confirmCardPayment(
    clientSecret: string,
    data: { payment_method: string },
  ): Promise<{ paymentIntent?: { id: string; status: string }; error?: { message?: string } }>
  /** Confirms a trial subscription's pending SetupIntent with a card already set up. */
  confirmCardSetup(
    clientSecret: string,
    data: { payment_method: string },
  ): Promise<StripeSetupResult>
}

/** Stripe's `appearance` subset the form passes (the element's theme). */
export interface StripeAppearance {
  theme?: 'stripe' | 'night'
  variables?: Record<string, string>
}

/** An Elements group: creates the Payment Element. */
export interface StripeElementsLike {
  create(type: 'payment', options?: Record<string, unknown>): StripePaymentElementLike
}

/** The Payment Element: mounted into a light-DOM node (Stripe refuses a node in a shadow root). */
export interface StripePaymentElementLike {
  mount(node: HTMLElement): void
  destroy(): void
  on(event: 'ready', handler: () => void): void
}

/** What `confirmSetup` answers: the SetupIntent, or the error to show inline. */
export interface StripeSetupResult {
  setupIntent?: { id: string; status: string; payment_method: string | { id: string } | null }
  error?: { message?: string; type?: string }
}
