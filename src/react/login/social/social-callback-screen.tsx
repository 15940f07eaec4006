import { useAtomValue, useSetAtom } from 'jotai'
import { unwrap } from 'jotai/utils'
import { useEffect, useId, useLayoutEffect, useRef, useState } from 'react'
import { customProviderOfState } from '../../../api/custom-social'
import { providerOfState } from '../../../api/social'
import { NEW_USER_KEY, remember } from '../../../atoms/after-auth-redirect'
import { customSocialProvidersAtom } from '../../../atoms/custom-social'
import { resetLoginAtom } from '../../../atoms/index'
import { loginWithSocialAtom } from '../../../atoms/social'
import { addEnglish } from '../../../i18n/index'
import { customSocial, social } from '../../../i18n/messages/en'
import { isEmailDomainRefusal } from '../../../wire/email-domain-refusal'
import { useT } from '../../i18n/index'
import { Button, InlineAlert, Spinner, useStyles } from '../../ui/index'
import { useBoxRouter } from '../box-router'
import { loginStyles } from '../login.styles'
import { BRAND_NAMES } from './brands'
import { problemOfError, problemOfParameter, socialProblemText } from './social-error'
import type { SocialProblem } from './social-error'

addEnglish(social)
addEnglish(customSocial)

// Read without suspending: the name of a custom provider shows once its list is in.
const customNamesAtom = unwrap(customSocialProvidersAtom, () => [])

// One chunk for both social pieces: the first step's buttons load it too (one lazy entry, not two).
export { default as SocialButtons } from './social-buttons'

/**
 * The social callback route (`socialLoginCallbackUrl`): the provider sent the visitor back with a
 * code and the state, which name the provider. Posted once; a new user is announced to the page
 * (`sign-up-completed`, spec §4.3: sign-up success applies to a new social user), then the
 * sign-in route runs the post-login navigation (or the MFA step). A refusal says why, with the
 * way back to sign-in.
 */
export default function SocialCallbackScreen() {
  const styles = useStyles(loginStyles)
  const t = useT()
  const titleId = useId()
  const { params, navigate, events } = useBoxRouter()
  const loginWithSocial = useSetAtom(loginWithSocialAtom)
  const reset = useSetAtom(resetLoginAtom)
  const [refusal, setRefusal] = useState<SocialProblem | null>(null)
  // The account's email-domain restrictions refused the address: their sentence names the domain.
  const [domainRefusal, setDomainRefusal] = useState<string | null>(null)
  const posted = useRef(false)
  const heading = useRef<HTMLHeadingElement>(null)
  const state = params.get('state') ?? ''
  const builtIn = providerOfState(state)
  const customId = builtIn ? null : customProviderOfState(state)
  const provider = builtIn ?? customId
  const customNames = useAtomValue(customNamesAtom)
  const customName = customNames.find((entry) => entry.id === customId)?.displayName
  const brand = builtIn ? BRAND_NAMES[builtIn] : (customName ?? t('customSocial.fallbackName'))
  const code = params.get('code') ?? ''
  const error = params.get('error')
  // What the address alone shows: no provider, the provider's own refusal, or no code.
  const early: SocialProblem | null = !provider
    ? 'invalidLink'
    : error !== null
      ? problemOfParameter(error)
      : code === ''
        ? 'invalidLink'
        : null
  const problem = early ?? refusal

  useEffect(() => {
    // Once per visit, even when React runs effects twice: a code works only once.
    if (posted.current || early !== null || !provider) return
    posted.current = true
    const iss = params.get('iss') ?? undefined
    void loginWithSocial({ provider, code, state, ...(iss ? { iss } : {}) }).then((outcome) => {
      if (outcome.kind === 'failed') {
        if (isEmailDomainRefusal(outcome.error.context)) setDomainRefusal(outcome.error.message)
        return setRefusal(problemOfError(outcome.error))
      }
      // Spec §4.6: a sign-up through an invitation is not a new sign-up for the page.
      if (outcome.kind === 'signedIn' && outcome.isNewUser && !outcome.invited) {
        // Spec §4.3: a new social-login user goes to the sign-up-success page.
        remember(NEW_USER_KEY, '1')
        events.signUpCompleted({
          userId: outcome.userId,
          email: outcome.email,
          tenantId: outcome.tenantId,
          shouldActivate: false,
        })
      }
      navigate('loginUrl', {}, true)
    })
  }, [code, early, events, loginWithSocial, navigate, params, provider, state])

  useLayoutEffect(() => {
    if (problem) heading.current?.focus()
  }, [problem])

  if (!problem) {
    return (
      <div className={styles.form}>
        <p className={styles.status} role="status">
          <Spinner />
          {t('social.callback.signingIn', { provider: brand })}
        </p>
      </div>
    )
  }
  return (
    <section className={styles.form} aria-labelledby={titleId} part="form">
      <h2 id={titleId} className={styles.title} tabIndex={-1} ref={heading}>
        {t('social.callback.failedTitle')}
      </h2>
      <InlineAlert>{domainRefusal ?? socialProblemText(problem, brand, t)}</InlineAlert>
      <Button
        block
        onClick={() => {
          reset()
          navigate('loginUrl', {}, true)
        }}
      >
        {t('social.callback.backToLogin')}
      </Button>
    </section>
  )
}
