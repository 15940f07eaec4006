import { useAtomValue, useSetAtom } from 'jotai'
import { useCallback, useEffect, useId, useMemo, useState } from 'react'
import { toApiError } from '../../../../../api'
import { isRetrySuccess } from '../../../../../api/webhooks'
import {
  readWebhookLogAtom,
  retryDeliveryMutation,
  WEBHOOK_LOG_PAGE_SIZE,
} from '../../../../../atoms/webhooks'
import { useI18n } from '../../../../i18n/index'
import {
  Badge,
  Button,
  DataTable,
  Dialog,
  InlineAlert,
  useErrorText,
  useStyles,
  useToast,
} from '../../../../ui/index'
import { LogPager } from './log-pager'
import { webhooksTabStyles } from './webhooks-tab.styles'
import type { ApiError } from '../../../../../api'
import type { Webhook, WebhookLog } from '../../../../../api/webhooks'
import type { DataColumn } from '../../../../ui/index'

/** Props of {@link WebhookLogDialog}. */
export interface WebhookLogDialogProps {
  /** The webhook whose log is open; null when closed. */
  hook: Webhook | null
  canRetry: boolean
  onClose: () => void
}

interface LogState {
  status: 'idle' | 'loading' | 'ready' | 'error'
  rows: WebhookLog[]
  count: number
  error: ApiError | null
}

/**
 * A webhook's delivery log, newest first, ten attempts a page: each attempt's time, event, status,
 * latency, next attempt and the start of the endpoint's answer, and "send again" per delivery.
 */
export function WebhookLogDialog({ hook, canRetry, onClose }: WebhookLogDialogProps) {
  const { t, formatLocale } = useI18n()
  const styles = useStyles(webhooksTabStyles)
  const errorText = useErrorText()
  const toast = useToast()
  const read = useSetAtom(readWebhookLogAtom)
  const retry = useSetAtom(retryDeliveryMutation.runAtom)
  const retrying = useAtomValue(retryDeliveryMutation.stateAtom)
  const [page, setPage] = useState(0)
  const [log, setLog] = useState<LogState>({ status: 'idle', rows: [], count: 0, error: null })
  const hookId = hook?._id ?? null
  const captionId = useId()

  const load = useCallback(
    async (id: string, at: number) => {
      setLog((before) => ({ ...before, status: 'loading', error: null }))
      try {
        const answer = await read({ id, offset: at * WEBHOOK_LOG_PAGE_SIZE })
        setLog({ status: 'ready', rows: answer.rows, count: answer.count, error: null })
      } catch (error) {
        setLog((before) => ({ ...before, status: 'error', error: toApiError(error) }))
      }
    },
    [read],
  )

  useEffect(() => {
    if (hookId !== null) void load(hookId, page)
  }, [hookId, page, load])

  const time = useCallback(
    (value: string | null) =>
      value === null
        ? t('webhooks.logDialog.none')
        : new Intl.DateTimeFormat(formatLocale, { dateStyle: 'short', timeStyle: 'medium' }).format(
            new Date(value),
          ),
    [t, formatLocale],
  )

  const columns = useMemo<DataColumn<WebhookLog>[]>(
    () => [
      {
        id: 'time',
        header: t('webhooks.logDialog.column.time'),
        cell: (row) => time(row.createdAt),
        nowrap: true,
      },
      {
        id: 'event',
        header: t('webhooks.logDialog.column.event'),
        cell: (row) => (row.isTest ? <Badge>{t('webhooks.logDialog.test')}</Badge> : row.eventKey),
      },
      {
        id: 'status',
        header: t('webhooks.logDialog.column.status'),
        cell: (row) => <Badge tone={row.ok ? 'success' : 'danger'}>{row.statusCode}</Badge>,
        nowrap: true,
      },
      {
        id: 'latency',
        header: t('webhooks.logDialog.column.latency'),
        cell: (row) => t('webhooks.logDialog.latency', { ms: row.latencyMs }),
        nowrap: true,
        fold: true,
      },
      {
        id: 'next',
        header: t('webhooks.logDialog.column.next'),
        cell: (row) => time(row.nextAttemptAt),
        fold: true,
      },
      {
        id: 'body',
        header: t('webhooks.logDialog.column.body'),
        cell: (row) => <span className={styles.answer}>{row.body}</span>,
        fold: 'early',
      },
    ],
    [t, time, styles],
  )

  const eventName = (row: WebhookLog) => (row.isTest ? t('webhooks.logDialog.test') : row.eventKey)

  const again = async (row: WebhookLog) => {
    const answer = await retry(row.id)
    if (!answer) return
    toast(
      isRetrySuccess(answer)
        ? t('webhooks.logDialog.retried')
        : t('webhooks.logDialog.retryFailed'),
    )
    if (hookId !== null) void load(hookId, page)
  }

  const totalPages = Math.ceil(log.count / WEBHOOK_LOG_PAGE_SIZE)
  return (
    <Dialog
      open={hook !== null}
      title={t('webhooks.logDialog.title', { name: hook?.displayName ?? '' })}
      onClose={onClose}
      actions={
        <Button variant="secondary" onClick={onClose}>
          {t('webhooks.logDialog.close')}
        </Button>
      }
    >
      <div className={styles.body}>
        <p id={captionId} className={styles.note}>
          {t('webhooks.logDialog.title', { name: hook?.displayName ?? '' })}
        </p>
        {retrying.status === 'error' ? (
          <InlineAlert>
            {errorText(retrying.error, t('webhooks.logDialog.retryFailed'))}
          </InlineAlert>
        ) : null}
        <DataTable
          labelledBy={captionId}
          columns={columns}
          rows={log.rows}
          rowKey={(row) => row.id}
          rowLabel={(row) => `${eventName(row)} ${time(row.createdAt)}`}
          status={log.status}
          error={errorText(log.error, t('webhooks.logDialog.loadFailed'))}
          onRetry={() => hookId !== null && void load(hookId, page)}
          empty={t('webhooks.logDialog.empty')}
          rowActions={
            canRetry
              ? (row) =>
                  // A test call is not a delivery: it is not sent again (send a new test).
                  row.isTest ? null : (
                    <Button
                      variant="ghost"
                      disabled={retrying.status === 'pending'}
                      aria-label={t('webhooks.logDialog.retryLabel', {
                        event: row.eventKey,
                        time: time(row.createdAt),
                      })}
                      onClick={() => void again(row)}
                    >
                      {t('webhooks.logDialog.retry')}
                    </Button>
                  )
              : undefined
          }
        />
        {totalPages > 1 ? (
          <LogPager
            page={page}
            pageSize={WEBHOOK_LOG_PAGE_SIZE}
            totalItems={log.count}
            totalPages={totalPages}
            onPage={setPage}
          />
        ) : null}
      </div>
    </Dialog>
  )
}
