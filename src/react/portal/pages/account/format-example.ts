/**
 * How a date or time format of the account settings reads, on a sample instant: `DD/MM/YYYY` →
 * `22/11/2026`. Only the tokens of the offered formats (wire `ACCOUNT_DATE_FORMATS` and
 * `ACCOUNT_TIME_FORMATS`); month names in the element's language.
 */
export function formatExample(format: string, at: Date, locale: string | undefined): string {
  const pad = (value: number) => String(value).padStart(2, '0')
  const hours = at.getHours()
  const month = new Intl.DateTimeFormat(locale, { month: 'short' }).format(at)
  const tokens: Record<string, string> = {
    YYYY: String(at.getFullYear()),
    MMM: month,
    MM: pad(at.getMonth() + 1),
    DD: pad(at.getDate()),
    D: String(at.getDate()),
    HH: pad(hours),
    hh: pad(hours % 12 === 0 ? 12 : hours % 12),
    mm: pad(at.getMinutes()),
    A: hours < 12 ? 'AM' : 'PM',
  }
  return format.replace(/YYYY|MMM|MM|DD|D|HH|hh|mm|A/g, (token) => tokens[token] ?? token)
}
