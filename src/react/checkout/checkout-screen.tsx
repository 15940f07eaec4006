import { useAtomValue, useSetAtom } from 'jotai'
import { useEffect, useRef, useState } from 'react'
import { toApiError } from '../../api/index'
import { billingAtom, currentPlanOf, loadBillingAtom } from '../../atoms/billing'
import { confirmCheckoutAtom, createSubscriptionAtom } from '../../atoms/billing-actions'
import { sessionAtom } from '../../atoms/index'
import { addEnglish } from '../../i18n/index'
import { subscriptions as subscriptionsEnglish } from '../../i18n/messages/en'
import { billingStatus, canChangePlan } from '../../wire/billing-rules'
import { PartWords, useI18n } from '../i18n/index'
import { Button, Dialog, InlineAlert, usePermission, useStyles } from '../ui/index'
import { useErrorText } from '../ui/use-error-text'
import { besideProvider } from './beside-provider'
import { CardSetup } from './card-setup'
import { cardText } from './card-text'
import { CheckoutPlans } from './checkout-plans'
import { checkoutStyles } from './checkout.styles'
import type { BillingInfo } from '../../atoms/billing'
import type { CheckoutResult } from '../../atoms/billing-actions'
import type { CardFieldHandle } from './card-field'

addEnglish(subscriptionsEnglish)

/** Props of {@link CheckoutScreen}. */
export interface CheckoutScreenProps {
  /** The plan to sell (`plan-id`); without it the dialog offers the vendor's plans. */
  planId?: string
  open: boolean
  /** The dialog's title ("Checkout" by default; the portal's plan change names itself). */
  title?: string
  onCompleted: (result: CheckoutResult) => void
  onCanceled: () => void
}

/** Why the checkout cannot go on (a sentence), or null. */
function useBlocked(info: BillingInfo | null, planId: string): string | null {
  const { t } = useI18n()
  const canWrite = usePermission('fe.subscriptions.write.subscriptions')
  if (!info) return null
  if (!info.configured) return t('subscriptions.notConfigured')
  if (info.subscription?.externallyManaged || info.summary?.externallyManaged)
    return t('subscriptions.externallyManaged')
  if (!canWrite) return t('subscriptions.checkout.forbidden')
  const current = currentPlanOf(info)
  const status = info.subscription ? billingStatus(info.subscription.status) : null
  if (current?.id === planId && status === 'ACTIVE') return t('subscriptions.checkout.alreadyOn')
  if (!info.plans.some((plan) => plan.id === planId)) return t('subscriptions.checkout.noPlan')
  return null
}

