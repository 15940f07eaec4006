import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import {
  ApiError,
  createApiClient,
  createPasskeyOptions,
  deletePasskey,
  getPasskeys,
  login,
  verifyNewPasskey,
} from '../../src/api'
import { reverifyWithPassword } from '../../src/api/reverification'
import { createDemoFetch } from '../../src/demo'
import { installSessionStorage } from './memory-storage'
import type { ApiClient } from '../../src/api'

const START = Date.UTC(2026, 10, 27, 9, 0)
const ELEVEN_MINUTES = 11 * 60_000
const PASSWORD = 'correct horse'

beforeEach(() => {
  installSessionStorage()
  vi.useFakeTimers({ toFake: ['Date'] })
  vi.setSystemTime(START)
})
afterEach(() => vi.useRealTimers())

/** A client of one demo transport, signed in now; `reverify` confirms it with the password. */
async function signedIn() {
  const session: { token?: string } = {}
  const client = createApiClient({
    baseUrl: 'https://demo.foyer.test',
    fetch: createDemoFetch({ delayMs: 0 }),
    getAccessToken: () => session.token,
  })
  session.token = (await login(client, { email: 'ada@acme.test', password: PASSWORD })).accessToken
  const reverify = async () => {
    session.token = (await reverifyWithPassword(client, PASSWORD)).accessToken
  }
  return { client, reverify }
}

/** Creates a passkey as the browser would answer the options (the demo checks the challenge). */
async function register(client: ApiClient): Promise<string> {
  const { challenge } = await createPasskeyOptions(client)
  const clientDataJSON = btoa(JSON.stringify({ type: 'webauthn.create', challenge }))
  const { id } = await verifyNewPasskey(client, {
    id: crypto.randomUUID(),
    rawId: '',
    type: 'public-key',
    clientExtensionResults: {},
    response: { clientDataJSON, attestationObject: '' },
    authenticatorAttachment: 'platform',
  })
  return id
}

const refusal = async (call: Promise<unknown>) => {
  const error = await call.then(
    () => null,
    (failure: unknown) => failure,
  )
  expect(error).toBeInstanceOf(ApiError)
  const { status, errorCode, message, context } = error as ApiError
  return { status, errorCode, message, context }
}

// The server's 403 for a session older than the window (reverification/guard.ts), for a user
// with a password and no second factor.
const STALE = {
  status: 403,
  errorCode: 'ER-FOYER-1032',
  message: 'Confirm it is you with your password first: this change needs a recent sign-in',
  context: { maxAge: 600, factor: 'password' },
}

describe('demo passkeys management', () => {
  it('creates a passkey only within ten minutes of a sign-in, as the server', async () => {
    const { client, reverify } = await signedIn()
    vi.setSystemTime(START + ELEVEN_MINUTES)
    expect(await refusal(createPasskeyOptions(client))).toEqual(STALE)

    await reverify()
    const id = await register(client)
    expect((await getPasskeys(client)).map((passkey) => passkey.id)).toEqual([id])
  })

  it('deletes a passkey only within ten minutes of a sign-in, as the server', async () => {
    const { client, reverify } = await signedIn()
    const id = await register(client)
    vi.setSystemTime(START + ELEVEN_MINUTES)
    expect(await refusal(deletePasskey(client, id))).toEqual(STALE)
    expect((await getPasskeys(client)).map((passkey) => passkey.id)).toEqual([id])

    await reverify()
    await deletePasskey(client, id)
    expect(await getPasskeys(client)).toEqual([])
  })
})
