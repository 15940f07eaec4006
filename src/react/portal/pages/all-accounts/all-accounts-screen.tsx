import { useAtomValue } from 'jotai'
import { lazy, Suspense, useMemo, useState } from 'react'
import { sessionAtom } from '../../../../atoms/session-state'
import { useI18n } from '../../../i18n/index'
import {
  Badge,
  Button,
  DataTable,
  Panel,
  SearchField,
  usePermission,
  useStyles,
} from '../../../ui/index'
import { allAccountsStyles } from './all-accounts.styles'
import { CreateAccountDialog } from './create-account-dialog'
import { useAccountLevel } from './use-account-level'
import type { DataColumn } from '../../../ui/index'
import type { AccountRow } from './use-account-level'

// An account's dialog (settings, people, invitations) is a chunk of its own, loaded on Manage.
const AccountDialog = lazy(() =>
  import('./account-dialog').then((chunk) => ({ default: chunk.AccountDialog })),
)

/** The account whose children are listed: the user's own (undefined) or one below it. */
interface Crumb {
  tenantId: string
  name: string
}

/** The page's body: the level (or search results) table, its path, and the dialogs. */
export function AllAccountsScreen() {
  const { t, formatLocale } = useI18n()
  const styles = useStyles(allAccountsStyles)
  const session = useAtomValue(sessionAtom)
  const canWrite = usePermission('fe.account-hierarchy.write.subAccount')
  const [path, setPath] = useState<Crumb[]>([])
  const [filter, setFilter] = useState('')
  const [selected, setSelected] = useState<AccountRow | null>(null)
  const [creating, setCreating] = useState(false)
  const parent = path.at(-1)
  const level = useAccountLevel(parent?.tenantId, filter)
  const ownName = session.activeTenant?.name ?? t('allAccounts.ownAccount')

  const columns = useMemo<DataColumn<AccountRow>[]>(
    () => [
      { id: 'name', header: t('allAccounts.column.name'), cell: (row) => <bdi>{row.name}</bdi> },
      {
        id: 'created',
        header: t('allAccounts.column.created'),
        cell: (row) => new Date(row.createdAt).toLocaleDateString(formatLocale),
        nowrap: true,
        fold: true,
      },
      {
        id: 'users',
        header: t('allAccounts.column.users'),
        cell: (row) => (row.users === null ? '—' : String(row.users)),
        nowrap: true,
        fold: true,
      },
      {
        id: 'reseller',
        header: t('allAccounts.column.reseller'),
        cell: (row) =>
          row.isReseller ? (
            <Badge tone="success">{t('allAccounts.reseller.on')}</Badge>
          ) : (
            <Badge>{t('allAccounts.reseller.off')}</Badge>
          ),
        fold: 'early',
      },
      {
        id: 'access',
        header: t('allAccounts.column.access'),
        cell: (row) => t(`allAccounts.access.${row.subAccountAccessType ?? 'defaultOff'}`),
        fold: 'early',
      },
    ],
    [t, formatLocale],
  )

  const down = (row: AccountRow) => {
    setFilter('')
    setPath((current) => [...current, { tenantId: row.tenantId, name: row.name }])
  }

  return (
    <Panel
      title={t('allAccounts.title')}
      subtitle={t('allAccounts.subtitle')}
      part="all-accounts"
      tools={
        canWrite ? (
          <Button onClick={() => setCreating(true)}>{t('allAccounts.create')}</Button>
        ) : null
      }
    >
      {(titleId) => (
        <div className={styles.body}>
          {canWrite ? null : <p className={styles.note}>{t('allAccounts.readOnly')}</p>}
          <nav aria-label={t('allAccounts.pathLabel')}>
            <ol className={styles.crumbs}>
              <li>
                {path.length === 0 ? (
                  <bdi aria-current="location">{ownName}</bdi>
                ) : (
                  <Button variant="ghost" onClick={() => setPath([])}>
                    <bdi>{ownName}</bdi>
                  </Button>
                )}
              </li>
              {path.map((crumb, index) => (
                <li key={crumb.tenantId}>
                  {index === path.length - 1 ? (
                    <bdi aria-current="location">{crumb.name}</bdi>
                  ) : (
                    <Button variant="ghost" onClick={() => setPath(path.slice(0, index + 1))}>
                      <bdi>{crumb.name}</bdi>
                    </Button>
                  )}
                </li>
              ))}
            </ol>
          </nav>
          <SearchField label={t('allAccounts.search')} value={filter} onSearch={setFilter} />
          <DataTable
            labelledBy={titleId}
            columns={columns}
            rows={level.rows}
            rowKey={(row) => row.tenantId}
            rowLabel={(row) => row.name}
            status={
              level.status === 'loading' && level.rows.length > 0 ? 'refreshing' : level.status
            }
            error={t('allAccounts.loadFailed')}
            onRetry={level.reload}
            empty={filter ? t('allAccounts.noMatch') : t('allAccounts.empty')}
            rowActions={(row) => (
              <div className={styles.actions}>
                {row.metadata.isParent ? (
                  <Button
                    variant="ghost"
                    aria-label={t('allAccounts.showChildrenOf', { name: row.name })}
                    onClick={() => down(row)}
                  >
                    {t('allAccounts.showChildren')}
                  </Button>
                ) : null}
                <Button
                  variant="secondary"
                  aria-label={t('allAccounts.manageLabel', { name: row.name })}
                  onClick={() => setSelected(row)}
                >
                  {t('allAccounts.manage')}
                </Button>
              </div>
            )}
          />
          {level.rows.length < level.total ? (
            <Button
              variant="secondary"
              loading={level.status === 'refreshing'}
              onClick={level.loadMore}
            >
              {t('allAccounts.loadMore', { shown: level.rows.length, total: level.total })}
            </Button>
          ) : null}
          <CreateAccountDialog
            open={creating}
            parent={parent ?? null}
            onClose={() => setCreating(false)}
            onCreated={() => {
              setCreating(false)
              level.reload()
            }}
          />
          {selected ? (
            <Suspense fallback={null}>
              <AccountDialog
                account={selected}
                onClose={() => setSelected(null)}
                onChanged={level.reload}
              />
            </Suspense>
          ) : null}
        </div>
      )}
    </Panel>
  )
}
