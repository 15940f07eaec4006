import { useAtomValue, useSetAtom } from 'jotai'
import { useMemo, useState } from 'react'
import { isTestSuccess } from '../../../../../api/webhooks'
import {
  deleteWebhookMutation,
  loadWebhooksAtom,
  testWebhookMutation,
  webhooksAtom,
} from '../../../../../atoms/webhooks'
import { useT } from '../../../../i18n/index'
import {
  Badge,
  Button,
  ConfirmDialog,
  DataTable,
  useErrorText,
  useStyles,
  useToast,
} from '../../../../ui/index'
import { webhooksTabStyles } from './webhooks-tab.styles'
import type { Webhook } from '../../../../../api/webhooks'
import type { DataColumn } from '../../../../ui/index'

/** Props of {@link WebhookList}. */
export interface WebhookListProps {
  labelledBy: string
  canWrite: boolean
  canDelete: boolean
  onEdit: (hook: Webhook) => void
  onLog: (hook: Webhook) => void
}

/** The tenant's webhooks with their state; edit, test, log and delete per row. */
export function WebhookList({ labelledBy, canWrite, canDelete, onEdit, onLog }: WebhookListProps) {
  const t = useT()
  const styles = useStyles(webhooksTabStyles)
  const errorText = useErrorText()
  const toast = useToast()
  const state = useAtomValue(webhooksAtom)
  const load = useSetAtom(loadWebhooksAtom)
  const test = useSetAtom(testWebhookMutation.runAtom)
  const testing = useAtomValue(testWebhookMutation.stateAtom)
  const remove = useSetAtom(deleteWebhookMutation.runAtom)
  const removal = useAtomValue(deleteWebhookMutation.stateAtom)
  const resetRemoval = useSetAtom(deleteWebhookMutation.resetAtom)
  const [deleting, setDeleting] = useState<Webhook | null>(null)
  const [testingId, setTestingId] = useState<string | null>(null)

  const columns = useMemo<DataColumn<Webhook>[]>(
    () => [
      { id: 'name', header: t('webhooks.column.name'), cell: (row) => row.displayName },
      {
        id: 'url',
        header: t('webhooks.column.url'),
        cell: (row) => <span className={styles.url}>{row.url}</span>,
        fold: true,
      },
      {
        id: 'events',
        header: t('webhooks.column.events'),
        cell: (row) => t('webhooks.eventCount', { count: row.eventKeys.length }),
        nowrap: true,
        fold: 'early',
      },
      {
        id: 'status',
        header: t('webhooks.column.status'),
        cell: (row) =>
          row.isActive ? (
            <Badge tone="success">{t('webhooks.status.active')}</Badge>
          ) : (
            <Badge>{t('webhooks.status.inactive')}</Badge>
          ),
        nowrap: true,
      },
    ],
    [t, styles],
  )

  const runTest = async (hook: Webhook) => {
    setTestingId(hook._id)
    const answer = await test({ url: hook.url, secret: hook.secret })
    setTestingId(null)
    if (!answer) return
    const values = { name: hook.displayName, status: answer.statusCode }
    toast(
      isTestSuccess(answer)
        ? t('webhooks.testSucceeded', values)
        : t('webhooks.testFailed', values),
    )
  }

  const confirm = async () => {
    if (!deleting) return
    if ((await remove(deleting._id)) !== undefined) {
      toast(t('webhooks.deleted', { name: deleting.displayName }))
      setDeleting(null)
    }
  }

  return (
    <>
      {testing.status === 'error' ? (
        <p className={styles.error} role="alert">
          {errorText(testing.error, t('webhooks.testError'))}
        </p>
      ) : null}
      <DataTable
        labelledBy={labelledBy}
        columns={columns}
        rows={state.hooks}
        rowKey={(row) => row._id}
        rowLabel={(row) => row.displayName}
        status={state.status}
        error={state.error?.status === 403 ? t('webhooks.forbidden') : t('webhooks.loadFailed')}
        onRetry={() => void load()}
        empty={t('webhooks.empty')}
        rowActions={(row) => (
          <span className={styles.actions}>
            {canWrite ? (
              <Button
                variant="ghost"
                aria-label={t('webhooks.editLabel', { name: row.displayName })}
                onClick={() => onEdit(row)}
              >
                {t('webhooks.edit')}
              </Button>
            ) : null}
            {canWrite ? (
              <Button
                variant="ghost"
                loading={testingId === row._id}
                disabled={testingId !== null}
                aria-label={t('webhooks.testLabel', { name: row.displayName })}
                onClick={() => void runTest(row)}
              >
                {t('webhooks.test')}
              </Button>
            ) : null}
            <Button
              variant="ghost"
              aria-label={t('webhooks.logLabel', { name: row.displayName })}
              onClick={() => onLog(row)}
            >
              {t('webhooks.log')}
            </Button>
            {canDelete ? (
              <Button
                variant="ghost"
                aria-label={t('webhooks.deleteLabel', { name: row.displayName })}
                onClick={() => {
                  resetRemoval()
                  setDeleting(row)
                }}
              >
                {t('webhooks.delete')}
              </Button>
            ) : null}
          </span>
        )}
      />
      <ConfirmDialog
        open={deleting !== null}
        danger
        title={t('webhooks.confirmDelete.title')}
        message={t('webhooks.confirmDelete.message', { name: deleting?.displayName ?? '' })}
        confirmLabel={t('webhooks.delete')}
        pending={removal.status === 'pending'}
        error={
          removal.status === 'error' ? errorText(removal.error, t('webhooks.deleteFailed')) : null
        }
        onCancel={() => setDeleting(null)}
        onConfirm={() => void confirm()}
      />
    </>
  )
}
