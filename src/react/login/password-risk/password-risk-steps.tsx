import { useAtomValue, useSetAtom } from 'jotai'
import { useState } from 'react'
import { loginAtom } from '../../../atoms/index'
import { continueAfterPasswordRiskAtom } from '../../../atoms/password-risk'
import { addEnglish } from '../../../i18n/index'
import { passwordRisk } from '../../../i18n/messages/en'
import { useT } from '../../i18n/index'
import { Button } from '../../ui/index'
import { StepFrame } from '../recovery/step-frame'
import { NewPasswordForm } from './new-password-form'

addEnglish(passwordRisk)

/**
 * The password steps after every factor (spec §4.3), one lazy chunk: breachedPassword and
 * passwordRotationExpired force a new password before any session; breachedPasswordSuccess (and
 * the expired step once saved) confirm it; passwordRotationNotification offers the change or
 * "later". Continue goes on to the passkey prompt or the authenticated page.
 */
export default function PasswordRiskSteps() {
  const t = useT()
  const login = useAtomValue(loginAtom)
  const proceed = useSetAtom(continueAfterPasswordRiskAtom)
  const [changing, setChanging] = useState(false)
  const risk = login.passwordRisk
  if (!risk) return null

  if (risk.done) {
    const title =
      risk.reason === 'breached'
        ? t('passwordRisk.breached.successTitle')
        : t('passwordRisk.notice.changedTitle')
    return (
      <StepFrame title={title} subtitle={t('passwordRisk.breached.successBody')} focusTitle>
        {() => (
          <Button block autoFocus loading={login.loading} onClick={() => void proceed()}>
            {t('passwordRisk.continue')}
          </Button>
        )}
      </StepFrame>
    )
  }
  if (risk.reason === 'notice') {
    const days = risk.expiresIn ?? 0
    return (
      <StepFrame
        title={t('passwordRisk.notice.title')}
        subtitle={t('passwordRisk.notice.body', { days })}
        focusTitle
      >
        {(titleId) =>
          changing ? (
            <NewPasswordForm titleId={titleId} submitLabel={t('passwordRisk.expired.submit')} />
          ) : (
            <>
              <Button block onClick={() => setChanging(true)}>
                {t('passwordRisk.notice.change')}
              </Button>
              <Button variant="ghost" block loading={login.loading} onClick={() => void proceed()}>
                {t('passwordRisk.notice.later')}
              </Button>
            </>
          )
        }
      </StepFrame>
    )
  }
  const breached = risk.reason === 'breached'
  return (
    <StepFrame
      title={breached ? t('passwordRisk.breached.title') : t('passwordRisk.expired.title')}
      subtitle={
        breached
          ? t('passwordRisk.breached.body')
          : t('passwordRisk.expired.body', { days: risk.rotationPeriod ?? 0 })
      }
      focusTitle
    >
      {(titleId) => (
        <NewPasswordForm
          titleId={titleId}
          submitLabel={
            breached ? t('passwordRisk.breached.submit') : t('passwordRisk.expired.submit')
          }
        />
      )}
    </StepFrame>
  )
}
