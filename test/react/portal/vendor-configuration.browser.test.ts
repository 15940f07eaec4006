import { ADMIN_BOX_PATH } from '../../../src/api/admin-box'
import { apiClientAtom } from '../../../src/atoms/index'
import { hostStore } from '../../../src/host/store'
import { defineElements } from '../../../src/index'
import { assert, waitFor } from '../../browser-setup/assert'
import { expectAccessible } from '../../browser-setup/axe'
import { rememberDemoSignIn } from '../../browser-setup/demo'
import { fixture, uniqueBaseUrl } from '../../browser-setup/fixture'
import { afterEach, describe, it } from '../../browser-setup/mocha'
import { shadowOf } from '../../browser-setup/shadow'
import type { PortalConfiguration } from '../../../src/wire/index'

defineElements()

const start = location.pathname + location.search
afterEach(() => history.replaceState(null, '', start))

/** The vendor sets the portal's configuration on the demo server of `baseUrl` (a vendor token). */
async function vendorConfigures(baseUrl: string, payload: PortalConfiguration) {
  const client = (await hostStore({ baseUrl, demo: true })).get(apiClientAtom)
  const { token } = await client.post<{ token: string }>('/auth/vendor', {
    clientId: 'demo-vendor',
    secret: 'demo-secret',
  })
  await client.request(ADMIN_BOX_PATH, {
    method: 'POST',
    body: { actions: [{ type: 'setConfiguration', payload }] },
    headers: { Authorization: `Bearer ${token}` },
  })
}

const navLinks = (host: Element) =>
  Array.from(shadowOf(host).querySelectorAll('[part="portal-nav-link"]')).map(
    (link) => link.textContent?.trim() ?? '',
  )

/** A signed-in admin's demo portal on `baseUrl`, under the host's `configuration` when given. */
function portal(baseUrl: string, configuration?: PortalConfiguration) {
  rememberDemoSignIn('ada@acme.test')
  history.replaceState(null, '', `${start}#/profile`)
  const host = fixture<HTMLElementTagNameMap['admin-portal']>(
    `<admin-portal base-url="${baseUrl}" demo url-strategy="hash"></admin-portal>`,
  )
  if (configuration) host.configuration = configuration
  return host
}

describe('<admin-portal> under the vendor’s configuration (/metadata/admin-box)', () => {
  it('shows the pages the vendor turned on, without any code of the host', async () => {
    const baseUrl = uniqueBaseUrl()
    await vendorConfigures(baseUrl, {
      navigation: { roles: { visibility: 'byPermissions' }, webhooks: { visibility: 'always' } },
    })
    const host = portal(baseUrl)
    const links = await waitFor(() => {
      const names = navLinks(host)
      return names.includes('Roles') ? names : undefined
    }, 'Roles in the navigation')
    assert(links.includes('Webhooks'), `Webhooks is listed too (${links.join(', ')})`)
    await expectAccessible(host)
  })

  it('lets the host’s own configuration win, entry by entry', async () => {
    const baseUrl = uniqueBaseUrl()
    await vendorConfigures(baseUrl, {
      navigation: { roles: { visibility: 'byPermissions' }, webhooks: { visibility: 'always' } },
    })
    const host = portal(baseUrl, { navigation: { roles: { visibility: 'hidden' } } })
    const links = await waitFor(() => {
      const names = navLinks(host)
      return names.includes('Webhooks') ? names : undefined
    }, 'the vendor’s Webhooks in the navigation')
    assert(!links.includes('Roles'), `the host hid Roles (${links.join(', ')})`)
  })

  it('keeps the spec’s defaults when the vendor configured nothing', async () => {
    const host = portal(uniqueBaseUrl())
    const links = await waitFor(() => {
      const names = navLinks(host)
      return names.includes('Users') ? names : undefined
    }, 'the navigation')
    assert(!links.includes('Roles') && !links.includes('Webhooks'), links.join(', '))
  })
})
