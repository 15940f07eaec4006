import { useAtomValue } from 'jotai'
import { useEffect, useState } from 'react'
import { toApiError } from '../../../../api/index'
import { confirmApp, enrolApp } from '../../../../api/mfa'
import { apiClientAtom } from '../../../../atoms/index'
import { useT } from '../../../i18n/index'
import { CopyButton } from '../../../login/mfa/copy-button'
import { Button, Dialog, ErrorSummary, Form, FormField, InlineAlert } from '../../../ui/index'
import { Spinner, SubmitButton, useStyles } from '../../../ui/index'
import { useReverify } from '../../reverify/use-reverify'
import { mfaSettingsStyles } from './mfa-settings.styles'
import type { MfaQrCode } from '../../../../api/mfa'
import type { FormValues } from '../../../ui/index'

type Stage =
  | { kind: 'loading' }
  | { kind: 'failed'; conflict: boolean }
  | ({ kind: 'scan' } & MfaQrCode)
  | { kind: 'recovery'; code: string }

/**
 * Adding an authenticator app: the QR code and its key, the app's first code, then (on the first
 * factor) the recovery code, shown once. `onEnrolled` runs when the app is on; Done closes.
 */
export function MfaEnrolDialog({
  open,
  onClose,
  onEnrolled,
}: {
  open: boolean
  onClose: () => void
  onEnrolled: () => void
}) {
  const t = useT()
  const styles = useStyles(mfaSettingsStyles)
  const client = useAtomValue(apiClientAtom)
  const [stage, setStage] = useState<Stage>({ kind: 'loading' })
  const [attempt, setAttempt] = useState(0)
  const reverify = useReverify()
  const { ask } = reverify

  useEffect(() => {
    if (!open) return
    let live = true
    enrolApp(client).then(
      (qr) => live && setStage({ kind: 'scan', ...qr }),
      (error: unknown) => {
        if (!live) return
        const failure = toApiError(error)
        setStage({ kind: 'failed', conflict: failure.status === 409 })
        // A session too old to add a factor: confirm it is you, then the QR code comes.
        ask(failure, async () => {
          setStage({ kind: 'loading' })
          setAttempt((count) => count + 1)
          return Promise.resolve()
        })
      },
    )
    return () => {
      live = false
    }
  }, [client, open, attempt, ask])

  const close = () => {
    setStage({ kind: 'loading' })
    onClose()
  }

  const confirm = async (values: FormValues) => {
    try {
      const answer = await confirmApp(client, (values.code ?? '').replace(/\s/g, ''))
      onEnrolled()
      if (answer.recoveryCode) setStage({ kind: 'recovery', code: answer.recoveryCode })
      else close()
      return null
    } catch (error) {
      const failure = toApiError(error)
      if (failure.status === 400) return { fieldErrors: { code: t('mfaSettings.codeInvalid') } }
      if (failure.status >= 500 && failure.errorCode === undefined) {
        return { error: t('mfaSettings.offline') }
      }
      return { error: t('mfaSettings.failed') }
    }
  }

  const title =
    stage.kind === 'recovery' ? t('mfaSettings.recoveryTitle') : t('mfaSettings.enrolTitle')
  return (
    <>
      <Dialog open={open} title={title} onClose={close}>
        <div className={styles.body}>
          {stage.kind === 'loading' ? (
            <p className={styles.status} role="status">
              <Spinner /> {t('mfaSettings.preparing')}
            </p>
          ) : null}
          {stage.kind === 'failed' ? (
            <>
              <InlineAlert>
                {stage.conflict ? t('mfaSettings.alreadyOn') : t('mfaSettings.prepareFailed')}
              </InlineAlert>
              {stage.conflict ? null : (
                <Button
                  variant="secondary"
                  onClick={() => {
                    setStage({ kind: 'loading' })
                    setAttempt((count) => count + 1)
                  }}
                >
                  {t('mfaSettings.retry')}
                </Button>
              )}
            </>
          ) : null}
          {stage.kind === 'scan' ? (
            <Form
              action={confirm}
              validate={(values) => ({
                code: /^\d{6}$/.test((values.code ?? '').replace(/\s/g, ''))
                  ? undefined
                  : t('mfaSettings.codeRequired'),
              })}
            >
              <div className={styles.body}>
                {stage.qrCode ? (
                  <>
                    <p className={styles.text}>{t('mfaSettings.scan')}</p>
                    <img
                      className={styles.qr}
                      src={stage.qrCode}
                      alt={t('mfaSettings.qrAlt')}
                      width={180}
                      height={180}
                    />
                  </>
                ) : null}
                {stage.secret ? (
                  <div className={styles.secret}>
                    <p className={styles.text}>{t('mfaSettings.manual')}</p>
                    <code className={styles.code}>{stage.secret}</code>
                    <CopyButton
                      text={stage.secret.replace(/\s/g, '')}
                      label={t('mfaSettings.copyKey')}
                      done={t('mfaSettings.copied')}
                    />
                  </div>
                ) : null}
                <p className={styles.text}>{t('mfaSettings.enterCode')}</p>
                <ErrorSummary labels={{ code: t('mfaSettings.code') }} />
                <FormField
                  name="code"
                  label={t('mfaSettings.code')}
                  autoComplete="one-time-code"
                  inputMode="numeric"
                  maxLength={7}
                  spellCheck={false}
                  // It appears once the QR code is ready, after the dialog placed its first focus.
                  autoFocus
                />
                <div className={styles.secret}>
                  <SubmitButton>{t('mfaSettings.turnOn')}</SubmitButton>
                  <Button variant="secondary" onClick={close}>
                    {t('mfaSettings.cancel')}
                  </Button>
                </div>
              </div>
            </Form>
          ) : null}
          {stage.kind === 'recovery' ? (
            <>
              <p className={styles.text}>{t('mfaSettings.recoveryBody')}</p>
              <div className={styles.secret}>
                <code className={styles.code}>{stage.code}</code>
                <CopyButton
                  text={stage.code}
                  label={t('mfaSettings.copyCode')}
                  done={t('mfaSettings.copied')}
                />
              </div>
              <Button autoFocus onClick={close}>
                {t('mfaSettings.done')}
              </Button>
            </>
          ) : null}
        </div>
      </Dialog>
      {reverify.prompt}
    </>
  )
}
