import { useAtomValue, useSetAtom } from 'jotai'
import { lazy, Suspense, useEffect } from 'react'
import { resetSignUpAtom, signUpStateAtom } from '../../../atoms/sign-up'
import { addEnglish } from '../../../i18n/index'
import { signUp as signUpEnglish } from '../../../i18n/messages/en'
import { useT } from '../../i18n/index'
import { useBoxRouter } from '../box-router'
import { LightDom } from '../light-dom'
import { SessionLoading } from '../session-loading'
import { SignUpForm } from './sign-up-form'
import { SignUpSuccess } from './sign-up-success'

addEnglish(signUpEnglish)

// The social chunk the first step loads too: a social sign-up, carrying the page's invite link.
const SocialButtons = lazy(() =>
  import('../social/social-callback-screen').then(({ SocialButtons }) => ({
    default: SocialButtons,
  })),
)

/**
 * The sign-up route (`signUpUrl`, spec doc 000 §2.2 and §4.6): the form, then SignUpSuccess or
 * VerifyPhone. Arriving on the route starts with an empty form.
 */
export default function SignUpScreen() {
  const t = useT()
  const state = useAtomValue(signUpStateAtom)
  const reset = useSetAtom(resetSignUpAtom)
  const { params } = useBoxRouter()
  const invitationToken = params.get('invitationToken') ?? undefined
  useEffect(() => reset(), [reset])
  if (state.stage !== 'SignUp') return <SignUpSuccess />
  return (
    <Suspense fallback={<SessionLoading label={t('login.loading')} />}>
      {/* In the light DOM: password managers see the new account's email and password. */}
      <LightDom>
        <SignUpForm />
      </LightDom>
      <Suspense fallback={null}>
        <SocialButtons invitationToken={invitationToken} />
      </Suspense>
    </Suspense>
  )
}
