import { useAtomValue, useSetAtom } from 'jotai'
import { useEffect } from 'react'
import {
  createInviteLinkMutation,
  inviteLinkStateAtom,
  loadInviteLinkAtom,
} from '../../../atoms/invite-links'
import { useT } from '../../i18n/index'
import { Button, Dialog, InlineAlert, useErrorText, useStyles } from '../../ui/index'
import { InviteLinkForm } from './invite-link-form'
import { teamStyles } from './team.styles'

/**
 * The tenant's invitation link (spec: team page, invite link): anyone who opens it signs up into
 * this account. Read when the dialog opens; created with the spec's 43200 minutes when there is
 * none; once there, copied, its expiry and mail choice changed, or deleted.
 */
export function InviteLinkDialog({
  emailsEnabled,
  onClose,
}: {
  /** The vendor lets the link's owner be mailed when someone joins (the mail choice is shown). */
  emailsEnabled: boolean
  onClose: () => void
}) {
  const styles = useStyles(teamStyles)
  const t = useT()
  const errorText = useErrorText()
  const state = useAtomValue(inviteLinkStateAtom)
  const load = useSetAtom(loadInviteLinkAtom)
  const create = useSetAtom(createInviteLinkMutation.runAtom)
  const creating = useAtomValue(createInviteLinkMutation.stateAtom)
  const resetCreate = useSetAtom(createInviteLinkMutation.resetAtom)
  useEffect(() => {
    void load()
    resetCreate()
  }, [load, resetCreate])
  const body = () => {
    if (state.status === 'loading')
      return <p className={styles.hint}>{t('teamTools.link.loading')}</p>
    if (state.status === 'error')
      return (
        <>
          <InlineAlert>
            {state.error?.status === 403
              ? t('teamTools.forbidden')
              : t('teamTools.link.loadFailed')}
          </InlineAlert>
          <div className={styles.actions}>
            <Button variant="secondary" onClick={() => void load()}>
              {t('teamTools.retry')}
            </Button>
          </div>
        </>
      )
    if (state.link) return <InviteLinkForm link={state.link} emailsEnabled={emailsEnabled} />
    return (
      <>
        <p className={styles.hint}>{t('teamTools.link.none')}</p>
        {creating.status === 'error' ? (
          <InlineAlert>{errorText(creating.error, t('teamTools.failed'))}</InlineAlert>
        ) : null}
        <div className={styles.actions}>
          <Button
            onClick={() => void create(undefined)}
            disabled={creating.status === 'pending'}
            aria-busy={creating.status === 'pending'}
          >
            {t('teamTools.link.create')}
          </Button>
        </div>
      </>
    )
  }
  return (
    <Dialog
      open
      title={t('teamTools.link.title')}
      onClose={onClose}
      actions={
        <Button variant="secondary" onClick={onClose}>
          {t('teamTools.close')}
        </Button>
      }
    >
      <div className={styles.form}>
        <p className={styles.hint}>{t('teamTools.link.about')}</p>
        {body()}
      </div>
    </Dialog>
  )
}
