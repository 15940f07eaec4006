import { useAtomValue } from 'jotai'
import { useEffect, useRef, useState } from 'react'
import { getAuditActions } from '../../../../api/audits'
import { apiClientAtom } from '../../../../atoms/config'
import { sessionKeyAtom } from '../../../../atoms/session-key'
import { useT } from '../../../i18n/index'
import { Button, Select, TextField, useStyles } from '../../../ui/index'
import { auditsStyles } from './audits.styles'
import type { AuditAction } from '../../../../api/audits'
import type { AuditListFilter } from '../../../../atoms/audits'

/** What the form's fields hold: the dates as the date inputs give them (`YYYY-MM-DD`). */
interface Fields {
  email: string
  action: string
  ip: string
  from: string
  to: string
}

const IPV4 = /^((25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)\.){3}(25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)$/

/** One IPv4 or IPv6 address (the server matches the address exactly, so never a range). */
export const isIpAddress = (text: string): boolean => {
  if (IPV4.test(text)) return true
  if (!/^[0-9a-f:.]+$/i.test(text) || !text.includes(':')) return false
  try {
    return new URL(`http://[${text}]/`).hostname !== ''
  } catch {
    return false
  }
}

const pad = (value: number) => String(value).padStart(2, '0')

/** A local calendar day (`YYYY-MM-DD`) `days` after the instant's. */
const dayOf = (iso: string, days = 0): string => {
  if (iso === '') return ''
  const date = new Date(iso)
  date.setDate(date.getDate() + days)
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`
}

/** The local midnight starting `day` (`YYYY-MM-DD`), `days` later, as an ISO instant. */
const midnightOf = (day: string, days = 0): string => {
  if (day === '') return ''
  const [year = 0, month = 1, date = 1] = day.split('-').map(Number)
  return new Date(year, month - 1, date + days).toISOString()
}

/** The fields showing a filter: "to" is exclusive on the server and inclusive on screen. */
const fieldsOf = (filter: AuditListFilter): Fields => ({
  email: filter.email,
  action: filter.action,
  ip: filter.ip,
  from: dayOf(filter.from),
  to: dayOf(filter.to, -1),
})

/** The catalogue's actions, loaded once per session; none while loading or when refused. */
const useActions = (): AuditAction[] => {
  const client = useAtomValue(apiClientAtom)
  const session = useAtomValue(sessionKeyAtom)
  const [actions, setActions] = useState<AuditAction[]>([])
  useEffect(() => {
    if (session === null) return
    let live = true
    getAuditActions(client).then(
      (loaded) => {
        if (live) setActions(loaded)
      },
      (error: unknown) => console.error(error),
    )
    return () => {
      live = false
    }
  }, [client, session])
  return actions
}

/** How long the table waits after a keystroke in a text or date field (as the search does). */
const SETTLE_MS = 300

/** The filter the fields give; dates as the server takes them ("to" exclusive). */
const filterOf = (fields: Fields) => ({
  email: fields.email.trim(),
  action: fields.action,
  ip: fields.ip.trim(),
  from: midnightOf(fields.from),
  to: midnightOf(fields.to, 1),
})

/**
 * The audits' filters by user, action, IP and time range. Like the search and the severity beside
 * them, each applies by itself: a choice at once, typing once it pauses (300 ms) or at once on
 * Enter; the table's count is announced (`audits-page.tsx`). A bad field is said under it (an email
 * or an IP that is not one, a range that ends before it starts) and nothing new applies until it
 * is right; "Clear filters" drops every filter, the search and the severity too.
 */
export function AuditFilters({
  filter,
  onApply,
  onClear,
}: {
  filter: AuditListFilter
  onApply: (change: Partial<AuditListFilter>) => void
  onClear: () => void
}) {
  const t = useT()
  const styles = useStyles(auditsStyles)
  const actions = useActions()
  const [fields, setFields] = useState(() => fieldsOf(filter))
  const [errors, setErrors] = useState<{ ip?: string; to?: string; email?: string }>({})
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined)
  useEffect(() => () => clearTimeout(timer.current), [])
  // When these filters change elsewhere (Clear, a sign-out), the fields follow; a search or a
  // severity chosen meanwhile leaves what is typed here as it is.
  const applied = [filter.email, filter.action, filter.ip, filter.from, filter.to].join('\n')
  const [seen, setSeen] = useState(applied)
  if (seen !== applied) {
    setSeen(applied)
    setFields(fieldsOf(filter))
    setErrors({})
  }
  const options = [
    { value: '', label: t('audits.filter.actionAll') },
    ...actions.map((action) => ({ value: action.key, label: action.displayName })),
  ]
  if (fields.action !== '' && !actions.some((action) => action.key === fields.action))
    options.push({ value: fields.action, label: fields.action })

  const apply = (next: Fields) => {
    clearTimeout(timer.current)
    const wanted = filterOf(next)
    const found = {
      ...(wanted.email !== '' && !/^[^\s@]+@[^\s@]+$/.test(wanted.email)
        ? { email: t('audits.filter.badEmail') }
        : {}),
      ...(wanted.ip !== '' && !isIpAddress(wanted.ip) ? { ip: t('audits.filter.badIp') } : {}),
      ...(next.from !== '' && next.to !== '' && next.to < next.from
        ? { to: t('audits.filter.badRange') }
        : {}),
    }
    setErrors(found)
    if (Object.keys(found).length > 0) return
    const same = (Object.keys(wanted) as (keyof typeof wanted)[]).every(
      (key) => wanted[key] === filter[key],
    )
    if (!same) onApply(wanted)
  }
  /** A field changed: applied at once (a choice) or once typing pauses. */
  const change = (name: keyof Fields, at: 'now' | 'settled') => (value: string) => {
    const next = { ...fields, [name]: value }
    setFields(next)
    clearTimeout(timer.current)
    if (at === 'now') apply(next)
    else timer.current = setTimeout(() => apply(next), SETTLE_MS)
  }
  return (
    <form
      className={styles.filterForm}
      aria-label={t('audits.filter.label')}
      noValidate
      onSubmit={(event) => event.preventDefault()}
      onKeyDown={(event) => {
        // Enter in a field applies what it holds at once, without waiting for the pause.
        if (event.key === 'Enter' && event.target instanceof HTMLInputElement) {
          event.preventDefault()
          apply(fields)
        }
      }}
    >
      <TextField
        label={t('audits.filter.email')}
        type="email"
        name="email"
        autoComplete="off"
        enterKeyHint="search"
        value={fields.email}
        error={errors.email ?? null}
        onChange={(event) => change('email', 'settled')(event.target.value)}
      />
      <Select
        label={t('audits.filter.action')}
        name="action"
        value={fields.action}
        options={options}
        onChange={change('action', 'now')}
      />
      <TextField
        label={t('audits.filter.ip')}
        name="ip"
        inputMode="text"
        autoComplete="off"
        enterKeyHint="search"
        value={fields.ip}
        error={errors.ip ?? null}
        onChange={(event) => change('ip', 'settled')(event.target.value)}
      />
      <TextField
        label={t('audits.filter.from')}
        type="date"
        name="from"
        value={fields.from}
        onChange={(event) => change('from', 'settled')(event.target.value)}
      />
      <TextField
        label={t('audits.filter.to')}
        type="date"
        name="to"
        value={fields.to}
        error={errors.to ?? null}
        onChange={(event) => change('to', 'settled')(event.target.value)}
      />
      <div className={styles.filterButtons}>
        <Button variant="secondary" onClick={onClear}>
          {t('audits.filter.clear')}
        </Button>
      </div>
    </form>
  )
}
