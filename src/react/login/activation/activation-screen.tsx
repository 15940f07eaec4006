import { useAtomValue, useSetAtom } from 'jotai'
import { useEffect } from 'react'
import { activationStateAtom, startActivationAtom } from '../../../atoms/activation'
import { addEnglish } from '../../../i18n/index'
import { activation as activationEnglish } from '../../../i18n/messages/en'
import { useT } from '../../i18n/index'
import { useBoxRouter } from '../box-router'
import { SessionLoading } from '../session-loading'
import { ActivationForm } from './activation-form'
import { ActivationSuccess } from './activation-success'
import { ResendStep } from './resend-step'

addEnglish(activationEnglish)

/**
 * The activation routes (`activateUrl` from the mailed link, `activateWithOTCUrl` with the mailed
 * code; spec doc 000 §4.5): activating, activatingForm, success, resend. Each link is started once
 * per visit (starting signs out whoever is signed in, silently).
 */
export default function ActivationScreen() {
  const t = useT()
  const { route, params } = useBoxRouter()
  const state = useAtomValue(activationStateAtom)
  const start = useSetAtom(startActivationAtom)
  const byCode = route === 'activateWithOTCUrl'
  const userId = params.get('userId') ?? ''
  const token = params.get('token') ?? ''

  useEffect(() => {
    // Only a new link starts over: the success step's session must survive a re-render.
    void start({ link: { userId, token }, byCode })
  }, [start, userId, token, byCode])

  const current = state.link?.userId === userId && state.link.token === token
  if (!current || state.step === 'activating') {
    return <SessionLoading label={t('activation.activating')} />
  }
  if (state.step === 'success') {
    return <ActivationSuccess origin={byCode ? 'activation-code' : 'activation-link'} />
  }
  if (state.step === 'resend') return <ResendStep />
  return <ActivationForm />
}
