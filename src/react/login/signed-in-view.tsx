import { useSetAtom } from 'jotai'
import { lazy, Suspense, useId, useLayoutEffect, useRef } from 'react'
import { decodeJwtClaims, signOutAtom } from '../../atoms/index'
import { addEnglish } from '../../i18n/index'
import { loginSignedIn } from '../../i18n/messages/en'
import { useT } from '../i18n/index'
import { Avatar, Button, ContactText, useStyles } from '../ui/index'
import { loginStyles } from './login.styles'
import { signedInStyles } from './signed-in-view.styles'
import type { FoyerUser } from '../../atoms/index'

addEnglish(loginSignedIn)

const ImpersonationBanner = lazy(() => import('../impersonation/impersonation-banner'))

/** Props of {@link SignedInView}. */
export interface SignedInViewProps {
  user: FoyerUser
  /** The visitor just signed in here: focus moves to the heading instead of falling to `<body>`. */
  takeFocus: boolean
}

/** After sign-in: who is signed in, and Sign out. */
export function SignedInView({ user, takeFocus }: SignedInViewProps) {
  const styles = useStyles(loginStyles)
  const own = useStyles(signedInStyles)
  const t = useT()
  const titleId = useId()
  const heading = useRef<HTMLHeadingElement>(null)
  const signOut = useSetAtom(signOutAtom)
  const name = user.name || user.email || user.phoneNumber || ''

  useLayoutEffect(() => {
    if (takeFocus) heading.current?.focus()
  }, [takeFocus])

  return (
    <section className={own.signedIn} aria-labelledby={titleId} part="account">
      {/* The banner's code and words load only for a token with `act` (impersonation). */}
      {decodeJwtClaims(user.accessToken)?.act ? (
        <Suspense>
          <ImpersonationBanner user={user} />
        </Suspense>
      ) : null}
      <h2 id={titleId} className={styles.title} tabIndex={-1} ref={heading}>
        {t('login.signedIn.title')}
      </h2>
      <div className={own.profile} role="group" aria-label={t('login.account')}>
        <Avatar name={user.name} email={user.email} picture={user.profilePictureUrl} />
        <div className={own.profileText}>
          <p className={own.profileName}>{name}</p>
          {name !== (user.email ?? user.phoneNumber) ? (
            <p className={own.profileEmail}>
              <ContactText email={user.email} phoneNumber={user.phoneNumber} />
            </p>
          ) : null}
        </div>
      </div>
      {/* The session ends here at once (the server's a moment later): the box shows sign-in. */}
      <Button variant="secondary" onClick={() => void signOut()} block>
        {t('login.signOut')}
      </Button>
    </section>
  )
}

/** The box loads this step on demand (see `login-box-screen.tsx`). */
export default SignedInView
