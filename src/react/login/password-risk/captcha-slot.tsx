import { useAtomValue } from 'jotai'
import { useEffect, useState } from 'react'
import { getCaptchaPolicy } from '../../../api/captcha'
import { apiClientAtom } from '../../../atoms/config'
import { addEnglish } from '../../../i18n/index'
import { passwordRisk } from '../../../i18n/messages/en'
import { AltchaCaptcha } from './altcha-captcha'
import { ThirdPartyCaptcha } from './third-party-captcha'
import type { PublicCaptchaPolicy } from '../../../api/captcha'

addEnglish(passwordRisk)

/**
 * The password step's captcha (its own chunk): reads the public captcha policy and, only when
 * it is on and has a site key, shows the provider's widget (spec: the captcha runs with action
 * login only then). Nothing otherwise.
 */
export default function CaptchaSlot() {
  const client = useAtomValue(apiClientAtom)
  const [policy, setPolicy] = useState<PublicCaptchaPolicy | null>(null)

  useEffect(() => {
    let live = true
    void getCaptchaPolicy(client).then((loaded) => {
      if (live) setPolicy(loaded)
    })
    return () => {
      live = false
    }
  }, [client])

  if (!policy?.enabled || policy.siteKey === '') return null
  if (policy.provider === 'altcha') return <AltchaCaptcha />
  return <ThirdPartyCaptcha provider={policy.provider} siteKey={policy.siteKey} />
}
