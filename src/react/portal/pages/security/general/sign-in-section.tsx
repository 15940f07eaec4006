import { useT } from '../../../../i18n/index'
import { useStyles } from '../../../../ui/index'
import { PageSection } from '../../../page-frame'
import { policyStyles } from './policy.styles'
import type { GeneralPolicy } from '../../../../../atoms/security-policy'
import type { MessageId } from '../../../../i18n/index'

/** The kind of sign-in a wire strategy is (email and username variants alike). */
const kindOf = (strategy: string): MessageId => {
  const kind = /Password/.test(strategy)
    ? 'password'
    : /MagicLink/.test(strategy)
      ? 'link'
      : /Sms/.test(strategy)
        ? 'sms'
        : /Code/.test(strategy)
          ? 'code'
          : strategy === 'NoLocalAuthentication'
            ? 'sso'
            : 'key'
  return `securityGeneral.strategy.${kind}`
}

/**
 * The captcha and the public sign-in strategies: both are the application's for every account
 * (the vendor does not let a tenant change them), so they are shown with that reason.
 */
export function SignInSection({ policy }: { policy: GeneralPolicy }) {
  const styles = useStyles(policyStyles)
  const t = useT()
  const { captcha, strategies } = policy
  const offered = strategies
    ? [
        ...strategies.mainAuthStrategies.map((item) => item.strategy),
        ...strategies.secondaryAuthStrategies
          .filter((item) => item.isActive)
          .map((item) => item.strategy),
      ]
    : []
  return (
    <PageSection title={t('securityGeneral.signIn.title')} part="security-sign-in">
      <div className={styles.fieldset}>
        <h3 className={styles.legend}>{t('securityGeneral.captcha.title')}</h3>
        <p className={styles.note}>
          {captcha === null
            ? t('securityGeneral.unknown')
            : captcha.enabled
              ? t('securityGeneral.captcha.on', { provider: captcha.provider })
              : t('securityGeneral.captcha.off')}
        </p>
        <h3 className={styles.legend}>{t('securityGeneral.strategies.title')}</h3>
        {offered.length > 0 ? (
          <ul className={styles.list}>
            {[...new Set(offered.map(kindOf))].map((kind) => (
              <li key={kind}>{t(kind)}</li>
            ))}
          </ul>
        ) : (
          <p className={styles.note}>{t('securityGeneral.unknown')}</p>
        )}
        <p className={styles.locked}>{t('securityGeneral.locked.signIn')}</p>
      </div>
    </PageSection>
  )
}
