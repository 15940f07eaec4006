import { useAtomValue } from 'jotai'
import { useEffect } from 'react'
import { sessionKeyAtom } from '../../../../../atoms/index'
import { addEnglish } from '../../../../../i18n/index'
import { securityGeneral as generalEnglish } from '../../../../../i18n/messages/en'
import { PartWords, useT } from '../../../../i18n/index'
import { ErrorSummary, Form, usePermission, useStyles } from '../../../../ui/index'
import { useFieldAppearance } from '../../../portal-context'
import { LimitSection } from './limit-section'
import { MfaSection } from './mfa-section'
import { PasswordSection } from './password-section'
import { PolicyActions } from './policy-actions'
import { policyFailure } from './policy-failure'
import { PolicyNotLoaded } from './policy-not-loaded'
import { policyStyles } from './policy.styles'
import { SignInSection } from './sign-in-section'
import { GENERAL_LIMITS, generalErrors, useGeneralForm } from './use-general-form'

addEnglish(generalEnglish)

/**
 * The General settings tab: MFA enforcement, lockout, password history, complexity and rotation,
 * the captcha and the public sign-in strategies. A setting the vendor locked (allowOverride*) shows
 * the vendor's value and why; fields follow the host's field appearance; without
 * fe.secure.write.securityPolicy everything is read-only with a sentence why. What was typed
 * survives switching tabs; a save bumps the security revision.
 */
function GeneralTabBody() {
  const styles = useStyles(policyStyles)
  const t = useT()
  const sessionKey = useAtomValue(sessionKeyAtom)
  const canWrite = usePermission('fe.secure.write.securityPolicy')
  const appearance = {
    mfa: useFieldAppearance('security', 'mfa'),
    lockout: useFieldAppearance('security', 'userLockout'),
    history: useFieldAppearance('security', 'passwordHistory'),
  }
  const { state, load, form } = useGeneralForm()

  useEffect(() => {
    if (sessionKey !== null) void load()
  }, [sessionKey, load])

  if (!form) {
    return (
      <PolicyNotLoaded
        title={t('securityGeneral.title')}
        part="security-general"
        failed={state.status === 'error'}
        forbidden={state.error?.status === 403}
        onRetry={() => void load()}
      />
    )
  }
  const { values, policy, locked } = form
  const readOnly = (field: keyof typeof appearance) => !canWrite || appearance[field] === 'viewOnly'
  const labels = {
    maxAttempts: t('securityGeneral.lockout.max'),
    historySize: t('securityGeneral.history.size'),
    minLength: t('securityGeneral.complexity.minLength'),
    rotationPeriod: t('securityGeneral.rotation.period'),
    notificationPeriod: t('securityGeneral.rotation.notice'),
  }
  const range = (key: keyof typeof GENERAL_LIMITS) => {
    const [min, max] = GENERAL_LIMITS[key]
    return t('securityGeneral.range', { min, max })
  }

  return (
    <Form
      action={async () => {
        const error = await form.save()
        return error ? { error: policyFailure(error, t) } : null
      }}
      validate={() => {
        const bad = generalErrors(values)
        return Object.fromEntries(
          (Object.keys(bad) as (keyof typeof bad)[]).map((key) => [
            key,
            bad[key] ? range(key) : undefined,
          ]),
        )
      }}
      className={styles.page}
    >
      <ErrorSummary labels={labels} />
      {appearance.mfa === 'hidden' ? null : (
        <MfaSection
          value={values.mfa}
          readOnly={readOnly('mfa')}
          onChange={(mfa) => form.edit({ mfa })}
        />
      )}
      {appearance.lockout === 'hidden' ? null : (
        <LimitSection
          part="security-lockout"
          title={t('securityGeneral.lockout.title')}
          switchLabel={t('securityGeneral.lockout.on')}
          on={values.lockoutOn}
          name="maxAttempts"
          countLabel={labels.maxAttempts}
          count={values.maxAttempts}
          range={GENERAL_LIMITS.maxAttempts}
          readOnly={readOnly('lockout')}
          lockedReason={
            locked.lockout
              ? t('securityGeneral.locked.lockout', {
                  value: policy.vendorLockout.enabled
                    ? t('securityGeneral.lockout.vendor', {
                        count: policy.vendorLockout.maxAttempts,
                      })
                    : t('securityGeneral.off'),
                })
              : null
          }
          onChange={({ on, count }) =>
            form.edit({
              ...(on === undefined ? {} : { lockoutOn: on }),
              ...(count === undefined ? {} : { maxAttempts: count }),
            })
          }
        />
      )}
      {appearance.history === 'hidden' ? null : (
        <LimitSection
          part="security-history"
          title={t('securityGeneral.history.title')}
          switchLabel={t('securityGeneral.history.on')}
          on={values.historyOn}
          name="historySize"
          countLabel={labels.historySize}
          count={values.historySize}
          range={GENERAL_LIMITS.historySize}
          readOnly={readOnly('history')}
          lockedReason={
            locked.history
              ? t('securityGeneral.locked.history', {
                  value: policy.vendorHistory.enabled
                    ? t('securityGeneral.history.vendor', {
                        count: policy.vendorHistory.historySize,
                      })
                    : t('securityGeneral.off'),
                })
              : null
          }
          onChange={({ on, count }) =>
            form.edit({
              ...(on === undefined ? {} : { historyOn: on }),
              ...(count === undefined ? {} : { historySize: count }),
            })
          }
        />
      )}
      <PasswordSection form={form} readOnly={!canWrite} />
      <SignInSection policy={policy} />
      <PolicyActions
        canWrite={canWrite}
        dirty={form.dirty}
        saved={form.saved}
        onDiscard={form.discard}
      />
    </Form>
  )
}

/** The tab, once its French and Hebrew words (a chunk of their own) are there. */
export default function GeneralTab() {
  return (
    <PartWords part="securityTabs">
      <GeneralTabBody />
    </PartWords>
  )
}
