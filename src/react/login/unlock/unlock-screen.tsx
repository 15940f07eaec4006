import { useAtomValue, useSetAtom } from 'jotai'
import { useCallback, useEffect, useRef, useState } from 'react'
import { UNLOCK_REDIRECT_MS, unlockAccountAtom, unlockStepAtom } from '../../../atoms/unlock'
import { addEnglish } from '../../../i18n/index'
import { unlock as unlockEnglish } from '../../../i18n/messages/en'
import { useT } from '../../i18n/index'
import { useBoxRouter } from '../box-router'
import { StepMessage, StepWaiting } from '../invitation/step-message'

addEnglish(unlockEnglish)

/**
 * Unlock account (route unlockAccountUrl, spec §4.5): the link's token unlocks the account, then
 * the success step counts down and the box goes to sign-in after 5 s (or at once with the button).
 */
export default function UnlockScreen() {
  const t = useT()
  const { params, navigate } = useBoxRouter()
  const step = useAtomValue(unlockStepAtom)
  const unlock = useSetAtom(unlockAccountAtom)
  const token = params.get('token')
  const [seconds, setSeconds] = useState(UNLOCK_REDIRECT_MS / 1000)

  const run = useCallback(() => void unlock(token), [unlock, token])
  // Once per link (a second run would find the token spent); the failed step's button retries.
  const started = useRef<string | null | undefined>(undefined)
  useEffect(() => {
    if (started.current === token) return
    started.current = token
    run()
  }, [run, token])

  useEffect(() => {
    if (step !== 'success') return
    const started = Date.now()
    const tick = window.setInterval(() => {
      const left = Math.ceil((UNLOCK_REDIRECT_MS - (Date.now() - started)) / 1000)
      if (left <= 0) navigate('loginUrl', {}, true)
      else setSeconds(left)
    }, 250)
    return () => window.clearInterval(tick)
  }, [step, navigate])

  const signIn = { label: t('unlock.signIn'), onClick: () => navigate('loginUrl') }
  switch (step) {
    case 'success':
      return (
        <StepMessage
          title={t('unlock.success.title')}
          body={t('unlock.success.body', { seconds })}
          action={signIn}
        />
      )
    case 'invalid':
      return (
        <StepMessage
          title={t('unlock.invalid.title')}
          body={t('unlock.invalid.body')}
          action={signIn}
        />
      )
    case 'captcha':
      return (
        <StepMessage
          title={t('unlock.captcha.title')}
          body={t('unlock.captcha.body')}
          action={{ label: t('unlock.retry'), onClick: run }}
        />
      )
    case 'failed':
      return (
        <StepMessage
          title={t('unlock.failed.title')}
          body={t('unlock.failed.body')}
          action={{ label: t('unlock.retry'), onClick: run }}
        />
      )
    default:
      return <StepWaiting title={t('unlock.title')} label={t('unlock.pending')} />
  }
}
