import { createElement, lazy, Suspense } from 'react'
import { booleanAttribute, textAttribute } from './attributes'
import { commonParts, themeProperties } from './common-docs'
import { defineTag } from './define-tag'
import { elementSpec } from './element-spec'
import type { PropsOf } from './attributes'
import type { DefineOptions } from './define-tag'
import type { TagDocs } from './tag-docs'
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

/** `<checkout-dialog>`: see {@link docs}. */
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

/** `<checkout-dialog>` in `custom-elements.json` (a function, so bundles leave it out). */
export function docs(): TagDocs<typeof attributes> {
  return {
    description:
      "Sells a plan to the signed-in member's account: a modal dialog (native `<dialog>`) with the plan and its monthly price (or a chooser of the vendor's plans), the card (the saved one, or a new one through a Stripe SetupIntent and Stripe's Payment Element), and a confirm button. Stripe.js loads only when the dialog opens (in demo mode a stand-in answers, with no network). Stripe's Elements cannot be mounted in a shadow root: the card form is a child of the element in the light DOM, shown through a slot. It shares the session of every element with the same `base-url` and `app-id`.",
    attributes: {
      planId:
        'The plan to sell (a plan `id` of the vendor); without it the dialog lists the plans to choose from.',
      open: 'Opens the dialog (set it from a "Buy" button); the dialog removes it when it closes.',
    },
    slots: [
      {
        name: 'foyer-card-*',
        description:
          "Filled by the element itself: the light-DOM node Stripe's Payment Element is mounted in. Leave it alone.",
      },
    ],
    cssParts: [
      ...commonParts,
      { name: 'dialog', description: 'The dialog.' },
      { name: 'checkout', description: 'The dialog body.' },
      { name: 'checkout-plan', description: 'The plan and its price.' },
      { name: 'checkout-plans', description: 'The plan chooser (without `plan-id`).' },
      { name: 'card-field', description: "The card form's frame." },
      { name: 'button', description: 'The buttons.' },
    ],
    cssProperties: themeProperties,
  }
}
