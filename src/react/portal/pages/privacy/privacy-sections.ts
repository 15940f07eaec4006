import { lazy } from 'react'
import { SessionsSection } from './sessions-section'
import type { FieldAppearance, PortalFieldKey } from '../../../../wire/index'
import type { ComponentType } from 'react'

/** What the privacy page gives each of its sections. */
export interface PrivacySectionProps {
  /**
   * How the host wants the section's field shown (`edit` or `viewOnly`; a `hidden` section is not
   * rendered at all). `viewOnly` shows the data without the controls that change it.
   */
  appearance: Exclude<FieldAppearance, 'hidden'>
}

/** One section of the privacy page. */
export interface PrivacySection {
  /** Unique within the page (React key and the section's CSS part suffix). */
  key: string
  /** The host's field appearance that governs the section (`PORTAL_FIELDS.privacy`), if any. */
  field?: PortalFieldKey<'privacy'>
  /** The section's screen; `lazy()` keeps a heavy section out of the page's own chunk. */
  Section: ComponentType<PrivacySectionProps>
}

/**
 * The privacy page's sections, top to bottom. A new section is one file beside this one and one line
 * here (the MFA devices and the passkeys sections add theirs); a heavy one comes through `lazy()`, and
 * the page shows a placeholder while it loads.
 */
export const privacySections: readonly PrivacySection[] = [
  { key: 'sessions', field: 'loginSessions', Section: SessionsSection },
  { key: 'mfa', field: 'mfa', Section: lazy(() => import('./mfa-section-chunk')) },
  { key: 'webauthn', field: 'mfa', Section: lazy(() => import('./webauthn-section')) },
  { key: 'sms', field: 'mfa', Section: lazy(() => import('./sms-section')) },
  { key: 'passkeys', Section: lazy(() => import('./passkeys-section')) },
]
