import { createElement, lazy, Suspense } from 'react'
import { booleanAttribute, textAttribute } from './attributes'
import { defineTag } from './define-tag'
import { elementSpec } from './element-spec'
import type { PropsOf } from './attributes'
import type { DefineOptions } from './define-tag'
import type { FoyerElement } from './tag-types'

const attributes = {
  planId: textAttribute('plan-id'),
  open: booleanAttribute('open'),
} as const

/** Attributes of `<checkout-dialog>` besides the common ones, as its properties. */
export type CheckoutDialogProps = PropsOf<typeof attributes>

// Everything but the definition is on demand, so pages that define every tag pay for a few bytes:
// the root (events, `open`) when the element mounts, the screen and Stripe.js when it first opens.
const CheckoutDialogRoot = lazy(() => import('./checkout-dialog-root'))

/** `<checkout-dialog>` (what it is for: `docs/checkout-dialog.ts`). */
export const checkoutDialog = elementSpec({
  tag: 'checkout-dialog',
  attributes,
  events: ['foyer-error', 'checkout-completed', 'checkout-canceled'],
  sessionEvents: false,
  render: ({ planId, open }, { host }) =>
    createElement(Suspense, null, createElement(CheckoutDialogRoot, { planId, open, host })),
})

/** A `<checkout-dialog>` instance: its attributes as properties. */
export type CheckoutDialogElement = FoyerElement<'checkout-dialog'>

/** Defines `<checkout-dialog>` (or `<{prefix}-checkout-dialog>`) alone; harmless when already defined. */
export function defineCheckoutDialog(options?: DefineOptions): void {
  defineTag(checkoutDialog, options)
}
