const units: readonly [Intl.RelativeTimeFormatUnit, number][] = [
  ['year', 365 * 24 * 3600],
  ['month', 30 * 24 * 3600],
  ['week', 7 * 24 * 3600],
  ['day', 24 * 3600],
  ['hour', 3600],
  ['minute', 60],
]

const parse = (iso: string | undefined): Date | null => {
  if (!iso) return null
  const date = new Date(iso)
  return Number.isNaN(date.getTime()) ? null : date
}

/** "3 days ago", "yesterday", "now"… for `iso` seen from `now`; `null` when there is no valid date. */
export function relativeTime(iso: string | undefined, now: number, locale?: string): string | null {
  const date = parse(iso)
  if (!date) return null
  const seconds = Math.round((date.getTime() - now) / 1000)
  const format = new Intl.RelativeTimeFormat(locale, { numeric: 'auto' })
  for (const [unit, size] of units) {
    if (Math.abs(seconds) >= size) return format.format(Math.round(seconds / size), unit)
  }
  return format.format(0, 'second')
}

/** A calendar date ("Mar 4, 2026") for `iso`; `null` when there is no valid date. */
export function calendarDate(iso: string | undefined, locale?: string): string | null {
  const date = parse(iso)
  return date ? new Intl.DateTimeFormat(locale, { dateStyle: 'medium' }).format(date) : null
}

/** The full date and time, for a tooltip. */
export function fullDateTime(iso: string | undefined, locale?: string): string | undefined {
  const date = parse(iso)
  if (!date) return undefined
  return new Intl.DateTimeFormat(locale, { dateStyle: 'full', timeStyle: 'short' }).format(date)
}
