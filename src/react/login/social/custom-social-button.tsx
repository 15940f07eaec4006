import { addEnglish } from '../../../i18n/index'
import { customSocial, social } from '../../../i18n/messages/en'
import { useT } from '../../i18n/index'
import { controlStyles, useStyles } from '../../ui/index'
import { socialStyles } from './social.styles'
import type { CustomSocialProvider } from '../../../api/custom-social'

addEnglish(social)
addEnglish(customSocial)

/**
 * The button of a vendor's custom provider: its display name and, when the vendor gave one, its
 * logo (an image with its own alt text). Like the built-in buttons, a link to the server's start
 * of the sign-in, so it works with a keyboard and without a script of its own.
 */
export function CustomSocialButton({
  provider,
  onChoose,
}: {
  provider: CustomSocialProvider
  onChoose: () => void
}) {
  const styles = useStyles(socialStyles)
  const controls = useStyles(controlStyles)
  const t = useT()
  return (
    <a
      href={provider.startUrl ?? undefined}
      className={[controls.button, controls.secondary, controls.block, styles.link].join(' ')}
      part="button social-button"
      data-provider="custom"
      data-provider-id={provider.id}
      onClick={onChoose}
    >
      {provider.ssoLogoUrl ? (
        <img
          className={styles.logo}
          src={provider.ssoLogoUrl}
          alt={t('customSocial.logoAlt', { provider: provider.displayName })}
          referrerPolicy="no-referrer"
          // A logo that does not load is left out, rather than its alt text beside the name.
          onError={(event) => {
            event.currentTarget.hidden = true
          }}
        />
      ) : null}
      {t('social.continueWith', { provider: provider.displayName })}
    </a>
  )
}
