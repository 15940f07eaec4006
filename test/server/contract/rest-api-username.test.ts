import { AuthStrategyEnum, createApiClient, FronteggApiError } from '@frontegg/rest-api'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestServer } from '../helpers'
import { newestMessage } from '../passwordless/support'
import { configure, signUpBody } from '../sign-up/support'
import { serveForRestApi } from './rest-api-peer'
import type { TestServer } from '../helpers'

/**
 * Username sign-up, pre-login and sign-in (wire rows 1, 6, 60 and 75) through the real
 * @frontegg/rest-api 7.x client over HTTP, with the browser globals it reads.
 */
let server: TestServer
let peer: Awaited<ReturnType<typeof serveForRestApi>>
const client = createApiClient('username-contract')
const password = 'a long enough password'

beforeAll(async () => {
  server = await createTestServer({ FOYER_LIMIT_SEND_IP: 'off', FOYER_LIMIT_SIGN_IN_IP: 'off' })
  await configure(server, {
    allowSignups: true,
    activationRequired: false,
    authStrategy: 'UsernameAndPassword',
    signUpStrategies: {
      email: { enabled: true, required: true },
      phoneNumber: { enabled: false, required: false },
      username: { enabled: true, required: true },
    },
  })
  peer = await serveForRestApi(server, 'username-contract')
})

afterAll(async () => {
  await peer.close()
  await server.close()
})

const failureOf = async (promise: Promise<unknown>) => {
  const error: unknown = await promise.catch((caught: unknown) => caught)
  expect(error).toBeInstanceOf(FronteggApiError)
  return error as FronteggApiError
}

describe('@frontegg/rest-api 7.x: usernames at sign-in', () => {
  it('signs up with signUpUserWithUsername and signs in with login({ username })', async () => {
    const body = signUpBody({ username: 'contract.user', password })
    const created = await client.auth.signUpUserWithUsername(body)
    expect(created).toMatchObject({ shouldActivate: false, userId: expect.any(String) })
    expect(await client.auth.getSignUpStrategies()).toContainEqual({
      strategy: 'username',
      isActive: true,
      isRequired: true,
    })
    expect(await client.auth.preLoginV2({ username: 'contract.user' })).toBeNull()
    const login = await client.auth.login({ username: 'Contract.User', password })
    expect(login.accessToken).toEqual(expect.any(String))
    const taken = await failureOf(
      client.auth.signUpUserWithUsername(signUpBody({ username: 'CONTRACT.user' })),
    )
    expect(taken.statusCode).toBe(409)
    expect(taken.message).toBe('username is taken')
  })

  it('refuses a wrong password and an unknown username alike', async () => {
    const wrong = await failureOf(client.auth.login({ username: 'contract.user', password: 'no' }))
    const unknown = await failureOf(client.auth.login({ username: 'ghost.user', password: 'no' }))
    expect(wrong.statusCode).toBe(401)
    expect([unknown.statusCode, unknown.message]).toEqual([wrong.statusCode, wrong.message])
  })

  it('sends a UsernameAndCode pre-login to the email of the named account', async () => {
    await configure(server, { authStrategy: 'UsernameAndCode' })
    const body = signUpBody({ username: 'code.user', password })
    await client.auth.signUpUserWithUsername(body)
    await client.auth.passwordlessPreLogin({
      type: AuthStrategyEnum.UsernameAndCode,
      username: 'code.user',
    })
    expect((await newestMessage(server, body.email)).text).toMatch(/\b\d{6}\b/)
    await configure(server, { authStrategy: 'UsernameAndPassword' })
  })
})
