import { useSetAtom } from 'jotai'
import { useEffect, useRef, useState } from 'react'
import { thirdPartyCaptcha } from '../../../api/captcha-widgets'
import { setCaptchaAtom } from '../../../atoms/captcha'
import { useT } from '../../i18n/index'
import type { ThirdPartyProvider } from '../../../api/captcha-widgets'

/**
 * reCAPTCHA v3, Turnstile or hCaptcha, executed with the action `login` at each sign-in attempt
 * (their tokens are single use and short-lived, so one is asked for per attempt).
 */
export function ThirdPartyCaptcha({
  provider,
  siteKey,
}: {
  provider: ThirdPartyProvider
  siteKey: string
}) {
  const t = useT()
  const setCaptcha = useSetAtom(setCaptchaAtom)
  const host = useRef<HTMLDivElement>(null)
  const [failed, setFailed] = useState(false)

  useEffect(() => {
    let live = true
    const element = host.current
    if (!element) return
    thirdPartyCaptcha(provider, siteKey, element, () => live)
      .then((run) => {
        if (live && run) setCaptcha(run)
      })
      .catch(() => {
        if (live) setFailed(true)
      })
    return () => {
      live = false
      setCaptcha(undefined)
    }
  }, [provider, siteKey, setCaptcha])

  return (
    <div ref={host} part="captcha">
      {failed ? <p role="alert">{t('passwordRisk.captcha.unavailable')}</p> : null}
    </div>
  )
}