/** The dialog's content and its confirm, once the tenant's billing is loaded. */
function Checkout({ planId, open, title, onCompleted, onCanceled }: CheckoutScreenProps) {
  const { t } = useI18n()
  const styles = useStyles(checkoutStyles)
  const errorText = useErrorText()
  const session = useAtomValue(sessionAtom)
  const billing = useAtomValue(billingAtom)
  const load = useSetAtom(loadBillingAtom)
  const confirm = useSetAtom(confirmCheckoutAtom)
  const subscribe = useSetAtom(createSubscriptionAtom)
  const card = useRef<CardFieldHandle>(null)
  const root = useRef<HTMLDivElement>(null)
  const [cardAttempt, setCardAttempt] = useState(0)
  const info = billing.value
  const current = info ? currentPlanOf(info) : null
  const [chosen, setChosen] = useState<string | null>(null)
  const [newCard, setNewCard] = useState(false)
  const [pending, setPending] = useState(false)
  const [error, setError] = useState<string | null>(null)
  const signedIn = session.status === 'signed-in'
  const fallbackPlan = info?.plans.find((plan) => plan.id !== current?.id) ?? info?.plans[0]
  const selected = planId ?? chosen ?? fallbackPlan?.id ?? ''
  const blocked = useBlocked(info, selected)
  const saved = info?.paymentMethod ?? null
  const takesCard = newCard || saved === null

  useEffect(() => {
    if (open && signedIn) void load()
  }, [open, signedIn, load])

  // The next opening starts afresh: no old error, the saved card, the host's or the first plan.
  const closing = (then: () => void) => {
    setError(null)
    setNewCard(false)
    setChosen(null)
    then()
  }

  const submit = async () => {
    setPending(true)
    setError(null)
    // A card Stripe saved cannot be confirmed again: if a later step fails (the first payment
    // declined), the form starts a new SetupIntent for the next try (`cardAttempt`).
    let cardSaved = false
    try {
      const field = card.current
      if (takesCard && !field) throw new Error(t('subscriptions.card.notReady'))
      const paymentMethodId =
        field && takesCard ? await besideProvider(root.current, () => field.confirm()) : null
      cardSaved = paymentMethodId !== null
      // A tenant with no subscription yet subscribes first; Stripe confirms its first payment.
      const created = info?.subscription ? null : await subscribe(selected)
      if (created?.subscriptionSecret && field && paymentMethodId) {
        const secret = created.subscriptionSecret
        await besideProvider(root.current, () => field.confirmSubscription(secret, paymentMethodId))
      }
      const result = await confirm({
        planId: selected,
        paymentMethodId,
        createdId: created?.subscriptionId,
      })
      closing(() => onCompleted(result))
    } catch (failure) {
      if (cardSaved) setCardAttempt((attempt) => attempt + 1)
      const apiError = toApiError(failure)
      setError(
        failure instanceof Error && !('status' in failure)
          ? failure.message
          : errorText(apiError, t('subscriptions.checkout.failed')),
      )
    } finally {
      setPending(false)
    }
  }

  const ready = signedIn && billing.status !== 'loading' && info !== null
  let body
  if (!signedIn) body = <p className={styles.muted}>{t('subscriptions.checkout.signIn')}</p>
  else if (billing.status === 'error' && !info)
    body = (
      <>
        <InlineAlert>{errorText(billing.error, t('subscriptions.loadFailed'))}</InlineAlert>
        <Button variant="secondary" onClick={() => void load()}>
          {t('subscriptions.retry')}
        </Button>
      </>
    )
  else if (!ready)
    body = (
      <p className={styles.muted} role="status">
        {t('subscriptions.loading')}
      </p>
    )
  else
    body = (
      <>
        <CheckoutPlans
          plans={info.plans}
          value={selected}
          onChange={planId ? null : setChosen}
          unavailable={(plan) =>
            info.subscription &&
            plan.id !== current?.id &&
            !canChangePlan(info.subscription, current, plan, info.vendor.allowPlanDowngrade)
              ? t('subscriptions.plan.noDowngrade')
              : null
          }
        />
        {blocked ? <p className={styles.muted}>{blocked}</p> : null}
        {!blocked && saved && !newCard ? (
          <p className={styles.saved}>
            <span>{t('subscriptions.checkout.payWith', { card: cardText(t, saved) })}</span>
            <Button variant="ghost" onClick={() => setNewCard(true)}>
              {t('subscriptions.checkout.otherCard')}
            </Button>
          </p>
        ) : null}
        {!blocked && takesCard ? (
          <CardSetup key={cardAttempt} ref={card} title={t('subscriptions.checkout.card')} />
        ) : null}
        {error ? <InlineAlert>{error}</InlineAlert> : null}
      </>
    )

  return (
    <Dialog
      open={open}
      title={title ?? t('subscriptions.checkout.title')}
      onClose={() => closing(onCanceled)}
      busy={pending}
      actions={
        <>
          <Button variant="secondary" onClick={() => closing(onCanceled)} disabled={pending}>
            {t('subscriptions.checkout.cancel')}
          </Button>
          {ready && !blocked ? (
            <Button onClick={() => void submit()} loading={pending}>
              {t('subscriptions.checkout.confirm')}
            </Button>
          ) : null}
        </>
      }
    >
      <div className={styles.body} part="checkout" ref={root}>
        {body}
      </div>
    </Dialog>
  )
}

/**
 * `<checkout-dialog>`'s screen: the plan (or a chooser) and its monthly price, the card (the saved
 * one, or a new one through a SetupIntent and Stripe's Payment Element in the light DOM), and the
 * spec's confirm. Loaded when the dialog first opens, with its words.
 */
export default function CheckoutScreen(props: CheckoutScreenProps) {
  return (
    <PartWords part="subscriptions">
      <Checkout {...props} />
    </PartWords>
  )
}
