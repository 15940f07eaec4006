import { useAtomValue } from 'jotai'
import { useEffect, useState } from 'react'
import { getUsersV3 } from '../../../../api/users'
import { apiClientAtom } from '../../../../atoms/config'
import type { UserV3 } from '../../../../api/index'

/** How many members the group dialog offers (by name); larger teams add people from the Team page. */
export const MEMBER_CHOICES = 100

/**
 * The account's first members by name, for the group dialog's member checkboxes; `null` while
 * loading, and an empty list when they cannot be read (the dialog still saves roles and fields).
 */
export function useMembers(open: boolean): UserV3[] | null {
  const client = useAtomValue(apiClientAtom)
  const [members, setMembers] = useState<UserV3[] | null>(null)
  useEffect(() => {
    if (!open) return
    let live = true
    getUsersV3(client, { _limit: MEMBER_CHOICES, _offset: 0, _sortBy: 'name', _order: 'ASC' })
      .then((page) => live && setMembers(page.items))
      .catch(() => live && setMembers([]))
    return () => {
      live = false
    }
  }, [client, open])
  return members
}
