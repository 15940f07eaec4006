import { useAtomValue } from 'jotai'
import { useState } from 'react'
import { toApiError } from '../../../../api/index'
import { removeKey } from '../../../../api/mfa-webauthn'
import { apiClientAtom } from '../../../../atoms/index'
import { stepUp } from '../../../../atoms/step-up-return'
import { addEnglish } from '../../../../i18n/index'
import { webauthnLostKey } from '../../../../i18n/messages/en'
import { WIRE_ERROR_CODES } from '../../../../wire/index'
import { FACTOR_REMOVAL_MAX_AGE } from '../../../../wire/step-up'
import { useT } from '../../../i18n/index'
import { ConfirmDialog } from '../../../ui/index'

addEnglish(webauthnLostKey)

/** The key to remove without it: its id and the name the list shows. */
export interface LostKey {
  id: string
  label: string
}

/**
 * Removing a security key the user no longer has (issue 8): the key cannot answer its own
 * removal, so the request goes without its answer and the server takes a recent step-up with any
 * other factor instead. Without one it answers ER-FOYER-1030 and the page goes to the login box's
 * step-up route (spec §4.4), which comes back here; asked again, the removal goes through.
 */
export function LostKeyDialog({
  lost,
  onCancel,
  onRemoved,
}: {
  lost: LostKey | null
  onCancel: () => void
  onRemoved: () => void
}) {
  const t = useT()
  const client = useAtomValue(apiClientAtom)
  const [pending, setPending] = useState(false)
  const [error, setError] = useState<string | null>(null)
  const confirm = async () => {
    if (!lost) return
    setPending(true)
    setError(null)
    try {
      await removeKey(client, lost.id)
      onRemoved()
    } catch (failure) {
      if (toApiError(failure).errorCode === WIRE_ERROR_CODES.stepUpRequired) {
        stepUp({ maxAge: FACTOR_REMOVAL_MAX_AGE })
        return
      }
      setError(t('webauthnLostKey.failed'))
    } finally {
      setPending(false)
    }
  }
  return (
    <ConfirmDialog
      open={lost !== null}
      title={t('webauthnLostKey.title', { name: lost?.label ?? '' })}
      message={t('webauthnLostKey.body')}
      confirmLabel={t('webauthnLostKey.confirm')}
      danger
      pending={pending}
      error={error}
      onConfirm={() => void confirm()}
      onCancel={() => {
        setError(null)
        onCancel()
      }}
    />
  )
}
