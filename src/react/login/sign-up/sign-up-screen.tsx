import { useAtomValue, useSetAtom } from 'jotai'
import { Suspense, useEffect } from 'react'
import { resetSignUpAtom, signUpStateAtom } from '../../../atoms/sign-up'
import { addEnglish } from '../../../i18n/index'
import { signUp as signUpEnglish } from '../../../i18n/messages/en'
import { useT } from '../../i18n/index'
import { SessionLoading } from '../session-loading'
import { SignUpForm } from './sign-up-form'
import { SignUpSuccess } from './sign-up-success'

addEnglish(signUpEnglish)

/**
 * The sign-up route (`signUpUrl`, spec doc 000 §2.2 and §4.6): the form, then SignUpSuccess or
 * VerifyPhone. Arriving on the route starts with an empty form.
 */
export default function SignUpScreen() {
  const t = useT()
  const state = useAtomValue(signUpStateAtom)
  const reset = useSetAtom(resetSignUpAtom)
  useEffect(() => reset(), [reset])
  if (state.stage !== 'SignUp') return <SignUpSuccess />
  return (
    <Suspense fallback={<SessionLoading label={t('login.loading')} />}>
      <SignUpForm />
    </Suspense>
  )
}
