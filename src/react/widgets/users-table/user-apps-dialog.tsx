import { useAtomValue, useSetAtom } from 'jotai'
import { unwrap } from 'jotai/utils'
import { useEffect, useState } from 'react'
import { getUsersApps } from '../../../api/app-access'
import { tenantAppsAtom, userAppsMutation } from '../../../atoms/app-access'
import { apiClientAtom, sessionAtom } from '../../../atoms/index'
import { addEnglish } from '../../../i18n/index'
import { appAccess as appAccessEnglish } from '../../../i18n/messages/en'
import { useT } from '../../i18n/index'
import {
  Button,
  Dialog,
  InlineAlert,
  Spinner,
  useErrorText,
  useStyles,
  useToast,
} from '../../ui/index'
import { teamStyles } from './team.styles'
import type { UserV3 } from '../../../api/types'

addEnglish(appAccessEnglish)

// `undefined` while the tenant's applications load (then `null` if they could not be read).
const tenantAppsLoadable = unwrap(tenantAppsAtom, () => undefined)

/** Props of {@link UserAppsDialog}. */
export interface UserAppsDialogProps {
  user: UserV3
  onClose: () => void
}

/**
 * "Edit applications": the applications offered to the tenant as checkboxes, ticked for those
 * the member can use; open-to-everyone ones ticked and fixed. Saving gives and takes the changed
 * ones; on success the dialog closes and the column reads again, on failure it stays open with
 * the reason and the ticks as they were chosen.
 */
export function UserAppsDialog({ user, onClose }: UserAppsDialogProps) {
  const styles = useStyles(teamStyles)
  const t = useT()
  const errorText = useErrorText()
  const toast = useToast()
  const client = useAtomValue(apiClientAtom)
  const session = useAtomValue(sessionAtom)
  const offered = useAtomValue(tenantAppsLoadable)
  const save = useSetAtom(userAppsMutation.runAtom)
  const reset = useSetAtom(userAppsMutation.resetAtom)
  const state = useAtomValue(userAppsMutation.stateAtom)
  // The member's current application ids: undefined while loading, null when unreadable.
  const [current, setCurrent] = useState<string[] | null | undefined>(undefined)
  const [chosen, setChosen] = useState<ReadonlySet<string> | null>(null)
  const who = user.name || (user.email ?? '')
  useEffect(() => {
    let live = true
    reset()
    getUsersApps(client, [user.id]).then(
      (rows) => live && setCurrent(rows[0]?.appIds ?? []),
      () => live && setCurrent(null),
    )
    return () => {
      live = false
    }
  }, [client, user.id, reset])

  const managed = (offered ?? []).filter((app) => app.accessType === 'MANAGED_ACCESS')
  const ticked =
    chosen ?? new Set(managed.map((app) => app.id).filter((id) => current?.includes(id)))
  const toggle = (id: string, on: boolean) => {
    const next = new Set(ticked)
    if (on) next.add(id)
    else next.delete(id)
    setChosen(next)
  }
  const submit = async () => {
    const tenantId = session.activeTenant?.tenantId ?? session.user?.tenantId
    if (!tenantId || !current) return
    const before = new Set(current)
    const ids = managed.map((app) => app.id)
    const done = await save({
      userId: user.id,
      tenantId,
      add: ids.filter((id) => ticked.has(id) && !before.has(id)),
      remove: ids.filter((id) => !ticked.has(id) && before.has(id)),
    })
    if (done === undefined) return
    toast(t('appAccess.saved', { name: who }))
    onClose()
  }
  const pending = state.status === 'pending'
  const loading = offered === undefined || current === undefined
  const failed = offered === null || current === null
  return (
    <Dialog
      open
      title={t('appAccess.title', { name: who })}
      onClose={onClose}
      busy={pending}
      actions={
        <>
          <Button variant="secondary" onClick={onClose} disabled={pending}>
            {t('team.cancel')}
          </Button>
          <Button onClick={() => void submit()} loading={pending} disabled={loading || failed}>
            {t('appAccess.save')}
          </Button>
        </>
      }
    >
      <div className={styles.form}>
        {state.status === 'error' ? (
          <InlineAlert>{t('appAccess.failed', { reason: errorText(state.error, '') })}</InlineAlert>
        ) : null}
        {loading && !failed ? (
          <p className={styles.hint} role="status">
            <Spinner /> {t('appAccess.loading')}
          </p>
        ) : null}
        {failed ? <InlineAlert>{t('appAccess.loadFailed')}</InlineAlert> : null}
        {!loading && !failed ? (
          <fieldset className={styles.fieldset} disabled={pending}>
            <legend>{t('appAccess.legend')}</legend>
            {offered.map((app) =>
              app.accessType === 'FREE_ACCESS' ? (
                <label key={app.id} className={styles.check}>
                  <input type="checkbox" checked disabled />
                  {t('appAccess.openToAll', { name: app.name })}
                </label>
              ) : (
                <label key={app.id} className={styles.check}>
                  <input
                    type="checkbox"
                    checked={ticked.has(app.id)}
                    onChange={(event) => toggle(app.id, event.currentTarget.checked)}
                  />
                  {app.name}
                </label>
              ),
            )}
            <p className={styles.hint}>{t('appAccess.hint')}</p>
          </fieldset>
        ) : null}
      </div>
    </Dialog>
  )
}
