import { useAtomValue } from 'jotai'
import { useEffect, useState } from 'react'
import { getUsersV3 } from '../../../../api/users'
import { apiClientAtom } from '../../../../atoms/config'
import { SEARCH_DEBOUNCE_MS } from '../../../ui/index'
import type { UserV3 } from '../../../../api/index'

/** How many members the group dialog offers at a time (by name); a search reaches the others. */
export const MEMBER_CHOICES = 100

/**
 * The account's members matching `search` (name or email, the server's `_email`; empty: the
 * first by name), for the group dialog's member checkboxes; `null` while loading, and an empty
 * list when they cannot be read (the dialog still saves roles and fields). A search waits for
 * the typing to pause, and an answer to an older search never replaces a newer one's.
 */
export function useMembers(open: boolean, search: string): UserV3[] | null {
  const client = useAtomValue(apiClientAtom)
  const [members, setMembers] = useState<UserV3[] | null>(null)
  const text = search.trim()
  useEffect(() => {
    if (!open) return
    let live = true
    const timer = setTimeout(
      () => {
        getUsersV3(client, {
          _limit: MEMBER_CHOICES,
          _offset: 0,
          _sortBy: 'name',
          _order: 'ASC',
          ...(text ? { _email: text } : {}),
        })
          .then((page) => live && setMembers(page.items))
          .catch(() => live && setMembers([]))
      },
      text ? SEARCH_DEBOUNCE_MS : 0,
    )
    return () => {
      live = false
      clearTimeout(timer)
    }
  }, [client, open, text])
  return members
}
