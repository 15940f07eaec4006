import { defineElements } from '../../src/index'
import { assert, equal, waitFor } from '../browser-setup/assert'
import { fixture } from '../browser-setup/fixture'
import { afterEach, describe, it } from '../browser-setup/mocha'
import { findInput } from '../browser-setup/shadow'

defineElements()

/**
 * A signed-out visitor's `<login-box>` on the API's host (issue 11 nit): the server's
 * `foyer_signed_in` hint is absent, so no refresh is sent (its 401 would print in red in the
 * console); with the hint, the refresh goes as before.
 */
let counter = 0
const sameHostBase = () => {
  counter += 1
  return `${location.origin}/session-hint-${Date.now().toString(36)}-${counter}`
}

const refreshes: string[] = []
const realFetch = window.fetch.bind(window)
const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } })
// This page's host stands for the API: a refresh finds no session (401); other calls answer {}.
window.fetch = (input, init) => {
  const url = input instanceof Request ? input.url : String(input)
  if (!url.includes('/session-hint-')) return realFetch(input, init)
  if (!url.includes('/token/refresh')) return Promise.resolve(json(200, {}))
  refreshes.push(url)
  return Promise.resolve(json(401, { errors: ['Session expired. Sign in again'] }))
}

afterEach(() => {
  refreshes.length = 0
  document.cookie = 'foyer_signed_in=; Max-Age=0; Path=/'
})

describe('<login-box> with the session hint', () => {
  it('shows the sign-in form without a refresh when the hint says there is no session', async () => {
    const base = sameHostBase()
    const host = fixture(`<login-box base-url="${base}"></login-box>`)
    await findInput(host, 'Email')
    equal(refreshes.filter((url) => url.startsWith(base)).length, 0, 'refresh requests')
  })

  it('refreshes when the hint is there (a session to restore)', async () => {
    document.cookie = 'foyer_signed_in=1; Path=/'
    const base = sameHostBase()
    const host = fixture(`<login-box base-url="${base}"></login-box>`)
    await waitFor(() => refreshes.some((url) => url.startsWith(base)), 'the refresh')
    // No session behind it after all: the visitor is signed out.
    assert(await findInput(host, 'Email'), 'the sign-in form')
  })
})
