// Type test (checked by `npm run typecheck`, never run): React hosts get Foyer's tags in JSX.
import type {} from '../../src/elements/jsx-react'

export const typed = (
  <>
    <login-box
      base-url="https://auth.example.com"
      credentials="include"
      authenticated-url="/home"
      demo
      onsigned-in={(event) => event.detail.user.email}
      onfoyer-error={(event) => event.detail.message}
    />
    <users-table base-url="https://auth.example.com" theme="auto" />
    <authorized-content
      base-url="https://auth.example.com"
      features="sso"
      permissions="fe.secure.*"
    >
      <p slot="fallback">Upgrade</p>
    </authorized-content>
    <admin-portal
      base-url="https://auth.example.com"
      base-path="/settings"
      url-strategy="hash"
      configuration={{ navigation: { users: { visibility: 'hidden' } } }}
    />
    {/* @ts-expect-error: not a visibility */}
    <admin-portal configuration={{ navigation: { users: { visibility: 'sometimes' } } }} />
    {/* @ts-expect-error: not a theme */}
    <users-table base-url="https://auth.example.com" theme="blue" />
    {/* @ts-expect-error: roles is authorized-content's own attribute */}
    <users-table roles="Admin" />
    {/* @ts-expect-error: signed-in's detail has no token field of that name */}
    <login-box onsigned-in={(event) => event.detail.refreshToken} />
  </>
)
