import type { AuditRow } from '../../../../api/audits'
import type { Translate } from '../../../../i18n/index'
import type { DataColumn } from '../../../ui/index'

/** A row's time in the reader's language: date and time to the second. */
export const formatAuditTime = (value: string, locale: string | undefined): string => {
  const date = new Date(value)
  return Number.isNaN(date.getTime())
    ? value
    : new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'medium' }).format(date)
}

/**
 * Who acted: a tenant API token (its row has no user, and names the token in its json) as
 * "API token · description", else the email.
 */
export const auditActor = (row: AuditRow, t: Translate): string => {
  const { apiTokenId, apiTokenDescription } = row.json
  if (typeof apiTokenId === 'string') {
    const description =
      typeof apiTokenDescription === 'string' && apiTokenDescription !== ''
        ? apiTokenDescription
        : apiTokenId
    return t('audits.apiToken', { description })
  }
  return row.email || row.user
}

/**
 * The table's columns (spec 001 §2): Time, User, Action, Description, IP Address. An email and an
 * address read left to right in every language: isolated as such (`dir="ltr"`), and broken
 * anywhere rather than overflowing a narrow cell (in a right-to-left page an overflowing email
 * would lose its start).
 */
export const auditColumns = (
  t: Translate,
  locale: string | undefined,
  ltrClass: string,
): DataColumn<AuditRow>[] => [
  {
    id: 'time',
    header: t('audits.column.time'),
    sortKey: 'createdAt',
    firstOrder: 'DESC',
    nowrap: true,
    cell: (row) => formatAuditTime(row.createdAt, locale),
  },
  {
    id: 'user',
    header: t('audits.column.user'),
    sortKey: 'email',
    firstOrder: 'ASC',
    cell: (row) =>
      typeof row.json.apiTokenId === 'string' ? (
        auditActor(row, t)
      ) : (
        <bdi dir="ltr" className={ltrClass}>
          {auditActor(row, t)}
        </bdi>
      ),
  },
  {
    id: 'action',
    header: t('audits.column.action'),
    sortKey: 'action',
    firstOrder: 'ASC',
    cell: (row) => row.actionName ?? row.action,
  },
  {
    id: 'description',
    header: t('audits.column.description'),
    fold: true,
    cell: (row) => row.description,
  },
  {
    id: 'ip',
    header: t('audits.column.ip'),
    sortKey: 'ip',
    firstOrder: 'ASC',
    fold: 'early',
    nowrap: true,
    cell: (row) => (
      <bdi dir="ltr" className={ltrClass}>
        {row.ip}
      </bdi>
    ),
  },
]
