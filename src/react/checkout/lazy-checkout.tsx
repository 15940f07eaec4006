import { lazy, Suspense, useState } from 'react'
import type { CheckoutScreenProps } from './checkout-screen'

// The screen (its dialog, plans, card field and words) is a chunk of its own, fetched on first open.
const CheckoutScreen = lazy(() => import('./checkout-screen'))

/**
 * `<checkout-dialog>` before and after its first opening: nothing until `open` is first set, then
 * the screen (kept, so closing animates and focus returns), so a page that defines the tag pays
 * for a few bytes until a buyer opens it.
 */
export function LazyCheckout(props: CheckoutScreenProps) {
  const [opened, setOpened] = useState(props.open)
  if (props.open && !opened) setOpened(true)
  if (!opened) return null
  return (
    <Suspense fallback={null}>
      <CheckoutScreen {...props} />
    </Suspense>
  )
}
