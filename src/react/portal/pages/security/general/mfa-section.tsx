import { useId } from 'react'
import { ENFORCE_MFA_TYPES } from '../../../../../api/security-policy'
import { useT } from '../../../../i18n/index'
import { useStyles } from '../../../../ui/index'
import { PageSection } from '../../../page-frame'
import { policyStyles } from './policy.styles'
import type { EnforceMfaType } from '../../../../../api/security-policy'

/** Props of {@link MfaSection}. */
export interface MfaSectionProps {
  value: EnforceMfaType
  readOnly: boolean
  onChange: (value: EnforceMfaType) => void
}

/** MFA enforcement: never, always, or always except for members who sign in with SAML SSO. */
export function MfaSection({ value, readOnly, onChange }: MfaSectionProps) {
  const styles = useStyles(policyStyles)
  const t = useT()
  const name = useId()
  return (
    <PageSection title={t('securityGeneral.mfa.title')} part="security-mfa">
      <fieldset className={styles.fieldset}>
        <legend className={styles.note}>{t('securityGeneral.mfa.legend')}</legend>
        {ENFORCE_MFA_TYPES.map((type) => (
          <label key={type} className={styles.radio}>
            <input
              type="radio"
              name={name}
              value={type}
              checked={value === type}
              disabled={readOnly && value !== type}
              onChange={() => {
                if (!readOnly) onChange(type)
              }}
            />
            <span>{t(`securityGeneral.mfa.${type}`)}</span>
          </label>
        ))}
      </fieldset>
    </PageSection>
  )
}
