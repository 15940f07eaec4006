import { useAtomValue, useSetAtom, useStore } from 'jotai'
import { lazy, Suspense, useCallback, useEffect, useMemo, useState } from 'react'
import { appAccessVersionAtom } from '../../../atoms/app-access-version'
import { apiClientAtom, sessionAtom, usersList } from '../../../atoms/index'
import { addEnglish } from '../../../i18n/index'
import {
  teamInvite as teamInviteEnglish,
  teamTable as teamTableEnglish,
  users as usersEnglish,
} from '../../../i18n/messages/en'
import { USER_FILTER_PRESETS } from '../../../wire/users'
import { useI18n } from '../../i18n/index'
import { usePortal } from '../../portal/portal-context'
import {
  Button,
  DataTable,
  Pager,
  Panel,
  SearchField,
  Select,
  useNow,
  useStyles,
} from '../../ui/index'
import { userColumns } from './user-columns'
import { usersTableStyles } from './users-table.styles'
import type { UsersFilterPreset, UsersSortBy, UserV3 } from '../../../api/index'
import type { FoyerUser, holdsPermission, SortOrder } from '../../../atoms/index'
import type { DataColumn } from '../../ui/index'
import type { LateData, lateColumns } from './late-columns'
import type { TeamDialog } from './team-dialogs'

addEnglish(usersEnglish)
addEnglish(teamTableEnglish)
addEnglish(teamInviteEnglish)

/** The late columns' builder and data, once their chunk is there and the data read. */
interface LateColumns {
  build: typeof lateColumns | null
  /** What the member may do, from the same chunk (until it is there: nothing, so no control shows). */
  may?: typeof holdsPermission
  data?: LateData
}

/**
 * The groups, managed-by and applications columns, a chunk of their own fetched once the first
 * page is shown, and the groups and applications of the users on the page, read again when the
 * page shows other people (never for an edit of someone shown) and after an assignment made
 * here; meanwhile the columns keep the last answer. The groups are read only when `user` may read
 * them: no refused request on every load.
 */
function useLateColumns(userIds: string, user: FoyerUser | null): LateColumns {
  const client = useAtomValue(apiClientAtom)
  // The applications follow the vendor's flag (spec 000 §6), read from the store by the chunk.
  const store = useStore()
  // An assignment changed here: the applications are read again.
  const version = useAtomValue(appAccessVersionAtom)
  const [late, setLate] = useState<LateColumns>({ build: null })
  useEffect(() => {
    // No one shown (signed out, an empty search): nothing to read, the columns stay as they were.
    if (!userIds) return
    let live = true
    void import('./late-columns')
      .then((chunk) => {
        if (live) setLate((now) => ({ ...now, build: chunk.lateColumns, may: chunk.may }))
        return chunk.loadLateData(client, userIds.split(','), user, store)
      })
      .then((data) => live && setLate((now) => ({ ...now, data })))
    return () => {
      live = false
    }
  }, [client, userIds, version, user, store])
  return late
}

/** The host's field appearance of each column (`pages.users.fields`; the widget: all shown). */
function useHiddenColumns(): ReadonlySet<string> {
  const fields = usePortal()?.configuration.pages?.users?.fields
  return useMemo(() => {
    // The fields' names, as the spec gives them, for the columns' ids.
    const ids: Record<string, string> = { joinedAt: 'joined' }
    const hidden = Object.entries(fields ?? {}).filter(([, appearance]) => appearance === 'hidden')
    return new Set(hidden.map(([field]) => ids[field] ?? field))
  }, [fields])
}

// The dialogs are a chunk of their own, loaded when the first one opens.
const TeamDialogs = lazy(() => import('./team-dialogs'))

/**
 * The tenant's team: search by name or email, sortable columns, server-side pages, and the
 * administrator's actions (invite, add several, edit roles, lock, disable, remove…). Shares the
 * session of the page's other elements with the same base URL; at 375 px the roles and dates
 * fold under each name.
 */
