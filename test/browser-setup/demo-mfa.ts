import { emulateMedia, setViewport } from '@web/test-runner-commands'
import { waitFor } from './assert'
import { fixture, uniqueBaseUrl } from './fixture'
import { afterEach } from './mocha'
import { findButton, findInput, shadowOf, typeInto } from './shadow'

const startPath = window.location.pathname + window.location.search

/** A demo box; `Force` makes every sign-in enrol a factor. */
export function demoBox(policy?: 'Force') {
  const query = policy ? `?demo-mfa=${policy}` : ''
  window.history.replaceState(null, '', `${window.location.pathname}${query}`)
  return fixture(`<login-box base-url="${uniqueBaseUrl()}" demo></login-box>`)
}

/** Signs in to a demo box with the demo's password. */
export async function signIn(host: HTMLElement, email: string) {
  typeInto(await findInput(host, 'Email'), email)
  ;(await findButton(host, 'Continue')).click()
  typeInto(await findInput(host, 'Password'), 'demopass')
  ;(await findButton(host, 'Sign in')).click()
}

/** The code of the newest demo notice (what the app would show or the phone receive). */
export const demoCode = async (host: HTMLElement, before = '') =>
  waitFor(() => {
    const notice = shadowOf(host).querySelector('[part="demo-message"]')
    const code = notice?.querySelector('strong')?.textContent ?? ''
    return code !== '' && code !== before ? code : undefined
  }, 'a demo notice with a code')

/** Waits for the step heading `text`. */
export const heading = (host: HTMLElement, text: string) =>
  waitFor(
    () => Array.from(shadowOf(host).querySelectorAll('h2')).find((h) => h.textContent === text),
    `the heading "${text}"`,
  )

/** After each test: the page's own address, the default viewport and the light scheme again. */
export function resetAfterEach() {
  afterEach(async () => {
    window.history.replaceState(null, '', startPath)
    await setViewport({ width: 800, height: 600 })
    await emulateMedia({ colorScheme: 'light' })
  })
}
