import { setViewport } from '@web/test-runner-commands'
import { Provider } from 'jotai'
import { getFoyerStore, restoreSessionAtom } from '../../../src/atoms/index'
import { createDemoFetch } from '../../../src/demo/index'
import { I18nProvider } from '../../../src/react/i18n/index'
import AccountPage from '../../../src/react/portal/pages/account/account-page'
import { assert, equal, waitFor } from '../../browser-setup/assert'
import { expectAccessible } from '../../browser-setup/axe'
import { rememberDemoSignIn } from '../../browser-setup/demo'
import { uniqueBaseUrl } from '../../browser-setup/fixture'
import { describe, it } from '../../browser-setup/mocha'
import { findButton, findInput, shadowOf, typeInto } from '../../browser-setup/shadow'
import { render } from '../ui/render'

const clean = (text: string | null | undefined) => (text ?? '').replace(/[\u2068\u2069]/g, '')

/** The Account settings page on a signed-in demo store (as the portal renders it). */
async function accountPage(
  options: { email?: string; theme?: 'light' | 'dark'; locale?: string; dir?: 'rtl' } = {},
) {
  rememberDemoSignIn(options.email ?? 'ada@acme.test')
  const store = getFoyerStore({
    baseUrl: uniqueBaseUrl(),
    apiPrefix: 'api',
    credentials: 'same-origin',
    demo: true,
    fetch: createDemoFetch({ delayMs: 0 }),
  })
  await store.set(restoreSessionAtom)
  const { host } = render(
    <Provider store={store}>
      <I18nProvider locale={options.locale}>
        <AccountPage />
      </I18nProvider>
    </Provider>,
    options.theme ?? 'light',
    options.dir,
  )
  return host
}

const findSelect = (host: Element, label: string) =>
  waitFor(() => {
    const root = shadowOf(host)
    const match = Array.from(root.querySelectorAll('label')).find(
      (candidate) => candidate.textContent === label,
    )
    const select = match ? root.getElementById(match.htmlFor) : null
    return select instanceof HTMLSelectElement ? select : undefined
  }, `select ${label}`)

const tab = (host: Element, name: string) =>
  waitFor(
    () =>
      Array.from(shadowOf(host).querySelectorAll<HTMLElement>('[role="tab"]')).find(
        (candidate) => candidate.textContent === name,
      ),
    `tab ${name}`,
  )

describe('the Account settings page', () => {
  it("shows the spec's demo defaults with an example of each format", async () => {
    const host = await accountPage()
    equal((await findInput(host, 'Company name')).value, 'Acme Inc.')
    equal((await findSelect(host, 'Time zone')).value, 'Asia/Jerusalem')
    equal((await findSelect(host, 'Currency')).value, 'USD')
    const date = await findSelect(host, 'Date format')
    equal(date.value, 'DD/MM/YYYY')
    assert(
      /^DD\/MM\/YYYY \(for example \d{2}\/\d{2}\/\d{4}\)$/.test(
        clean(date.selectedOptions[0]?.textContent),
      ),
      `an example: ${clean(date.selectedOptions[0]?.textContent)}`,
    )
    equal((await findSelect(host, 'Time format')).value, 'HH:mm')
    await expectAccessible(host)
  })

  it('keeps what was typed across tabs, saves it, and explains a bad address', async () => {
    const host = await accountPage()
    typeInto(await findInput(host, 'Company name'), 'Acme Europe')
    typeInto(await findInput(host, 'Website'), 'not a web address')
    ;(await tab(host, 'Custom sign-in')).click()
    await findInput(host, 'Sign-in alias')
    await expectAccessible(host)
    ;(await tab(host, 'Settings')).click()
    equal((await findInput(host, 'Company name')).value, 'Acme Europe', 'nothing typed is lost')
    ;(await findButton(host, 'Save changes')).click()
    const website = await findInput(host, 'Website')
    await waitFor(() => website.getAttribute('aria-invalid') === 'true', 'the website error')
    // The form moves focus once the error is shown (the next frame under load).
    await waitFor(() => shadowOf(host).activeElement === website, 'focus on the field to fix')
    typeInto(website, 'https://acme.example')
    ;(await findButton(host, 'Save changes')).click()
    await waitFor(
      () =>
        Array.from(shadowOf(host).querySelectorAll('[role="status"]')).some(
          (status) => status.textContent === 'Changes saved.',
        ),
      'saved',
    )
    equal((await findInput(host, 'Company name')).value, 'Acme Europe')
  })

  it('turns on a custom sign-in page under an alias and shows its address', async () => {
    const host = await accountPage()
    ;(await tab(host, 'Custom sign-in')).click()
    const toggle = await waitFor(
      () => shadowOf(host).querySelector<HTMLInputElement>('[role="switch"]') ?? undefined,
      'the switch',
    )
    toggle.click()
    ;(await findButton(host, 'Save changes')).click()
    const alias = await findInput(host, 'Sign-in alias')
    await waitFor(() => alias.getAttribute('aria-invalid') === 'true', 'the alias is needed')
    typeInto(alias, 'acme')
    ;(await findButton(host, 'Save changes')).click()
    await waitFor(
      () => shadowOf(host).querySelector('code')?.textContent?.endsWith('?alias=acme'),
      'the sign-in address',
    )
    await findButton(host, 'Copy address')
  })

  it('fits 375 px in dark mode, right to left', async () => {
    await setViewport({ width: 375, height: 800 })
    const host = await accountPage({ theme: 'dark', locale: 'he', dir: 'rtl' })
    await findInput(host, 'שם החברה')
    const page = shadowOf(host).querySelector('[part="account-page"]')
    assert(page instanceof HTMLElement, 'the page')
    equal(getComputedStyle(page).direction, 'rtl')
    assert(page.scrollWidth <= page.clientWidth + 1, `no overflow (${page.scrollWidth} px)`)
    await expectAccessible(host)
    await setViewport({ width: 1024, height: 768 })
  })

  it('tells a member without the permission, with no form', async () => {
    const host = await accountPage({ email: 'viewer@acme.test' })
    await waitFor(
      () =>
        shadowOf(host).textContent?.includes(
          'You do not have permission to view the account settings.',
        ),
      'the refusal',
    )
    equal(shadowOf(host).querySelector('form'), null)
    await expectAccessible(host)
  })
})
