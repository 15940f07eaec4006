import { beforeEach, describe, expect, it } from 'vitest'
import { createDemoFetch, DEMO_SESSION_KEY } from '../../src/demo'
import { installSessionStorage } from './memory-storage'

beforeEach(() => {
  installSessionStorage()
})

const base = 'http://localhost/api'
const verifier = 'a-verifier-of-enough-length-for-pkce-0123456789abcdef'

const challengeOf = async (value: string) =>
  Buffer.from(await crypto.subtle.digest('SHA-256', new TextEncoder().encode(value))).toString(
    'base64url',
  )

async function authorize(fetch: typeof globalThis.fetch, extra: Record<string, string> = {}) {
  const query = new URLSearchParams({
    response_type: 'code',
    client_id: 'foyer',
    redirect_uri: 'http://localhost/oauth/callback',
    code_challenge: await challengeOf(verifier),
    code_challenge_method: 'S256',
    state: 'the-state',
    ...extra,
  })
  const answer = await fetch(`${base}/oauth/authorize?${query}`, { redirect: 'manual' })
  const url = `${base}/oauth/authorize?${query}`
  return { status: answer.status, location: new URL(answer.headers.get('location') ?? '', url) }
}

const exchange = (fetch: typeof globalThis.fetch, code: string, codeVerifier = verifier) =>
  fetch(`${base}/oauth/token`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      grant_type: 'authorization_code',
      code,
      code_verifier: codeVerifier,
      redirect_uri: 'http://localhost/oauth/callback',
    }),
  })

describe('hosted login in demo mode (/oauth/authorize, /oauth/token)', () => {
  it('sends a signed-out visitor to the login page, or answers login_required for prompt=none', async () => {
    const fetch = createDemoFetch({ delayMs: 0 })
    const page = await authorize(fetch)
    expect(page.status).toBe(302)
    expect(page.location.pathname).toBe('/api/oauth/login')
    expect(page.location.searchParams.get('state')).toBe('the-state')
    const none = await authorize(fetch, { prompt: 'none' })
    expect(none.location.pathname).toBe('/oauth/callback')
    expect(none.location.searchParams.get('error')).toBe('login_required')
  })

  it('gives a signed-in visitor a single-use code whose exchange checks the verifier', async () => {
    const fetch = createDemoFetch({ delayMs: 0 })
    sessionStorage.setItem(DEMO_SESSION_KEY, 'ada@acme.test')
    const { location } = await authorize(fetch)
    expect(location.pathname).toBe('/oauth/callback')
    expect(location.searchParams.get('state')).toBe('the-state')
    const code = location.searchParams.get('code') ?? ''
    const wrong = await exchange(fetch, code, 'another-verifier-of-enough-length-0123456789abcd')
    expect(wrong.status).toBe(400)
    expect(await wrong.json()).toMatchObject({ error: 'invalid_grant' })

    const again = (await authorize(fetch)).location.searchParams.get('code') ?? ''
    const tokens = await exchange(fetch, again)
    expect(tokens.status).toBe(200)
    const body = (await tokens.json()) as { access_token: string; id_token: string }
    expect(body.access_token).toMatch(/\.demo$/)
    const claims = JSON.parse(
      Buffer.from(body.id_token.split('.')[1] ?? '', 'base64url').toString(),
    )
    expect(claims).toMatchObject({ email: 'ada@acme.test', aud: ['foyer', 'foyer'] })
    const reused = await exchange(fetch, again)
    expect(await reused.json()).toMatchObject({ error: 'invalid_grant' })
  })

  it('refuses a redirect URI off the page’s origin without going there', async () => {
    const fetch = createDemoFetch({ delayMs: 0 })
    const { status } = await authorize(fetch, { redirect_uri: 'https://evil.example/cb' })
    expect(status).toBe(400)
  })

  it('logs out: ends the tab’s session and goes back where the page asked, on its origin', async () => {
    const fetch = createDemoFetch({ delayMs: 0 })
    sessionStorage.setItem(DEMO_SESSION_KEY, 'ada@acme.test')
    const logout = (query: string) => fetch(`${base}/oauth/logout${query}`, { redirect: 'manual' })
    const foreign = await logout('?post_logout_redirect_uri=https://evil.example/')
    expect(foreign.status).toBe(400)
    expect(foreign.headers.get('location')).toBeNull()
    expect(sessionStorage.getItem(DEMO_SESSION_KEY)).toBe('ada@acme.test')
    const back = await logout('?post_logout_redirect_uri=http://localhost/bye')
    expect(back.status).toBe(302)
    expect(back.headers.get('location')).toBe('http://localhost/bye')
    expect(sessionStorage.getItem(DEMO_SESSION_KEY)).toBeNull()
    expect((await authorize(fetch)).location.pathname).toBe('/api/oauth/login')
    expect((await logout('')).headers.get('location')).toBe('http://localhost/')
  })
})
