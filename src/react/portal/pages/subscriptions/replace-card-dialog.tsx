import { useAtomValue, useSetAtom } from 'jotai'
import { useEffect, useRef, useState } from 'react'
import { currentPlanOf } from '../../../../atoms/billing'
import { changePlanMutation } from '../../../../atoms/billing-actions'
import { besideProvider } from '../../../checkout/beside-provider'
import { CardSetup } from '../../../checkout/card-setup'
import { useI18n } from '../../../i18n/index'
import { Button, Dialog, InlineAlert, useErrorText, useToast } from '../../../ui/index'
import type { BillingInfo } from '../../../../atoms/billing'
import type { CardFieldHandle } from '../../../checkout/card-field'

/**
 * The dialog that replaces the card (a chunk of its own, with the card form): a SetupIntent,
 * Stripe's Payment Element in the light DOM, then the subscription takes the new card.
 */
export default function ReplaceCardDialog({
  info,
  onClose,
}: {
  info: BillingInfo
  onClose: () => void
}) {
  const { t } = useI18n()
  const toast = useToast()
  const errorText = useErrorText()
  const change = useSetAtom(changePlanMutation.runAtom)
  const changed = useAtomValue(changePlanMutation.stateAtom)
  const reset = useSetAtom(changePlanMutation.resetAtom)
  const card = useRef<CardFieldHandle>(null)
  const root = useRef<HTMLDivElement>(null)
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
      // 3-D Secure: Stripe's challenge over the page must be usable (`beside-provider.ts`).
      const paymentMethodId = await besideProvider(root.current, () => field.confirm())
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
      <div ref={root}>
        <CardSetup
          ref={card}
          title={t('subscriptions.card.new')}
          replacing={info.paymentMethod?.id}
        />
        {failure ? <InlineAlert>{failure}</InlineAlert> : null}
      </div>
    </Dialog>
  )
}
