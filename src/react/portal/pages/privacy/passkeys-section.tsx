import { useAtomValue, useSetAtom, useStore } from 'jotai'
import { useMemo, useState } from 'react'
import { sessionAtom } from '../../../../atoms/index'
import { deletePasskeyMutation, passkeyDevicesList } from '../../../../atoms/passkey-devices'
import { createPasskeyAtom, passkeysSupported } from '../../../../atoms/passkeys'
import { addEnglish } from '../../../../i18n/index'
import { passkeys as passkeysEnglish } from '../../../../i18n/messages/en'
import { useI18n } from '../../../i18n/index'
import { passkeyErrorText } from '../../../login/passkeys/passkey-error'
import { Button, ConfirmDialog, DataTable, InlineAlert, Panel, useToast } from '../../../ui/index'
import { useReverify } from '../../reverify/use-reverify'
import { passkeyColumns, passkeyLabel } from './passkey-columns'
import type { PasskeyDevice } from '../../../../api/passkeys'
import type { PasskeyFailure } from '../../../../atoms/passkeys'

addEnglish(passkeysEnglish)

/** What the privacy page gives the section (its `PrivacySectionProps`). */
export interface PasskeysSectionProps {
  /** `viewOnly` lists the passkeys without Add and Delete. */
  appearance: 'edit' | 'viewOnly'
}

/**
 * "Passkeys" on the privacy page: the user's passkeys (where each was made, when added and last
 * used, synced or not); add one on this device or a security key; delete one after a
 * confirmation that says what it means. With the host's `viewOnly`, the list alone.
 */
export function PasskeysSection({ appearance }: PasskeysSectionProps) {
  const { t, formatLocale } = useI18n()
  const toast = useToast()
  const session = useAtomValue(sessionAtom)
  const list = useAtomValue(passkeyDevicesList.stateAtom)
  const reload = useSetAtom(passkeyDevicesList.reloadAtom)
  const create = useSetAtom(createPasskeyAtom)
  const removal = useAtomValue(deletePasskeyMutation.stateAtom)
  const remove = useSetAtom(deletePasskeyMutation.runAtom)
  const resetRemoval = useSetAtom(deletePasskeyMutation.resetAtom)
  const [adding, setAdding] = useState(false)
  const reverify = useReverify()
  const store = useStore()
  const [failure, setFailure] = useState<PasskeyFailure | null>(null)
  const [deleting, setDeleting] = useState<PasskeyDevice | null>(null)
  const columns = useMemo(() => passkeyColumns(t, formatLocale), [t, formatLocale])
  const editable = appearance === 'edit' && passkeysSupported()
  const signedIn = session.status === 'signed-in'

  if (session.status === 'signed-out')
    return (
      <Panel
        title={t('passkeys.section.title')}
        subtitle={t('passkeys.section.signedOut')}
        part="privacy-passkeys"
      >
        {() => null}
      </Panel>
    )

  const add = async () => {
    setAdding(true)
    setFailure(null)
    const result = await create()
    setAdding(false)
    // A session too old to add a passkey: confirm it is you, then the passkey is asked for again.
    if (result?.cause && reverify.ask(result.cause, add)) return
    setFailure(result)
    if (!result) {
      toast(t('passkeys.section.added'))
      await reload()
    }
  }

  const confirmDelete = async () => {
    if (!deleting) return
    const done = await remove(deleting.id)
    const refused = store.get(deletePasskeyMutation.stateAtom).error
    if (done === undefined && refused && reverify.ask(refused, confirmDelete)) return
    if (done === undefined) return
    setDeleting(null)
    toast(t('passkeys.section.deleted'))
  }

  const deleteButton = (device: PasskeyDevice) => (
    <Button
      variant="ghost"
      aria-label={t('passkeys.section.deleteLabel', { name: passkeyLabel(device, t) })}
      onClick={() => {
        resetRemoval()
        setDeleting(device)
      }}
    >
      {t('passkeys.section.delete')}
    </Button>
  )

  const error = passkeyErrorText(failure, t)
  return (
    <Panel
      title={t('passkeys.section.title')}
      subtitle={t('passkeys.section.subtitle')}
      part="privacy-passkeys"
      tools={
        editable && signedIn ? (
          <Button variant="secondary" loading={adding} onClick={() => void add()}>
            {t('passkeys.section.add')}
          </Button>
        ) : null
      }
    >
      {(titleId) => (
        <div>
          {error ? <InlineAlert>{error}</InlineAlert> : null}
          <DataTable
            labelledBy={titleId}
            columns={columns}
            rows={list.items}
            rowKey={(device) => device.id}
            rowLabel={(device) => passkeyLabel(device, t)}
            status={signedIn ? list.status : 'loading'}
            error={t('passkeys.section.loadFailed')}
            onRetry={() => void reload()}
            empty={t('passkeys.section.empty')}
            rowActions={editable ? deleteButton : undefined}
          />
          <ConfirmDialog
            open={deleting !== null}
            title={t('passkeys.section.confirmTitle')}
            message={t('passkeys.section.confirmBody', {
              name: deleting ? passkeyLabel(deleting, t) : '',
            })}
            confirmLabel={t('passkeys.section.confirm')}
            danger
            pending={removal.status === 'pending'}
            error={removal.status === 'error' ? t('passkeys.section.deleteFailed') : null}
            onConfirm={() => void confirmDelete()}
            onCancel={() => setDeleting(null)}
          />
          {reverify.prompt}
        </div>
      )}
    </Panel>
  )
}

export default PasskeysSection
