import { useAtomValue, useSetAtom } from 'jotai'
import { lazy, Suspense, useState } from 'react'
import { currentPlanOf } from '../../../../atoms/billing'
import {
  cancelSubscriptionMutation,
  renewSubscriptionMutation,
} from '../../../../atoms/billing-actions'
import { billingStatus, canCancel, canRenew } from '../../../../wire/billing-rules'
import { usePlanPrice } from '../../../checkout/plan-price'
import { useI18n } from '../../../i18n/index'
import {
  Badge,
  Button,
  ConfirmDialog,
  Panel,
  useErrorText,
  usePermission,
  useStyles,
  useToast,
} from '../../../ui/index'
import { calendarDate } from '../../../widgets/users-table/format-time'
import { subscriptionsStyles } from './subscriptions.styles'
import type { BillingInfo } from '../../../../atoms/billing'
import type { CheckoutResult } from '../../../../atoms/billing-actions'
import type { BillingStatus } from '../../../../wire/billing-rules'
import type { MessageId } from '../../../i18n/index'
import type { BadgeProps } from '../../../ui/index'

// Changing plan is `<checkout-dialog>`'s screen with its plan chooser: the same chunk, on demand.
const CheckoutScreen = lazy(() => import('../../../checkout/checkout-screen'))

const STATUS: Record<BillingStatus, { id: MessageId; tone: BadgeProps['tone'] }> = {
  ACTIVE: { id: 'subscriptions.status.active', tone: 'success' },
  TRIALING: { id: 'subscriptions.status.trialing', tone: 'neutral' },
  trialEnded: { id: 'subscriptions.status.trialEnded', tone: 'warning' },
  INCOMPLETE: { id: 'subscriptions.status.incomplete', tone: 'warning' },
  CANCELED: { id: 'subscriptions.status.canceled', tone: 'danger' },
  EXPIRED: { id: 'subscriptions.status.expired', tone: 'danger' },
}

/**
 * The subscription: plan and price, status (the spec's set; unknown reads EXPIRED), period, trial
 * end, and what may be done with it: change plan, cancel at the period's end (only ACTIVE, not yet
 * cancelled), renew (only a cancellation at the period's end). Externally managed billing and a
 * member without the write permission see why nothing can change.
 */
