import { useAtomValue, useSetAtom } from 'jotai'
import { offeredSocialAtom } from '../../../atoms/custom-social'
import { rememberSocialInvitationAtom } from '../../../atoms/social'
import { addEnglish } from '../../../i18n/index'
import { social } from '../../../i18n/messages/en'
import { useT } from '../../i18n/index'
import { controlStyles, useStyles } from '../../ui/index'
import { BRAND_LOGOS } from './brand-logos'
import { BRAND_NAMES } from './brands'
import { CustomSocialButton } from './custom-social-button'
import { socialStyles } from './social.styles'

addEnglish(social)

/**
 * "Continue with Google" and its siblings under the email step, one per provider the vendor turned
 * on, then the vendor's custom providers; nothing at all when none is. Each is a link to the server's start of that sign-in (it keeps
 * the state, nonce and PKCE verifier and goes on to the provider), so it works with a keyboard,
 * opens in a new tab when asked, and needs no script of its own. On a sign-up page with an invite
 * link, a click keeps the link for the callback, so the new user joins that tenant.
 */
export default function SocialButtons({
  invitationToken,
}: {
  invitationToken?: string | undefined
}) {
  const styles = useStyles(socialStyles)
  const controls = useStyles(controlStyles)
  const t = useT()
  const [providers, custom] = useAtomValue(offeredSocialAtom)
  const remember = useSetAtom(rememberSocialInvitationAtom)
  if (providers.length === 0 && custom.length === 0) return null
  return (
    <>
      <p className={styles.divider}>{t('social.divider')}</p>
      <ul className={styles.group} aria-label={t('social.group')} part="social-logins">
        {providers.map((provider) => (
          <li key={provider.type}>
            <a
              href={provider.authorizationUrl ?? undefined}
              className={[controls.button, controls.secondary, controls.block, styles.link].join(
                ' ',
              )}
              part="button social-button"
              data-provider={provider.type}
              onClick={() => remember(invitationToken)}
            >
              <span className={styles.logo} aria-hidden="true">
                {BRAND_LOGOS[provider.type]}
              </span>
              {t('social.continueWith', { provider: BRAND_NAMES[provider.type] })}
            </a>
          </li>
        ))}
        {custom.map((provider) => (
          <li key={provider.id}>
            <CustomSocialButton provider={provider} onChoose={() => remember(invitationToken)} />
          </li>
        ))}
      </ul>
    </>
  )
}
