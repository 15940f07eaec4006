import { setViewport } from '@web/test-runner-commands'
import { Provider } from 'jotai'
import { getFoyerStore, restoreSessionAtom, sessionAtom } from '../../../src/atoms/index'
import { TAB_TENANT_KEY } from '../../../src/atoms/tab-tenant'
import { createDemoFetch } from '../../../src/demo/index'
import { defineElements } from '../../../src/index'
import { TenantSwitcher } from '../../../src/react/portal/tenant-switcher'
import { assert, equal, waitFor } from '../../browser-setup/assert'
import { expectAccessible } from '../../browser-setup/axe'
import { rememberDemoSignIn } from '../../browser-setup/demo'
import { recordEvents } from '../../browser-setup/events'
import { fixture, uniqueBaseUrl } from '../../browser-setup/fixture'
import { describe, it } from '../../browser-setup/mocha'
import { tableRows } from '../../browser-setup/shadow'
import { render } from '../ui/render'

defineElements()

async function signedInSwitcher(options: { silentReload?: boolean; dir?: 'rtl' } = {}) {
  rememberDemoSignIn('ada@acme.test')
  const baseUrl = uniqueBaseUrl()
  const store = getFoyerStore({
    baseUrl,
    apiPrefix: 'api',
    credentials: 'same-origin',
    demo: true,
    fetch: createDemoFetch({ delayMs: 0 }),
    sessionPerTenant: true,
  })
  await store.set(restoreSessionAtom)
  const rendered = render(
    <Provider store={store}>
      <TenantSwitcher silentReload={options.silentReload ?? true} />
    </Provider>,
    'light',
    options.dir,
  )
  const select = await waitFor(
    () => rendered.shadow.querySelector('select') ?? undefined,
    'the switcher',
  )
  return { ...rendered, store, baseUrl, select }
}

const choose = (select: HTMLSelectElement, value: string) => {
  select.value = value
  select.dispatchEvent(new Event('change', { bubbles: true }))
}

describe('<TenantSwitcher>', () => {
  it("lists the user's tenants and switches: the tab keeps it, every element follows", async () => {
    const { store, baseUrl, select, shadow } = await signedInSwitcher()
    const table = fixture(`<users-table base-url="${baseUrl}" demo></users-table>`)
    await waitFor(() => tableRows(table).length > 0, 'the team')
    const options = Array.from(select.options).map((option) => option.textContent)
    equal(options.join(', '), 'Acme Inc., Globex Ltd.')
    equal(select.labels[0]?.textContent, 'Account')
    const recorded = recordEvents(['tenant-changed'])
    choose(select, 'demo-tenant-globex')
    await waitFor(
      () => store.get(sessionAtom).activeTenant?.tenantId === 'demo-tenant-globex',
      'the new tenant active',
    )
    equal(sessionStorage.getItem(TAB_TENANT_KEY), 'demo-tenant-globex')
    await waitFor(
      () =>
        Array.from(shadow.querySelectorAll('[role="status"]')).some(
          // Placeholders are isolated (U+2068…U+2069) so a name never reorders the sentence.
          (status) =>
            status.textContent?.replace(/[\u2068\u2069]/g, '') ===
            'Globex Ltd. is now your active account.',
        ),
      'announced',
    )
    const fromTable = await waitFor(
      () => recorded.events.find((event) => event.target === table),
      'tenant-changed from the users table',
    )
    recorded.stop()
    equal(
      JSON.stringify(fromTable.detail),
      JSON.stringify({ tenantId: 'demo-tenant-globex', previousTenantId: 'demo-tenant' }),
    )
    assert(fromTable.bubbles && fromTable.composed, 'bubbles out of the shadow root')
    await waitFor(() => tableRows(table).length > 0, 'the team reloaded for the new tenant')
    await expectAccessible(shadow.host)
  })

  it('covers the portal with a full loading state when not silent', async () => {
    const { select, shadow, store } = await signedInSwitcher({ silentReload: false })
    choose(select, 'demo-tenant-globex')
    const overlay = await waitFor(
      () => shadow.querySelector('[part="tenant-switch-loading"]') ?? undefined,
      'the loading overlay',
    )
    equal(overlay.getAttribute('role'), 'status')
    await waitFor(
      () => store.get(sessionAtom).activeTenant?.tenantId === 'demo-tenant-globex',
      'switched',
    )
    await waitFor(() => !shadow.querySelector('[part="tenant-switch-loading"]'), 'overlay gone')
  })

  it('fits 375 px, right to left', async () => {
    await setViewport({ width: 375, height: 700 })
    const { shadow } = await signedInSwitcher({ dir: 'rtl' })
    const box = shadow.querySelector('[part="tenant-switcher"]')
    assert(box instanceof HTMLElement, 'rendered')
    assert(box.scrollWidth <= 375, `no overflow (${box.scrollWidth} px)`)
    await expectAccessible(shadow.host)
    await setViewport({ width: 1024, height: 768 })
  })

  it('is absent while the user has one tenant or nobody is signed in', async () => {
    const store = getFoyerStore({
      baseUrl: uniqueBaseUrl(),
      apiPrefix: 'api',
      credentials: 'same-origin',
      demo: true,
      fetch: createDemoFetch({ delayMs: 0 }),
    })
    await store.set(restoreSessionAtom)
    const { shadow } = render(
      <Provider store={store}>
        <TenantSwitcher />
      </Provider>,
    )
    equal(shadow.querySelector('select'), null)
  })
})
