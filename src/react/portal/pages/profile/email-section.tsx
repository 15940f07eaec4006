import { useAtomValue, useSetAtom } from 'jotai'
import { useState } from 'react'
import { toApiError } from '../../../../api/index'
import { sessionAtom } from '../../../../atoms/index'
import { requestEmailChangeAtom, verifyEmailChangeAtom } from '../../../../atoms/profile'
import { useT } from '../../../i18n/index'
import {
  EmailText,
  ErrorSummary,
  Form,
  FormField,
  SubmitButton,
  useStyles,
  useToast,
} from '../../../ui/index'
import { PageSection } from '../../page-frame'
import { useReverify } from '../../reverify/use-reverify'
import { CodeDialog } from './code-dialog'
import { profileFailure } from './profile-failure'
import { profileStyles } from './profile.styles'
import { useAllowEmailChange } from './use-allow-email-change'
import type { FormFailure, FormValues } from '../../../ui/index'

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/

/**
 * The account's email address and its change: the new address gets a 6-digit code, and only the
 * right code makes it the account's (the old address is told by mail). Not offered when the vendor
 * turned email changes off. The `<edit-email>` tag and the Profile page show this same section.
 */
export function EmailSection() {
  const t = useT()
  const styles = useStyles(profileStyles)
  const toast = useToast()
  const user = useAtomValue(sessionAtom).user
  const allowed = useAllowEmailChange()
  const requestChange = useSetAtom(requestEmailChangeAtom)
  const verifyChange = useSetAtom(verifyEmailChangeAtom)
  const [pending, setPending] = useState<string | null>(null)
  const reverify = useReverify()
  // A new form after a change, so the field empties only once the address is really changed.
  const [round, setRound] = useState(0)
  const current = user?.email ?? ''

  const send = async (values: FormValues): Promise<FormFailure | null> => {
    const email = (values.email ?? '').trim()
    const sendCode = async () => {
      await requestChange(email)
      setPending(email)
    }
    try {
      await sendCode()
      return null
    } catch (error) {
      const failure = toApiError(error)
      // A session too old for this change: confirm it is you, then the same address goes on.
      const retry = () =>
        sendCode().catch((again: unknown) => {
          toast(profileFailure(toApiError(again), [], t).error ?? t('profile.failed'))
        })
      if (reverify.ask(failure, retry)) return null
      return profileFailure(failure, ['email'], t)
    }
  }
  const validate = (values: FormValues) => {
    const email = (values.email ?? '').trim()
    if (!EMAIL.test(email)) return { email: t('profile.email.invalid') }
    if (current && email.toLowerCase() === current.toLowerCase())
      return { email: t('profile.email.same') }
    return {}
  }

  return (
    <PageSection
      title={t('profile.email.title')}
      subtitle={t('profile.email.subtitle')}
      part="profile-email"
    >
      <dl className={styles.readOnly}>
        <dt>{t('profile.email.current')}</dt>
        {/* A user who signed up with a phone number alone has no address yet. */}
        <dd className={current ? undefined : styles.muted}>
          {current ? <EmailText email={current} /> : t('profile.details.notSet')}
        </dd>
      </dl>
      {allowed === false ? <p className={styles.status}>{t('profile.email.notAllowed')}</p> : null}
      {allowed ? (
        <Form key={round} className={styles.form} action={send} validate={validate}>
          <ErrorSummary labels={{ email: t('profile.email.new') }} />
          <FormField
            name="email"
            type="email"
            label={t('profile.email.new')}
            autoComplete="email"
            spellCheck={false}
            autoCapitalize="none"
            dir="ltr"
            required
          />
          <div className={styles.actions}>
            <SubmitButton>{t('profile.email.sendCode')}</SubmitButton>
          </div>
        </Form>
      ) : null}
      {reverify.prompt}
      <CodeDialog
        open={pending !== null}
        title={t('profile.email.codeTitle')}
        sentTo={pending ?? ''}
        onClose={() => setPending(null)}
        onResend={() => requestChange(pending ?? '')}
        onConfirm={async (code) => {
          const email = pending ?? ''
          await verifyChange({ email, code })
          setPending(null)
          setRound((count) => count + 1)
          toast(t('profile.email.changed', { email }))
        }}
      />
    </PageSection>
  )
}
