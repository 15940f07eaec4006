import { useAtomValue } from 'jotai'
import { useEffect, useMemo, useState } from 'react'
import { appAccessVersionAtom } from '../../../atoms/app-access-version'
import { apiClientAtom } from '../../../atoms/index'
import type { UserV3 } from '../../../api/index'
import type { DataColumn } from '../../ui/index'
import type { appsColumn, UsersApps } from './load-users-apps'
import type { UserCellContext } from './user-columns'

/** Builds the applications column for a cell context, once its chunk is there; else null. */
export type AppsColumnBuilder = ((context: UserCellContext) => DataColumn<UserV3>) | null

/**
 * The applications column, a chunk of its own fetched once the first page is shown (like the
 * groups column), and the applications of the users on the page, read again when the page shows
 * other people or after an assignment changed here; meanwhile the column keeps the last answer.
 */
export function useAppsColumn(userIds: string): AppsColumnBuilder {
  const client = useAtomValue(apiClientAtom)
  const version = useAtomValue(appAccessVersionAtom)
  const [column, setColumn] = useState<{ build: typeof appsColumn } | null>(null)
  const [apps, setApps] = useState<UsersApps>(undefined)
  useEffect(() => {
    // No one shown (signed out, an empty search): nothing to read, the column stays as it was.
    if (!userIds) return
    let live = true
    void import('./load-users-apps')
      .then((chunk) => {
        if (live) setColumn({ build: chunk.appsColumn })
        return chunk.loadUsersApps(client, userIds.split(','))
      })
      .then((loaded) => live && setApps(loaded))
    return () => {
      live = false
    }
  }, [client, userIds, version])
  return useMemo(
    () => (column ? (context: UserCellContext) => column.build(context, apps) : null),
    [column, apps],
  )
}