export function SubscriptionSection({ info }: { info: BillingInfo }) {
  const { t, formatLocale } = useI18n()
  const styles = useStyles(subscriptionsStyles)
  const toast = useToast()
  const errorText = useErrorText()
  const price = usePlanPrice()
  const canWrite = usePermission('fe.subscriptions.write.subscriptions')
  const cancel = useSetAtom(cancelSubscriptionMutation.runAtom)
  const resetCancel = useSetAtom(cancelSubscriptionMutation.resetAtom)
  const cancelState = useAtomValue(cancelSubscriptionMutation.stateAtom)
  const renew = useSetAtom(renewSubscriptionMutation.runAtom)
  const renewState = useAtomValue(renewSubscriptionMutation.stateAtom)
  const [confirming, setConfirming] = useState(false)
  const [changing, setChanging] = useState(false)
  const { subscription } = info
  const plan = currentPlanOf(info)
  const date = (iso: string | undefined) => calendarDate(iso, formatLocale) ?? ''

  const onChanged = (result: CheckoutResult) => {
    setChanging(false)
    const name = info.plans.find((one) => one.id === result.planId)?.name ?? result.planId
    toast(t('subscriptions.checkout.done', { plan: name }))
  }
  const checkout = changing ? (
    <Suspense fallback={null}>
      <CheckoutScreen
        open
        title={t(subscription ? 'subscriptions.plan.change' : 'subscriptions.plan.choose')}
        onCompleted={onChanged}
        onCanceled={() => setChanging(false)}
      />
    </Suspense>
  ) : null

  if (!subscription) {
    const managed = info.summary?.externallyManaged ?? false
    return (
      <Panel title={t('subscriptions.title')} part="subscription">
        {() => (
          <div className={styles.body}>
            <p className={styles.note}>
              {managed ? t('subscriptions.externallyManaged') : t('subscriptions.noSubscription')}
            </p>
            {!managed && canWrite ? (
              <div className={styles.actions}>
                <Button onClick={() => setChanging(true)}>{t('subscriptions.plan.choose')}</Button>
              </div>
            ) : null}
            {checkout}
          </div>
        )}
      </Panel>
    )
  }
  const status = billingStatus(subscription.status)
  const managed = subscription.externallyManaged
  const ends = date(subscription.currentPeriodEnd)

  const onCancel = async () => {
    if ((await cancel(subscription)) !== undefined) {
      setConfirming(false)
      toast(t('subscriptions.canceled', { date: ends }))
    }
  }
  const onRenew = async () => {
    if ((await renew(subscription)) !== undefined) toast(t('subscriptions.renewed', { date: ends }))
  }

  return (
    <Panel
      title={t('subscriptions.title')}
      subtitle={t('subscriptions.subtitle')}
      part="subscription"
    >
      {() => (
        <div className={styles.body}>
          <dl className={styles.facts}>
            <div>
              <dt>{t('subscriptions.plan.current')}</dt>
              <dd>{plan ? `${plan.name} · ${price(plan)}` : subscription.plan.slug}</dd>
            </div>
            <div>
              <dt>{t('subscriptions.plan.status')}</dt>
              <dd>
                <Badge tone={STATUS[status].tone}>{t(STATUS[status].id)}</Badge>
              </dd>
            </div>
            <div>
              <dt>{t('subscriptions.plan.period')}</dt>
              <dd>
                {t('subscriptions.plan.periodValue', {
                  start: date(subscription.currentPeriodStart),
                  end: ends,
                })}
              </dd>
            </div>
            {subscription.trialEnd ? (
              <div>
                <dt>{t('subscriptions.plan.trialEnd')}</dt>
                <dd>{date(subscription.trialEnd)}</dd>
              </div>
            ) : null}
          </dl>
          {subscription.cancellation ? (
            <p className={styles.note}>{t('subscriptions.plan.cancelsOn', { date: ends })}</p>
          ) : null}
          {managed ? <p className={styles.note}>{t('subscriptions.externallyManaged')}</p> : null}
          {!managed && !canWrite ? (
            <p className={styles.note}>{t('subscriptions.plan.readOnly')}</p>
          ) : null}
          {renewState.status === 'error' ? (
            <p className={styles.error} role="alert">
              {errorText(renewState.error, t('subscriptions.renewFailed'))}
            </p>
          ) : null}
          {!managed && canWrite ? (
            <div className={styles.actions}>
              <Button onClick={() => setChanging(true)}>{t('subscriptions.plan.change')}</Button>
              {canRenew(subscription) ? (
                <Button
                  variant="secondary"
                  loading={renewState.status === 'pending'}
                  onClick={() => void onRenew()}
                >
                  {t('subscriptions.renew')}
                </Button>
              ) : null}
              {canCancel(subscription) && info.vendor.allowPlanCancellation ? (
                <Button
                  variant="secondary"
                  onClick={() => {
                    resetCancel()
                    setConfirming(true)
                  }}
                >
                  {t('subscriptions.cancel')}
                </Button>
              ) : null}
            </div>
          ) : null}
          <ConfirmDialog
            open={confirming}
            title={t('subscriptions.cancelTitle')}
            message={t('subscriptions.cancelMessage', { date: ends })}
            confirmLabel={t('subscriptions.cancel')}
            danger
            pending={cancelState.status === 'pending'}
            error={
              cancelState.status === 'error'
                ? errorText(cancelState.error, t('subscriptions.cancelFailed'))
                : null
            }
            onConfirm={() => void onCancel()}
            onCancel={() => setConfirming(false)}
          />
          {checkout}
        </div>
      )}
    </Panel>
  )
}
