import { atom } from 'jotai/vanilla'
import { getAudits, getAuditsStats } from '../api/audits'
import { apiClientAtom } from './config'
import { createServerList } from './server-list'
import { sessionKeyAtom } from './session-key'
import { withFreshToken } from './session-refresh'
import type { AuditRow } from '../api/audits'
import type { ServerList } from './server-list'
import type { SessionKey } from './session-key'

/** The columns the audits sort by. */
export type AuditSortBy = 'createdAt' | 'email' | 'action' | 'severity' | 'ip'

/**
 * The audits' filters ('' for none): free text, severity, action key, the acting user's email, IP,
 * and the time range as ISO instants (from inclusive, to exclusive).
 */
export type AuditListFilter = {
  text: string
  severity: string
  action: string
  email: string
  ip: string
  from: string
  to: string
}

/** No filter. */
export const NO_AUDIT_FILTER: AuditListFilter = {
  text: '',
  severity: '',
  action: '',
  email: '',
  ip: '',
  from: '',
  to: '',
}

/** The query parameters of a filter (shared by the list and the CSV). */
export const auditFilterQuery = (filter: AuditListFilter) => ({
  filter: filter.text.trim(),
  severity: filter.severity,
  action: filter.action,
  email: filter.email.trim(),
  ip: filter.ip.trim(),
  from: filter.from,
  to: filter.to,
})

/** Audits per fetch (spec 001 §9): 20, newest first. */
export const AUDITS_PAGE_SIZE = 20

/** The tenant's audit rows, paged, sorted and filtered on the server. */
export const auditsList: ServerList<AuditRow, AuditSortBy, AuditListFilter> = createServerList<
  AuditRow,
  AuditSortBy,
  AuditListFilter
>({
  defaultQuery: {
    page: 0,
    pageSize: AUDITS_PAGE_SIZE,
    sortBy: 'createdAt',
    order: 'DESC',
    filter: NO_AUDIT_FILTER,
  },
  maxPageSize: 100,
  fetchPage: async (client, query) => {
    const { data, total } = await getAudits(client, {
      offset: query.page * query.pageSize,
      count: query.pageSize,
      sortBy: query.sortBy,
      sortDirection: query.order === 'ASC' ? 'asc' : 'desc',
      ...auditFilterQuery(query.filter),
    })
    // Pages = ceil(total / pageSize) (spec 001 §4).
    return {
      items: data,
      _metadata: { totalItems: total, totalPages: Math.ceil(total / query.pageSize) },
    }
  },
})

/** The stats of the current session's tenant: loading, ready with the counts, or failed. */
export type AuditStatsState =
  | { status: 'idle' | 'loading' | 'error' }
  | { status: 'ready'; totalToday: number; severeThisWeek: number }

const statsCellAtom = atom<{ key: SessionKey; state: AuditStatsState }>({
  key: null,
  state: { status: 'idle' },
})

/** The stats shown (idle under any other session than the one they were loaded for). */
export const auditStatsAtom = atom((get) => {
  const cell = get(statsCellAtom)
  return cell.key === get(sessionKeyAtom) ? cell.state : { status: 'idle' as const }
})

/** Loads the stats; an answer of another session is dropped. */
export const loadAuditStatsAtom = atom(null, async (get, set): Promise<void> => {
  const key = get(sessionKeyAtom)
  if (key === null) return
  set(statsCellAtom, { key, state: { status: 'loading' } })
  try {
    const stats = await withFreshToken(get, set, () => getAuditsStats(get(apiClientAtom)))
    if (get(sessionKeyAtom) !== key) return
    set(statsCellAtom, { key, state: { status: 'ready', ...stats } })
  } catch {
    if (get(sessionKeyAtom) !== key) return
    set(statsCellAtom, { key, state: { status: 'error' } })
  }
})
