import { useAtomValue, useSetAtom } from 'jotai'
import { useMemo, useState } from 'react'
import { deleteIpMutation, ipRestrictionListAtom } from '../../../../../atoms/ip-restrictions'
import { useT } from '../../../../i18n/index'
import {
  Button,
  ConfirmDialog,
  DataTable,
  useErrorText,
  useStyles,
  useToast,
} from '../../../../ui/index'
import { IpPager } from './ip-pager'
import { ipRestrictionsStyles } from './ip-restrictions.styles'
import { IpSearch } from './ip-search'
import type { IpRestriction } from '../../../../../api/ip-restrictions'
import type { DataColumn } from '../../../../ui/index'

/** Props of {@link IpList}. */
export interface IpListProps {
  labelledBy: string
  canWrite: boolean
}

/** The entries, a page at a time (10, or 50 in demo mode), searchable, each deletable after a confirmation. */
export function IpList({ labelledBy, canWrite }: IpListProps) {
  const t = useT()
  const styles = useStyles(ipRestrictionsStyles)
  const errorText = useErrorText()
  const toast = useToast()
  const list = useAtomValue(ipRestrictionListAtom)
  const state = useAtomValue(list.stateAtom)
  const query = useAtomValue(list.queryAtom)
  const setQuery = useSetAtom(list.setQueryAtom)
  const reload = useSetAtom(list.reloadAtom)
  const remove = useSetAtom(deleteIpMutation.runAtom)
  const removal = useAtomValue(deleteIpMutation.stateAtom)
  const resetRemoval = useSetAtom(deleteIpMutation.resetAtom)
  const [deleting, setDeleting] = useState<IpRestriction | null>(null)

  const columns = useMemo<DataColumn<IpRestriction>[]>(
    () => [
      {
        id: 'ip',
        header: t('securityIp.column.ip'),
        cell: (row) => <span className={styles.address}>{row.ip}</span>,
      },
      {
        id: 'description',
        header: t('securityIp.column.description'),
        cell: (row) => row.description,
        fold: true,
      },
      {
        id: 'list',
        header: t('securityIp.column.list'),
        cell: (row) => t(`securityIp.list.${row.strategy}`),
        nowrap: true,
      },
    ],
    [t, styles],
  )

  const confirm = async () => {
    if (!deleting) return
    if ((await remove(deleting.id)) !== undefined) {
      toast(t('securityIp.deleted', { ip: deleting.ip }))
      setDeleting(null)
    }
  }

  const filtering = query.filter.text.trim() !== ''
  return (
    <div className={styles.section}>
      <IpSearch
        label={t('securityIp.search')}
        value={query.filter.text}
        onSearch={(text) => void setQuery({ filter: { text } })}
      />
      <DataTable
        labelledBy={labelledBy}
        columns={columns}
        rows={state.items}
        rowKey={(row) => row.id}
        rowLabel={(row) => row.ip}
        status={state.status}
        error={state.error?.status === 403 ? t('securityIp.forbidden') : t('securityIp.loadFailed')}
        onRetry={() => void reload()}
        empty={filtering ? t('securityIp.noMatch') : t('securityIp.empty')}
        rowActions={
          canWrite
            ? (row) => (
                <Button
                  variant="ghost"
                  aria-label={t('securityIp.deleteLabel', { ip: row.ip })}
                  onClick={() => {
                    resetRemoval()
                    setDeleting(row)
                  }}
                >
                  {t('securityIp.delete')}
                </Button>
              )
            : undefined
        }
      />
      {state.totalPages > 1 ? (
        <IpPager
          page={query.page}
          pageSize={query.pageSize}
          totalItems={state.totalItems}
          totalPages={state.totalPages}
          onPage={(page) => void setQuery({ page })}
        />
      ) : null}
      <ConfirmDialog
        open={deleting !== null}
        danger
        title={t('securityIp.confirmDelete.title')}
        message={t('securityIp.confirmDelete.message', { ip: deleting?.ip ?? '' })}
        confirmLabel={t('securityIp.delete')}
        pending={removal.status === 'pending'}
        error={
          removal.status === 'error' ? errorText(removal.error, t('securityIp.deleteFailed')) : null
        }
        onCancel={() => setDeleting(null)}
        onConfirm={() => void confirm()}
      />
    </div>
  )
}
