import { useAtomValue, useSetAtom } from 'jotai'
import { useLayoutEffect, useId, useRef } from 'react'
import { activationStateAtom, resendActivationAtom } from '../../../atoms/activation'
import { useT } from '../../i18n/index'
import { Button, ErrorSummary, Form, FormField, SubmitButton, useStyles } from '../../ui/index'
import { useBoxRouter } from '../box-router'
import { loginStyles } from '../login.styles'
import type { FormValues } from '../../ui/index'

const EMAIL = /^[^\s@]+@[^\s@.]+(\.[^\s@.]+)+$/

/**
 * Step resend: the link or code cannot be used (expired, used or not valid); the visitor asks
 * for a new mail. The confirmation is the same whether or not an account waits for one.
 */
export function ResendStep() {
  const styles = useStyles(loginStyles)
  const t = useT()
  const titleId = useId()
  const heading = useRef<HTMLHeadingElement>(null)
  const state = useAtomValue(activationStateAtom)
  const resend = useSetAtom(resendActivationAtom)
  const { navigate } = useBoxRouter()
  useLayoutEffect(() => heading.current?.focus(), [])

  const validate = (values: FormValues) => ({
    email: EMAIL.test(values.email?.trim() ?? '') ? undefined : t('activation.error.emailInvalid'),
  })
  const action = async (values: FormValues) => {
    const error = await resend(values.email?.trim() ?? '')
    if (!error) return null
    return {
      error: t(error.status === 429 ? 'activation.error.tooMany' : 'activation.error.failed'),
    }
  }

  return (
    <Form action={action} validate={validate} labelledBy={titleId} className={styles.form}>
      <div>
        <h2 id={titleId} className={styles.title} tabIndex={-1} ref={heading}>
          {t('activation.resend.title')}
        </h2>
        <p className={styles.subtitle}>
          {t(
            state.refusal === 'expired' ? 'activation.resend.expired' : 'activation.resend.invalid',
          )}{' '}
          {t('activation.resend.text')}
        </p>
      </div>
      <ErrorSummary labels={{ email: t('activation.resend.email') }} />
      {state.resentTo ? (
        <p className={styles.problem} role="status">
          {t('activation.resend.sent', { email: state.resentTo })}
        </p>
      ) : null}
      <FormField
        label={t('activation.resend.email')}
        name="email"
        type="email"
        autoComplete="email"
        inputMode="email"
        spellCheck={false}
        autoCapitalize="none"
        required
      />
      <SubmitButton block>{t('activation.resend.submit')}</SubmitButton>
      <Button variant="ghost" onClick={() => navigate('loginUrl')}>
        {t('activation.backToSignIn')}
      </Button>
    </Form>
  )
}
