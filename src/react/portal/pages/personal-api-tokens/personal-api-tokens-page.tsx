import { useAtomValue, useSetAtom } from 'jotai'
import { useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react'
import { personalTokenAtoms, personalTokenKindAtom } from '../../../../atoms/api-tokens'
import { sessionAtom } from '../../../../atoms/index'
import { addEnglish } from '../../../../i18n/index'
import { personalApiTokens as personalApiTokensEnglish } from '../../../../i18n/messages/en'
import { useI18n } from '../../../i18n/index'
import {
  Button,
  DataTable,
  Panel,
  ToastProvider,
  useNow,
  usePermission,
  useStyles,
  useToast,
} from '../../../ui/index'
import { focusSectionHeading } from '../../focus-heading'
import { apiTokensStyles } from './api-tokens.styles'
import { CreateTokenDialog } from './create-token-dialog'
import { DeleteTokenDialog } from './delete-token-dialog'
import { tokenColumns } from './token-columns'
import { TokenSecretDialog } from './token-secret-dialog'
import type { ApiToken } from '../../../../api/api-tokens'
import type { CreatedApiToken } from '../../../../atoms/api-tokens'
import type { DeleteTokenWords } from './delete-token-dialog'

addEnglish(personalApiTokensEnglish)

/** The spec's pause between the creation dialog closing and the secret's dialog opening. */
export const SECRET_DIALOG_DELAY_MS = 200

/**
 * The signed-in user's personal API tokens in this account: list, create (the secret shown once,
 * in its own dialog), delete (the token leaves the list at once). Controls the user's permissions do
 * not allow are not offered. The vendor's machine-to-machine strategy picks the kind: API tokens
 * (client credentials) or user access tokens; both sign in with their client id and secret.
 */
function PersonalApiTokens() {
  const styles = useStyles(apiTokensStyles)
  const { t, formatLocale } = useI18n()
  const toast = useToast()
  const now = useNow(60_000)
  const body = useRef<HTMLDivElement>(null)
  const session = useAtomValue(sessionAtom)
  // Known once per store (the vendor's public configuration); the shell shows its skeleton until then.
  const tokens = personalTokenAtoms[useAtomValue(personalTokenKindAtom)]
  const list = useAtomValue(tokens.list.stateAtom)
  const reload = useSetAtom(tokens.list.reloadAtom)
  const resetDelete = useSetAtom(tokens.remove.resetAtom)
  const canCreate = usePermission('fe.secure.write.userApiTokens')
  const canDelete = usePermission('fe.secure.delete.userApiTokens')
  const [creating, setCreating] = useState(false)
  const [created, setCreated] = useState<CreatedApiToken | null>(null)
  const [deleting, setDeleting] = useState<ApiToken | null>(null)
  // Where focus goes once a dialog has closed: its opener may be gone (a deleted row's button) or
  // have lost focus while disabled (the form's submit button while creating).
  const [refocus, setRefocus] = useState<{ to: 'heading' | 'new'; count: number }>({
    to: 'heading',
    count: 0,
  })
  const newButton = useRef<HTMLButtonElement>(null)
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined)
  const columns = useMemo(
    () => tokenColumns({ t, styles, locale: formatLocale, now }),
    [t, styles, formatLocale, now],
  )
  const signedIn = session.status === 'signed-in'

  useEffect(() => () => clearTimeout(timer.current), [])
  // After the confirmation's own effect has closed it (a parent's effects run after its children's).
  useLayoutEffect(() => {
    if (refocus.count === 0) return
    if (refocus.to === 'new' && newButton.current) newButton.current.focus()
    else focusSectionHeading(body.current)
  }, [refocus])

  const onCreated = (token: CreatedApiToken) => {
    setCreating(false)
    clearTimeout(timer.current)
    timer.current = setTimeout(() => setCreated(token), SECRET_DIALOG_DELAY_MS)
  }

  const onDeleted = (token: ApiToken) => {
    setDeleting(null)
    setRefocus(({ count }) => ({ to: 'heading', count: count + 1 }))
    toast(t('personalApiTokens.deleted', { description: token.description }))
  }

  const deleteButton = (token: ApiToken) => (
    <Button
      variant="ghost"
      aria-label={t('personalApiTokens.deleteLabel', { description: token.description })}
      onClick={() => {
        resetDelete()
        setDeleting(token)
      }}
    >
      {t('personalApiTokens.delete')}
    </Button>
  )

  if (session.status === 'signed-out')
    return (
      <Panel
        title={t('personalApiTokens.title')}
        subtitle={t('personalApiTokens.signedOut')}
        part="personal-api-tokens"
      >
        {() => null}
      </Panel>
    )

  return (
    <Panel
      title={t('personalApiTokens.title')}
      subtitle={t('personalApiTokens.subtitle')}
      part="personal-api-tokens"
      tools={
        signedIn && canCreate ? (
          <Button ref={newButton} onClick={() => setCreating(true)}>
            {t('personalApiTokens.new')}
          </Button>
        ) : null
      }
    >
      {(titleId) => (
        <div ref={body}>
          <DataTable
            labelledBy={titleId}
            columns={columns}
            rows={list.items}
            rowKey={(token) => token.clientId}
            rowLabel={(token) => token.description}
            status={signedIn ? list.status : 'loading'}
            error={
              list.error?.status === 403
                ? t('personalApiTokens.forbidden')
                : t('personalApiTokens.loadFailed')
            }
            onRetry={() => void reload()}
            empty={t('personalApiTokens.empty')}
            rowActions={canDelete ? deleteButton : undefined}
          />
          <CreateTokenDialog
            tokens={tokens}
            open={creating}
            onClose={() => setCreating(false)}
            onCreated={onCreated}
          />
          <TokenSecretDialog
            token={created}
            onClose={() => {
              setCreated(null)
              setRefocus(({ count }) => ({ to: 'new', count: count + 1 }))
            }}
          />
          <DeleteTokenDialog
            remove={tokens.remove}
            words={deleteWords}
            token={deleting}
            onCancel={() => setDeleting(null)}
            onDeleted={onDeleted}
            onGone={() => void reload()}
          />
        </div>
      )}
    </Panel>
  )
}

/** What deleting a personal token says. */
const deleteWords: DeleteTokenWords = {
  title: 'personalApiTokens.confirmDelete.title',
  message: 'personalApiTokens.confirmDelete.message',
  action: 'personalApiTokens.confirmDelete.action',
  alreadyDeleted: 'personalApiTokens.alreadyDeleted',
  forbidden: 'personalApiTokens.forbidden',
  failed: 'personalApiTokens.deleteFailed',
}

/** The portal's Personal API tokens page. */
export default function PersonalApiTokensPage() {
  return (
    <ToastProvider>
      <PersonalApiTokens />
    </ToastProvider>
  )
}
