import { useSetAtom } from 'jotai'
import { useCallback, useEffect, useRef, useState } from 'react'
import { toApiError } from '../../../api/index'
import {
  reverifyWithKeyAtom,
  reverifyWithPasswordAtom,
  sendReverifyCodeAtom,
  startReverifyStepUpAtom,
  verifyReverifyCodeAtom,
} from '../../../atoms/reverification'
import { reverificationOf } from '../../../atoms/reverify-request'
import { stepUp } from '../../../atoms/step-up-return'
import { addEnglish } from '../../../i18n/index'
import { reverify as reverifyEnglish } from '../../../i18n/messages/en'
import { useT } from '../../i18n/index'
import { Button, Dialog, ErrorSummary, Form, FormField, SubmitButton } from '../../ui/index'
import { useStyles } from '../../ui/index'
import { profileStyles } from '../pages/profile/profile.styles'
import type { ReverifyFactor } from '../../../atoms/reverification'
import type { ReverifyRequest } from '../../../atoms/reverify-request'
import type { FormFailure, FormValues } from '../../ui/index'

addEnglish(reverifyEnglish)

/** Props of {@link ReverifyDialog}. */
export interface ReverifyDialogProps {
  request: ReverifyRequest
  /** The user confirmed it is them: the session is recent now; the caller goes on. */
  onConfirmed: () => Promise<void>
  onCancel: () => void
}

type Step =
  | { kind: 'password' | 'signIn' | 'starting' | 'other' }
  | { kind: 'factor'; mfaToken: string; factor: ReverifyFactor; otcToken?: string }

/** A phone number or address inside a sentence: kept left to right in a right-to-left language. */
const isolated = (text: string) => `\u2066${text}\u2069`

/**
 * The inline reverification prompt: the password (a user without a second factor), or the user's
 * second factor — an authenticator app's code, a texted or mailed code (sent as the prompt opens,
 * with Send a new code), or their security key — and, for any other factor, the box's step-up page
 * and back. A wrong answer stays in its field to correct.
 */
