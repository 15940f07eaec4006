import { useAtomValue, useSetAtom } from 'jotai'
import { useCallback, useEffect, useMemo, useState } from 'react'
import {
  auditFilterQuery,
  auditsList,
  auditStatsAtom,
  loadAuditStatsAtom,
  NO_AUDIT_FILTER,
} from '../../../../atoms/audits'
import { sessionKeyAtom } from '../../../../atoms/session-key'
import { addEnglish } from '../../../../i18n/index'
import { audits as auditsEnglish } from '../../../../i18n/messages/en'
import { PartWords, useI18n } from '../../../i18n/index'
import {
  Button,
  DataTable,
  Panel,
  Select,
  ToastProvider,
  usePermission,
  useStyles,
  VisuallyHidden,
} from '../../../ui/index'
import { auditColumns, formatAuditTime } from './audit-columns'
import { AuditDetails } from './audit-details'
import { AuditFilters } from './audit-filters'
import { AuditPager } from './audit-pager'
import { AuditRetention } from './audit-retention'
import { AuditSearch } from './audit-search'
import { auditsStyles } from './audits.styles'
import { CsvDownload } from './csv-download'
import type { AuditRow } from '../../../../api/audits'
import type { AuditSortBy } from '../../../../atoms/audits'

addEnglish(auditsEnglish)

/** Today's rows and the week's severe rows, once loaded. */
function AuditStats() {
  const { t } = useI18n()
  const styles = useStyles(auditsStyles)
  const stats = useAtomValue(auditStatsAtom)
  const load = useSetAtom(loadAuditStatsAtom)
  const session = useAtomValue(sessionKeyAtom)
  useEffect(() => {
    if (session !== null) void load()
  }, [load, session])
  if (stats.status !== 'ready') return null
  return (
    <dl className={styles.stats} aria-label={t('audits.statsLabel')}>
      <div className={styles.stat}>
        <dt>{t('audits.statsToday')}</dt>
        <dd>{stats.totalToday}</dd>
      </div>
      <div className={styles.stat}>
        <dt>{t('audits.statsSevere')}</dt>
        <dd>{stats.severeThisWeek}</dd>
      </div>
    </dl>
  )
}

/** The audit table with its search and filters, sort, pages and more-info. */
function Audits() {
  const { t, formatLocale } = useI18n()
  const styles = useStyles(auditsStyles)
  const canRead = usePermission('fe.secure.read.audits')
  const list = useAtomValue(auditsList.stateAtom)
  const query = useAtomValue(auditsList.queryAtom)
  const setQuery = useSetAtom(auditsList.setQueryAtom)
  const reload = useSetAtom(auditsList.reloadAtom)
  const [open, setOpen] = useState<AuditRow | null>(null)
  const search = useCallback((text: string) => void setQuery({ filter: { text } }), [setQuery])
  const columns = useMemo(
    () => auditColumns(t, formatLocale, styles.ltr),
    [t, formatLocale, styles.ltr],
  )
  const severities = [
    { value: '', label: t('audits.severityAll') },
    { value: 'Info', label: t('audits.severityInfo') },
    { value: 'High', label: t('audits.severityHigh') },
  ]
  return (
    <Panel
      title={t('audits.title')}
      subtitle={t('audits.subtitle')}
      part="audits"
      tools={
        canRead ? (
          <CsvDownload
            query={{
              offset: 0,
              count: query.pageSize,
              sortBy: query.sortBy,
              sortDirection: query.order === 'ASC' ? 'asc' : 'desc',
              ...auditFilterQuery(query.filter),
            }}
          />
        ) : null
      }
    >
      {(titleId) => (
        <div className={styles.body}>
          {canRead ? null : <p className={styles.note}>{t('audits.forbidden')}</p>}
          <AuditStats />
          <div className={styles.filters}>
            <AuditSearch label={t('audits.search')} value={query.filter.text} onSearch={search} />
            <Select
              label={t('audits.severityFilter')}
              value={query.filter.severity}
              options={severities}
              onChange={(severity) => void setQuery({ filter: { severity } })}
            />
          </div>
          {canRead ? (
            <AuditFilters
              filter={query.filter}
              onApply={(filter) => void setQuery({ filter })}
              onClear={() => void setQuery({ filter: NO_AUDIT_FILTER })}
            />
          ) : null}
          <DataTable
            labelledBy={titleId}
            columns={columns}
            rows={list.items}
            rowKey={(row) => row._id}
            rowLabel={(row) => `${row.actionName ?? row.action} ${row.createdAt}`}
            status={list.status}
            error={list.error?.status === 403 ? t('audits.forbidden') : t('audits.loadFailed')}
            onRetry={() => void reload()}
            empty={t('audits.empty')}
            sort={{ by: query.sortBy, order: query.order }}
            onSort={(by, order) => void setQuery({ sortBy: by as AuditSortBy, order })}
            rowActions={(row) => (
              <Button
                variant="ghost"
                aria-label={t('audits.moreLabel', {
                  action: row.actionName ?? row.action,
                  time: formatAuditTime(row.createdAt, formatLocale),
                })}
                onClick={() => setOpen(row)}
              >
                {t('audits.more')}
              </Button>
            )}
          />
          <VisuallyHidden>
            {/* One announcement of what the table shows now: after a filter, a search or a page. */}
            <span role="status">
              {list.status !== 'ready'
                ? ''
                : list.totalItems === 0
                  ? t('audits.empty')
                  : t('audits.range', {
                      from: query.page * query.pageSize + 1,
                      to: Math.min(list.totalItems, (query.page + 1) * query.pageSize),
                      total: list.totalItems,
                    })}
            </span>
          </VisuallyHidden>
          {list.totalItems > 0 ? (
            <AuditPager
              page={query.page}
              pageSize={query.pageSize}
              totalItems={list.totalItems}
              totalPages={list.totalPages}
              onPage={(page) => void setQuery({ page })}
            />
          ) : null}
          <AuditDetails row={open} onClose={() => setOpen(null)} />
        </div>
      )}
    </Panel>
  )
}

/**
 * The portal's Audits page: who did what, when and from where, newest first, 20 to a page, with
 * search, filters (severity, user, action, IP, time range; each applies by itself, as the search
 * does, and the table's count is announced), sort, the day's and the week's counts,
 * each row's more-info, and the retention setting.
 */
export default function AuditsPage() {
  return (
    <PartWords part="audits">
      <ToastProvider>
        <AuditsScreen />
      </ToastProvider>
    </PartWords>
  )
}

/** The table, and under it the retention for readers of the audits (who may read it). */
function AuditsScreen() {
  const styles = useStyles(auditsStyles)
  const canRead = usePermission('fe.secure.read.audits')
  return (
    <div className={styles.body}>
      <Audits />
      {canRead ? <AuditRetention /> : null}
    </div>
  )
}
