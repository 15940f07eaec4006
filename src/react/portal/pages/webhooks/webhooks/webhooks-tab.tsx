import { useAtomValue, useSetAtom } from 'jotai'
import { useEffect, useState } from 'react'
import { sessionKeyAtom } from '../../../../../atoms/session-key'
import { loadWebhooksAtom, webhooksAtom } from '../../../../../atoms/webhooks'
import { addEnglish } from '../../../../../i18n/index'
import { webhooks as webhooksEnglish } from '../../../../../i18n/messages/en'
import { PartWords, useT } from '../../../../i18n/index'
import { Button, Panel, ToastProvider, usePermission, useStyles } from '../../../../ui/index'
import { WebhookDialog } from './webhook-dialog'
import { WebhookList } from './webhook-list'
import { WebhookLogDialog } from './webhook-log'
import { webhooksTabStyles } from './webhooks-tab.styles'
import type { Webhook } from '../../../../../api/webhooks'

addEnglish(webhooksEnglish)

/** What the tab has open: the add or edit dialog, or a webhook's delivery log. */
type Opened = { kind: 'add' } | { kind: 'edit'; hook: Webhook } | { kind: 'log'; hook: Webhook }

function WebhooksTabBody() {
  const t = useT()
  const styles = useStyles(webhooksTabStyles)
  const canWrite = usePermission('fe.connectivity.write.webhooks')
  const canDelete = usePermission('fe.connectivity.delete.webhooks')
  const state = useAtomValue(webhooksAtom)
  const load = useSetAtom(loadWebhooksAtom)
  const session = useAtomValue(sessionKeyAtom)
  const [opened, setOpened] = useState<Opened | null>(null)

  useEffect(() => {
    if (session !== null) void load()
  }, [load, session])

  // Spec §4.8: the channel is active when any of its subscriptions (here: webhooks) is on.
  const on = state.hooks.filter((hook) => hook.isActive).length
  return (
    <Panel
      title={t('webhooks.title')}
      subtitle={t('webhooks.subtitle')}
      part="connectivity-webhooks"
      tools={
        canWrite ? (
          <Button onClick={() => setOpened({ kind: 'add' })}>{t('webhooks.add')}</Button>
        ) : undefined
      }
    >
      {(titleId) => (
        <div className={styles.body}>
          {canWrite ? null : <p className={styles.note}>{t('webhooks.readOnly')}</p>}
          {state.status === 'ready' ? (
            <p className={styles.note} role="status">
              {on > 0 ? t('webhooks.channelActive', { count: on }) : t('webhooks.channelInactive')}
            </p>
          ) : null}
          <WebhookList
            labelledBy={titleId}
            canWrite={canWrite}
            canDelete={canDelete}
            onEdit={(hook) => setOpened({ kind: 'edit', hook })}
            onLog={(hook) => setOpened({ kind: 'log', hook })}
          />
          {/* Each opening mounts its dialog afresh (keyed), so it starts from the webhook shown. */}
          {canWrite && (opened?.kind === 'add' || opened?.kind === 'edit') ? (
            <WebhookDialog
              key={opened.kind === 'edit' ? opened.hook._id : 'add'}
              open
              hook={opened.kind === 'edit' ? opened.hook : null}
              onClose={() => setOpened(null)}
            />
          ) : null}
          {opened?.kind === 'log' ? (
            <WebhookLogDialog
              key={opened.hook._id}
              hook={opened.hook}
              canRetry={canWrite}
              onClose={() => setOpened(null)}
            />
          ) : null}
        </div>
      )}
    </Panel>
  )
}

/**
 * The Connectivity page's Webhooks tab: the tenant's webhooks with their state, adding and
 * editing one (URL, secret, events by category), testing, deleting, and each one's delivery log
 * with "send again". Read-only, saying why, without the permission to edit webhooks.
 */
export default function WebhooksTab() {
  return (
    <PartWords part="webhooks">
      <ToastProvider>
        <WebhooksTabBody />
      </ToastProvider>
    </PartWords>
  )
}
