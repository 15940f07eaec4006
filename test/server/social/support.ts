import { call, prefix, vendorCall } from '../helpers'
import type { TestServer } from '../helpers'

/** The app's social callback route in the test configuration (FOYER_APP_URL's default). */
export const callbackUrl = 'http://localhost:5173/account/social/success'

/** Foyer's own callback of a provider that posts its answer (Apple), on the test issuer. */
export const backendCallbackUrl = (provider: string) =>
  `http://localhost:8080${prefix}/identity/resources/sso/v2/${provider}/callback`

/** The fields of the self-submitting form a form_post answer is. */
const formFields = (html: string) =>
  new URLSearchParams(
    [...html.matchAll(/<input type="hidden" name="([^"]+)" value="([^"]*)"\/>/g)].map(
      ([, name = '', value = '']) => [name, value],
    ),
  )

/** Configures a provider through the vendor API; fails the test when refused. */
export const configureProvider = async (
  server: TestServer,
  vendorToken: string,
  body: Record<string, unknown>,
) => {
  const saved = await vendorCall(server, vendorToken, '/identity/resources/sso/v2', { body })
  if (saved.status !== 200) throw new Error(`configure ${JSON.stringify(saved.body)}`)
  return saved.body
}

const cookiesOf = (response: Response, jar: Map<string, string>) => {
  for (const line of response.headers.getSetCookie()) {
    const [pair = ''] = line.split(';')
    const at = pair.indexOf('=')
    jar.set(pair.slice(0, at), pair.slice(at + 1))
  }
}

const header = (jar: Map<string, string>) =>
  [...jar].map(([name, value]) => `${name}=${value}`).join('; ')

/** What came back to the app's callback route. */
export interface Callback {
  code: string
  state: string
  error: string | null
  /** This browser's cookies at Foyer (the binding cookie among them). */
  foyerCookies: Map<string, string>
}

/**
 * Plays the browser: opens Foyer's authorize endpoint, follows the provider's redirects (with the
 * provider's own cookies) until it is sent back to the app's callback route, and answers the
 * query it brought.
 */
export const authorize = async (
  server: TestServer,
  provider: string,
  foyerCookies = new Map<string, string>(),
): Promise<Callback> => {
  const start = await server.app.request(
    `${prefix}/identity/resources/sso/v2/${provider}/authorize`,
    {
      headers: { cookie: header(foyerCookies) },
    },
  )
  if (start.status !== 302) throw new Error(`authorize answered ${start.status}`)
  cookiesOf(start, foyerCookies)
  let location = start.headers.get('location') ?? ''
  const peerCookies = new Map<string, string>()
  for (let hop = 0; hop < 10 && !location.startsWith(callbackUrl); hop++) {
    const response = await fetch(location, {
      redirect: 'manual',
      headers: { cookie: header(peerCookies) },
    })
    cookiesOf(response, peerCookies)
    const html = response.status === 200 ? await response.text() : ''
    const action = /<form method="post" action="([^"]+)"/.exec(html)?.[1]
    if (action?.startsWith('http://localhost:8080/')) {
      // form_post: the browser posts the answer to Foyer's callback, which redirects to the app.
      const posted = await server.app.request(new URL(action).pathname, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: formFields(html).toString(),
      })
      location = posted.headers.get('location') ?? ''
      continue
    }
    const next = response.headers.get('location')
    if (!next)
      throw new Error(`the provider stopped at ${response.status}: ${await response.text()}`)
    location = new URL(next, location).href
  }
  const back = new URL(location)
  return {
    code: back.searchParams.get('code') ?? '',
    state: back.searchParams.get('state') ?? '',
    error: back.searchParams.get('error'),
    foyerCookies,
  }
}

/** Posts the callback's code and state to Foyer's post-login, as the box does. */
export const postLogin = (
  server: TestServer,
  provider: string,
  callback: Pick<Callback, 'code' | 'state' | 'foyerCookies'>,
  extra: Record<string, string> = {},
  body: Record<string, unknown> = {},
) => {
  const query = new URLSearchParams({ code: callback.code, state: callback.state, ...extra })
  return call(server, `/identity/resources/auth/v1/user/sso/${provider}/postlogin?${query}`, {
    body,
    headers: { cookie: header(callback.foyerCookies) },
  })
}
