import { useAtomValue } from 'jotai'
import { lazy } from 'react'
import { loginAtom } from '../../../atoms/index'
import { addEnglish } from '../../../i18n/index'
import { mfa, mfaWebauthn, smsFactor } from '../../../i18n/messages/en'
import { MfaCodeStep } from './code-step'
import { MfaEmailStep } from './email-step'
import { MfaEnrolChoiceStep } from './enrol-choice-step'
import { MfaEnrolStep } from './enrol-step'
import { MfaRecoverStep } from './recover-step'
import { MfaRecoveryCodeStep } from './recovery-code-step'
import { MfaSmsEnrolCodeStep } from './sms-enrol-code-step'
import { MfaSmsSetPhoneStep } from './sms-set-phone-step'
import { MfaVerifyStep } from './verify-step'

addEnglish(mfa)
addEnglish(mfaWebauthn)
addEnglish(smsFactor)

/** The security-key step: its own chunk, with the browser's WebAuthn code. */
const MfaWebauthnStep = lazy(() => import('./webauthn-step'))

/**
 * The second-factor steps, one chunk loaded when a sign-in reaches them: `loginWithTwoFactor`
 * (MFA steps `verify`, `authenticatorApp`, `emailVerifyCode` or `smsVerifyCode`), `forceTwoFactor` (enrolment of an app, or `smsSetPhoneNumber` then `smsVerifyCode`; then `recoveryCode`)
 * and `recoverTwoFactor`.
 */
export default function MfaSteps() {
  const login = useAtomValue(loginAtom)
  const step = login.mfa?.step
  if (login.step === 'recoverTwoFactor') return <MfaRecoverStep />
  if (step === 'recoveryCode') return <MfaRecoveryCodeStep />
  if (step === 'webauthn') return <MfaWebauthnStep />
  if (login.step === 'forceTwoFactor' && step === 'smsSetPhoneNumber') return <MfaSmsSetPhoneStep />
  if (login.step === 'forceTwoFactor' && step === 'smsVerifyCode') return <MfaSmsEnrolCodeStep />
  if (login.step === 'forceTwoFactor') {
    return step === 'verify' ? <MfaEnrolChoiceStep /> : <MfaEnrolStep />
  }
  if (step === 'verify') return <MfaVerifyStep />
  if (step === 'emailVerifyCode') return <MfaEmailStep />
  if (step === 'smsVerifyCode') return <MfaEmailStep texted />
  return <MfaCodeStep />
}
