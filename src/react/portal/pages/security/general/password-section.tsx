import { useId } from 'react'
import { useT } from '../../../../i18n/index'
import { FormField, Switch, useStyles } from '../../../../ui/index'
import { PageSection } from '../../../page-frame'
import { policyStyles } from './policy.styles'
import { GENERAL_LIMITS } from './use-general-form'
import type { GeneralForm } from './use-general-form'

/** The rotation a tenant's users obey: the smaller period of the vendor's and the tenant's that are on. */
const effectivePeriod = (vendor: number | null, tenant: number | null): number | null => {
  const on = [vendor, tenant].filter((value): value is number => value !== null)
  return on.length === 0 ? null : Math.min(...on)
}

/**
 * Password complexity (the minimum length and the rules in force, with NIST's advice against
 * composition rules) and password rotation (the tenant's period beside the vendor's, and the
 * smaller one that applies). A setting the vendor locked shows its value and why.
 */
export function PasswordSection({ form, readOnly }: { form: GeneralForm; readOnly: boolean }) {
  const styles = useStyles(policyStyles)
  const t = useT()
  const ids = { complexity: useId(), rotation: useId() }
  const { policy, values, locked } = form
  const rules = policy.complexity
  const optional = Object.entries(rules.optionalTests ?? {})
    .filter(([, on]) => on)
    .map(([test]) =>
      t(
        `securityGeneral.complexity.test.${test}` as 'securityGeneral.complexity.test.requireNumbers',
      ),
    )
  const vendor = policy.vendorRotation
  const vendorPeriod = vendor.isActive ? (vendor.rotationPeriod ?? null) : null
  const ownOn = locked.rotation ? false : values.rotationOn
  const ownPeriod = ownOn ? Number(values.rotationPeriod) || null : null
  const effective = effectivePeriod(vendorPeriod, ownPeriod)
  const lockedRotation = readOnly || locked.rotation
  const lockedComplexity = readOnly || locked.complexity
  return (
    <>
      <PageSection title={t('securityGeneral.complexity.title')} part="security-complexity">
        <div className={styles.fieldset}>
          <FormField
            name="minLength"
            type="number"
            inputMode="numeric"
            min={GENERAL_LIMITS.minLength[0]}
            max={Math.min(GENERAL_LIMITS.minLength[1], rules.maxLength)}
            label={t('securityGeneral.complexity.minLength')}
            value={values.minLength}
            readOnly={lockedComplexity}
            aria-describedby={ids.complexity}
            onChange={(event) => form.edit({ minLength: event.currentTarget.value })}
          />
          <ul className={styles.list} id={ids.complexity}>
            <li>{t('securityGeneral.complexity.maxLength', { count: rules.maxLength })}</li>
            {optional.length > 0 ? (
              <li>
                {t('securityGeneral.complexity.optional', {
                  count: rules.minOptionalTestsToPass,
                  tests: optional.join(', '),
                })}
              </li>
            ) : null}
            {rules.allowPassphrases ? (
              <li>
                {t('securityGeneral.complexity.passphrase', { count: rules.minPhraseLength })}
              </li>
            ) : null}
          </ul>
          <p className={styles.note}>{t('securityGeneral.complexity.nist')}</p>
          {locked.complexity ? (
            <p className={styles.locked}>{t('securityGeneral.locked.complexity')}</p>
          ) : null}
        </div>
      </PageSection>
      <PageSection title={t('securityGeneral.rotation.title')} part="security-rotation">
        <div className={styles.fieldset}>
          {locked.rotation ? null : (
            <>
              <Switch
                label={t('securityGeneral.rotation.on')}
                checked={values.rotationOn}
                disabled={lockedRotation}
                onChange={(rotationOn) => form.edit({ rotationOn })}
              />
              {values.rotationOn ? (
                <div className={styles.grid}>
                  <FormField
                    name="rotationPeriod"
                    type="number"
                    inputMode="numeric"
                    min={GENERAL_LIMITS.rotationPeriod[0]}
                    max={GENERAL_LIMITS.rotationPeriod[1]}
                    label={t('securityGeneral.rotation.period')}
                    value={values.rotationPeriod}
                    readOnly={lockedRotation}
                    onChange={(event) => form.edit({ rotationPeriod: event.currentTarget.value })}
                  />
                  <FormField
                    name="notificationPeriod"
                    type="number"
                    inputMode="numeric"
                    min={GENERAL_LIMITS.notificationPeriod[0]}
                    max={GENERAL_LIMITS.notificationPeriod[1]}
                    label={t('securityGeneral.rotation.notice')}
                    value={values.notificationPeriod}
                    readOnly={lockedRotation}
                    onChange={(event) =>
                      form.edit({ notificationPeriod: event.currentTarget.value })
                    }
                  />
                </div>
              ) : null}
            </>
          )}
          <ul className={styles.list} id={ids.rotation} aria-live="polite">
            <li>
              {vendorPeriod === null
                ? t('securityGeneral.rotation.vendorOff')
                : t('securityGeneral.rotation.vendor', { count: vendorPeriod })}
            </li>
            <li>
              {effective === null
                ? t('securityGeneral.rotation.effectiveOff')
                : t('securityGeneral.rotation.effective', { count: effective })}
            </li>
          </ul>
          {locked.rotation ? (
            <p className={styles.locked}>{t('securityGeneral.locked.rotation')}</p>
          ) : null}
        </div>
      </PageSection>
    </>
  )
}
