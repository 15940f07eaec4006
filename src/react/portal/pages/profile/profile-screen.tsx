import { useAtomValue } from 'jotai'
import { lazy, Suspense } from 'react'
import { configAtom, sessionAtom } from '../../../../atoms/index'
import { addEnglish } from '../../../../i18n/index'
import { profile as profileEnglish } from '../../../../i18n/messages/en'
import { useT } from '../../../i18n/index'
import { Spinner, ToastProvider, useStyles, VisuallyHidden } from '../../../ui/index'
import { PageSection } from '../../page-frame'
import { DetailsSection } from './details-section'
import { EmailSection } from './email-section'
import { PasswordSection } from './password-section'
import { profileStyles } from './profile.styles'
import type { ReactNode } from 'react'

addEnglish(profileEnglish)

/** Demo mode's "what would have been texted or mailed" notices (the login box's own, its chunk). */
const DemoMessages = lazy(() => import('../../../login/demo-messages'))
/** The phone numbers (with their add and code dialogs): a chunk of their own, fetched with the page. */
const PhoneNumbersSection = lazy(() =>
  import('./phone-numbers-section').then((module) => ({ default: module.PhoneNumbersSection })),
)

/** A section whose chunk is on its way: a quiet spinner where it will be. */
function SectionLoading() {
  const t = useT()
  const styles = useStyles(profileStyles)
  return (
    <p className={styles.status} role="status" aria-busy="true">
      <Spinner />
      <VisuallyHidden>{t('profile.details.loading')}</VisuallyHidden>
    </p>
  )
}

/**
 * What every profile screen shares, in the portal and as a widget tag: its toasts, a quiet state
 * while the session is restored, and a clear message when nobody is signed in.
 */
function ProfileFrame({ part, children }: { part: string; children: ReactNode }) {
  const t = useT()
  const styles = useStyles(profileStyles)
  const session = useAtomValue(sessionAtom)
  const { demo } = useAtomValue(configAtom)
  let content = children
  if (session.status === 'unknown') {
    content = <SectionLoading />
  } else if (session.status === 'signed-out' || !session.user) {
    content = (
      <PageSection title={t('profile.title')} part="profile-signed-out">
        <p className={styles.status}>{t('profile.signedOut')}</p>
      </PageSection>
    )
  }
  return (
    <ToastProvider>
      <div className={styles.page} part={part}>
        {demo ? (
          <Suspense fallback={null}>
            <DemoMessages />
          </Suspense>
        ) : null}
        {content}
      </div>
    </ToastProvider>
  )
}

/** The Profile page: details and picture, phone numbers, email address, password (`<profile-page>`). */
export function ProfileScreen() {
  return (
    <ProfileFrame part="profile-page">
      <DetailsSection />
      <Suspense fallback={<SectionLoading />}>
        <PhoneNumbersSection />
      </Suspense>
      <EmailSection />
      <PasswordSection />
    </ProfileFrame>
  )
}

/** The password change alone (`<change-password>`). */
export function ChangePasswordScreen() {
  return (
    <ProfileFrame part="change-password">
      <PasswordSection />
    </ProfileFrame>
  )
}

/** The email change alone (`<edit-email>`). */
export function EditEmailScreen() {
  return (
    <ProfileFrame part="edit-email">
      <EmailSection />
    </ProfileFrame>
  )
}
