import { useAtomValue, useSetAtom } from 'jotai'
import { useEffect } from 'react'
import { loginAtom, restoreSessionAtom, sessionAtom } from '../../atoms/index'
import { useStyles } from '../ui/index'
import { loginStyles } from './login.styles'
import { PasswordStep } from './password-step'
import { PreLoginStep } from './pre-login-step'
import { SessionLoading } from './session-loading'
import { SignedInView } from './signed-in-view'
import { SsoRedirectStep } from './sso-redirect-step'
import { useAuthenticatedRedirect } from './use-authenticated-redirect'
import { useLogoutRoute } from './use-logout-route'
import type { UrlStrategy } from './logout-route'

/** Props of {@link LoginBoxScreen}. */
export interface LoginBoxScreenProps {
  /** Where to go after an interactive sign-in; must already be relative or same-origin. */
  authenticatedUrl?: string | undefined
  urlStrategy?: UrlStrategy
  /** The logout route started signing out. */
  onSigningOut?: (() => void) | undefined
  /** The logout route finished signing out. */
  onSignedOut?: (() => void) | undefined
}

/**
 * The login box: restores the session quietly on mount, then shows the sign-in steps (email, password,
 * SSO redirect) or, once signed in, who is signed in with Sign out. Handles the logout route.
 */
export function LoginBoxScreen({
  authenticatedUrl,
  urlStrategy = 'path',
  onSigningOut,
  onSignedOut,
}: LoginBoxScreenProps) {
  const styles = useStyles(loginStyles)
  const session = useAtomValue(sessionAtom)
  const login = useAtomValue(loginAtom)
  const restore = useSetAtom(restoreSessionAtom)
  const loggingOut = useLogoutRoute(urlStrategy, { onSigningOut, onSignedOut })
  const signedIn = session.status === 'signed-in'
  useAuthenticatedRedirect(signedIn && login.step === 'success', authenticatedUrl)

  useEffect(() => {
    void restore()
  }, [restore])

  let body
  if (loggingOut) body = <SessionLoading label="Signing out…" />
  else if (signedIn && session.user) body = <SignedInView user={session.user} />
  else if (session.status === 'unknown') body = <SessionLoading label="Checking your session…" />
  else if (login.step === 'loginWithPassword') body = <PasswordStep />
  else if (login.step === 'redirectToSSO') body = <SsoRedirectStep />
  else body = <PreLoginStep autoFocus={login.email !== ''} />

  return (
    <div className={styles.card} part="login-box">
      {body}
    </div>
  )
}
