import { useAtomValue } from 'jotai'
import { useState } from 'react'
import { toApiError } from '../../../../api/index'
import { confirmSms, enrolSms } from '../../../../api/mfa-sms'
import { apiClientAtom } from '../../../../atoms/index'
import { useT } from '../../../i18n/index'
import { CopyButton } from '../../../login/mfa/copy-button'
import { plausiblePhone } from '../../../login/mfa/sms-phone'
import { Button, Dialog, ErrorSummary, Form, FormField, SubmitButton } from '../../../ui/index'
import { useStyles } from '../../../ui/index'
import { useReverify } from '../../reverify/use-reverify'
import { mfaSettingsStyles } from './mfa-settings.styles'
import type { SmsSent } from '../../../../api/mfa-sms'
import type { FormFailure, FormValues } from '../../../ui/index'

type Stage = { kind: 'phone' } | ({ kind: 'code' } & SmsSent) | { kind: 'recovery'; code: string }

/**
 * Adding a number for sign-in codes: the number (a code is texted to it), the code, then (on
 * the first factor) the recovery code, shown once. `onAdded` runs once the number is enrolled.
 */
export function SmsAddDialog({
  open,
  onClose,
  onAdded,
}: {
  open: boolean
  onClose: () => void
  onAdded: (phoneNumber: string) => void
}) {
  const t = useT()
  const styles = useStyles(mfaSettingsStyles)
  const client = useAtomValue(apiClientAtom)
  const [stage, setStage] = useState<Stage>({ kind: 'phone' })
  const reverify = useReverify()

  const close = () => {
    setStage({ kind: 'phone' })
    onClose()
  }
  const failure = (error: unknown, field: string, invalid: string): FormFailure => {
    const { status, errorCode } = toApiError(error)
    if (status === 400) return { fieldErrors: { [field]: invalid } }
    if (status === 409) return { fieldErrors: { [field]: t('smsFactor.settings.exists') } }
    if (status === 429) return { error: t('smsFactor.tooManySends') }
    if (status >= 500 && errorCode === undefined) return { error: t('mfaSettings.offline') }
    return { error: t('smsFactor.settings.failed') }
  }

  const send = async (values: FormValues) => {
    const phoneNumber = (values.phoneNumber ?? '').trim()
    try {
      setStage({ kind: 'code', ...(await enrolSms(client, phoneNumber)) })
      return null
    } catch (error) {
      // A session too old to add a factor: confirm it is you, then the same number is texted.
      const retry = async () => {
        setStage({ kind: 'code', ...(await enrolSms(client, phoneNumber)) })
      }
      if (reverify.ask(toApiError(error), retry)) return null
      return failure(error, 'phoneNumber', t('smsFactor.phone.invalid'))
    }
  }
  const confirm = async (values: FormValues) => {
    if (stage.kind !== 'code') return null
    try {
      const code = (values.code ?? '').replace(/\s/g, '')
      const answer = await confirmSms(client, { otcToken: stage.otcToken, code })
      onAdded(stage.phoneNumber)
      if (answer.recoveryCode) setStage({ kind: 'recovery', code: answer.recoveryCode })
      else close()
      return null
    } catch (error) {
      return failure(error, 'code', t('smsFactor.settings.codeInvalid'))
    }
  }

  const title =
    stage.kind === 'recovery'
      ? t('smsFactor.settings.recoveryTitle')
      : stage.kind === 'code'
        ? t('smsFactor.settings.codeTitle', { phone: stage.phoneNumber })
        : t('smsFactor.settings.addTitle')
  const cancel = (
    <Button variant="secondary" onClick={close}>
      {t('smsFactor.settings.cancel')}
    </Button>
  )
  return (
    <>
      <Dialog open={open} title={title} onClose={close}>
        <div className={styles.body}>
          {stage.kind === 'phone' ? (
            <Form
              action={send}
              validate={(values) => ({
                phoneNumber: plausiblePhone(values.phoneNumber ?? '')
                  ? undefined
                  : t('smsFactor.phone.invalid'),
              })}
            >
              <div className={styles.body}>
                <ErrorSummary labels={{ phoneNumber: t('smsFactor.phone.label') }} />
                <FormField
                  name="phoneNumber"
                  label={t('smsFactor.phone.label')}
                  type="tel"
                  autoComplete="tel"
                  inputMode="tel"
                  dir="ltr"
                  placeholder="+1 415 555 0123"
                  title={t('smsFactor.phone.hint')}
                  data-autofocus
                />
                <div className={styles.secret}>
                  <SubmitButton>{t('smsFactor.settings.send')}</SubmitButton>
                  {cancel}
                </div>
              </div>
            </Form>
          ) : null}
          {stage.kind === 'code' ? (
            <Form
              action={confirm}
              validate={(values) => ({
                code: /^\d{6}$/.test((values.code ?? '').replace(/\s/g, ''))
                  ? undefined
                  : t('smsFactor.settings.codeRequired'),
              })}
            >
              <div className={styles.body}>
                <ErrorSummary labels={{ code: t('smsFactor.settings.code') }} />
                <FormField
                  name="code"
                  label={t('smsFactor.settings.code')}
                  autoComplete="one-time-code"
                  inputMode="numeric"
                  maxLength={7}
                  spellCheck={false}
                  autoFocus
                />
                <div className={styles.secret}>
                  <SubmitButton>{t('smsFactor.settings.confirm')}</SubmitButton>
                  {cancel}
                </div>
              </div>
            </Form>
          ) : null}
          {stage.kind === 'recovery' ? (
            <>
              <p className={styles.text}>{t('smsFactor.settings.recoveryBody')}</p>
              <div className={styles.secret}>
                <code className={styles.code}>{stage.code}</code>
                <CopyButton
                  text={stage.code}
                  label={t('mfaSettings.copyCode')}
                  done={t('mfaSettings.copied')}
                />
              </div>
              <Button autoFocus onClick={close}>
                {t('smsFactor.settings.done')}
              </Button>
            </>
          ) : null}
        </div>
      </Dialog>
      {reverify.prompt}
    </>
  )
}
