import { useAtomValue } from 'jotai'
import { useEffect, useImperativeHandle, useState } from 'react'
import { configAtom } from '../../atoms/config'
import { useI18n } from '../i18n/index'
import { InlineAlert, Spinner, useStyles } from '../ui/index'
import { checkoutStyles } from './checkout.styles'
import { loadStripeFor } from './load-stripe'
import { useLightSlot } from './use-light-slot'
import type { StripeElementsLike, StripeLike } from './stripe-types'
import type { Ref } from 'react'

/** What the form around a card field calls: confirms the SetupIntent, answers its payment method. */
export interface CardFieldHandle {
  /** Resolves with the new payment method's id; rejects with Stripe's sentence (show it inline). */
  confirm(): Promise<string>
  /**
   * Confirms a new subscription's first payment (`pi_…` secret) or pending SetupIntent (`seti_…`)
   * with the card just set up; rejects with Stripe's sentence.
   */
  confirmSubscription(secret: string, paymentMethodId: string): Promise<void>
}

/** Props of {@link CardField}. */
export interface CardFieldProps {
  publishableKey: string
  /** The SetupIntent's client secret. */
  clientSecret: string
  /** Names the field group (the heading or legend above it). */
  labelledBy: string
  ref?: Ref<CardFieldHandle>
}

/**
 * Stripe's Payment Element for a SetupIntent (card details never reach Foyer's server), mounted
 * in the light DOM of the element through a slot, since Stripe's Elements cannot live in a shadow
 * root. Stripe.js loads when the field first shows; in demo mode the demo's stand-in answers.
 */
export function CardField({ publishableKey, clientSecret, labelledBy, ref }: CardFieldProps) {
  const { t, lang, dir } = useI18n()
  const styles = useStyles(checkoutStyles)
  const { demo } = useAtomValue(configAtom)
  const { anchor, slotName, node } = useLightSlot(lang, dir)
  const [mounted, setMounted] = useState<{ stripe: StripeLike; elements: StripeElementsLike }>()
  const [failed, setFailed] = useState(false)

  useEffect(() => {
    if (!node) return
    let current = true
    let destroy: (() => void) | null = null
    loadStripeFor(publishableKey, demo)
      .then((stripe) => {
        if (!current) return
        const elements = stripe.elements({ clientSecret, locale: lang })
        const payment = elements.create('payment', { layout: 'tabs' })
        payment.mount(node)
        destroy = () => payment.destroy()
        payment.on('ready', () => {
          if (current) setMounted({ stripe, elements })
        })
      })
      .catch(() => {
        if (current) setFailed(true)
      })
    return () => {
      current = false
      destroy?.()
      setMounted(undefined)
    }
  }, [node, publishableKey, clientSecret, demo, lang])

  useImperativeHandle(
    ref,
    () => ({
      async confirm() {
        if (!mounted) throw new Error(t('subscriptions.card.notReady'))
        const result = await mounted.stripe.confirmSetup({
          elements: mounted.elements,
          redirect: 'if_required',
          confirmParams: { return_url: location.href },
        })
        const method = result.setupIntent?.payment_method
        if (result.error || !method) {
          throw new Error(result.error?.message || t('subscriptions.card.failed'))
        }
        return typeof method === 'string' ? method : method.id
      },
      async confirmSubscription(secret, paymentMethodId) {
        if (!mounted) throw new Error(t('subscriptions.card.notReady'))
        const data = { payment_method: paymentMethodId }
        const result = secret.startsWith('seti_')
          ? await mounted.stripe.confirmCardSetup(secret, data)
          : await mounted.stripe.confirmCardPayment(secret, data)
        if (result.error) throw new Error(result.error.message || t('subscriptions.card.failed'))
      },
    }),
    [mounted, t],
  )

  return (
    <div role="group" aria-labelledby={labelledBy} className={styles.card} part="card-field">
      {failed ? <InlineAlert>{t('subscriptions.card.loadFailed')}</InlineAlert> : null}
      {!mounted && !failed ? (
        <p className={styles.muted} role="status">
          <Spinner /> {t('subscriptions.card.loading')}
        </p>
      ) : null}
      <span ref={anchor} className={styles.slot}>
        <slot name={slotName} />
      </span>
    </div>
  )
}
