import { describe, expect, it } from 'vitest'
import { matchRoute, resolveRoutes } from '../../src/wire/routes'

describe('resolveRoutes', () => {
  it("keeps the spec's defaults and takes the host's routes, blank ones ignored", () => {
    const routes = resolveRoutes({ loginUrl: '/sign-in', signUpUrl: ' ', stepUpUrl: '/verify' })
    expect(routes.loginUrl).toBe('/sign-in')
    expect(routes.signUpUrl).toBe('/account/sign-up')
    expect(routes.stepUpUrl).toBe('/verify')
    expect(routes.authenticatedUrl).toBe('/')
    expect(routes.openAppUrl).toBe('/account/redirect')
    expect(routes.signUpSuccessUrl).toBeUndefined()
  })
})

describe('matchRoute', () => {
  const routes = resolveRoutes({ loginUrl: '/sign-in', customLoginUrl: '/team/sign-in' })

  it('finds the longest route under any base path', () => {
    expect(matchRoute('/app/account/activate/code/', routes)).toEqual({
      route: 'activateWithOTCUrl',
      base: '/app',
    })
    expect(matchRoute('/account/redirect', routes).route).toBe('openAppUrl')
    expect(matchRoute('/account/mfa-mobile-authenticator', routes).route).toBe(
      'mfaMobileAuthenticatorUrl',
    )
    expect(matchRoute('/team/sign-in', routes).route).toBe('customLoginUrl')
  })

  it("follows the host's routes, not the defaults they replace", () => {
    expect(matchRoute('/sign-in', routes).route).toBe('loginUrl')
    expect(matchRoute('/account/login', routes).route).toBeNull()
  })

  it("never takes the host's own pages (authenticated, sign-up success) for a route", () => {
    const own = resolveRoutes({ authenticatedUrl: '/home', signUpSuccessUrl: '/welcome' })
    expect(matchRoute('/home', own).route).toBeNull()
    expect(matchRoute('/welcome', own).route).toBeNull()
    expect(matchRoute('/', own).route).toBeNull()
  })
})
