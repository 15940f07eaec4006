import { describe, expect, it } from 'vitest'
import {
  listedInNavigation,
  navigationEntry,
  pageAccess,
  portalAccess,
} from '../../../src/react/portal/portal-access'
import type { FeatureFlagsState } from '../../../src/atoms/index'
import type { PortalViewer } from '../../../src/react/portal/portal-access'
import type { PortalConfiguration } from '../../../src/wire/index'

const loaded = (flags: FeatureFlagsState['flags'] = {}): FeatureFlagsState => ({
  status: 'loaded',
  flags,
  error: null,
})
const member = (...keys: string[]): PortalViewer => ({
  permissions: keys.map((key) => ({ key })),
  superUser: false,
})
const none: PortalConfiguration = {}

describe('pageAccess', () => {
  it('shows an always page to a user holding its permission, and says "no access" to one without', () => {
    expect(pageAccess('users', true, none, member('fe.secure.read.users'), loaded())).toBe(
      'visible',
    )
    expect(pageAccess('users', true, none, member('fe.secure.read.roles'), loaded())).toBe(
      'forbidden',
    )
    expect(pageAccess('profile', true, none, member(), loaded())).toBe('visible')
  })

  it('matches wildcards on either side', () => {
    expect(pageAccess('users', true, none, member('fe.secure.*'), loaded())).toBe('visible')
    expect(
      pageAccess(
        'subscriptions',
        true,
        asAlways('subscriptions'),
        member('fe.subscriptions.read'),
        loaded(),
      ),
    ).toBe('visible')
    expect(
      pageAccess(
        'subscriptions',
        true,
        asAlways('subscriptions'),
        member('fe.secure.read.users'),
        loaded(),
      ),
    ).toBe('forbidden')
  })

  it('never shows a hidden page, whatever the user holds, nor a page that is not built', () => {
    const admin = { permissions: [{ key: 'fe.secure.read.groups' }], superUser: true }
    expect(pageAccess('groups', true, none, admin, loaded())).toBe('unavailable')
    expect(pageAccess('users', false, none, admin, loaded())).toBe('unavailable')
  })

  it('lets super users through every permission', () => {
    expect(pageAccess('account', true, none, { permissions: [], superUser: true }, loaded())).toBe(
      'visible',
    )
  })

  it('waits for the flags a page needs, then turns it off unless each is "on"', () => {
    const usage = asAlways('usage')
    const viewer = member('fe.usage.read')
    expect(pageAccess('usage', true, usage, viewer, { ...loaded(), status: 'loading' })).toBe(
      'pending',
    )
    expect(pageAccess('usage', true, usage, viewer, loaded({ 'fe-usage-page': 'off' }))).toBe(
      'unavailable',
    )
    expect(pageAccess('usage', true, usage, viewer, loaded({ 'fe-usage-page': 'on' }))).toBe(
      'visible',
    )
    expect(pageAccess('usage', true, usage, viewer, { ...loaded(), status: 'failed' })).toBe(
      'unavailable',
    )
  })

  it('takes the host’s overrides over the spec’s defaults, key by key', () => {
    const configuration: PortalConfiguration = {
      navigation: {
        users: { visibility: 'hidden' },
        roles: { visibility: 'always', permissions: [] },
      },
    }
    expect(navigationEntry('roles', configuration)).toEqual({
      visibility: 'always',
      permissions: [],
      flags: [],
    })
    const access = portalAccess(() => true, configuration, member('fe.secure.read.users'), loaded())
    expect(access.users).toBe('unavailable')
    expect(access.roles).toBe('visible')
    expect(access.account).toBe('forbidden')
  })
})

describe('listedInNavigation', () => {
  it('lists an always page the user may not open (it says why), and leaves out such a byPermissions one', () => {
    const viewer = member('fe.secure.read.users')
    expect(listedInNavigation('account', 'forbidden', none)).toBe(true)
    const byPermissions: PortalConfiguration = {
      navigation: { account: { visibility: 'byPermissions' } },
    }
    expect(listedInNavigation('account', 'forbidden', byPermissions)).toBe(false)
    expect(pageAccess('account', true, none, viewer, loaded())).toBe('forbidden')
    expect(listedInNavigation('users', 'visible', byPermissions)).toBe(true)
    expect(listedInNavigation('groups', 'unavailable', none)).toBe(false)
  })
})

function asAlways(page: 'usage' | 'subscriptions'): PortalConfiguration {
  return { navigation: { [page]: { visibility: 'always' } } }
}
