import { useAtomValue } from 'jotai'
import { ssoStateAtom } from '../../../../atoms/sso-configurations'
import { useT } from '../../../i18n/index'
import { useStyles } from '../../../ui/index'
import { CopyField } from './copy-field'
import { ssoStyles } from './sso-page.styles'
import type { SsoConfiguration } from '../../../../api/sso-configurations'

/**
 * What the IdP needs from us: for SAML the ACS URL, the entity id and our SP metadata to
 * download (its address is the entity id); for OIDC the redirect URI to register.
 */
export function SpDetails({ configuration }: { configuration: SsoConfiguration }) {
  const styles = useStyles(ssoStyles)
  const t = useT()
  const redirectUri = useAtomValue(ssoStateAtom).oidcRedirectUri
  return (
    <section className={styles.section}>
      <h4>{t('ssoPage.sp.title')}</h4>
      <p className={styles.hint}>{t('ssoPage.sp.hint')}</p>
      <dl className={styles.section}>
        {configuration.type === 'oidc' ? (
          <CopyField label={t('ssoPage.sp.redirectUri')} value={redirectUri} />
        ) : (
          <>
            <CopyField label={t('ssoPage.sp.acsUrl')} value={configuration.acsUrl} />
            <CopyField
              label={t('ssoPage.sp.entityId')}
              value={configuration.spEntityId}
              download={{ href: configuration.spEntityId, label: t('ssoPage.sp.download') }}
            />
          </>
        )}
      </dl>
    </section>
  )
}
