import { useAtomValue, useSetAtom } from 'jotai'
import { useEffect, useMemo, useState } from 'react'
import { invoicesAtom, loadInvoicesAtom, newestFirst } from '../../../../atoms/billing'
import { downloadInvoiceAtom, invoiceErrorsAtom } from '../../../../atoms/billing-actions'
import { billingCurrency, formatBillingAmount } from '../../../../wire/billing-rules'
import { useI18n } from '../../../i18n/index'
import {
  Badge,
  Button,
  DataTable,
  Panel,
  useErrorText,
  usePermission,
  useStyles,
} from '../../../ui/index'
import { calendarDate } from '../../../widgets/users-table/format-time'
import { useFieldAppearance } from '../../portal-context'
import { subscriptionsStyles } from './subscriptions.styles'
import type { SubscriptionInvoiceResponse } from '../../../../api/billing'
import type { DataColumn } from '../../../ui/index'

/** Saves a PDF under its name (a link to an object URL, clicked once). */
function save(pdf: Blob, name: string) {
  const url = URL.createObjectURL(pdf)
  const link = document.createElement('a')
  link.href = url
  link.download = name
  link.rel = 'noopener'
  link.click()
  setTimeout(() => URL.revokeObjectURL(url), 0)
}

/** The download button of an invoice and, under it, why its last download failed (stored). */
function Download({ invoice }: { invoice: SubscriptionInvoiceResponse }) {
  const { t } = useI18n()
  const styles = useStyles(subscriptionsStyles)
  const errorText = useErrorText()
  const download = useSetAtom(downloadInvoiceAtom)
  const error = useAtomValue(invoiceErrorsAtom)[invoice.id]
  const [pending, setPending] = useState(false)
  const receipt = invoice.receiptNumber || invoice.id
  return (
    <div className={styles.download}>
      <Button
        variant="ghost"
        loading={pending}
        aria-label={t('subscriptions.invoices.downloadLabel', { receipt })}
        onClick={() => {
          setPending(true)
          void download(invoice).then((pdf) => {
            setPending(false)
            if (pdf) save(pdf, `invoice-${receipt}.pdf`)
          })
        }}
      >
        {t('subscriptions.invoices.download')}
      </Button>
      {error ? (
        <p className={styles.error} role="alert">
          {t('subscriptions.invoices.downloadFailed', {
            receipt,
            message: errorText(error, t('subscriptions.loadFailed')),
          })}
        </p>
      ) : null}
    </div>
  )
}

/**
 * The invoices (spec §2.3 field `invoices`, following the host's field appearance: hidden leaves the
 * panel out, view-only lists them without the PDF download): date, amount (minor units ÷ 100 to 2
 * decimals), currency, paid, receipt number, and the provider's PDF. A failed download is stored
 * and shown under its button, never thrown.
 */
export function InvoicesSection() {
  const { t, formatLocale } = useI18n()
  const styles = useStyles(subscriptionsStyles)
  const errorText = useErrorText()
  const appearance = useFieldAppearance('subscriptions', 'invoices')
  const canRead = usePermission('fe.subscriptions.read.invoices')
  const state = useAtomValue(invoicesAtom)
  const load = useSetAtom(loadInvoicesAtom)
  const hidden = appearance === 'hidden'

  useEffect(() => {
    if (!hidden && canRead && state.status === 'idle') void load()
  }, [hidden, canRead, state.status, load])

  const columns = useMemo<DataColumn<SubscriptionInvoiceResponse>[]>(
    () => [
      {
        id: 'date',
        header: t('subscriptions.invoices.date'),
        nowrap: true,
        cell: (invoice) => (
          <time dateTime={invoice.paymentDate}>
            {calendarDate(invoice.paymentDate, formatLocale) ?? invoice.paymentDate}
          </time>
        ),
      },
      {
        id: 'amount',
        header: t('subscriptions.invoices.amount'),
        nowrap: true,
        cell: (invoice) => (
          <span className={styles.amount}>
            {formatBillingAmount(invoice.totalAmount, invoice.currency, formatLocale ?? 'en')}
          </span>
        ),
      },
      {
        id: 'currency',
        header: t('subscriptions.invoices.currency'),
        fold: true,
        cell: (invoice) => billingCurrency(invoice.currency),
      },
      {
        id: 'paid',
        header: t('subscriptions.invoices.paid'),
        cell: (invoice) =>
          invoice.paid ? (
            <Badge tone="success">{t('subscriptions.invoices.paidYes')}</Badge>
          ) : (
            <Badge tone="warning">{t('subscriptions.invoices.paidNo')}</Badge>
          ),
      },
      {
        id: 'receipt',
        header: t('subscriptions.invoices.receipt'),
        fold: true,
        cell: (invoice) => <span className={styles.code}>{invoice.receiptNumber}</span>,
      },
    ],
    [t, formatLocale, styles],
  )

  if (hidden) return null
  const rows = newestFirst(state.value ?? [])
  return (
    <Panel title={t('subscriptions.invoices.title')} part="invoices">
      {(titleId) =>
        canRead ? (
          <DataTable
            labelledBy={titleId}
            columns={columns}
            rows={rows}
            rowKey={(invoice) => invoice.id}
            rowLabel={(invoice) => invoice.receiptNumber || invoice.id}
            status={state.status}
            error={errorText(state.error, t('subscriptions.invoices.loadFailed'))}
            onRetry={() => void load()}
            empty={t('subscriptions.invoices.empty')}
            rowActions={
              appearance === 'edit' ? (invoice) => <Download invoice={invoice} /> : undefined
            }
          />
        ) : (
          <p className={styles.note}>{t('subscriptions.invoices.forbidden')}</p>
        )
      }
    </Panel>
  )
}
