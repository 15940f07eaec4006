import { commonParts, themeProperties } from './common'
import type { checkoutDialog } from '../checkout-dialog'
import type { TagDocs } from '../tag-docs'

/** `<checkout-dialog>` in `custom-elements.json`: read by `scripts/custom-elements.ts` only. */
export function docs(): TagDocs<(typeof checkoutDialog)['attributes']> {
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
