import { solveChallenge } from 'altcha-lib'
import { deriveKey } from 'altcha-lib/algorithms/web/pbkdf2'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { demoAltchaChallenge } from '../../src/demo/captcha'
import { recovery, unlock } from '../../src/demo/flow-modules'
import { passkeys, passwordless, signUp } from '../../src/demo/modules'
import { createDemoState } from '../../src/demo/state'
import { installSessionStorage } from './memory-storage'
import type { DemoApp } from '../../src/demo'
import type { DemoHandler } from '../../src/demo/router'

// Demo mode with its captcha on (`?demo&demo-captcha`): every unauthenticated start needs a
// solved ALTCHA challenge, as on the server.
const handlers = new Map<string, DemoHandler>()

beforeAll(() => {
  vi.stubGlobal('location', { search: '?demo&demo-captcha' })
  installSessionStorage()
  const app: DemoApp = {
    state: createDemoState(0),
    startedAt: 0,
    route: (method, pattern, handler) => handlers.set(`${method} ${pattern}`, handler),
    signedIn: (handler) => handler,
    ask: (path) => ({ status: 404, body: { errors: [path] } }),
  }
  for (const register of [passkeys, passwordless, recovery, signUp, unlock]) register(app)
})
afterAll(() => vi.unstubAllGlobals())

const solved = async () => {
  const challenge = await demoAltchaChallenge(Date.now())
  const solution = await solveChallenge({ challenge, deriveKey })
  return btoa(JSON.stringify({ challenge, solution }))
}

const starts: { name: string; route: string; params?: Record<string, string>; body: object }[] = [
  {
    name: 'the emailed-code start',
    route: 'POST /identity/resources/auth/v1/passwordless/:strategy/prelogin',
    params: { strategy: 'code' },
    body: { email: 'visitor@acme.test' },
  },
  {
    name: 'the passkey start',
    route: 'POST /identity/resources/auth/v1/webauthn/prelogin',
    body: {},
  },
  {
    name: 'sign-up',
    route: 'POST /identity/resources/users/v1/signUp',
    body: {
      email: 'new@acme.test',
      name: 'New',
      companyName: 'New Co',
      password: 'a long enough password',
    },
  },
  {
    name: 'forgot password',
    route: 'POST /identity/resources/users/v1/passwords/reset',
    body: { email: 'visitor@acme.test' },
  },
  {
    name: 'phone number reset',
    route: 'POST /identity/resources/users/v1/phone/reset',
    body: { email: 'visitor@acme.test' },
  },
  {
    name: 'the unlock link',
    route: 'POST /identity/resources/users/v3/me/unlock',
    body: { token: 'x'.repeat(43) },
  },
]

const call = (route: string, params: Record<string, string>, body: object) => {
  const handler = handlers.get(route)
  if (!handler) throw new Error(`no demo route ${route}`)
  return handler({
    method: 'POST',
    path: route.slice(5),
    params,
    query: new URLSearchParams(),
    body,
    token: null,
    now: Date.now(),
  })
}

const refusal = {
  status: 400,
  body: expect.objectContaining({
    errors: ['The captcha check did not pass. Complete it and try again'],
  }),
}

describe.each(starts)('in demo mode with the captcha on, $name', ({ route, params, body }) => {
  it('is refused without a solved captcha, and goes on with one', async () => {
    expect(await call(route, params ?? {}, body)).toEqual(refusal)
    expect(await call(route, params ?? {}, { ...body, recaptchaToken: 'nope' })).toEqual(refusal)
    const answer = await call(route, params ?? {}, { ...body, recaptchaToken: await solved() })
    expect(answer).not.toEqual(refusal)
  })
})
