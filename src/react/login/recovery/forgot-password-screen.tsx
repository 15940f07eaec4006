import { useAtomValue, useSetAtom } from 'jotai'
import { useLayoutEffect } from 'react'
import { loginStateAtom } from '../../../atoms/login-state'
import {
  forgotRoute,
  forgotStateAtom,
  INITIAL_FORGOT,
  recoveryChannelsAtom,
} from '../../../atoms/recovery'
import { addEnglish } from '../../../i18n/index'
import { recovery as recoveryEnglish } from '../../../i18n/messages/en'
import { useT } from '../../i18n/index'
import { InlineAlert } from '../../ui/index'
import { useBoxRouter } from '../box-router'
import { BackToSignIn } from './back-to-sign-in'
import { EmailSentStep, ForgotPasswordStep, RecoverySelectorStep } from './forgot-steps'
import { ResetViaSmsStep } from './reset-via-sms-step'
import { StepFrame } from './step-frame'

addEnglish(recoveryEnglish)

/**
 * The forget-password route (spec §2.2, §4.5): the email (kept from the sign-in steps, or the
 * route's `email` query), then by
 * the vendor's recovery channels the selector (both on), the mailed link (email only) or the
 * texted code (SMS only) that leads to the reset page; with neither on, it says so.
 */
export default function ForgotPasswordScreen() {
  const t = useT()
  const channels = useAtomValue(recoveryChannelsAtom)
  const state = useAtomValue(forgotStateAtom)
  const setState = useSetAtom(forgotStateAtom)
  const { params } = useBoxRouter()
  const typedEmail = useAtomValue(loginStateAtom).email || (params.get('email') ?? '')
  // Every visit starts at the first step, with the email the visitor typed to sign in; before the
  // first paint, so the field never shows the last visit's state (and is never swapped under a
  // visitor's first keystroke).
  useLayoutEffect(() => {
    setState({ ...INITIAL_FORGOT, email: typedEmail })
  }, [setState, typedEmail])

  if (forgotRoute(channels) === 'none') {
    return (
      <StepFrame title={t('recovery.forgot.title')}>
        {() => (
          <>
            <InlineAlert>{t('recovery.none')}</InlineAlert>
            <BackToSignIn />
          </>
        )}
      </StepFrame>
    )
  }
  switch (state.step) {
    case 'passwordRecoverySelector':
      return <RecoverySelectorStep email={state.email} />
    case 'resetPasswordViaSms':
      return <ResetViaSmsStep email={state.email} />
    case 'forgotPasswordEmailSuccess':
      return <EmailSentStep email={state.email} />
    default:
      return <ForgotPasswordStep email={state.email} />
  }
}
