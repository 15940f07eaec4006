import { useAtomValue, useSetAtom } from 'jotai'
import { lazy, Suspense, useEffect, useRef, useState } from 'react'
import { sessionAtom, sessionKeyAtom } from '../../../../atoms/index'
import {
  loadProvisioningAtom,
  provisioningAtom,
  rotateTokenMutation,
} from '../../../../atoms/provisioning'
import { addEnglish } from '../../../../i18n/index'
import { provisioning as provisioningEnglish } from '../../../../i18n/messages/en'
import { PartWords, useT } from '../../../i18n/index'
import {
  Button,
  ConfirmDialog,
  InlineAlert,
  Panel,
  Spinner,
  ToastProvider,
  useErrorText,
  useNow,
  usePermission,
  useStyles,
  useToast,
} from '../../../ui/index'
import { focusSectionHeading } from '../../focus-heading'
import { ConnectionCard } from './connection-card'
import { provisioningStyles } from './provisioning.styles'
import { SecretDialog } from './secret-dialog'
import type { ProvisioningConnection, ProvisioningSecret } from '../../../../api/provisioning'

addEnglish(provisioningEnglish)

// The dialogs that change a connection are chunks of their own, fetched when one opens.
const CreateConnectionDialog = lazy(() =>
  import('./create-connection-dialog').then((m) => ({ default: m.CreateConnectionDialog })),
)
const DeleteConnectionDialog = lazy(() =>
  import('./delete-connection-dialog').then((m) => ({ default: m.DeleteConnectionDialog })),
)
const GroupMappingsDialog = lazy(() =>
  import('./group-mappings-dialog').then((m) => ({ default: m.GroupMappingsDialog })),
)

/** The spec's pause between a form closing and the secret's dialog opening. */
export const SECRET_DIALOG_DELAY_MS = 200

/**
 * The account's SCIM provisioning connections: each directory (Okta, Entra ID, …) that creates,
 * updates and removes members. Create one (its bearer token and SCIM base URL shown once, to copy
 * into the identity provider), turn its syncing on or off, replace its token, map its groups to
 * roles, delete it with or without its members. Without the write or delete permission those
 * controls are absent or read-only and the page says why.
 */
