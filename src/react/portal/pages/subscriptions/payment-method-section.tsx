import { useAtomValue, useSetAtom } from 'jotai'
import { useEffect, useRef, useState } from 'react'
import { currentPlanOf } from '../../../../atoms/billing'
import { changePlanMutation } from '../../../../atoms/billing-actions'
import { CardSetup } from '../../../checkout/card-setup'
import { cardText } from '../../../checkout/card-text'
import { useI18n } from '../../../i18n/index'
import {
  Button,
  Dialog,
  InlineAlert,
  Panel,
  useErrorText,
  usePermission,
  useStyles,
  useToast,
} from '../../../ui/index'
import { BillingDetailsForm } from './billing-details-form'
import { subscriptionsStyles } from './subscriptions.styles'
import type { BillingInfo } from '../../../../atoms/billing'
import type { CardFieldHandle } from '../../../checkout/card-field'

/** The dialog that replaces the card: a SetupIntent, Stripe's Payment Element, then the update. */
function ReplaceCardDialog({ info, onClose }: { info: BillingInfo; onClose: () => void }) {
  const { t } = useI18n()
  const toast = useToast()
  const errorText = useErrorText()
  const change = useSetAtom(changePlanMutation.runAtom)
  const changed = useAtomValue(changePlanMutation.stateAtom)
  const reset = useSetAtom(changePlanMutation.resetAtom)
  const card = useRef<CardFieldHandle>(null)
  const [pending, setPending] = useState(false)
  const [error, setError] = useState<string | null>(null)
  const planId = currentPlanOf(info)?.id ?? info.summary?.currentPlanId ?? ''
  // A failure of an earlier attempt is not this dialog's.
  useEffect(() => reset(), [reset])

  const save = async () => {
    setPending(true)
    setError(null)
    try {
      const field = card.current
      if (!field) throw new Error(t('subscriptions.card.notReady'))
      const paymentMethodId = await field.confirm()
      const done = await change({ subscription: info.subscription, planId, paymentMethodId })
      if (done !== undefined) {
        toast(t('subscriptions.card.replaced'))
        onClose()
      }
    } catch (failure) {
      setError(failure instanceof Error ? failure.message : t('subscriptions.card.failed'))
    } finally {
      setPending(false)
    }
  }
  const failure =
    error ??
    (changed.status === 'error' ? errorText(changed.error, t('subscriptions.card.failed')) : null)

  return (
    <Dialog
      open
      title={t('subscriptions.card.replaceTitle')}
      onClose={onClose}
      busy={pending}
      actions={
        <>
          <Button variant="secondary" onClick={onClose} disabled={pending}>
            {t('subscriptions.checkout.cancel')}
          </Button>
          <Button loading={pending} onClick={() => void save()}>
            {t('subscriptions.card.save')}
          </Button>
        </>
      }
    >
      <CardSetup
        ref={card}
        title={t('subscriptions.card.new')}
        replacing={info.paymentMethod?.id}
      />
      {failure ? <InlineAlert>{failure}</InlineAlert> : null}
    </Dialog>
  )
}

/**
 * The payment method: the default card (brand, last 4, expiry), replacing it through a SetupIntent
 * and Stripe's Payment Element (the subscription then takes the new card), and its billing details.
 */
export function PaymentMethodSection({ info }: { info: BillingInfo }) {
  const { t } = useI18n()
  const styles = useStyles(subscriptionsStyles)
  const canRead = usePermission('fe.subscriptions.read.paymentMethods')
  const canWrite = usePermission('fe.subscriptions.write.paymentMethods')
  const [replacing, setReplacing] = useState(false)
  const method = info.paymentMethod
  const managed = info.subscription?.externallyManaged ?? false
  const mayReplace = canWrite && !managed && info.subscription !== null
  return (
    <Panel
      title={t('subscriptions.card.title')}
      part="payment-method"
      tools={
        mayReplace ? (
          <Button variant="secondary" onClick={() => setReplacing(true)}>
            {method ? t('subscriptions.card.replace') : t('subscriptions.card.add')}
          </Button>
        ) : null
      }
    >
      {() => (
        <div className={styles.body}>
          {!canRead ? (
            <p className={styles.note}>{t('subscriptions.card.forbidden')}</p>
          ) : (
            <p>{method ? cardText(t, method) : t('subscriptions.card.none')}</p>
          )}
          {canRead && !canWrite && !managed ? (
            <p className={styles.note}>{t('subscriptions.card.readOnly')}</p>
          ) : null}
          {method?.type === 'card' ? <BillingDetailsForm method={method} /> : null}
          {replacing ? <ReplaceCardDialog info={info} onClose={() => setReplacing(false)} /> : null}
        </div>
      )}
    </Panel>
  )
}
