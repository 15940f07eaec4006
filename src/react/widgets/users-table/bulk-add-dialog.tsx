import { useAtomValue, useSetAtom } from 'jotai'
import { useId, useState } from 'react'
import { toApiError } from '../../../api/errors'
import { addUser } from '../../../api/users'
import { apiClientAtom } from '../../../atoms/config'
import { usersList } from '../../../atoms/users'
import { useT } from '../../i18n/index'
import { Button, Dialog, InlineAlert, useErrorText, useStyles } from '../../ui/index'
import { teamStyles } from './team.styles'

/** Emails of a pasted list: split on commas, semicolons, spaces and new lines; each once. */
export const emailsOf = (text: string): string[] => [
  ...new Set(
    text
      .split(/[\s,;]+/)
      .map((email) => email.trim())
      .filter((email) => email !== ''),
  ),
]

/** Props of {@link BulkAddDialog}. */
export interface BulkAddDialogProps {
  open: boolean
  onClose: () => void
}

interface Outcome {
  allowed: string[]
  notAllowed: { email: string; reason: string }[]
}

/**
 * "Add several users": each email is added one at a time and sorted into the allowed and the
 * not-allowed lists shown afterwards (spec §4.8), with an optional expiration in days.
 */
export function BulkAddDialog({ open, onClose }: BulkAddDialogProps) {
  const styles = useStyles(teamStyles)
  const t = useT()
  const errorText = useErrorText()
  const client = useAtomValue(apiClientAtom)
  const reload = useSetAtom(usersList.reloadAtom)
  const [text, setText] = useState('')
  const [days, setDays] = useState('')
  const [pending, setPending] = useState(false)
  const [outcome, setOutcome] = useState<Outcome | null>(null)
  const [problem, setProblem] = useState<string | null>(null)
  const textId = useId()

  const run = async () => {
    const emails = emailsOf(text)
    const wantedDays = days.trim()
    if (emails.length === 0) return setProblem(t('team.bulk.none'))
    if (
      wantedDays !== '' &&
      !(/^\d+$/.test(wantedDays) && Number(wantedDays) >= 1 && Number(wantedDays) <= 365)
    )
      return setProblem(t('team.bulk.daysInvalid'))
    setProblem(null)
    setPending(true)
    const result: Outcome = { allowed: [], notAllowed: [] }
    for (const email of emails) {
      try {
        await addUser(client, {
          email,
          roleIds: [],
          ...(wantedDays ? { expirationInSeconds: Number(wantedDays) * 86_400 } : {}),
        })
        result.allowed.push(email)
      } catch (error) {
        const reason = errorText(toApiError(error), t('team.failed', { name: email }))
        result.notAllowed.push({ email, reason })
      }
    }
    setPending(false)
    setOutcome(result)
    if (result.allowed.length > 0) void reload()
  }

  const close = () => {
    setOutcome(null)
    setText('')
    setDays('')
    onClose()
  }

  return (
    <Dialog
      open={open}
      title={t('team.bulk.title')}
      onClose={close}
      busy={pending}
      actions={
        outcome ? (
          <Button onClick={close}>{t('team.bulk.done')}</Button>
        ) : (
          <>
            <Button variant="secondary" onClick={close} disabled={pending}>
              {t('team.cancel')}
            </Button>
            <Button onClick={() => void run()} disabled={pending}>
              {pending ? t('team.bulk.adding') : t('team.bulk.submit')}
            </Button>
          </>
        )
      }
    >
      {outcome ? (
        <div className={styles.form} role="status">
          <h3>{t('team.bulk.allowed', { count: outcome.allowed.length })}</h3>
          <ul className={styles.results}>
            {outcome.allowed.map((email) => (
              <li key={email}>{email}</li>
            ))}
          </ul>
          <h3>{t('team.bulk.notAllowed', { count: outcome.notAllowed.length })}</h3>
          <ul className={styles.results}>
            {outcome.notAllowed.map(({ email, reason }) => (
              <li key={email}>
                {email}: {reason}
              </li>
            ))}
          </ul>
        </div>
      ) : (
        <div className={styles.form}>
          {problem ? <InlineAlert>{problem}</InlineAlert> : null}
          <label htmlFor={textId}>{t('team.bulk.emails')}</label>
          <textarea
            id={textId}
            className={styles.textarea}
            value={text}
            onChange={(event) => setText(event.currentTarget.value)}
            disabled={pending}
            data-autofocus=""
          />
          <p className={styles.hint}>{t('team.bulk.hint')}</p>
          <label className={styles.check}>
            {t('team.bulk.days')}
            <input
              inputMode="numeric"
              value={days}
              onChange={(event) => setDays(event.currentTarget.value)}
              disabled={pending}
              size={4}
            />
          </label>
        </div>
      )}
    </Dialog>
  )
}
