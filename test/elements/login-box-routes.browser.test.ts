import { defineElements } from '../../src/index'
import { equal, waitFor } from '../browser-setup/assert'
import { expectAccessible } from '../browser-setup/axe'
import { demoServerSignedOut, rememberDemoSignIn } from '../browser-setup/demo'
import { fixture, uniqueBaseUrl } from '../browser-setup/fixture'
import { describe, it } from '../browser-setup/mocha'
import { recordLeaves } from '../browser-setup/navigation'
import { findButton, findInput, inBox, shadowOf, typeInto } from '../browser-setup/shadow'

defineElements()

/** Console warnings while `run` runs. */
async function warningsOf(run: () => Promise<void>): Promise<string[]> {
  const warnings: string[] = []
  const warn = console.warn
  console.warn = (...args: unknown[]) => warnings.push(args.map(String).join(' '))
  try {
    await run()
  } finally {
    console.warn = warn
  }
  return warnings
}

const start = history.state as unknown
const home = location.pathname + location.search

/** A demo box on `address` (set first, as a link would open it). */
const box = (address: string, attributes = '') => {
  history.replaceState(start, '', address)
  return fixture(`<login-box base-url="${uniqueBaseUrl()}" demo ${attributes}></login-box>`)
}

async function signIn(host: HTMLElement) {
  typeInto(await findInput(host, 'Email'), 'ada@example.com')
  ;(await findButton(host, 'Continue')).click()
  typeInto(await findInput(host, 'Password'), 'correct horse')
  ;(await findButton(host, 'Sign in')).click()
}

async function signOut(host: HTMLElement) {
  ;(await findButton(host, 'Sign out')).click()
  await demoServerSignedOut()
}

const heading = (host: HTMLElement, text: string) =>
  waitFor(() => inBox(host, 'h2').find((h) => h.textContent === text), `heading ${text}`)

describe('<login-box> routes (path mode)', () => {
  it("goes to the login route's redirectUrl after signing in", async () => {
    const leaves = recordLeaves()
    try {
      const host = box('/account/login?redirectUrl=%2Fsettings%2Fprofile%3Ftab%3D2')
      await signIn(host)
      await waitFor(() => leaves.urls.at(-1)?.endsWith('/settings/profile?tab=2'), 'redirectUrl')
      equal(shadowOf(host).textContent?.includes('Sign out'), false, 'no signed-in view')
      await signOut(box(home))
    } finally {
      leaves.stop()
    }
  })

  it('ignores a foreign redirectUrl with one console warning and goes to the authenticated URL', async () => {
    const leaves = recordLeaves()
    try {
      const warnings = await warningsOf(async () => {
        // The host's own login route (an attribute) and authenticated URL (the `routes` property).
        const host = box(
          '/sign-in?redirectUrl=https%3A%2F%2Fevil.example%2Fsteal',
          'login-url="/sign-in"',
        )
        ;(host as HTMLElement & { routes: object }).routes = { authenticatedUrl: '/dashboard' }
        await signIn(host)
        await waitFor(() => leaves.urls.at(-1)?.endsWith('/dashboard'), 'the authenticated URL')
      })
      equal(warnings.filter((warning) => warning.includes('evil.example')).length, 1, 'one warning')
      await signOut(box(home))
    } finally {
      leaves.stop()
    }
  })

  it('goes once to the redirect a protected page stored, never back to a sign-in route', async () => {
    const leaves = recordLeaves()
    try {
      localStorage.setItem('foyer:after-auth-redirect', `${location.origin}/billing`)
      const host = box('/account/login?redirectUrl=%2Faccount%2Fsign-up')
      await signIn(host)
      await waitFor(() => leaves.urls.at(-1)?.endsWith('/billing'), 'the stored redirect')
      equal(localStorage.getItem('foyer:after-auth-redirect'), null, 'used once')
      await signOut(box(home))
    } finally {
      leaves.stop()
    }
  })

  it('shows the sign-up screen on a sign-up route set by the routes property', async () => {
    history.replaceState(start, '', '/join')
    const host = fixture(`<login-box base-url="${uniqueBaseUrl()}" demo></login-box>`)
    ;(host as HTMLElement & { routes: object }).routes = { signUpUrl: '/join' }
    await heading(host, 'Create your account')
    await expectAccessible(host)
    history.replaceState(start, '', home)
  })
})

describe('<login-box> routes (hash mode)', () => {
  it('opens a mailed link in hash mode on its screen', async () => {
    // What the server mails with FOYER_URL_STRATEGY=hash: https://app.example/#/account/reset-password?…
    const host = box(
      `${home}#/account/reset-password?userId=u1&token=${'A'.repeat(43)}`,
      'url-strategy="hash"',
    )
    await heading(host, 'This link no longer works')
    history.replaceState(start, '', home)
  })

  it('signs in on #/account/login and goes to the redirectUrl in the fragment', async () => {
    const host = box(`${home}#/account/login?redirectUrl=%2Fbilling`, 'url-strategy="hash"')
    await signIn(host)
    await waitFor(() => location.hash === '#/billing', 'the redirectUrl route')
    await findButton(host, 'Sign out')
    await signOut(host)
    history.replaceState(start, '', home)
  })

  it('sends a signed-in visitor of the open-app route on to the app, a signed-out one to sign-in', async () => {
    const signedOut = box(`${home}#/account/redirect?redirectUrl=%2Freports`, 'url-strategy="hash"')
    await findInput(signedOut, 'Email')
    equal(
      location.hash,
      '#/account/login?redirectUrl=%2Freports',
      'to sign-in, keeping redirectUrl',
    )
    await signIn(signedOut)
    await waitFor(() => location.hash === '#/reports', 'then on to the app')
    await signOut(signedOut)

    rememberDemoSignIn('ada@example.com')
    const signedIn = box(`${home}#/account/redirect`, 'url-strategy="hash"')
    await waitFor(() => location.hash === '#/', 'straight on to the authenticated URL')
    await signOut(signedIn)
    history.replaceState(start, '', home)
  })

  it('never shows who is signed in on the login route: it goes on to the app', async () => {
    rememberDemoSignIn('ada@example.com')
    const host = box(`${home}#/account/login`, 'url-strategy="hash"')
    await waitFor(() => location.hash === '#/', 'on to the authenticated URL')
    await signOut(host)
    history.replaceState(start, '', home)
  })
})
