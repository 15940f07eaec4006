import { useId, useState } from 'react'
import { useI18n } from '../../../i18n/index'
import { Button, Select, useStyles } from '../../../ui/index'
import { metricName } from './metric-name'
import { usageStyles } from './usage.styles'
import type { UsageMetric } from '../../../../api/usage'

const WIDTH = 600
const HEIGHT = 180
const PAD = 8
const DAY_MS = 86_400_000

/** The days plotted, oldest first, from `to` back (`YYYY-MM-DD`, UTC). */
const daysUpTo = (to: string, count: number) => {
  const end = Date.parse(`${to}T00:00:00Z`)
  return Array.from({ length: count }, (_, i) =>
    new Date(end - (count - 1 - i) * DAY_MS).toISOString().slice(0, 10),
  )
}

/** The runs of recorded days as SVG path data (a day without a record breaks the line). */
const linePath = (
  series: (number | null)[],
  x: (i: number) => number,
  y: (v: number) => number,
) => {
  let path = ''
  let drawing = false
  series.forEach((value, index) => {
    if (value === null) {
      drawing = false
      return
    }
    path += `${drawing ? 'L' : 'M'}${x(index).toFixed(1)},${y(value).toFixed(1)} `
    drawing = true
  })
  return path.trim()
}

/**
 * The last 30 days of one metric (chosen in a select): an SVG line with the plan's limit as a
 * dashed line, named and summarised in words for screen readers, and the same numbers as a table
 * behind a button (the chart's text alternative, also for anyone who prefers numbers).
 */
export function UsageChart({ metrics, to }: { metrics: UsageMetric[]; to: string }) {
  const styles = useStyles(usageStyles)
  const { t, formatLocale } = useI18n()
  const [chosen, setChosen] = useState(metrics[0]?.key ?? '')
  const [table, setTable] = useState(false)
  const captionId = useId()
  const summaryId = useId()
  const tableId = useId()
  const metric = metrics.find((m) => m.key === chosen) ?? metrics[0]
  if (!metric) return null
  const name = metricName(metric.key, t)
  const days = daysUpTo(to, metric.series.length)
  const recorded = metric.series.filter((v): v is number => v !== null)
  const top = Math.max(1, metric.limit ?? 0, ...recorded)
  const x = (i: number) => PAD + (i * (WIDTH - 2 * PAD)) / Math.max(1, days.length - 1)
  const y = (v: number) => HEIGHT - PAD - (v * (HEIGHT - 2 * PAD)) / top
  const number = (v: number) => new Intl.NumberFormat(formatLocale).format(v)
  const date = (day: string) =>
    new Intl.DateTimeFormat(formatLocale, { dateStyle: 'medium', timeZone: 'UTC' }).format(
      new Date(`${day}T00:00:00Z`),
    )
  const first = metric.series.findIndex((v) => v !== null)
  const summary =
    first < 0
      ? t('usage.chart.none')
      : t('usage.chart.summary', {
          name,
          today: number(metric.used),
          first: number(metric.series[first] ?? 0),
          since: date(days[first] ?? to),
          min: number(Math.min(...recorded)),
          max: number(Math.max(...recorded)),
        }) +
        (metric.limit === null ? '' : ` ${t('usage.chart.limit', { limit: number(metric.limit) })}`)
  const path = linePath(metric.series, x, y)
  const last = metric.series.length - 1
  const lastValue = metric.series[last]
  return (
    <figure className={styles.chart} part="usage-chart">
      <div className={styles.controls}>
        <Select
          label={t('usage.chart.metric')}
          value={metric.key}
          options={metrics.map((m) => ({ value: m.key, label: metricName(m.key, t) }))}
          onChange={setChosen}
        />
        <Button
          variant="secondary"
          aria-expanded={table}
          aria-controls={tableId}
          onClick={() => setTable(!table)}
        >
          {t(table ? 'usage.chart.hideTable' : 'usage.chart.showTable')}
        </Button>
      </div>
      <figcaption id={captionId}>{t('usage.chart.title', { name })}</figcaption>
      <svg
        className={styles.svg}
        viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
        preserveAspectRatio="none"
        role="img"
        aria-labelledby={captionId}
        aria-describedby={summaryId}
      >
        {metric.limit === null ? null : (
          <line
            x1={PAD}
            x2={WIDTH - PAD}
            y1={y(metric.limit)}
            y2={y(metric.limit)}
            stroke="var(--fy-warning)"
            strokeWidth={2}
            strokeDasharray="6 6"
            vectorEffect="non-scaling-stroke"
          />
        )}
        {path ? (
          <path
            d={path}
            fill="none"
            stroke="currentColor"
            strokeWidth={3}
            strokeLinejoin="round"
            vectorEffect="non-scaling-stroke"
          />
        ) : null}
        {lastValue === null || lastValue === undefined ? null : (
          <circle cx={x(last)} cy={y(lastValue)} r={4} fill="currentColor" />
        )}
      </svg>
      <div className={styles.axis} aria-hidden="true">
        <span>{date(days[0] ?? to)}</span>
        <span>{date(to)}</span>
      </div>
      <p id={summaryId} className={styles.note}>
        {summary}
      </p>
      <ul className={styles.legend}>
        <li>{t('usage.chart.legendUsed')}</li>
        {metric.limit === null ? null : <li>{t('usage.chart.legendLimit')}</li>}
        {recorded.length < metric.series.length ? <li>{t('usage.chart.legendGaps')}</li> : null}
      </ul>
      {/* Scrolls when long: a named region the keyboard can reach and scroll. */}
      <div
        id={tableId}
        className={styles.tableWrap}
        hidden={!table}
        role="region"
        aria-label={t('usage.chart.tableCaption', { name })}
        tabIndex={table ? 0 : -1}
      >
        {table ? (
          <table className={styles.table}>
            <caption>{t('usage.chart.tableCaption', { name })}</caption>
            <thead>
              <tr>
                <th scope="col">{t('usage.chart.day')}</th>
                <th scope="col">{t('usage.chart.used')}</th>
              </tr>
            </thead>
            <tbody>
              {days
                .map((day, index) => ({ day, value: metric.series[index] ?? null }))
                .reverse()
                .map(({ day, value }) => (
                  <tr key={day}>
                    <th scope="row">
                      <time dateTime={day}>{date(day)}</time>
                    </th>
                    <td>{value === null ? t('usage.chart.noRecord') : number(value)}</td>
                  </tr>
                ))}
            </tbody>
          </table>
        ) : null}
      </div>
    </figure>
  )
}
