import { describe, expect, it } from 'vitest'
import { chooseAfterSignIn, pageHref } from '../../src/atoms/after-sign-in'
import { resolveRoutes } from '../../src/wire/routes'
import type { AfterSignInInput } from '../../src/atoms/after-sign-in'

describe('chooseAfterSignIn', () => {
  const input = (changes: Partial<AfterSignInInput> = {}): AfterSignInInput => ({
    routes: resolveRoutes(),
    strategy: 'path',
    here: 'https://app.test/account/login',
    redirectUrl: null,
    stored: null,
    stepUp: null,
    newUser: false,
    customLogin: false,
    landing: undefined,
    authenticatedUrlSet: false,
    allowedOrigins: [],
    ...changes,
  })

  it("goes from the login route to the authenticated URL by default ('/')", () => {
    expect(chooseAfterSignIn(input())).toEqual({ url: 'https://app.test/', warnings: [] })
  })

  it('stays on a page that is none of its routes unless the host set an authenticated URL', () => {
    const page = { here: 'https://app.test/welcome.html' }
    expect(chooseAfterSignIn(input(page)).url).toBeNull()
    const set = input({
      ...page,
      authenticatedUrlSet: true,
      routes: resolveRoutes({ authenticatedUrl: '/home' }),
    })
    expect(chooseAfterSignIn(set).url).toBe('https://app.test/home')
  })

  it("honours the login route's redirectUrl first, then the stored redirect", () => {
    const both = input({ redirectUrl: '/settings/profile', stored: '/billing' })
    expect(chooseAfterSignIn(both).url).toBe('https://app.test/settings/profile')
    expect(chooseAfterSignIn(input({ stored: 'https://app.test/billing?tab=2' })).url).toBe(
      'https://app.test/billing?tab=2',
    )
  })

  it('ignores a redirectUrl on another origin with a console warning (same-site, spec §5)', () => {
    const choice = chooseAfterSignIn(input({ redirectUrl: 'https://evil.test/steal' }))
    expect(choice.url).toBe('https://app.test/')
    expect(choice.warnings).toEqual([
      'Foyer: ignoring redirectUrl "https://evil.test/steal": its origin is neither this page\'s nor an allowed one.',
    ])
    const allowed = input({
      redirectUrl: 'https://docs.test/a',
      allowedOrigins: ['https://docs.test'],
    })
    expect(chooseAfterSignIn(allowed)).toEqual({ url: 'https://docs.test/a', warnings: [] })
    expect(chooseAfterSignIn(input({ redirectUrl: 'javascript:alert(1)' })).url).toBe(
      'https://app.test/',
    )
  })

  it('never goes back to a sign-in, sign-up, logout, callback or activation route', () => {
    for (const back of [
      '/account/login?x=1',
      '/account/sign-up',
      '/account/logout',
      '/account/social/success',
      '/account/activate',
      '/account/redirect',
    ]) {
      expect(chooseAfterSignIn(input({ redirectUrl: back, stored: back })).url).toBe(
        'https://app.test/',
      )
    }
    const signIn = input({ routes: resolveRoutes({ authenticatedUrl: '/account/login' }) })
    expect(chooseAfterSignIn(signIn).url).toBeNull()
    expect(chooseAfterSignIn(input({ redirectUrl: '/account/mfa-mobile-authenticator' })).url).toBe(
      'https://app.test/account/mfa-mobile-authenticator',
    )
  })

  it("goes back to the step-up route with a failed step-up's query (spec §4.4)", () => {
    const choice = chooseAfterSignIn(input({ stepUp: 'maxAge=60', redirectUrl: '/x' }))
    expect(choice.url).toBe('https://app.test/account/step-up?maxAge=60')
    const hash = input({ strategy: 'hash', here: 'https://app.test/#/account/login', stepUp: '' })
    expect(chooseAfterSignIn(hash).url).toBe('https://app.test/#/account/step-up')
  })

  it('sends a new account to the sign-up-success page when there is one', () => {
    const routes = resolveRoutes({ signUpSuccessUrl: '/welcome' })
    expect(chooseAfterSignIn(input({ routes, newUser: true })).url).toBe('https://app.test/welcome')
    expect(chooseAfterSignIn(input({ routes })).url).toBe('https://app.test/')
  })

  it("takes a custom sign-in to the tenant's landing URL, else customLoginAuthenticatedUrl", () => {
    const routes = resolveRoutes({ customLoginAuthenticatedUrl: '/team' })
    const custom = { routes, customLogin: true }
    expect(chooseAfterSignIn(input({ ...custom, landing: 'https://app.test/acme' })).url).toBe(
      'https://app.test/acme',
    )
    const foreign = chooseAfterSignIn(input({ ...custom, landing: 'https://acme.test/' }))
    expect(foreign.url).toBe('https://app.test/team')
    expect(foreign.warnings).toHaveLength(1)
    expect(chooseAfterSignIn(input({ routes, landing: 'https://app.test/acme' })).url).toBe(
      'https://app.test/',
    )
  })

  it('reads routes in the fragment in hash mode, where a path is a route of the page', () => {
    const hash = { strategy: 'hash' as const, here: 'https://app.test/index.html#/account/login' }
    expect(chooseAfterSignIn(input(hash)).url).toBe('https://app.test/index.html#/')
    expect(chooseAfterSignIn(input({ ...hash, redirectUrl: '/settings' })).url).toBe(
      'https://app.test/index.html#/settings',
    )
    expect(chooseAfterSignIn(input({ ...hash, redirectUrl: '/account/sign-up' })).url).toBe(
      'https://app.test/index.html#/',
    )
    expect(pageHref('/home', 'hash', 'https://app.test/a?b#c')).toBe('https://app.test/a?b#/home')
    expect(pageHref('/home', 'path', 'https://app.test/a?b#c')).toBe('https://app.test/home')
  })
})
