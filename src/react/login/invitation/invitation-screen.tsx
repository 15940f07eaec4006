import { useAtomValue, useSetAtom } from 'jotai'
import { useCallback, useEffect, useRef } from 'react'
import { invitationStateAtom, validateInvitationAtom } from '../../../atoms/invitations'
import { addEnglish } from '../../../i18n/index'
import { invitation as invitationEnglish } from '../../../i18n/messages/en'
import { useT } from '../../i18n/index'
import { useBoxRouter } from '../box-router'
import { InvitationForm } from './invitation-form'
import { StepMessage, StepWaiting } from './step-message'

addEnglish(invitationEnglish)

/**
 * Accept invitation (routes acceptInvitationUrl and acceptInvitationWithOTCUrl; spec §2.2 steps
 * validate, invalid, pending, success, failed; §4.5): a link without userId or token is invalid;
 * else the link is checked, the person types a password (if they have none) or the code (on the
 * code route), the invitation is accepted, and `user-verified` (origin 'invitation') tells the page
 * the email is verified. Then the person signs in.
 */
export default function InvitationScreen() {
  const t = useT()
  const { route, params, navigate, events } = useBoxRouter()
  const state = useAtomValue(invitationStateAtom)
  const validate = useSetAtom(validateInvitationAtom)
  const userId = params.get('userId')
  const token = params.get('token')
  const onCodeRoute = route === 'acceptInvitationWithOTCUrl'
  // The vendor's code strategy asks for a code even from a link to the plain route.
  const withCode = onCodeRoute || state.acceptWith === 'code'
  const reported = useRef(false)

  const run = useCallback(
    () => void validate({ userId, token, ...(onCodeRoute ? { code: '' } : {}) }),
    [validate, userId, token, onCodeRoute],
  )
  // Once per link (a second run would find the token spent): not again on a re-render or the
  // development double effect; the failed step's button runs it again on purpose.
  const started = useRef<string | null>(null)
  useEffect(() => {
    const key = `${route ?? ''} ${userId ?? ''} ${token ?? ''}`
    if (started.current === key) return
    started.current = key
    run()
  }, [run, route, userId, token])

  useEffect(() => {
    // Only an acceptance that verified the email is a `user-verified`.
    if (state.step !== 'success' || state.verified || reported.current || !userId) return
    reported.current = true
    events.userVerified({ origin: 'invitation', userId, email: state.email })
  }, [state.step, state.email, state.verified, userId, events])

  const signIn = { label: t('invitation.signIn'), onClick: () => navigate('loginUrl') }
  const typing = state.step === 'validate' || state.step === 'pending'
  // The form waits for the strategy's answer (a code route also for its code to be sent).
  const checked = state.shouldSetPassword || state.codeSent !== null || state.sendError !== null
  if (typing && userId && token && checked) {
    return <InvitationForm userId={userId} token={token} withCode={withCode} />
  }
  switch (state.step) {
    case 'invalid':
      return (
        <StepMessage
          title={t('invitation.invalid.title')}
          body={t('invitation.invalid.body')}
          action={signIn}
        />
      )
    case 'success':
      return (
        <StepMessage
          title={t('invitation.success.title')}
          body={t('invitation.success.body')}
          action={signIn}
        />
      )
    case 'failed':
      return (
        <StepMessage
          title={t('invitation.failed.title')}
          body={t('invitation.failed.body')}
          action={{ label: t('invitation.retry'), onClick: run }}
        />
      )
    case 'pending':
      return <StepWaiting title={t('invitation.title')} label={t('invitation.pending')} />
    default:
      return <StepWaiting title={t('invitation.title')} label={t('invitation.validating')} />
  }
}
