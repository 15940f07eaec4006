import type { CaptchaProvider } from './captcha'

/** A third-party captcha provider. */
export type ThirdPartyProvider = Exclude<CaptchaProvider, 'altcha'>

/** The provider's script: loaded once per page, only when the policy is on with a site key. */
const SCRIPTS: Record<ThirdPartyProvider, (siteKey: string) => string> = {
  recaptcha: (siteKey) =>
    `https://www.google.com/recaptcha/api.js?render=${encodeURIComponent(siteKey)}`,
  turnstile: () => 'https://challenges.cloudflare.com/turnstile/v0/api.js?render=explicit',
  hcaptcha: () => 'https://js.hcaptcha.com/1/api.js?render=explicit',
}

interface Widgets {
  grecaptcha?: {
    ready: (callback: () => void) => void
    execute: (siteKey: string, options: { action: string }) => Promise<string>
  }
  turnstile?: {
    render: (element: HTMLElement, options: Record<string, unknown>) => string
    execute: (id: string) => void
    reset: (id: string) => void
  }
  hcaptcha?: {
    render: (element: HTMLElement, options: Record<string, unknown>) => string
    execute: (id: string, options: { async: true }) => Promise<{ response: string }>
    reset: (id: string) => void
  }
}

const loaded = new Map<string, Promise<void>>()

const loadScript = (src: string): Promise<void> => {
  let promise = loaded.get(src)
  if (!promise) {
    promise = new Promise<void>((resolve, reject) => {
      const script = document.createElement('script')
      script.src = src
      script.async = true
      script.onload = () => resolve()
      script.onerror = () => reject(new Error(`Could not load ${src}`))
      document.head.append(script)
    })
    loaded.set(src, promise)
  }
  return promise
}

const until = async <T>(read: () => T | undefined): Promise<T> => {
  for (let waited = 0; waited < 10_000; waited += 50) {
    const value = read()
    if (value !== undefined) return value
    await new Promise((resolve) => setTimeout(resolve, 50))
  }
  throw new Error('The captcha did not start')
}

const ACTION = 'login'

/**
 * Loads reCAPTCHA v3, Turnstile or hCaptcha and answers a function that asks it for a token with
 * the action `login` (their tokens are single use and short-lived, so one per attempt). Turnstile
 * and hCaptcha render into `element` (where Turnstile shows a challenge when it needs one).
 * Answers undefined when `alive()` turned false while the script loaded.
 */
export async function thirdPartyCaptcha(
  provider: ThirdPartyProvider,
  siteKey: string,
  element: HTMLElement,
  alive: () => boolean = () => true,
): Promise<(() => Promise<string>) | undefined> {
  const page = globalThis as typeof globalThis & Widgets
  await loadScript(SCRIPTS[provider](siteKey))
  if (!alive()) return undefined
  if (provider === 'recaptcha') {
    const api = await until(() => page.grecaptcha)
    return () =>
      new Promise<string>((resolve, reject) => {
        api.ready(() => void api.execute(siteKey, { action: ACTION }).then(resolve, reject))
      })
  }
  if (provider === 'turnstile') {
    const api = await until(() => page.turnstile)
    let resolveNext: ((token: string) => void) | undefined
    const id = api.render(element, {
      sitekey: siteKey,
      action: ACTION,
      execution: 'execute',
      callback: (token: string) => resolveNext?.(token),
    })
    return () =>
      new Promise<string>((resolve) => {
        resolveNext = resolve
        api.reset(id)
        api.execute(id)
      })
  }
  const api = await until(() => page.hcaptcha)
  const id = api.render(element, { sitekey: siteKey, size: 'invisible' })
  return async () => {
    const { response } = await api.execute(id, { async: true })
    api.reset(id)
    return response
  }
}
