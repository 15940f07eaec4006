import { useSetAtom } from 'jotai'
import { useEffect, useRef, useState } from 'react'
import { toApiError } from '../../../api/index'
import {
  reverifyWithPasswordAtom,
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
  { kind: 'password' | 'signIn' | 'starting' | 'other' } | { kind: 'code'; mfaToken: string }

/**
 * The inline reverification prompt: the password (a user without a second factor), a code of the
 * authenticator app (a step-up), or, for other second factors, the box's step-up page and back.
 * A wrong answer stays in its field to correct.
 */
export default function ReverifyDialog({ request, onConfirmed, onCancel }: ReverifyDialogProps) {
  const t = useT()
  const styles = useStyles(profileStyles)
  const withPassword = useSetAtom(reverifyWithPasswordAtom)
  const startStepUp = useSetAtom(startReverifyStepUpAtom)
  const verifyCode = useSetAtom(verifyReverifyCodeAtom)
  const [step, setStep] = useState<Step>({
    kind: request.factor === 'secondFactor' ? 'starting' : request.factor,
  })
  const [failed, setFailed] = useState(false)
  // The caller's latest callback, so a re-render of the screen does not start a second step-up.
  const confirmed = useRef(onConfirmed)
  useEffect(() => {
    confirmed.current = onConfirmed
  })

  const secondFactor = step.kind === 'starting'
  useEffect(() => {
    if (!secondFactor) return
    let live = true
    startStepUp(request.maxAge).then(
      async (challenge) => {
        if (!live) return
        if (!challenge) await confirmed.current()
        else if (challenge.hasApp) setStep({ kind: 'code', mfaToken: challenge.mfaToken })
        else setStep({ kind: 'other' })
      },
      () => live && setFailed(true),
    )
    return () => {
      live = false
    }
  }, [secondFactor, startStepUp, request.maxAge])

  const confirm = async (values: FormValues): Promise<FormFailure | null> => {
    try {
      if (step.kind === 'code') {
        await verifyCode({ mfaToken: step.mfaToken, value: (values.code ?? '').trim() })
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
        return step.kind === 'code'
          ? { fieldErrors: { code: t('reverify.code.wrong') } }
          : { fieldErrors: { password: t('reverify.password.wrong') } }
      }
      return { error: t('reverify.failed') }
    }
    await onConfirmed()
    return null
  }

  const cancel = (
    <Button variant="secondary" onClick={onCancel}>
      {t('reverify.cancel')}
    </Button>
  )
  const asks = step.kind === 'password' || step.kind === 'code'
  return (
    <Dialog open title={t('reverify.title')} onClose={onCancel}>
      {asks ? (
        <Form className={styles.form} action={confirm}>
          <p className={styles.status}>
            {t(step.kind === 'code' ? 'reverify.code.body' : 'reverify.password.body')}
          </p>
          <ErrorSummary
            labels={{ password: t('reverify.password.label'), code: t('reverify.code.label') }}
          />
          {step.kind === 'code' ? (
            <FormField
              name="code"
              label={t('reverify.code.label')}
              inputMode="numeric"
              autoComplete="one-time-code"
              maxLength={6}
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
          <div className={styles.actions}>
            <SubmitButton>{t('reverify.confirm')}</SubmitButton>
            {cancel}
          </div>
        </Form>
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
