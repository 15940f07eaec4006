import { useEffect, useId, useLayoutEffect, useRef, useState } from 'react'
import { pageHref } from '../../../atoms/after-sign-in'
import { SSO_FAILED_REDIRECT_MS } from '../../../atoms/sso'
import { useT } from '../../i18n/index'
import { Spinner, useStyles } from '../../ui/index'
import { useBoxRouter } from '../box-router'
import { ipRestrictedText } from '../ip-refusal'
import { loginStyles } from '../login.styles'
import type { SsoCallbackOutcome } from '../../../atoms/sso'

/**
 * What an SSO callback route shows: a status while its one request runs (`finish`, called once
 * per visit even when React runs effects twice: what it posts works only once); signed in (or a
 * second factor due) → the sign-in route, which runs the post-login navigation or the factor's
 * step; refused → `loginWithSSOFailed`, then the authenticated URL after 1 s (spec §4.3); refused
 * for the client's address by the account's IP restrictions → that sentence, which stays.
 */
export function SsoCallbackView({ finish }: { finish: () => Promise<SsoCallbackOutcome> }) {
  const styles = useStyles(loginStyles)
  const t = useT()
  const titleId = useId()
  const { navigate, routes, urlStrategy } = useBoxRouter()
  const [outcome, setOutcome] = useState<SsoCallbackOutcome | null>(null)
  const posted = useRef(false)
  const heading = useRef<HTMLHeadingElement>(null)

  useEffect(() => {
    if (posted.current) return
    posted.current = true
    void finish().then(setOutcome)
  }, [finish])

  useLayoutEffect(() => {
    if (outcome === 'failed' || outcome === 'ipRestricted') heading.current?.focus()
  }, [outcome])

  useEffect(() => {
    if (outcome === null) return
    if (outcome === 'signedIn' || outcome === 'mfa') {
      navigate('loginUrl', {}, true)
      return
    }
    // Refused for the address: the sentence stays, to be read (the sign-in would refuse it again).
    if (outcome === 'ipRestricted') return
    // Spec §4.3: a failed SSO post-login goes to the authenticated URL (the host's page).
    const home = pageHref(routes.authenticatedUrl, urlStrategy, window.location.href)
    const timer = setTimeout(() => window.location.assign(home), SSO_FAILED_REDIRECT_MS)
    return () => clearTimeout(timer)
  }, [outcome, navigate, routes, urlStrategy])

  if (outcome !== 'failed' && outcome !== 'ipRestricted') {
    return (
      <div className={styles.form}>
        <p className={styles.status} role="status">
          <Spinner />
          {t('sso.callback.signingIn')}
        </p>
      </div>
    )
  }
  return (
    <section className={styles.form} aria-labelledby={titleId} part="form">
      <h2 id={titleId} className={styles.title} tabIndex={-1} ref={heading}>
        {t('sso.failed.title')}
      </h2>
      <p className={styles.subtitle} role="alert">
        {outcome === 'ipRestricted' ? ipRestrictedText(t) : t('sso.failed.body')}
      </p>
    </section>
  )
}