export default function ReverifyDialog({ request, onConfirmed, onCancel }: ReverifyDialogProps) {
  const t = useT()
  const styles = useStyles(profileStyles)
  const withPassword = useSetAtom(reverifyWithPasswordAtom)
  const startStepUp = useSetAtom(startReverifyStepUpAtom)
  const sendCode = useSetAtom(sendReverifyCodeAtom)
  const verifyCode = useSetAtom(verifyReverifyCodeAtom)
  const withKey = useSetAtom(reverifyWithKeyAtom)
  const [step, setStep] = useState<Step>({
    kind: request.factor === 'secondFactor' ? 'starting' : request.factor,
  })
  const [failed, setFailed] = useState(false)
  const [notice, setNotice] = useState<string | null>(null)
  const [busy, setBusy] = useState(false)
  // The caller's latest callback, so a re-render of the screen does not start a second step-up.
  const confirmed = useRef(onConfirmed)
  useEffect(() => {
    confirmed.current = onConfirmed
  })

  /** Texts or mails a code for `factor`; the step then holds its otcToken. */
  const send = useCallback(
    async (mfaToken: string, factor: ReverifyFactor): Promise<void> => {
      const deviceId = factor.kind === 'sms' ? factor.deviceId : undefined
      const otcToken = await sendCode(
        deviceId === undefined ? { mfaToken } : { mfaToken, deviceId },
      )
      setStep({ kind: 'factor', mfaToken, factor, otcToken })
    },
    [sendCode],
  )

  const secondFactor = step.kind === 'starting'
  useEffect(() => {
    if (!secondFactor) return
    let live = true
    startStepUp(request.maxAge)
      .then(async (challenge) => {
        if (!live) return
        if (!challenge) return confirmed.current()
        const { mfaToken, factor } = challenge
        if (factor.kind === 'other') setStep({ kind: 'other' })
        else if (factor.kind === 'sms' || factor.kind === 'email') await send(mfaToken, factor)
        else setStep({ kind: 'factor', mfaToken, factor })
      })
      .catch(() => live && setFailed(true))
    return () => {
      live = false
    }
  }, [secondFactor, startStepUp, send, request.maxAge])

  const factor = step.kind === 'factor' ? step.factor : null
  const confirm = async (values: FormValues): Promise<FormFailure | null> => {
    try {
      if (step.kind === 'factor') {
        const code = (values.code ?? '').trim()
        const device = step.factor.kind === 'sms' ? { deviceId: step.factor.deviceId } : {}
        const otc = step.otcToken === undefined ? {} : { otcToken: step.otcToken }
        await verifyCode({ mfaToken: step.mfaToken, value: code, ...otc, ...device })
      } else {
        await withPassword(values.password ?? '')
      }
    } catch (error) {
      const failure = toApiError(error)
      // A factor enrolled meanwhile: the second factor, not the password, says it is them.
      if (reverificationOf(failure)?.factor === 'secondFactor') {
        setStep({ kind: 'starting' })
        return null
      }
      if (failure.status === 400 || failure.status === 401) {
        return step.kind === 'factor'
          ? { fieldErrors: { code: t('reverify.code.wrong') } }
          : { fieldErrors: { password: t('reverify.password.wrong') } }
      }
      return { error: t('reverify.failed') }
    }
    await onConfirmed()
    return null
  }

  const resend = async () => {
    if (step.kind !== 'factor') return
    setBusy(true)
    setNotice(null)
    try {
      await send(step.mfaToken, step.factor)
      setNotice(t('reverify.resent'))
    } catch {
      setNotice(t('reverify.failed'))
    } finally {
      setBusy(false)
    }
  }

  const answerWithKey = async () => {
    if (step.kind !== 'factor' || step.factor.kind !== 'key') return
    setBusy(true)
    setNotice(null)
    try {
      await withKey({ mfaToken: step.mfaToken, deviceId: step.factor.deviceId })
    } catch {
      setBusy(false)
      setNotice(t('reverify.key.failed'))
      return
    }
    await onConfirmed()
  }

  const cancel = (
    <Button variant="secondary" onClick={onCancel}>
      {t('reverify.cancel')}
    </Button>
  )
  const codeLabel = t(
    factor?.kind === 'sms'
      ? 'reverify.sms.label'
      : factor?.kind === 'email'
        ? 'reverify.email.label'
        : 'reverify.code.label',
  )
  const body =
    factor?.kind === 'sms'
      ? t('reverify.sms.body', { phoneNumber: isolated(factor.phoneNumber) })
      : factor?.kind === 'email'
        ? t('reverify.email.body', { email: isolated(factor.email) })
        : t(factor ? 'reverify.code.body' : 'reverify.password.body')
  const asks = step.kind === 'password' || (factor !== null && factor.kind !== 'key')
  const status = notice ? (
    <p className={styles.status} role="status">
      {notice}
    </p>
  ) : null
  return (
    <Dialog open title={t('reverify.title')} onClose={onCancel}>
      {asks ? (
        <Form className={styles.form} action={confirm}>
          <p className={styles.status}>{body}</p>
          <ErrorSummary labels={{ password: t('reverify.password.label'), code: codeLabel }} />
          {factor ? (
            <FormField
              name="code"
              label={codeLabel}
              inputMode="numeric"
              autoComplete="one-time-code"
              maxLength={factor.kind === 'app' ? 6 : 8}
              spellCheck={false}
              dir="ltr"
              required
              data-autofocus
            />
          ) : (
            <FormField
              name="password"
              type="password"
              label={t('reverify.password.label')}
              autoComplete="current-password"
              required
              data-autofocus
            />
          )}
          {status}
          <div className={styles.actions}>
            <SubmitButton>{t('reverify.confirm')}</SubmitButton>
            {factor?.kind === 'sms' || factor?.kind === 'email' ? (
              <Button variant="secondary" loading={busy} onClick={() => void resend()}>
                {t('reverify.resend')}
              </Button>
            ) : null}
            {cancel}
          </div>
        </Form>
      ) : null}
      {factor?.kind === 'key' ? (
        <div className={styles.form}>
          <p className={styles.status}>{t('reverify.key.body', { name: factor.name })}</p>
          {status}
          <div className={styles.actions}>
            <Button loading={busy} data-autofocus onClick={() => void answerWithKey()}>
              {t('reverify.key.use')}
            </Button>
            {cancel}
          </div>
        </div>
      ) : null}
      {step.kind === 'other' ? (
        <div className={styles.form}>
          <p className={styles.status}>{t('reverify.other.body')}</p>
          <div className={styles.actions}>
            <Button
              onClick={() => stepUp(request.maxAge === undefined ? {} : { maxAge: request.maxAge })}
            >
              {t('reverify.continue')}
            </Button>
            {cancel}
          </div>
        </div>
      ) : null}
      {step.kind === 'signIn' || failed ? (
        <div className={styles.form}>
          <p className={styles.status} role="status">
            {t(failed ? 'reverify.failed' : 'reverify.signIn.body')}
          </p>
          <div className={styles.actions}>{cancel}</div>
        </div>
      ) : null}
    </Dialog>
  )
}
