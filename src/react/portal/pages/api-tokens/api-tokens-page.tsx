import { useAtomValue, useSetAtom } from 'jotai'
import { unwrap } from 'jotai/utils'
import { lazy, Suspense, useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react'
import { personalTokenKindAtom } from '../../../../atoms/api-tokens'
import { sessionAtom } from '../../../../atoms/index'
import { tenantTokenAtoms, tokenRolesAtom } from '../../../../atoms/tenant-api-tokens'
import { addEnglish } from '../../../../i18n/index'
import {
  personalApiTokens as personalApiTokensEnglish,
  tenantApiTokens as tenantApiTokensEnglish,
} from '../../../../i18n/messages/en'
import { PartWords, useI18n } from '../../../i18n/index'
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
import { DeleteTokenDialog } from '../personal-api-tokens/delete-token-dialog'
import { TokenSecretDialog } from '../personal-api-tokens/token-secret-dialog'
import { tenantTokenColumns } from './tenant-token-columns'
import { tenantTokensStyles } from './tenant-tokens.styles'
import type { CreatedTenantApiToken, TenantApiToken } from '../../../../api/tenant-api-tokens'
import type { DeleteTokenWords } from '../personal-api-tokens/delete-token-dialog'

/** What deleting a tenant token says. */
const deleteWords: DeleteTokenWords = {
  title: 'tenantApiTokens.confirmDelete.title',
  message: 'tenantApiTokens.confirmDelete.message',
  action: 'tenantApiTokens.confirmDelete.action',
  alreadyDeleted: 'tenantApiTokens.alreadyDeleted',
  forbidden: 'tenantApiTokens.deleteForbidden',
  failed: 'tenantApiTokens.deleteFailed',
}

// The create dialog (its form, fields and role picker) is a chunk of its own, fetched when opened.
const CreateTenantTokenDialog = lazy(() =>
  import('./create-tenant-token-dialog').then((module) => ({
    default: module.CreateTenantTokenDialog,
  })),
)

// The secret's dialog is the personal tokens' one (its words are in the main catalogues).
addEnglish(personalApiTokensEnglish)
addEnglish(tenantApiTokensEnglish)

/** The spec's pause between the creation dialog closing and the secret's dialog opening. */
export const SECRET_DIALOG_DELAY_MS = 200

const rolesLoadable = unwrap(tokenRolesAtom, (before) => before ?? null)

/**
 * The account's API tokens: machines that sign in with a client id and secret and act for the
 * account with the roles given here, no user. List, create (the secret shown once, in its own
 * dialog, 200 ms after the form closes), delete (the token leaves the list and stops working at
 * once). Without the write permission the page is read-only and says so. The vendor's
 * machine-to-machine strategy picks the kind: API tokens (client credentials) or access tokens.
 */
function TenantApiTokens() {
  const styles = useStyles(tenantTokensStyles)
  const { t, formatLocale } = useI18n()
  const toast = useToast()
  const now = useNow(60_000)
  const body = useRef<HTMLDivElement>(null)
  const session = useAtomValue(sessionAtom)
  const kind = useAtomValue(personalTokenKindAtom)
  const tokens = tenantTokenAtoms[kind]
  const list = useAtomValue(tokens.list.stateAtom)
  const reload = useSetAtom(tokens.list.reloadAtom)
  const resetDelete = useSetAtom(tokens.remove.resetAtom)
  const roles = useAtomValue(rolesLoadable)
  const canCreate = usePermission('fe.secure.write.tenantApiTokens')
  const canDelete = usePermission('fe.secure.delete.tenantApiTokens')
  const [creating, setCreating] = useState(false)
  const [created, setCreated] = useState<CreatedTenantApiToken | null>(null)
  const [deleting, setDeleting] = useState<TenantApiToken | null>(null)
  const [refocus, setRefocus] = useState<{ to: 'heading' | 'new'; count: number }>({
    to: 'heading',
    count: 0,
  })
  const newButton = useRef<HTMLButtonElement>(null)
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined)
  const roleNames = useMemo(
    () => new Map((roles ?? []).map((role) => [role.id, role.name])),
    [roles],
  )
  const idHeader = t(
    kind === 'accessToken' ? 'tenantApiTokens.column.tokenId' : 'tenantApiTokens.column.clientId',
  )
  const columns = useMemo(
    () => tenantTokenColumns({ t, styles, locale: formatLocale, now, roleNames, idHeader }),
    [t, styles, formatLocale, now, roleNames, idHeader],
  )
  const signedIn = session.status === 'signed-in'

  useEffect(() => () => clearTimeout(timer.current), [])
  useLayoutEffect(() => {
    if (refocus.count === 0) return
    if (refocus.to === 'new' && newButton.current) newButton.current.focus()
    else focusSectionHeading(body.current)
  }, [refocus])

  const onCreated = (token: CreatedTenantApiToken) => {
    setCreating(false)
    clearTimeout(timer.current)
    timer.current = setTimeout(() => setCreated(token), SECRET_DIALOG_DELAY_MS)
  }

  const onDeleted = (token: TenantApiToken) => {
    setDeleting(null)
    setRefocus(({ count }) => ({ to: 'heading', count: count + 1 }))
    toast(t('tenantApiTokens.deleted', { description: token.description }))
  }

  const deleteButton = (token: TenantApiToken) => (
    <Button
      variant="ghost"
      aria-label={t('tenantApiTokens.deleteLabel', { description: token.description })}
      onClick={() => {
        resetDelete()
        setDeleting(token)
      }}
    >
      {t('tenantApiTokens.delete')}
    </Button>
  )

  return (
    <Panel
      title={t('tenantApiTokens.title')}
      subtitle={t('tenantApiTokens.subtitle')}
      part="tenant-api-tokens"
      tools={
        signedIn && canCreate ? (
          <Button ref={newButton} onClick={() => setCreating(true)}>
            {t('tenantApiTokens.new')}
          </Button>
        ) : null
      }
    >
      {(titleId) => (
        <div ref={body} className={styles.body}>
          {signedIn && !canCreate ? (
            <p className={styles.note}>{t('tenantApiTokens.readOnly')}</p>
          ) : null}
          <DataTable
            labelledBy={titleId}
            columns={columns}
            rows={list.items}
            rowKey={(token) => token.clientId}
            rowLabel={(token) => token.description}
            status={signedIn ? list.status : 'loading'}
            error={
              list.error?.status === 403
                ? t('tenantApiTokens.forbidden')
                : t('tenantApiTokens.loadFailed')
            }
            onRetry={() => void reload()}
            empty={t('tenantApiTokens.empty')}
            rowActions={canDelete ? deleteButton : undefined}
          />
          {canCreate && creating ? (
            <Suspense fallback={null}>
              <CreateTenantTokenDialog
                tokens={tokens}
                open
                onClose={() => setCreating(false)}
                onCreated={onCreated}
              />
            </Suspense>
          ) : null}
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

/** The portal's tenant API tokens page, once its French and Hebrew words (a chunk) are there. */
export default function ApiTokensPage() {
  return (
    <PartWords part="tenantApiTokens">
      <ToastProvider>
        <TenantApiTokens />
      </ToastProvider>
    </PartWords>
  )
}
