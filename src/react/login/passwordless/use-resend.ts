import { useSetAtom } from 'jotai'
import { useEffect, useState } from 'react'
import { sendPasswordlessAtom } from '../../../atoms/index'

/** Seconds between two sends from the box (the server limits sends per recipient as well). */
export const RESEND_COOLDOWN_S = 30

/**
 * Send again, at most once per {@link RESEND_COOLDOWN_S}: the wait left (0 when allowed), whether
 * the last send went through, and the action. `sentAtStart` starts the wait (the step's first
 * send just happened).
 */
export function useResend(sentAtStart: boolean) {
  const send = useSetAtom(sendPasswordlessAtom)
  const [wait, setWait] = useState(sentAtStart ? RESEND_COOLDOWN_S : 0)
  const [resent, setResent] = useState(false)
  useEffect(() => {
    if (wait <= 0) return
    const timer = setTimeout(() => setWait((left) => left - 1), 1000)
    return () => clearTimeout(timer)
  }, [wait])
  const resend = async () => {
    if (wait > 0) return
    setResent(false)
    const ok = await send()
    setResent(ok)
    if (ok) setWait(RESEND_COOLDOWN_S)
  }
  return { wait, resent, resend }
}
