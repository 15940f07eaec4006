import { useAtomValue, useSetAtom } from 'jotai'
import { useEffect, useState } from 'react'
import { invitationStateAtom, sendInvitationCodeAtom } from '../../../atoms/invitations'
import { useT } from '../../i18n/index'
import { Button, InlineAlert, useStyles } from '../../ui/index'
import { loginStyles } from '../login.styles'

/** Seconds before another code may be asked for (the server limits sends as well). */
const COOLDOWN_S = 30

/**
 * Under the code field: where the code went (announced politely once it is sent), a "Send a new
 * code" button with a cooldown and its own loading state, and why a send failed.
 */
export function InvitationCodeSent({ userId, token }: { userId: string; token: string }) {
  const t = useT()
  const styles = useStyles(loginStyles)
  const state = useAtomValue(invitationStateAtom)
  const send = useSetAtom(sendInvitationCodeAtom)
  const [wait, setWait] = useState(COOLDOWN_S)
  useEffect(() => {
    if (wait <= 0) return
    const timer = setTimeout(() => setWait((left) => left - 1), 1000)
    return () => clearTimeout(timer)
  }, [wait])
  const sent = state.codeSent
  let where = ''
  if (sent) {
    where = t(sent.channel === 'sms' ? 'invitation.codeTexted' : 'invitation.codeMailed', {
      // Isolated, so a masked number keeps its order inside right-to-left words.
      destination: `\u2068${sent.destination}\u2069`,
    })
  }
  const resend = async () => {
    if (await send({ userId, token })) setWait(COOLDOWN_S)
  }
  const failure = state.sendError
  return (
    <>
      <p role="status" aria-live="polite" className={styles.subtitle}>
        {state.sending && !sent ? t('invitation.codeSending') : where}
      </p>
      {failure ? (
        <InlineAlert>
          {failure.status === 429 ? t('invitation.codeTooMany') : t('invitation.codeSendFailed')}
        </InlineAlert>
      ) : null}
      <Button
        variant="secondary"
        block
        onClick={() => void resend()}
        loading={state.sending}
        disabled={wait > 0 || state.step === 'pending'}
      >
        {wait > 0 ? `${t('invitation.codeResend')} (${wait})` : t('invitation.codeResend')}
      </Button>
    </>
  )
}
