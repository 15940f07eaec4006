import { useAtomValue, useSetAtom } from 'jotai'
import { useEffect, useId, useMemo, useRef } from 'react'
import { sessionAtom } from '../../../../../atoms/index'
import { securityUsersLists } from '../../../../../atoms/security-center-users'
import { useI18n } from '../../../../i18n/index'
import { Button, ContactText, DataTable, usePermission, useStyles } from '../../../../ui/index'
import { usePortal } from '../../../portal-context'
import { MailAction } from './mail-action'
import { securityCenterStyles } from './security-center.styles'
import type { UserV3 } from '../../../../../api/index'
import type { SortOrder } from '../../../../../atoms/index'
import type { SecurityUsersKind } from '../../../../../atoms/security-center-users'
import type { DataColumn } from '../../../../ui/index'

const MORE = 10

/**
 * One table of the security center: the members of one users v3 preset (the Team table's), sorted
 * by name or sign-in, ten more at a time, with the action that fixes them for a member who may edit
 * users (the inactive ones are disabled or removed on the Users page).
 */
export function SecurityUsersTable({ kind }: { kind: SecurityUsersKind }) {
  const styles = useStyles(securityCenterStyles)
  const { t, formatLocale } = useI18n()
  const portal = usePortal()
  const aboutId = useId()
  const list = securityUsersLists[kind]
  const users = useAtomValue(list.stateAtom)
  const query = useAtomValue(list.queryAtom)
  const setQuery = useSetAtom(list.setQueryAtom)
  const reload = useSetAtom(list.reloadAtom)
  const signedIn = useAtomValue(sessionAtom).status === 'signed-in'
  const writes = usePermission('fe.secure.write.users')
  // "Show 10 more" asked while this many were shown: once they arrive, a button that left (all
  // are shown) hands the focus to the count, which says so, instead of dropping it on the page.
  const askedAt = useRef<number | null>(null)
  const count = useRef<HTMLSpanElement>(null)
  const shownCount = users.items.length
  const all = shownCount >= users.totalItems
  useEffect(() => {
    if (askedAt.current === null || shownCount <= askedAt.current) return
    askedAt.current = null
    if (all) count.current?.focus()
  }, [shownCount, all])
  const columns = useMemo((): DataColumn<UserV3>[] => {
    const date = new Intl.DateTimeFormat(formatLocale, { dateStyle: 'medium' })
    return [
      {
        id: 'member',
        header: t('securityCenter.users.column.member'),
        sortKey: 'name',
        firstOrder: 'ASC',
        cell: (user) => (
          <span className={styles.itemText}>
            <span>{user.name || <ContactText {...user} />}</span>
            {user.name ? (
              <span className={styles.category}>
                <ContactText {...user} />
              </span>
            ) : null}
          </span>
        ),
      },
      {
        id: 'lastSeen',
        header: t('securityCenter.users.column.lastSeen'),
        nowrap: true,
        cell: (user) =>
          user.lastLogin ? (
            <time dateTime={user.lastLogin}>{date.format(new Date(user.lastLogin))}</time>
          ) : (
            <span className={styles.category}>{t('securityCenter.users.never')}</span>
          ),
      },
    ]
  }, [t, formatLocale, styles])
  const some = users.totalItems > 0
  const action =
    kind === 'inactive' ? (
      portal ? (
        <Button variant="secondary" onClick={() => portal.navigate({ page: 'users' })}>
          {t('securityCenter.users.openTeam')}
        </Button>
      ) : null
    ) : writes ? (
      <MailAction kind={kind === 'breached' ? 'reset' : 'remind'} />
    ) : (
      <p className={styles.note}>{t('securityCenter.users.readOnly')}</p>
    )
  return (
    <div className={styles.body}>
      <p id={aboutId} className={styles.note}>
        {t(`securityCenter.users.about.${kind}`)}
      </p>
      {some ? <div className={styles.actions}>{action}</div> : null}
      <DataTable
        labelledBy={aboutId}
        columns={columns}
        rows={users.items}
        rowKey={(user) => user.id}
        rowLabel={(user) => user.name || (user.email ?? user.phoneNumber ?? '')}
        status={signedIn ? users.status : 'loading'}
        error={
          users.error?.status === 403
            ? t('securityCenter.users.forbidden')
            : t('securityCenter.users.loadFailed')
        }
        onRetry={() => void reload()}
        empty={t(`securityCenter.users.empty.${kind}`)}
        sort={{ by: query.sortBy, order: query.order }}
        onSort={(by: string, order: SortOrder) => void setQuery({ sortBy: by as 'name', order })}
      />
      {some ? (
        <div className={styles.actions}>
          <span className={styles.note} role="status" tabIndex={-1} ref={count}>
            {t('securityCenter.users.shown', {
              shown: users.items.length,
              total: users.totalItems,
            })}
          </span>
          {!all ? (
            <Button
              variant="secondary"
              onClick={() => {
                askedAt.current = shownCount
                void setQuery({ pageSize: query.pageSize + MORE })
              }}
            >
              {t('securityCenter.users.more')}
            </Button>
          ) : null}
        </div>
      ) : null}
    </div>
  )
}