function Provisioning() {
  const styles = useStyles(provisioningStyles)
  const t = useT()
  const toast = useToast()
  const errorText = useErrorText()
  const now = useNow(60_000)
  const body = useRef<HTMLDivElement>(null)
  const newButton = useRef<HTMLButtonElement>(null)
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined)
  const signedIn = useAtomValue(sessionAtom).status === 'signed-in'
  const sessionKey = useAtomValue(sessionKeyAtom)
  const state = useAtomValue(provisioningAtom)
  const load = useSetAtom(loadProvisioningAtom)
  const rotate = useSetAtom(rotateTokenMutation.runAtom)
  const rotateState = useAtomValue(rotateTokenMutation.stateAtom)
  const resetRotate = useSetAtom(rotateTokenMutation.resetAtom)
  const rights = {
    write: usePermission('fe.secure.write.provisioningConfiguration'),
    remove: usePermission('fe.secure.delete.provisioningConfiguration'),
  }
  const [creating, setCreating] = useState(false)
  const [secret, setSecret] = useState<{ value: ProvisioningSecret; rotated: boolean } | null>(null)
  const [rotating, setRotating] = useState<ProvisioningConnection | null>(null)
  const [deleting, setDeleting] = useState<ProvisioningConnection | null>(null)
  const [mapping, setMapping] = useState<ProvisioningConnection | null>(null)
  // A dialog stays mounted once opened, so closing it returns focus where it was; each opening
  // of the mappings starts afresh (a new key).
  const [opened, setOpened] = useState({ remove: false, mappings: 0 })
  const openMappings = (connection: ProvisioningConnection) => {
    setOpened((was) => ({ ...was, mappings: was.mappings + 1 }))
    setMapping(connection)
  }
  const openDelete = (connection: ProvisioningConnection) => {
    setOpened((was) => ({ ...was, remove: true }))
    setDeleting(connection)
  }

  useEffect(() => {
    if (signedIn && sessionKey !== null) void load()
  }, [signedIn, sessionKey, load])
  useEffect(() => () => clearTimeout(timer.current), [])

  const showSecret = (value: ProvisioningSecret, rotated: boolean) => {
    clearTimeout(timer.current)
    timer.current = setTimeout(() => setSecret({ value, rotated }), SECRET_DIALOG_DELAY_MS)
  }
  const confirmRotate = async () => {
    if (!rotating) return
    const done = await rotate(rotating.id)
    if (!done) return
    setRotating(null)
    showSecret(done, true)
  }

  const list = () => {
    if (state.status === 'error') {
      return (
        <div className={styles.body}>
          <InlineAlert>
            {state.error?.status === 403
              ? t('provisioning.forbidden')
              : t('provisioning.loadFailed')}
          </InlineAlert>
          <div>
            <Button variant="secondary" onClick={() => void load()}>
              {t('provisioning.retry')}
            </Button>
          </div>
        </div>
      )
    }
    if (state.status !== 'ready') {
      return (
        <p className={styles.note} role="status">
          <Spinner /> {t('provisioning.loading')}
        </p>
      )
    }
    if (state.connections.length === 0) {
      return <p className={styles.note}>{t('provisioning.empty')}</p>
    }
    return (
      <ul className={styles.list}>
        {state.connections.map((connection) => (
          <ConnectionCard
            key={connection.id}
            connection={connection}
            rights={rights}
            now={now}
            onMappings={openMappings}
            onRotate={(chosen) => {
              resetRotate()
              setRotating(chosen)
            }}
            onDelete={openDelete}
          />
        ))}
      </ul>
    )
  }

  return (
    <Panel
      title={t('provisioning.title')}
      subtitle={t('provisioning.subtitle')}
      part="provisioning"
      tools={
        signedIn && rights.write ? (
          <Button ref={newButton} onClick={() => setCreating(true)}>
            {t('provisioning.new')}
          </Button>
        ) : null
      }
    >
      {() => (
        <div ref={body} className={styles.body}>
          {signedIn && !rights.write ? (
            <p className={styles.note}>{t('provisioning.readOnly')}</p>
          ) : null}
          {signedIn && rights.write && !rights.remove ? (
            <p className={styles.note}>{t('provisioning.noDelete')}</p>
          ) : null}
          {list()}
          {rights.write && creating ? (
            <Suspense fallback={null}>
              <CreateConnectionDialog
                open
                onClose={() => setCreating(false)}
                onCreated={(created) => {
                  setCreating(false)
                  showSecret(created, false)
                }}
              />
            </Suspense>
          ) : null}
          <SecretDialog
            secret={secret?.value ?? null}
            rotated={secret?.rotated ?? false}
            onClose={() => {
              setSecret(null)
              newButton.current?.focus()
            }}
          />
          <ConfirmDialog
            open={rotating !== null}
            danger
            title={t('provisioning.rotateConfirm.title', { name: rotating?.connectionName ?? '' })}
            message={t('provisioning.rotateConfirm.message')}
            confirmLabel={t('provisioning.rotateConfirm.action')}
            pending={rotateState.status === 'pending'}
            error={
              rotateState.status === 'error'
                ? errorText(rotateState.error, t('provisioning.rotateFailed'))
                : null
            }
            onCancel={() => setRotating(null)}
            onConfirm={() => void confirmRotate()}
          />
          {opened.remove ? (
            <Suspense fallback={null}>
              <DeleteConnectionDialog
                connection={deleting}
                onCancel={() => setDeleting(null)}
                onDeleted={(gone, deleteAll) => {
                  setDeleting(null)
                  focusSectionHeading(body.current)
                  toast(
                    t(deleteAll ? 'provisioning.deletedWithUsers' : 'provisioning.deleted', {
                      name: gone.connectionName,
                      count: gone.usersCount,
                    }),
                  )
                }}
              />
            </Suspense>
          ) : null}
          {opened.mappings > 0 ? (
            <Suspense fallback={null}>
              <GroupMappingsDialog
                key={opened.mappings}
                connection={mapping}
                canWrite={rights.write}
                onClose={() => setMapping(null)}
                onSaved={() => {
                  const name = mapping?.connectionName ?? ''
                  setMapping(null)
                  toast(t('provisioning.mappings.saved', { name }))
                }}
              />
            </Suspense>
          ) : null}
        </div>
      )}
    </Panel>
  )
}

/** The portal's Provisioning page, once its French and Hebrew words (a chunk) are there. */
export default function ProvisioningPage() {
  return (
    <PartWords part="provisioning">
      <ToastProvider>
        <Provisioning />
      </ToastProvider>
    </PartWords>
  )
}
