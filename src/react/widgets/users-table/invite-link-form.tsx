import { useAtomValue, useSetAtom } from 'jotai'
import { useState } from 'react'
import { deleteInviteLinkMutation, updateInviteLinkMutation } from '../../../atoms/invite-links'
import { AUTH_ROUTES } from '../../../wire/routes'
import { useI18n } from '../../i18n/index'
import { Button, InlineAlert, Switch, TextField, useErrorText, useStyles } from '../../ui/index'
import { fullDateTime } from './format-time'
import { teamStyles } from './team.styles'
import type { InviteLink } from '../../../api/invite-links'

const MINUTES_PER_DAY = 24 * 60

/**
 * The address to share: the one the server built from the app's configured address (this page
 * may be a portal hosted elsewhere; demo mode's keeps `?demo`). A server of the vendor's wire that
 * answers no address gets the app's sign-up route on this page's origin with the token.
 */
export const inviteLinkUrl = (link: InviteLink): string => {
  if (link.url) return link.url
  const url = new URL(AUTH_ROUTES.signUpUrl, window.location.origin)
  url.searchParams.set('invitationToken', link.token)
  return url.toString()
}

/**
 * The link's address with a copy button, its expiry and (when the vendor lets owners be mailed)
 * mail choice to change, and deletion.
 */
export function InviteLinkForm({
  link,
  emailsEnabled,
}: {
  link: InviteLink
  emailsEnabled: boolean
}) {
  const styles = useStyles(teamStyles)
  const { t, formatLocale } = useI18n()
  const update = useSetAtom(updateInviteLinkMutation.runAtom)
  const updating = useAtomValue(updateInviteLinkMutation.stateAtom)
  const remove = useSetAtom(deleteInviteLinkMutation.runAtom)
  const removing = useAtomValue(deleteInviteLinkMutation.stateAtom)
  const errorText = useErrorText()
  const [days, setDays] = useState('30')
  const [sendEmail, setSendEmail] = useState(link.shouldSendEmail ?? false)
  const [copied, setCopied] = useState<boolean | null>(null)
  const [confirming, setConfirming] = useState(false)
  const [daysError, setDaysError] = useState(false)
  const url = inviteLinkUrl(link)
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(url)
      setCopied(true)
    } catch {
      setCopied(false)
    }
  }
  const save = () => {
    const count = Number(days)
    const valid = Number.isInteger(count) && count >= 1 && count <= 365
    setDaysError(!valid)
    if (valid)
      void update({
        expiresInMinutes: count * MINUTES_PER_DAY,
        ...(emailsEnabled ? { shouldSendEmail: sendEmail } : {}),
      })
  }
  const busy = updating.status === 'pending' || removing.status === 'pending'
  const failure = [updating, removing].find((state) => state.status === 'error')
  return (
    <div className={styles.form} part="invite-link">
      <TextField label={t('teamTools.link.address')} value={url} readOnly dir="ltr" />
      <div className={styles.actions}>
        <Button variant="secondary" onClick={() => void copy()}>
          {t('teamTools.link.copy')}
        </Button>
      </div>
      <p role="status" className={styles.hint}>
        {copied === true ? t('teamTools.link.copied') : ''}
        {copied === false ? t('teamTools.link.copyFailed') : ''}
      </p>
      <p className={styles.hint}>
        {t('teamTools.link.expires', { date: fullDateTime(link.expires, formatLocale) ?? '' })}
      </p>
      <TextField
        label={t('teamTools.link.days')}
        type="number"
        inputMode="numeric"
        min={1}
        max={365}
        value={days}
        error={daysError ? t('teamTools.daysInvalid') : null}
        onChange={(event) => setDays(event.currentTarget.value)}
      />
      {emailsEnabled ? (
        <Switch label={t('teamTools.link.sendEmail')} checked={sendEmail} onChange={setSendEmail} />
      ) : null}
      {failure ? (
        <InlineAlert>{errorText(failure.error, t('teamTools.failed'))}</InlineAlert>
      ) : null}
      <p role="status" className={styles.hint}>
        {updating.status === 'success' ? t('teamTools.link.saved') : ''}
      </p>
      {confirming ? (
        <div className={styles.form} role="group" aria-label={t('teamTools.link.deleteTitle')}>
          <p className={styles.hint}>{t('teamTools.link.deleteMessage')}</p>
          <div className={styles.actions}>
            <Button variant="secondary" onClick={() => setConfirming(false)}>
              {t('teamTools.cancel')}
            </Button>
            <Button
              disabled={busy}
              aria-busy={removing.status === 'pending'}
              onClick={() => void remove(null)}
            >
              {t('teamTools.link.deleteConfirm')}
            </Button>
          </div>
        </div>
      ) : (
        <div className={styles.actions}>
          <Button variant="secondary" onClick={() => setConfirming(true)}>
            {t('teamTools.link.delete')}
          </Button>
          <Button disabled={busy} aria-busy={updating.status === 'pending'} onClick={save}>
            {t('teamTools.link.save')}
          </Button>
        </div>
      )}
    </div>
  )
}
