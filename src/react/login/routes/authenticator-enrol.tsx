import { useAtomValue } from 'jotai'
import { useEffect, useId, useState } from 'react'
import { toApiError } from '../../../api/index'
import { confirmApp, enrolApp } from '../../../api/mfa'
import { apiClientAtom } from '../../../atoms/index'
import { useT } from '../../i18n/index'
import { Button, InlineAlert, Spinner, useStyles } from '../../ui/index'
import { StepMessage } from '../invitation/step-message'
import { loginStyles } from '../login.styles'
import { CodeField, SIX_DIGITS } from '../mfa/code-field'
import { EnrolPicture } from '../mfa/enrol-picture'
import { mfaStyles } from '../mfa/mfa.styles'
import type { MfaQrCode } from '../../../api/mfa'
import type { FormEvent } from 'react'

type Stage =
  | { kind: 'loading' }
  | { kind: 'failed' }
  | ({ kind: 'scan' } & MfaQrCode)
  | { kind: 'recovery'; code: string }

/**
 * The signed-in user adds an authenticator app: its QR code and key, the app's first code, then
 * the recovery code (on a first factor), and on to the app with `onDone` (at once when an app is
 * already on).
 */
export function AuthenticatorEnrol({ email, onDone }: { email: string; onDone: () => void }) {
  const t = useT()
  const styles = useStyles(loginStyles)
  const own = useStyles(mfaStyles)
  const titleId = useId()
  const client = useAtomValue(apiClientAtom)
  const [stage, setStage] = useState<Stage>({ kind: 'loading' })
  const [attempt, setAttempt] = useState(0)
  const [code, setCode] = useState('')
  const [error, setError] = useState<string | null>(null)
  const [busy, setBusy] = useState(false)

  useEffect(() => {
    let live = true
    enrolApp(client).then(
      (qr) => live && setStage({ kind: 'scan', ...qr }),
      (failure: unknown) => {
        if (!live) return
        // An app already on: nothing to add, on to the app.
        if (toApiError(failure).status === 409) onDone()
        else setStage({ kind: 'failed' })
      },
    )
    return () => {
      live = false
    }
  }, [client, attempt, onDone])

  const submit = async (event: FormEvent) => {
    event.preventDefault()
    const entered = code.replace(/\s/g, '')
    if (!SIX_DIGITS.test(entered)) return setError(t('mfa.code.required'))
    setBusy(true)
    try {
      const answer = await confirmApp(client, entered)
      if (answer.recoveryCode) setStage({ kind: 'recovery', code: answer.recoveryCode })
      else onDone()
    } catch {
      setError(t('mfa.code.invalid'))
    } finally {
      setBusy(false)
    }
  }

  if (stage.kind === 'recovery')
    return (
      <StepMessage
        title={t('mfa.recoveryCode.title')}
        body={
          <>
            {t('mfa.recoveryCode.body')} <code>{stage.code}</code>
          </>
        }
        action={{ label: t('mfa.recoveryCode.continue'), onClick: onDone }}
      />
    )
  return (
    <form
      className={styles.form}
      onSubmit={submit}
      noValidate
      part="form"
      aria-labelledby={titleId}
    >
      <h2 id={titleId} className={styles.title}>
        {t('mfa.enrol.title')}
      </h2>
      {stage.kind === 'loading' ? (
        <p className={styles.status} role="status">
          <Spinner /> {t('mfa.enrol.loading')}
        </p>
      ) : null}
      {stage.kind === 'failed' ? (
        <>
          <InlineAlert>{t('mfa.enrol.failed')}</InlineAlert>
          <Button
            variant="secondary"
            onClick={() => {
              setStage({ kind: 'loading' })
              setAttempt((count) => count + 1)
            }}
          >
            {t('mfa.enrol.retry')}
          </Button>
        </>
      ) : null}
      {stage.kind === 'scan' ? (
        <>
          <EnrolPicture qrCode={stage.qrCode} secret={stage.secret} email={email} />
          <p className={own.step}>{t('mfa.enrol.enterCode')}</p>
          <CodeField
            value={code}
            onChange={(value) => {
              setCode(value)
              setError(null)
            }}
            error={error}
            busy={busy}
            autoFocus={false}
          />
          <Button type="submit" loading={busy} block>
            {t('mfa.enrol.submit')}
          </Button>
        </>
      ) : null}
    </form>
  )
}
