import { useSetAtom } from 'jotai'
import { useId, useState } from 'react'
import { signOutAtom } from '../../atoms/index'
import { addEnglish } from '../../i18n/index'
import { impersonation } from '../../i18n/messages/en'
import { PartWords, useT } from '../i18n/index'
import { Button, useStyles } from '../ui/index'
import { impersonationBannerStyles } from './impersonation-banner.styles'
import type { FoyerUser } from '../../atoms/index'

addEnglish(impersonation)

/** Props of {@link ImpersonationBanner}. */
export interface ImpersonationBannerProps {
  /** The impersonated user, whose session's token carries `act`. */
  user: FoyerUser
}

function Banner({ user }: ImpersonationBannerProps) {
  const styles = useStyles(impersonationBannerStyles)
  const t = useT()
  const titleId = useId()
  const signOut = useSetAtom(signOutAtom)
  const [ending, setEnding] = useState(false)
  const name = user.name || user.email || user.phoneNumber || ''
  const end = () => {
    setEnding(true)
    // Ending is signing out of the impersonation's session: the server ends it and audits it.
    void signOut()
  }
  return (
    <section className={styles.banner} aria-labelledby={titleId} part="impersonation-banner">
      <p className={styles.text}>
        <strong id={titleId} className={styles.title}>
          {t('impersonation.banner', { name })}
        </strong>
        <span className={styles.detail}>{t('impersonation.banner.detail')}</span>
      </p>
      <Button variant="secondary" loading={ending} onClick={end}>
        {ending ? t('impersonation.ending') : t('impersonation.end')}
      </Button>
    </section>
  )
}

/**
 * The persistent banner of an impersonation session (`<login-box>`'s signed-in view and
 * `<admin-portal>`): whom you act as, that it is recorded, and End impersonation. A chunk of its
 * own with its words, loaded only when the access token carries `act`.
 */
export default function ImpersonationBanner({ user }: ImpersonationBannerProps) {
  return (
    <PartWords part="impersonation">
      <Banner user={user} />
    </PartWords>
  )
}