export function UsersTableScreen() {
  const styles = useStyles(usersTableStyles)
  const { t, formatLocale } = useI18n()
  const now = useNow(60_000)
  const session = useAtomValue(sessionAtom)
  const users = useAtomValue(usersList.stateAtom)
  const query = useAtomValue(usersList.queryAtom)
  const reload = useSetAtom(usersList.reloadAtom)
  const setQuery = useSetAtom(usersList.setQueryAtom)
  const [dialog, setDialog] = useState<TeamDialog | null>(null)
  const late = useLateColumns(
    session.status === 'signed-in' ? users.items.map((user) => user.id).join(',') : '',
    session.user,
  )
  // The member's rights decide the controls (a Viewer sees the team, not the administrator's
  // tools), decided by the late columns' chunk: none shows before it is there.
  const may = (key: string) => late.may?.(session.user, `fe.secure.${key}`) === true
  const writes = may('write.users')
  const acts = writes || may('delete.users')
  const hidden = useHiddenColumns()
  // Once loaded, the dialogs' chunk stays mounted: its toasts and the rollback notice outlive them.
  const [loaded, setLoaded] = useState(false)
  const open = useCallback((next: TeamDialog) => {
    setLoaded(true)
    setDialog(next)
  }, [])
  const search = useCallback((email: string) => void setQuery({ filter: { email } }), [setQuery])
  const showPreset = useCallback(
    (preset: UsersFilterPreset | '') => void setQuery({ filter: { preset } }),
    [setQuery],
  )
  const presets = useMemo(
    () => [
      { value: '' as const, label: t('teamTable.show.all') },
      ...USER_FILTER_PRESETS.map((value) => ({ value, label: t(`teamTable.show.${value}`) })),
    ],
    [t],
  )
  const sort = useCallback(
    (by: string, order: SortOrder) => void setQuery({ sortBy: by as UsersSortBy, order }),
    [setQuery],
  )
  const tenantId = session.activeTenant?.tenantId ?? session.user?.tenantId
  const columns = useMemo(() => {
    const context = { t, styles, tenantId, locale: formatLocale, now }
    const [user, ...rest] = userColumns(context)
    const more = late.build?.(context, late.data, session.user)
    // The spec's order: user, applications, groups, roles, joined, last seen, managed by; then
    // the actions.
    const shown = [user, more?.apps, more?.groups, ...rest, more?.managedBy].filter(
      (column): column is DataColumn<UserV3> => column !== undefined && !hidden.has(column.id),
    )
    if (!acts) return shown
    return [
      ...shown,
      {
        id: 'actions',
        header: t('teamTable.actions'),
        cell: (row: UserV3) => (
          <Button
            variant="ghost"
            aria-haspopup="dialog"
            aria-label={t('teamTable.actionsFor', { name: row.name || (row.email ?? '') })}
            onClick={() => open({ kind: 'actions', user: row })}
          >
            {t('teamTable.actions')}
          </Button>
        ),
      },
    ]
  }, [t, styles, tenantId, formatLocale, now, open, late, hidden, acts, session.user])

  if (session.status === 'signed-out')
    return (
      <Panel title={t('users.title')} subtitle={t('users.signedOut')} part="users-table">
        {() => null}
      </Panel>
    )

  const signedIn = session.status === 'signed-in'
  const filtered = query.filter.email.trim() !== ''
  const tools = signedIn ? (
    <div className={styles.tools}>
      <div className={styles.filters}>
        <Select
          label={t('teamTable.show')}
          value={query.filter.preset}
          options={presets}
          onChange={showPreset}
        />
        <SearchField
          label={t('users.search')}
          placeholder={t('teamTable.search')}
          name="users-search"
          value={query.filter.email}
          onSearch={search}
        />
      </div>
      {writes ? (
        <div className={styles.buttons}>
          <Button variant="secondary" onClick={() => open({ kind: 'bulk' })}>
            {t('teamTable.bulk')}
          </Button>
          <Button
            variant="secondary"
            aria-haspopup="dialog"
            onClick={() => open({ kind: 'tools' })}
          >
            {t('teamTable.more')}
          </Button>
          <Button onClick={() => open({ kind: 'invite' })}>{t('teamTable.invite')}</Button>
        </div>
      ) : null}
    </div>
  ) : null
  return (
    <Panel title={t('users.title')} subtitle={t('users.subtitle')} tools={tools} part="users-table">
      {(titleId) => (
        <>
          <DataTable
            labelledBy={titleId}
            columns={columns}
            rows={users.items}
            rowKey={(user) => user.id}
            rowLabel={(user) => user.name || (user.email ?? user.phoneNumber ?? '')}
            status={signedIn ? users.status : 'loading'}
            error={users.error?.status === 403 ? t('users.forbidden') : t('users.loadFailed')}
            onRetry={() => void reload()}
            empty={
              filtered
                ? t('users.emptySearch')
                : query.filter.preset
                  ? t('teamTable.emptyPreset')
                  : t('users.empty')
            }
            sort={{ by: query.sortBy, order: query.order }}
            onSort={sort}
          />
          {users.totalItems > 0 ? (
            <Pager
              page={query.page}
              pageSize={query.pageSize}
              totalItems={users.totalItems}
              totalPages={users.totalPages}
              onPage={(page) => void setQuery({ page })}
            />
          ) : null}
          {loaded ? (
            <Suspense fallback={null}>
              <TeamDialogs dialog={dialog} onOpen={open} onClose={() => setDialog(null)} />
            </Suspense>
          ) : null}
        </>
      )}
    </Panel>
  )
}
