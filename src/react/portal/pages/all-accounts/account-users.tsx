import { useAtomValue } from 'jotai'
import { useEffect, useId, useMemo, useState } from 'react'
import {
  getSubAccountToken,
  getSubAccountUsers,
  removeSubAccountUser,
  setSubAccountUserRoles,
} from '../../../../api/hierarchy'
import { apiClientAtom } from '../../../../atoms/config'
import { rolesList } from '../../../../atoms/roles'
import { useT } from '../../../i18n/index'
import {
  Button,
  ConfirmDialog,
  DataTable,
  InlineAlert,
  Pager,
  Select,
  useErrorText,
  usePermission,
  useStyles,
  useToast,
} from '../../../ui/index'
import { AddAccountUsers } from './add-account-users'
import { allAccountsStyles } from './all-accounts.styles'
import type { ApiError, Page, UserV3 } from '../../../../api/index'
import type { DataColumn } from '../../../ui/index'
import type { AccountRow } from './use-account-level'

const PAGE_SIZE = 10

/**
 * A sub-account's people, read with a user token for it (the page's `accessPermission`: refused
 * when its access type keeps the member out), 10 a page by name; inviting people with a role,
 * changing a person's role and removing a person from it.
 */
export function AccountUsers({ account }: { account: AccountRow }) {
  const t = useT()
  const styles = useStyles(allAccountsStyles)
  const client = useAtomValue(apiClientAtom)
  const roles = useAtomValue(rolesList.stateAtom).items.filter((role) => !role.tenantId)
  const toast = useToast()
  const errorText = useErrorText()
  const headingId = useId()
  const canWrite = usePermission('fe.account-hierarchy.write.subAccount')
  const [token, setToken] = useState<string | null>(null)
  const [access, setAccess] = useState<'checking' | 'granted' | 'refused'>('checking')
  const [page, setPage] = useState(0)
  const [version, setVersion] = useState(0)
  const [loaded, setLoaded] = useState<{
    key: string
    users: Page<UserV3> | null
    failed?: boolean
  } | null>(null)
  const [error, setError] = useState<string | null>(null)
  const [removing, setRemoving] = useState<UserV3 | null>(null)
  const [pending, setPending] = useState(false)

  useEffect(() => {
    let live = true
    getSubAccountToken(client, account.tenantId).then(
      (answer) => {
        if (!live) return
        setToken(answer.accessToken)
        setAccess('granted')
      },
      () => live && setAccess('refused'),
    )
    return () => {
      live = false
    }
  }, [client, account.tenantId])

  useEffect(() => {
    if (!token) return
    let live = true
    const key = `${page}|${version}`
    getSubAccountUsers(client, token, page).then(
      (answer) => live && setLoaded({ key, users: answer }),
      () => live && setLoaded((before) => ({ key, users: before?.users ?? null, failed: true })),
    )
    return () => {
      live = false
    }
  }, [client, token, page, version])
  const current = loaded?.key === `${page}|${version}`
  const users = loaded?.users ?? null
  let status: 'loading' | 'refreshing' | 'ready' | 'error' = loaded ? 'refreshing' : 'loading'
  if (current) status = loaded.failed ? 'error' : 'ready'

  const change = async (run: () => Promise<void>, done: string) => {
    setPending(true)
    setError(null)
    try {
      await run()
      toast(done)
      setVersion((current) => current + 1)
      return true
    } catch (caught) {
      setError(errorText(caught as ApiError, t('allAccounts.failed')))
      return false
    } finally {
      setPending(false)
    }
  }

  const columns = useMemo<DataColumn<UserV3>[]>(
    () => [
      { id: 'name', header: t('allAccounts.users.name'), cell: (user) => user.name },
      {
        id: 'email',
        header: t('allAccounts.users.email'),
        cell: (user) => user.email ?? user.phoneNumber ?? '',
        fold: true,
      },
      {
        id: 'status',
        header: t('allAccounts.users.status'),
        cell: (user) =>
          user.activatedForTenant === false
            ? t('allAccounts.users.invited')
            : t('allAccounts.users.active'),
        fold: 'early',
      },
    ],
    [t],
  )

  return (
    <section className={styles.section} aria-labelledby={headingId}>
      <h3 id={headingId}>{t('allAccounts.users.title')}</h3>
      {access === 'refused' ? <p className={styles.note}>{t('allAccounts.noAccess')}</p> : null}
      {error ? <InlineAlert>{error}</InlineAlert> : null}
      {access === 'granted' ? (
        <>
          <DataTable
            labelledBy={headingId}
            columns={columns}
            rows={users?.items ?? []}
            rowKey={(user) => user.id}
            rowLabel={(user) => user.name}
            status={status}
            error={t('allAccounts.users.loadFailed')}
            onRetry={() => setVersion((current) => current + 1)}
            empty={t('allAccounts.users.empty')}
            skeletonRows={3}
            rowActions={
              canWrite
                ? (user) => (
                    <div className={styles.actions}>
                      <Select
                        label={t('allAccounts.users.roleOf', { name: user.name })}
                        value={user.tenants[0]?.roles[0]?.id ?? ''}
                        disabled={pending}
                        options={[
                          { value: '', label: t('allAccounts.users.noRole') },
                          ...roles.map((role) => ({ value: role.id, label: role.name })),
                        ]}
                        onChange={(roleId) =>
                          void change(
                            () =>
                              setSubAccountUserRoles(
                                client,
                                account.tenantId,
                                user.id,
                                roleId ? [roleId] : [],
                              ),
                            t('allAccounts.users.rolesSaved', { name: user.name }),
                          )
                        }
                      />
                      <Button
                        variant="ghost"
                        aria-label={t('allAccounts.users.removeLabel', { name: user.name })}
                        onClick={() => setRemoving(user)}
                      >
                        {t('allAccounts.users.remove')}
                      </Button>
                    </div>
                  )
                : undefined
            }
          />
          {users && users._metadata.totalItems > PAGE_SIZE ? (
            <Pager
              page={page}
              pageSize={PAGE_SIZE}
              totalItems={users._metadata.totalItems}
              totalPages={users._metadata.totalPages}
              onPage={setPage}
            />
          ) : null}
          {canWrite ? (
            <AddAccountUsers
              tenantId={account.tenantId}
              roles={roles}
              onAdded={() => setVersion((current) => current + 1)}
            />
          ) : (
            <p className={styles.note}>{t('allAccounts.users.readOnly')}</p>
          )}
        </>
      ) : null}
      <ConfirmDialog
        open={removing !== null}
        title={t('allAccounts.users.removeTitle', { name: removing?.name ?? '' })}
        message={t('allAccounts.users.removeMessage', {
          name: removing?.name ?? '',
          account: account.name,
        })}
        confirmLabel={t('allAccounts.users.remove')}
        danger
        pending={pending}
        error={error}
        onCancel={() => setRemoving(null)}
        onConfirm={() => {
          const user = removing
          if (!user) return
          void change(
            () => removeSubAccountUser(client, account.tenantId, user.id),
            t('allAccounts.users.removed', { name: user.name }),
          ).then((done) => done && setRemoving(null))
        }}
      />
    </section>
  )
}
