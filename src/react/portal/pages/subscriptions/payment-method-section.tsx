import { lazy, Suspense, useState } from 'react'
import { cardText } from '../../../checkout/card-text'
import { useI18n } from '../../../i18n/index'
import { Button, Panel, usePermission, useStyles } from '../../../ui/index'
import { subscriptionsStyles } from './subscriptions.styles'
import type { BillingInfo } from '../../../../atoms/billing'

// The card form (with Stripe's loader) and the billing details form are chunks of their own.
const ReplaceCardDialog = lazy(() => import('./replace-card-dialog'))
const BillingDetailsForm = lazy(() => import('./billing-details-form'))

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
          <Suspense fallback={null}>
            {method?.type === 'card' ? (
              <BillingDetailsForm key={method.id} method={method} />
            ) : null}
            {replacing ? (
              <ReplaceCardDialog info={info} onClose={() => setReplacing(false)} />
            ) : null}
          </Suspense>
        </div>
      )}
    </Panel>
  )
}
