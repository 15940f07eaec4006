import { useAtomValue } from 'jotai'
import { useCallback, useEffect, useState } from 'react'
import { getTenantsUsersCount, searchSubAccounts } from '../../../../api/hierarchy'
import { apiClientAtom } from '../../../../atoms/config'
import { sessionKeyAtom } from '../../../../atoms/session-key'
import type { SubAccount } from '../../../../api/hierarchy'
import type { ApiError } from '../../../../api/index'

/** The accounts list's page size (spec §9: limit 50, offset 0). */
export const ACCOUNTS_PAGE = 50

/** A listed sub-account with its member count. */
export interface AccountRow extends SubAccount {
  users: number | null
}

/** What a level (or a search) shows. */
export interface AccountLevel {
  rows: AccountRow[]
  total: number
  status: 'loading' | 'refreshing' | 'ready' | 'error'
  error: ApiError | null
  /** The next 50 of a wide level. */
  loadMore: () => void
  reload: () => void
}

interface Loaded {
  key: string
  page: number
  rows: AccountRow[]
  total: number
  error: ApiError | null
}

/**
 * One level of the hierarchy (the children of `parentId`, the caller's account when undefined) or,
 * with `filter`, the accounts named like it anywhere below; 50 at a time, each page's member counts
 * read in one call. Reloads when the session (or the account acted in) changes.
 */
export function useAccountLevel(parentId: string | undefined, filter: string): AccountLevel {
  const client = useAtomValue(apiClientAtom)
  const session = useAtomValue(sessionKeyAtom)
  const [version, setVersion] = useState(0)
  const key = `${session ?? ''}|${parentId ?? ''}|${filter}|${version}`
  const [wanted, setWanted] = useState({ key, page: 0 })
  const page = wanted.key === key ? wanted.page : 0
  const [loaded, setLoaded] = useState<Loaded | null>(null)

  useEffect(() => {
    if (session === null) return
    let live = true
    void (async () => {
      try {
        const found = await searchSubAccounts(client, {
          _limit: ACCOUNTS_PAGE,
          _offset: page,
          ...(filter ? { _filter: filter } : {}),
          ...(parentId && !filter ? { _subTenantId: parentId } : {}),
          _sortBy: 'name',
          _order: 'ASC',
        })
        const ids = found.items.map((item) => item.tenantId)
        const counts = ids.length > 0 ? await getTenantsUsersCount(client, ids) : []
        if (!live) return
        const users = new Map(counts.map((count) => [count.tenantId, count.totalUsers]))
        const added = found.items.map((item) => ({
          ...item,
          users: users.get(item.tenantId) ?? null,
        }))
        const total = found._metadata.totalItems
        setLoaded((before) => ({
          key,
          page,
          rows: page > 0 && before?.key === key ? [...before.rows, ...added] : added,
          total,
          error: null,
        }))
      } catch (caught) {
        if (live)
          setLoaded((before) => ({
            ...(before ?? { rows: [], total: 0 }),
            key,
            page,
            error: caught as ApiError,
          }))
      }
    })()
    return () => {
      live = false
    }
  }, [client, session, parentId, filter, page, key])

  const current = loaded?.key === key
  const done = current && loaded.page === page
  let status: AccountLevel['status'] = 'loading'
  if (done) status = loaded.error ? 'error' : 'ready'
  else if (current || loaded) status = 'refreshing'
  const loadMore = useCallback(() => setWanted({ key, page: page + 1 }), [key, page])
  const reload = useCallback(() => setVersion((before) => before + 1), [])
  return {
    rows: loaded?.rows ?? [],
    total: loaded?.total ?? 0,
    status,
    error: done ? loaded.error : null,
    loadMore,
    reload,
  }
}
