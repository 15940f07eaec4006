import { useAtomValue, useSetAtom } from 'jotai'
import { useState } from 'react'
import { expirationMutation } from '../../../atoms/team'
import { resetBreachedMutation } from '../../../atoms/team-tools'
import { useT } from '../../i18n/index'
import {
  Button,
  ConfirmDialog,
  Dialog,
  TextField,
  useErrorText,
  useStyles,
  useToast,
} from '../../ui/index'
import { teamStyles } from './team.styles'
import type { UserV3 } from '../../../api/types'

const DAY_SECONDS = 24 * 60 * 60

/**
 * The team-wide actions beside "Invite user": the invitation link (without `onLink` when the
 * vendor allows tenants none) and the breached reset.
 */
export function TeamToolsMenu({
  onLink,
  onBreached,
  onClose,
}: {
  onLink: (() => void) | undefined
  onBreached: () => void
  onClose: () => void
}) {
  const styles = useStyles(teamStyles)
  const t = useT()
  return (
    <Dialog open title={t('teamTools.title')} onClose={onClose}>
      <ul className={styles.menu}>
        {onLink ? (
          <li>
            <Button variant="secondary" onClick={onLink}>
              {t('teamTools.link.title')}
            </Button>
          </li>
        ) : null}
        <li>
          <Button variant="secondary" onClick={onBreached}>
            {t('teamTools.breached.open')}
          </Button>
        </li>
      </ul>
    </Dialog>
  )
}

/** Asks, then mails one reset link to each member whose password was found in a breach. */
export function BreachedResetDialog({ onClose }: { onClose: () => void }) {
  const t = useT()
  const toast = useToast()
  const run = useSetAtom(resetBreachedMutation.runAtom)
  const state = useAtomValue(resetBreachedMutation.stateAtom)
  const errorText = useErrorText()
  const confirm = async () => {
    if ((await run(null)) === null) {
      onClose()
      toast(t('teamTools.breached.done'))
    }
  }
  return (
    <ConfirmDialog
      open
      title={t('teamTools.breached.title')}
      message={t('teamTools.breached.message')}
      confirmLabel={t('teamTools.breached.action')}
      pending={state.status === 'pending'}
      error={state.status === 'error' ? errorText(state.error, t('teamTools.failed')) : null}
      onCancel={onClose}
      onConfirm={() => void confirm()}
    />
  )
}

/** A member's expiry in days from now (1 to 365): makes them temporary or moves the date. */
export function ExpiryDialog({ user, onClose }: { user: UserV3; onClose: () => void }) {
  const styles = useStyles(teamStyles)
  const t = useT()
  const expire = useSetAtom(expirationMutation.runAtom)
  const [days, setDays] = useState('30')
  const [invalid, setInvalid] = useState(false)
  const save = () => {
    const count = Number(days)
    const valid = Number.isInteger(count) && count >= 1 && count <= 365
    setInvalid(!valid)
    if (!valid) return
    onClose()
    // Shown at once and undone if the server refuses (the list's optimistic edit).
    void expire({ user, expirationInSeconds: count * DAY_SECONDS })
  }
  return (
    <Dialog
      open
      title={t('teamTools.expiry.title', { name: user.name || (user.email ?? '') })}
      onClose={onClose}
      actions={
        <>
          <Button variant="secondary" onClick={onClose}>
            {t('teamTools.cancel')}
          </Button>
          <Button onClick={save}>{t('teamTools.expiry.save')}</Button>
        </>
      }
    >
      <div className={styles.form}>
        <TextField
          label={t('teamTools.expiry.days')}
          type="number"
          inputMode="numeric"
          min={1}
          max={365}
          value={days}
          data-autofocus
          error={invalid ? t('teamTools.daysInvalid') : null}
          onChange={(event) => setDays(event.currentTarget.value)}
          onKeyDown={(event) => {
            if (event.key === 'Enter') save()
          }}
        />
      </div>
    </Dialog>
  )
}
