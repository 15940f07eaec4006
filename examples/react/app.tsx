import { useState } from 'react'
import type { FoyerUser, PortalConfiguration } from 'foyer'
// Foyer's tags in JSX, typed from its tag registry: attributes, the portal's `configuration` property and
// `on<event>` props with each event's detail.
import type {} from 'foyer/react'

// `npm run example:react` passes the server's address (PORT); `?demo` answers every call in the browser.
const baseUrl =
  (import.meta.env.VITE_FOYER_BASE_URL as string | undefined) ?? 'http://localhost:8080'
const demo = new URLSearchParams(location.search).has('demo') || undefined

// The portal's one typed configuration object: the personal API tokens page, hidden by default, shows.
const portalConfiguration: PortalConfiguration = {
  navigation: { personalApiTokens: { visibility: 'always' } },
}

/** A React 19 host: Foyer's tags are plain JSX; React adds `on<event>` props as DOM event listeners. */
export function App() {
  const [user, setUser] = useState<FoyerUser | null>(null)
  const [verified, setVerified] = useState<string | null>(null)
  return (
    <>
      <header>
        <h1>Acme Workspace (React)</h1>
        <p role="status">
          {user ? (
            <>
              Hello {user.name || user.email}: the page knows you from the <code>signed-in</code>{' '}
              event.
            </>
          ) : (
            'Signed out.'
          )}
        </p>
        {verified && (
          <p>
            {verified} proved their email: the <code>user-verified</code> event.
          </p>
        )}
      </header>
      <login-box
        base-url={baseUrl}
        credentials="include"
        theme="auto"
        demo={demo}
        onsigned-in={(event) => setUser(event.detail.user)}
        onsigned-out={() => setUser(null)}
        onuser-verified={(event) => setVerified(event.detail.email)}
      />
      {user && (
        <>
          <h2>Account settings</h2>
          <admin-portal
            base-url={baseUrl}
            credentials="include"
            theme="auto"
            url-strategy="hash"
            demo={demo}
            configuration={portalConfiguration}
          />
        </>
      )}
    </>
  )
}
