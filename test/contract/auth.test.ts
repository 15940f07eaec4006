import { describe, expect, it } from 'vitest'
import { errorCodes } from '../../server/src/http/api-error'
import { AUTH_PATHS, ENTITLEMENTS_PATHS, USERS_PATHS } from '../../src/api'
import { WIRE_ERROR_CODES } from '../../src/wire'
import { IP_RESTRICTED_ERROR_CODE } from '../../src/wire/ip-restricted'
import { contract, shapeOf, signIn, startTargets, wireFailure } from './contract'

startTargets()

describe('sign-in, tokens and errors: demo and server agree', () => {
  it('the server answers with the wire error codes, not a copy of them', () => {
    // The IP refusal's code lives apart (src/wire/ip-restricted.ts): only the password step words it.
    expect(errorCodes).toEqual({ ...WIRE_ERROR_CODES, ipRestricted: IP_RESTRICTED_ERROR_CODE })
  })

  contract('a wrong password is a 401 "Incorrect email or password"', async (target) => {
    const answer = await target.request(AUTH_PATHS.login, {
      body: { email: target.credentials.email, password: 'wrong-password' },
    })
    const failure = wireFailure(target, answer, 401)
    expect(failure.errorCode).toBe(WIRE_ERROR_CODES.invalidCredentials)
    return { ...failure, body: answer.body }
  })

  contract('a sign-in without a password is a 400 naming the field', async (target) => {
    const answer = await target.request(AUTH_PATHS.login, {
      body: { email: target.credentials.email },
    })
    return { ...wireFailure(target, answer, 400), body: answer.body }
  })

  contract('the right password gives an access token and the user', async (target) => {
    const answer = await target.request(AUTH_PATHS.login, { body: target.credentials })
    expect(answer.status).toBe(200)
    const body = answer.body as Record<string, unknown>
    expect(typeof body.accessToken).toBe('string')
    expect(String(body.accessToken).split('.')).toHaveLength(3)
    expect(body.expiresIn).toBeGreaterThan(0)
    const shape = shapeOf(body)
    return {
      email: body.email,
      name: body.name,
      mfaRequired: body.mfaRequired,
      // Every field the server sends, the demo sends with the same type.
      accessToken: shape.accessToken,
      expires: shape.expires,
      expiresIn: shape.expiresIn,
      roles: (body.roles as { key: string }[] | undefined)?.map((role) => role.key),
    }
  })

  contract('a call without a token is a 401 "Missing access token"', async (target) => {
    const answer = await target.request(USERS_PATHS.usersV3)
    expect(answer.body).toMatchObject({ errors: ['Missing access token'] })
    return { ...wireFailure(target, answer, 401), body: answer.body }
  })

  contract('a token nobody issued is a 401', async (target) => {
    const answer = await target.request(AUTH_PATHS.me, { token: 'a.b.c' })
    return { ...wireFailure(target, answer, 401), body: answer.body }
  })

  contract('an unknown route is a 404 in the wire error shape', async (target) => {
    const path = '/identity/resources/unknown/v9'
    const answer = await target.request(path)
    const failure = wireFailure(target, answer, 404)
    expect(failure.errorCode).toBe(WIRE_ERROR_CODES.notFound)
    expect((answer.body as { errors: string[] }).errors[0]).toContain(path)
    return failure
  })

  contract('a known path with a method it does not take is a 404', async (target) => {
    const answer = await target.request(USERS_PATHS.usersV3, { method: 'DELETE' })
    return wireFailure(target, answer, 404)
  })

  contract('every answer carries a trace id', async (target) => {
    const answer = await target.request(AUTH_PATHS.vendorConfig)
    expect(answer.status).toBe(200)
    return { traced: (answer.headers.get('frontegg-trace-id') ?? '') !== '' }
  })
})

describe('entitlements: demo and server agree', () => {
  contract('the bundle has features, plans and permission keys', async (target) => {
    const token = await signIn(target)
    const answer = await target.request(ENTITLEMENTS_PATHS.userEntitlements, { token })
    expect(answer.status).toBe(200)
    const bundle = answer.body as Record<string, Record<string, unknown>>
    const features = Object.values(bundle.features ?? {}) as Record<string, unknown>[]
    for (const feature of features) {
      expect(feature).toMatchObject({
        planIds: expect.any(Array),
        linkedPermissions: expect.any(Array),
      })
      expect(feature.expireTime === null || typeof feature.expireTime === 'number').toBe(true)
    }
    for (const plan of Object.values(bundle.plans ?? {})) {
      expect(plan).toMatchObject({ defaultTreatment: expect.any(String) })
    }
    return {
      keys: Object.keys(bundle).sort(),
      shape: shapeOf(bundle),
      readsUsers: bundle.permissions?.['fe.secure.read.users'],
      permissionValues: [...new Set(Object.values(bundle.permissions ?? {}))],
    }
  })

  contract('the bundle needs a token', async (target) => {
    const answer = await target.request(ENTITLEMENTS_PATHS.userEntitlements)
    return wireFailure(target, answer, 401)
  })

  contract('management refuses no token (401) and a user token (403)', async (target) => {
    const token = await signIn(target)
    const none = await target.request(ENTITLEMENTS_PATHS.assignments)
    const user = await target.request(ENTITLEMENTS_PATHS.assignments, { token })
    const refused = wireFailure(target, user, 403)
    expect(refused.errorCode).toBe(WIRE_ERROR_CODES.vendorTokenRequired)
    return { none: { ...wireFailure(target, none, 401), body: none.body }, user: user.body }
  })
})
