import { useAtomValue, useSetAtom } from 'jotai'
import { useEffect } from 'react'
import { billingAtom, loadBillingAtom } from '../../../../atoms/billing'
import { sessionKeyAtom } from '../../../../atoms/session-key'
import { addEnglish } from '../../../../i18n/index'
import { subscriptions as subscriptionsEnglish } from '../../../../i18n/messages/en'
import { PartWords, useI18n } from '../../../i18n/index'
import {
  Button,
  InlineAlert,
  Panel,
  ToastProvider,
  useErrorText,
  usePermission,
  useStyles,
} from '../../../ui/index'
import { InvoicesSection } from './invoices-section'
import { PaymentMethodSection } from './payment-method-section'
import { SubscriptionSection } from './subscription-section'
import { subscriptionsStyles } from './subscriptions.styles'

addEnglish(subscriptionsEnglish)

/** The billing once loaded: a notice while loading, failed or not set up; else its three panels. */
function Subscriptions() {
  const { t } = useI18n()
  const styles = useStyles(subscriptionsStyles)
  const errorText = useErrorText()
  const canRead = usePermission('fe.subscriptions.read.subscriptions')
  const session = useAtomValue(sessionKeyAtom)
  const billing = useAtomValue(billingAtom)
  const load = useSetAtom(loadBillingAtom)
  const info = billing.value

  useEffect(() => {
    if (session !== null && canRead) void load()
  }, [session, canRead, load])

  let notice = null
  if (!canRead) notice = <p className={styles.note}>{t('subscriptions.forbidden')}</p>
  else if (billing.status === 'error' && !info)
    notice = (
      <>
        <InlineAlert>{errorText(billing.error, t('subscriptions.loadFailed'))}</InlineAlert>
        <div>
          <Button variant="secondary" onClick={() => void load()}>
            {t('subscriptions.retry')}
          </Button>
        </div>
      </>
    )
  else if (!info)
    notice = (
      <p className={styles.note} role="status">
        {t('subscriptions.loading')}
      </p>
    )
  else if (!info.configured)
    notice = <p className={styles.note}>{t('subscriptions.notConfigured')}</p>

  if (notice || !info) {
    return (
      <Panel
        title={t('subscriptions.title')}
        subtitle={t('subscriptions.subtitle')}
        part="subscription"
      >
        {() => <div className={styles.body}>{notice}</div>}
      </Panel>
    )
  }
  return (
    <div className={styles.page}>
      <SubscriptionSection info={info} />
      <InvoicesSection />
      <PaymentMethodSection info={info} />
    </div>
  )
}

/**
 * The portal's Subscriptions (billing) page: the subscription (plan, status, period, trial end;
 * change plan, cancel, renew), the invoices with their PDFs, and the payment method with its
 * billing details. Billing not set up by the vendor, or kept outside the portal, says so.
 */
export default function SubscriptionsPage() {
  return (
    <PartWords part="subscriptions">
      <ToastProvider>
        <Subscriptions />
      </ToastProvider>
    </PartWords>
  )
}
