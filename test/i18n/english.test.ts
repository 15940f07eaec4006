/// <reference types="vite/client" />
import { describe, expect, it } from 'vitest'
import { english } from '../../src/i18n/index'
import { elementEnglish, en } from './english-catalogue'

describe('the English built into a bundle', () => {
  it("holds the shared messages and, once a screen's module loads, that screen's", async () => {
    expect(english['element.retry']).toBe(en['element.retry'])
    expect(english['login.email']).toBeUndefined()
    expect(english['users.title']).toBeUndefined()

    await import('../../src/react/login/login-box-screen')
    expect(english['login.email']).toBe(en['login.email'])
    expect(english['users.title']).toBeUndefined()

    await import('../../src/react/widgets/users-table/users-table-screen')
    expect(english['users.title']).toBe(en['users.title'])
    // The kit's parts come with its pieces (bundles leave out the pieces a screen does not use).
    expect(english['ui.pager.next']).toBe(en['ui.pager.next'])
  })

  it('ends up equal to the whole catalogue when every screen and kit piece is loaded', async () => {
    await import('../../src/react/index')
    await import('../../src/react/ui/index')
    // Pieces only lazily loaded flow screens use (they are no export of the react layer).
    await import('../../src/react/login/new-password-field')
    // The login box's flow screens are lazy chunks (box-routes.ts): load each.
    const flows = import.meta.glob('../../src/react/login/*/*-screen.tsx')
    await Promise.all(Object.values(flows).map((load) => load()))
    // So are the admin portal's pages (portal-pages.ts).
    const pages = import.meta.glob('../../src/react/portal/pages/*/*-page.tsx')
    await Promise.all(Object.values(pages).map((load) => load()))
    // Lazily loaded screens bring their own words.
    await import('../../src/react/login/passwordless/passwordless-steps')
    await import('../../src/react/login/mfa/mfa-steps')
    await import('../../src/react/portal/pages/privacy/mfa-section')
    await import('../../src/react/login/passkeys/passkey-steps')
    await import('../../src/react/login/demo-messages')
    await import('../../src/react/login/demo-hint-card')
    await import('../../src/react/login/sign-up/sign-up-link')
    await import('../../src/react/widgets/users-table/team-dialogs')
    await import('../../src/react/widgets/users-table/team-columns')
    await import('../../src/react/login/password-risk/password-risk-steps')
    await import('../../src/react/login/password-risk/captcha-slot')
    // The portal's pages (and their sections) are lazy chunks (portal-pages.ts): load every one.
    const portal = import.meta.glob('../../src/react/portal/pages/**/*.tsx')
    await Promise.all(Object.values(portal).map((load) => load()))
    await import('../../src/react/portal/tenant-switcher-menu')
    await import('../../src/react/portal/reverify/reverify-dialog')
    await import('../../src/react/login/server-problem')
    await import('../../src/react/login/password-step')
    await import('../../src/react/login/signed-in-view')
    await import('../../src/react/login/sso-redirect-step')
    // Impersonation's route screen and banner load only for an impersonation.
    await import('../../src/react/impersonation/impersonation-screen')
    await import('../../src/react/impersonation/impersonation-banner')
    // The username field loads only for a vendor's `UsernameAnd*` strategies.
    await import('../../src/react/login/username/username-field')
    expect(english).toEqual(elementEnglish)
    // It transforms every screen of the product: on a loaded 2-core machine that alone can pass 30 s.
  }, 120_000)
})
