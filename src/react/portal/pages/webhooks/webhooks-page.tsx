import { lazy, Suspense, useState } from 'react'
import { addEnglish } from '../../../../i18n/index'
import { webhooks as webhooksEnglish } from '../../../../i18n/messages/en'
import { usePartWords, useT } from '../../../i18n/index'
import { Tabs, usePermission, useStyles } from '../../../ui/index'
import { readSlackReturn } from './channels/slack-oauth'
import { webhooksPageStyles } from './webhooks-page.styles'
import type { ReactNode } from 'react'

addEnglish(webhooksEnglish)

const WebhooksTab = lazy(() => import('./webhooks/webhooks-tab'))
const EmailTab = lazy(() => import('./channels/email-tab'))
const SmsTab = lazy(() => import('./channels/sms-tab'))
const SlackTab = lazy(() => import('./channels/slack-tab'))

/** The Connectivity page's tabs, in order. */
const TABS = ['webhooks', 'email', 'sms', 'slack'] as const
type ConnectivityTab = (typeof TABS)[number]

/**
 * The portal's Connectivity page: webhooks, email, SMS and Slack in four tabs, each a chunk of its
 * own loaded when first shown, and the page's French and Hebrew words one more. A member who may
 * read neither webhooks nor integrations is told why there is nothing to see.
 */
export default function WebhooksPage() {
  const styles = useStyles(webhooksPageStyles)
  const t = useT()
  const words = usePartWords('webhooks')
  const readsWebhooks = usePermission('fe.connectivity.read.webhooks')
  const readsIntegrations = usePermission('fe.connectivity.read.integrations')
  // Back from Slack's consent page (`?code=…`): the Slack tab opens, where the code is used.
  const [selected, setSelected] = useState<ConnectivityTab>(() =>
    readSlackReturn() ? 'slack' : 'webhooks',
  )
  const loading = (
    <div role="status" aria-busy="true" className={styles.loading}>
      {t('webhooks.page.loading')}
    </div>
  )
  if (!words) return loading
  if (!readsWebhooks && !readsIntegrations) {
    return (
      <div className={styles.page} part="connectivity-page">
        <p className={styles.refused}>{t('webhooks.page.refused')}</p>
      </div>
    )
  }
  const panels: Record<ConnectivityTab, ReactNode> = {
    webhooks: <WebhooksTab />,
    email: <EmailTab />,
    sms: <SmsTab />,
    slack: <SlackTab />,
  }
  return (
    <div className={styles.page} part="connectivity-page">
      <Tabs
        label={t('webhooks.page.tabs')}
        selected={selected}
        onSelect={setSelected}
        tabs={TABS.map((key) => ({
          key,
          label: t(`webhooks.page.tab.${key}`),
          panel: <Suspense fallback={loading}>{panels[key]}</Suspense>,
        }))}
      />
    </div>
  )
}
