import { Provider } from 'jotai'
import { useState } from 'react'
import { getFoyerStore, restoreSessionAtom } from '../../../../../src/atoms/index'
import { createDemoFetch } from '../../../../../src/demo/index'
import { I18nProvider } from '../../../../../src/react/i18n/index'
import SecurityPage from '../../../../../src/react/portal/pages/security/security-page'
import { PortalContext } from '../../../../../src/react/portal/portal-context'
import { waitFor } from '../../../../browser-setup/assert'
import { rememberDemoSignIn } from '../../../../browser-setup/demo'
import { uniqueBaseUrl } from '../../../../browser-setup/fixture'
import { shadowOf } from '../../../../browser-setup/shadow'
import { render } from '../../../ui/render'
import type { PortalLocation } from '../../../../../src/react/portal/portal-context'
import type { PortalConfiguration } from '../../../../../src/wire/index'

/** The portal's context around the page, its tab kept as the shell keeps it. */
function Portal({ configuration }: { configuration: PortalConfiguration }) {
  const [location, setLocation] = useState<PortalLocation>({ page: 'security' })
  return (
    <PortalContext.Provider value={{ location, navigate: setLocation, configuration }}>
      <SecurityPage />
    </PortalContext.Provider>
  )
}

/** The Security page on a signed-in demo store, under a host's configuration. */
export async function securityPage(
  options: {
    email?: string
    theme?: 'light' | 'dark'
    locale?: string
    dir?: 'rtl'
    configuration?: PortalConfiguration
  } = {},
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
        <Portal configuration={options.configuration ?? {}} />
      </I18nProvider>
    </Provider>,
    options.theme ?? 'light',
    options.dir,
  )
  return host
}

/** Waits for the tab named `name`. */
export const findTab = (host: Element, name: string) =>
  waitFor(
    () =>
      Array.from(shadowOf(host).querySelectorAll<HTMLElement>('[role="tab"]')).find(
        (candidate) => candidate.textContent === name,
      ),
    `tab ${name}`,
  )

/** Waits for the switch labelled `label`. */
export const findSwitch = (host: Element, label: string) =>
  waitFor(
    () =>
      Array.from(shadowOf(host).querySelectorAll<HTMLInputElement>('[role="switch"]')).find(
        (candidate) => candidate.parentElement?.textContent?.trim() === label,
      ),
    `switch ${label}`,
  )

/** Whether some polite status or text on the page reads `text`. */
export const showsText = (host: Element, text: string) =>
  waitFor(() => shadowOf(host).textContent?.includes(text), `the text "${text}"`)
