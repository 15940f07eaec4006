import { useId } from 'react'
import { useI18n } from '../../../i18n/index'
import { useStyles } from '../../../ui/index'
import { metricName } from './metric-name'
import { usageStyles } from './usage.styles'
import type { UsageMetric } from '../../../../api/usage'

/** From this share of the limit on, a card warns. */
export const NEAR_LIMIT = 0.8

/**
 * One metric against its plan: what is used now, of how many, as a meter; a warning in words near
 * or at the limit (never in colour alone); a sentence when the plans set no limit.
 */
export function UsageCard({ metric }: { metric: UsageMetric }) {
  const styles = useStyles(usageStyles)
  const { t, formatLocale } = useI18n()
  const headingId = useId()
  const number = (value: number) => new Intl.NumberFormat(formatLocale).format(value)
  const { used, limit } = metric
  const share = limit === null ? null : limit === 0 ? (used > 0 ? 1 : 0) : used / limit
  const state =
    share === null
      ? null
      : used >= (limit ?? 0) && limit !== null
        ? 'at'
        : share >= NEAR_LIMIT
          ? 'near'
          : null
  return (
    <li className={styles.card} aria-labelledby={headingId} part="usage-metric">
      <h3 id={headingId}>{metricName(metric.key, t)}</h3>
      <p className={styles.figure}>
        {limit === null
          ? number(used)
          : t('usage.ofLimit', { used: number(used), limit: number(limit) })}
      </p>
      {limit === null ? (
        <p className={styles.note}>{t('usage.noLimit')}</p>
      ) : (
        <meter
          className={styles.meter}
          min={0}
          max={Math.max(limit, 1)}
          low={Math.floor(limit * NEAR_LIMIT)}
          high={Math.max(limit - 0.5, 0)}
          optimum={0}
          value={Math.min(used, Math.max(limit, 1))}
          aria-labelledby={headingId}
          aria-valuetext={t('usage.ofLimit', { used: number(used), limit: number(limit) })}
        />
      )}
      {state === 'at' ? <p className={styles.warning}>{t('usage.atLimit')}</p> : null}
      {state === 'near' ? <p className={styles.warning}>{t('usage.nearLimit')}</p> : null}
      {metric.kind === 'reported' ? <p className={styles.note}>{t('usage.reported')}</p> : null}
    </li>
  )
}
