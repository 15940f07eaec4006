import { Suspense } from 'react'
import { ToastProvider, useStyles } from '../../../ui/index'
import { useFieldAppearance } from '../../portal-context'
import { privacySections } from './privacy-sections'
import { privacyStyles } from './privacy.styles'
import type { PrivacySection } from './privacy-sections'

/** One section under the host's field appearance: absent when hidden. */
function SectionSlot({ section }: { section: PrivacySection }) {
  const styles = useStyles(privacyStyles)
  // A hook runs on every render: a section without a field of its own reads one and ignores it.
  const appearance = useFieldAppearance('privacy', section.field ?? 'loginSessions')
  const shown = section.field ? appearance : 'edit'
  if (shown === 'hidden') return null
  const { Section } = section
  return (
    <Suspense fallback={<div className={styles.sectionSkeleton} aria-hidden="true" />}>
      <Section appearance={shown} />
    </Suspense>
  )
}

/**
 * The portal's Privacy page: the signed-in user's own security, one section per concern (sessions,
 * second factors, passkeys), in the order of `privacySections`.
 */
export default function PrivacyPage() {
  const styles = useStyles(privacyStyles)
  return (
    <ToastProvider>
      <div className={styles.page} part="privacy">
        {privacySections.map((section) => (
          <SectionSlot key={section.key} section={section} />
        ))}
      </div>
    </ToastProvider>
  )
}
