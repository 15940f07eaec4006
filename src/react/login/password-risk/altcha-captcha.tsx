import { useAtomValue, useSetAtom } from 'jotai'
import { useEffect, useRef, useState } from 'react'
import { getAltchaChallenge } from '../../../api/captcha'
import { setCaptchaAtom } from '../../../atoms/captcha'
import { apiClientAtom } from '../../../atoms/config'
import { useT } from '../../i18n/index'
import type { Translate } from '../../../i18n/index'
import type { AltchaWidgetElement } from 'altcha'

/** The widget's words, through the box's catalogue (registered as the widget language `foyer`). */
const widgetStrings = (t: Translate): Record<string, string> => ({
  label: t('passwordRisk.captcha.label'),
  verifying: t('passwordRisk.captcha.verifying'),
  verified: t('passwordRisk.captcha.verified'),
  verify: t('passwordRisk.captcha.verify'),
  verificationRequired: t('passwordRisk.captcha.required'),
  error: t('passwordRisk.captcha.error'),
  expired: t('passwordRisk.captcha.expired'),
  reload: t('passwordRisk.captcha.reload'),
  waitAlert: t('passwordRisk.captcha.wait'),
  loading: t('passwordRisk.captcha.loading'),
  footer: t('passwordRisk.captcha.footer'),
  ariaLinkLabel: t('passwordRisk.captcha.footer'),
})

/**
 * The self-hosted proof-of-work captcha: the `altcha` widget (its own chunk, imported only here),
 * solving a challenge of this server as soon as the password step shows. Its challenge comes
 * through the box's API client (so the demo answers it too). Each solution is single use: the
 * token handed to a sign-in attempt is replaced by a fresh solve for the next one.
 */
export function AltchaCaptcha() {
  const t = useT()
  const client = useAtomValue(apiClientAtom)
  const setCaptcha = useSetAtom(setCaptchaAtom)
  const host = useRef<HTMLDivElement>(null)
  const [failed, setFailed] = useState(false)

  useEffect(() => {
    let live = true
    let widget: AltchaWidgetElement | undefined
    let payload: string | undefined
    const onState = (event: Event) => {
      const detail = (event as CustomEvent<{ state?: string; payload?: string }>).detail
      payload = detail.state === 'verified' ? detail.payload : undefined
    }
    const start = async () => {
      await import('altcha')
      const container = host.current
      if (!live || !container) return
      // The widget styles itself from the document's head; the box lives in a shadow root.
      const css = document.getElementById('altcha-css')
      const root = container.getRootNode()
      if (css && root instanceof ShadowRoot && !root.getElementById('altcha-css')) {
        root.append(css.cloneNode(true))
      }
      globalThis.$altcha.i18n.set('foyer', widgetStrings(t))
      widget = document.createElement('altcha-widget')
      // Read when the widget mounts: its words, and no solving before the challenge is set.
      widget.setAttribute('language', 'foyer')
      widget.setAttribute('auto', 'off')
      widget.addEventListener('statechange', onState)
      container.append(widget)
      const current = widget
      // Each solve gets a fresh challenge through the box's API client (the demo answers it too).
      // One at a time: a sign-in sent while the first solve runs waits for it, as a second
      // `verify()` would abort the first (the widget then logs "Failed to find solution").
      let solving: Promise<string | undefined> | undefined
      const solve = () =>
        (solving ??= (async () => {
          const challenge = await getAltchaChallenge(client)
          current.setAttribute('challenge', JSON.stringify(challenge))
          return (await current.verify())?.payload
        })().finally(() => (solving = undefined)))
      // Solved as soon as the password step shows, so the sign-in need not wait for it (a
      // failure here is met again, and shown, by the sign-in's own call).
      solve().catch(() => undefined)
      setCaptcha(async () => {
        const token = payload ?? (await solve())
        payload = undefined
        // Spent by this attempt: a retry gets a fresh solution.
        current.reset()
        solve().catch(() => undefined)
        return token
      })
    }
    start().catch(() => {
      if (live) setFailed(true)
    })
    return () => {
      live = false
      setCaptcha(undefined)
      widget?.removeEventListener('statechange', onState)
      widget?.remove()
    }
  }, [client, setCaptcha, t])

  return (
    <div ref={host} part="captcha">
      {failed ? <p role="alert">{t('passwordRisk.captcha.unavailable')}</p> : null}
    </div>
  )
}
