import { useAtomValue, useSetAtom } from 'jotai'
import { useState } from 'react'
import {
  ACCESS_TYPES,
  deleteSubAccount,
  renameSubAccount,
  setSubAccountAccessType,
  setSubAccountManagement,
} from '../../../../api/hierarchy'
import { apiClientAtom } from '../../../../atoms/config'
import { openSubAccountAtom } from '../../../../atoms/sub-account'
import { useT } from '../../../i18n/index'
import {
  Button,
  ConfirmDialog,
  Dialog,
  InlineAlert,
  Select,
  Switch,
  TextField,
  useErrorText,
  usePermission,
  useStyles,
  useToast,
} from '../../../ui/index'
import { AccountUsers } from './account-users'
import { allAccountsStyles } from './all-accounts.styles'
import { MAX_NAME } from './create-account-dialog'
import type { SubAccountAccessType } from '../../../../api/hierarchy'
import type { ApiError } from '../../../../api/index'
import type { AccountRow } from './use-account-level'

/** Props of {@link AccountDialog}. */
export interface AccountDialogProps {
  account: AccountRow | null
  onClose: () => void
  /** Something of the account changed: the list reloads. */
  onChanged: () => void
}

/**
 * One sub-account: its name, management and access type, its people, "open this account" and
 * deleting it (with everything under it, confirmed). Controls the member's permissions refuse are
 * read-only, with the reason beside them.
 */
export function AccountDialog({ account, onClose, onChanged }: AccountDialogProps) {
  if (!account) return null
  // Keyed by the account: another account starts from its own values, nothing carried over.
  return (
    <AccountDialogBody
      key={account.tenantId}
      account={account}
      onClose={onClose}
      onChanged={onChanged}
    />
  )
}

function AccountDialogBody({
  account,
  onClose,
  onChanged,
}: AccountDialogProps & { account: AccountRow }) {
  const t = useT()
  const styles = useStyles(allAccountsStyles)
  const client = useAtomValue(apiClientAtom)
  const open = useSetAtom(openSubAccountAtom)
  const toast = useToast()
  const errorText = useErrorText()
  const canWrite = usePermission('fe.account-hierarchy.write.subAccount')
  const canDelete = usePermission('fe.account-hierarchy.delete.subAccount')
  const [name, setName] = useState(account.name)
  const [nameError, setNameError] = useState<string | null>(null)
  const [error, setError] = useState<string | null>(null)
  const [pending, setPending] = useState(false)
  const [confirming, setConfirming] = useState(false)
  const [reseller, setReseller] = useState(account.isReseller ?? false)
  const [access, setAccess] = useState<SubAccountAccessType>(
    account.subAccountAccessType ?? 'defaultOff',
  )
  // The access type the server has: the people are asked for again once a new one is saved.
  const [savedAccess, setSavedAccess] = useState(access)
  const tenantId = account.tenantId

  const run = async (change: () => Promise<void>, done: string) => {
    setPending(true)
    setError(null)
    try {
      await change()
      toast(done)
      onChanged()
      return true
    } catch (caught) {
      setError(errorText(caught as ApiError, t('allAccounts.failed')))
      return false
    } finally {
      setPending(false)
    }
  }

  const rename = () => {
    const trimmed = name.trim()
    if (trimmed === '') return setNameError(t('allAccounts.nameRequired'))
    if (trimmed.length > MAX_NAME)
      return setNameError(t('allAccounts.nameTooLong', { max: MAX_NAME }))
    setNameError(null)
    void run(() => renameSubAccount(client, tenantId, trimmed), t('allAccounts.renamed'))
  }

  const enter = async () => {
    setError(null)
    try {
      await open({ tenantId, name: account.name })
      onClose()
    } catch (caught) {
      setError(errorText(caught as ApiError, t('allAccounts.noAccess')))
    }
  }

  return (
    <Dialog open title={account.name} onClose={onClose} busy={pending}>
      <div className={styles.body}>
        {error ? <InlineAlert>{error}</InlineAlert> : null}
        {canWrite ? null : <p className={styles.note}>{t('allAccounts.readOnly')}</p>}
        <div className={styles.row}>
          <TextField
            label={t('allAccounts.name')}
            value={name}
            maxLength={MAX_NAME}
            readOnly={!canWrite}
            error={nameError}
            onChange={(event) => setName(event.target.value)}
          />
          {canWrite ? (
            <Button variant="secondary" disabled={pending} onClick={rename}>
              {t('allAccounts.rename')}
            </Button>
          ) : null}
        </div>
        <Switch
          label={t('allAccounts.management')}
          checked={reseller}
          disabled={!canWrite || pending}
          onChange={(checked) => {
            setReseller(checked)
            void run(
              () => setSubAccountManagement(client, tenantId, checked),
              checked ? t('allAccounts.managementOn') : t('allAccounts.managementOff'),
            ).then((saved) => saved || setReseller(!checked))
          }}
        />
        <Select
          label={t('allAccounts.accessType')}
          value={access}
          disabled={!canWrite || pending}
          options={ACCESS_TYPES.map((value) => ({
            value,
            label: t(`allAccounts.access.${value}`),
          }))}
          onChange={(value) => {
            const before = access
            setAccess(value)
            void run(
              () => setSubAccountAccessType(client, tenantId, value),
              t('allAccounts.accessSaved'),
            ).then((saved) => (saved ? setSavedAccess(value) : setAccess(before)))
          }}
        />
        <p className={styles.note}>{t(`allAccounts.accessHint.${access}`)}</p>
        <div className={styles.actions}>
          <Button onClick={() => void enter()}>{t('allAccounts.open')}</Button>
          {canDelete ? (
            <Button variant="secondary" onClick={() => setConfirming(true)}>
              {t('allAccounts.delete')}
            </Button>
          ) : (
            <p className={styles.note}>{t('allAccounts.deleteRefused')}</p>
          )}
        </div>
        {/* Asked again under a new access type: it may let the member in, or keep them out now. */}
        <AccountUsers key={savedAccess} account={account} />
      </div>
      <ConfirmDialog
        open={confirming}
        title={t('allAccounts.deleteTitle', { name: account.name })}
        message={t('allAccounts.deleteMessage', { name: account.name })}
        confirmLabel={t('allAccounts.deleteConfirm')}
        danger
        pending={pending}
        error={error}
        onCancel={() => setConfirming(false)}
        onConfirm={() =>
          void run(() => deleteSubAccount(client, tenantId), t('allAccounts.deleted')).then(
            (deleted) => {
              if (!deleted) return
              setConfirming(false)
              onClose()
            },
          )
        }
      />
    </Dialog>
  )
}
