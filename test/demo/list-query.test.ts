import { describe, expect, it } from 'vitest'
import { pageList } from '../../src/demo/list-query'

interface Audit {
  id: string
  action: string
  at?: number
}

const audits: Audit[] = [
  { id: 'a3', action: 'Sign-in', at: 3 },
  { id: 'a1', action: 'role change', at: 1 },
  { id: 'a4', action: 'sign-out' },
  { id: 'a2', action: 'Export', at: 1 },
]
const sorting = {
  keys: ['at', 'action'] as const,
  defaultKey: 'at' as const,
  id: (a: Audit) => a.id,
}
const ids = (query: string) => {
  const page = pageList(audits, new URLSearchParams(query), sorting)
  if (!('items' in page)) throw new Error(page.message)
  return page.items.map((audit) => audit.id)
}

describe('pageList (any demo list)', () => {
  it('sorts by the default key, newest first; ties by id in the same order; missing values last', () => {
    expect(ids('')).toEqual(['a3', 'a2', 'a1', 'a4'])
    expect(ids('_order=asc')).toEqual(['a1', 'a2', 'a3', 'a4'])
  })

  it('sorts text case-insensitively and pages by page index', () => {
    expect(ids('_sortBy=action&_order=ASC')).toEqual(['a2', 'a1', 'a3', 'a4'])
    expect(ids('_sortBy=action&_order=ASC&_limit=3&_offset=1')).toEqual(['a4'])
  })

  it('refuses keys outside the list and orders outside ASC/DESC', () => {
    for (const query of ['_sortBy=id', '_order=sideways', '_offset=-1', '_limit=many']) {
      expect(pageList(audits, new URLSearchParams(query), sorting)).toMatchObject({ status: 400 })
    }
  })
})
