import {
  normaliseBase,
  portalUrl,
  readPortalAddress,
} from '../../../src/react/portal/portal-router'
import { equal } from '../../browser-setup/assert'
import { afterEach, describe, it } from '../../browser-setup/mocha'

const start = location.pathname + location.search

/** Puts the address bar on `url` (same origin) and reads the portal's address from it. */
function at(url: string, ...args: Parameters<typeof readPortalAddress>) {
  history.replaceState(null, '', url)
  return readPortalAddress(...args)
}

afterEach(() => {
  history.replaceState(null, '', start)
})

describe('the portal router', () => {
  it('reads the page and tab after an explicit base path', () => {
    equal(
      JSON.stringify(at('/settings/account/customLogin?x=1', 'path', '/settings/')),
      JSON.stringify({ base: '/settings', page: 'account', tab: 'customLogin', outside: false }),
    )
    equal(at('/settings', 'path', '/settings').page, null)
    equal(at('/elsewhere/users', 'path', '/settings').outside, true)
  })

  it('infers the base path in path mode from a page name at the end', () => {
    equal(at('/app/users', 'path').base, '/app')
    const tabbed = at('/app/account/settings', 'path')
    equal(`${tabbed.base} ${tabbed.page} ${tabbed.tab}`, '/app account settings')
    const first = at('/admin.html', 'path')
    equal(`${first.base} ${String(first.page)}`, '/admin.html null')
  })

  it('reads the fragment in hash mode and ignores its query', () => {
    const address = at(`${start}#/privacy?tab=x`, 'hash')
    equal(`${address.base}|${address.page}|${String(address.tab)}`, '|privacy|undefined')
    equal(at(`${start}#/portal/users`, 'hash', 'portal').page, 'users')
  })

  it('writes locations under the base, keeping the host’s query in path mode', () => {
    history.replaceState(null, '', '/somewhere?demo')
    const url = portalUrl('path', '/settings', { page: 'account', tab: 'customLogin' })
    equal(`${url.pathname}${url.search}`, '/settings/account/customLogin?demo')
    equal(portalUrl('hash', '', { page: 'users' }).hash, '#/users')
    equal(normaliseBase(' / '), '')
    equal(normaliseBase('portal'), '/portal')
  })
})
