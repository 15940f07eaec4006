import { createElement } from 'react'
import { LazyCheckout } from '../react/checkout/lazy-checkout'
import { emit } from './emit'
import type { CheckoutDialogProps } from './checkout-dialog'

/**
 * `<checkout-dialog>` behind its definition, a chunk of its own: the screen (loaded on first open)
 * wired to the element: closing removes `open`, and a confirm or a cancel is told to the page.
 */
export default function CheckoutDialogRoot({
  planId,
  open,
  host,
}: CheckoutDialogProps & { host: HTMLElement }) {
  return createElement(LazyCheckout, {
    planId,
    open,
    onCompleted: (result) => {
      host.removeAttribute('open')
      emit(host, 'checkout-completed', result)
    },
    onCanceled: () => {
      host.removeAttribute('open')
      emit(host, 'checkout-canceled', { planId: planId ?? null })
    },
  })
}
