import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { ApiError, createApiClient, toApiError } from '../../src/api'
import { startPeer } from './http-peer'
import type { HttpPeer } from './http-peer'

const GENERIC = "We're facing some difficulties, Please try again"
const GENERIC_CODE = 'ER-ADMIN-PORTAL-GENERIC-ERROR'

let peer: HttpPeer

beforeAll(async () => {
  peer = await startPeer()
})
afterAll(() => peer.close())
beforeEach(() => {
  peer.requests.length = 0
})

/** POSTs (never retried) and returns what was thrown. */
async function failureOf(status: number, body?: string, headers?: Record<string, string>) {
  peer.answer = () => ({
    status,
    ...(body === undefined ? {} : { body }),
    ...(headers ? { headers } : {}),
  })
  const client = createApiClient({ baseUrl: peer.url })
  return client.post('/thing', { a: 1 }).then(
    () => {
      throw new Error('expected a failure')
    },
    (error: unknown) => error,
  )
}

describe('ApiError normalisation', () => {
  it('turns a failure without an HTTP answer into a 500 with the generic message', async () => {
    const closed = await startPeer()
    await closed.close()
    const client = createApiClient({ baseUrl: closed.url })
    const error = await client.post('/thing').catch((caught: unknown) => caught)
    expect(error).toBeInstanceOf(ApiError)
    expect(error).toMatchObject({ status: 500, message: GENERIC, errorCode: GENERIC_CODE })
  })

  it('gives the generic message and code for a body that is not JSON', async () => {
    const error = await failureOf(400, '<html>Bad gateway</html>', { 'content-type': 'text/html' })
    expect(error).toMatchObject({ status: 400, message: GENERIC, errorCode: GENERIC_CODE })
  })

  it('gives the generic message for an empty body', async () => {
    const error = await failureOf(500, '')
    expect(error).toMatchObject({ status: 500, message: GENERIC, errorCode: GENERIC_CODE })
  })

  it('says the request is too large for a 413, without an error code', async () => {
    const error = await failureOf(413, JSON.stringify({ errors: ['ignored'], errorCode: 'X' }))
    expect(error).toMatchObject({ status: 413, message: 'Error request is too large' })
    expect((error as ApiError).errorCode).toBeUndefined()
  })

  it('joins the body errors with commas and keeps the error code and context', async () => {
    const body = {
      errors: ['Email is taken', 'Name is too long'],
      errorCode: 'ER-01100',
      context: { field: 'email' },
    }
    const error = await failureOf(409, JSON.stringify(body))
    expect(error).toMatchObject({
      status: 409,
      message: 'Email is taken, Name is too long',
      errorCode: 'ER-01100',
      context: { field: 'email' },
    })
  })

  it('falls back to "Error {status} - {statusText}" and the generic code when there are no errors', async () => {
    const error = await failureOf(404, JSON.stringify({ message: 'not used' }))
    expect(error).toMatchObject({
      status: 404,
      message: 'Error 404 - Not Found',
      errorCode: GENERIC_CODE,
    })
  })

  it('uses a JSON string body as the message', async () => {
    const error = await failureOf(400, JSON.stringify('Plan is required'))
    expect(error).toMatchObject({ status: 400, message: 'Plan is required' })
  })

  it('reads the trace id from the frontegg-trace-id header', async () => {
    const error = await failureOf(401, JSON.stringify({ errors: ['Unauthorized'] }), {
      'frontegg-trace-id': 'trace-123',
    })
    expect(error).toMatchObject({ status: 401, message: 'Unauthorized', traceId: 'trace-123' })
  })

  it('passes an ApiError through and keeps the status of errors that carry one', () => {
    const original = new ApiError('Nope', { status: 403, errorCode: 'ER-1' })
    expect(toApiError(original)).toBe(original)
    expect(toApiError(Object.assign(new Error('Gone'), { statusCode: 410 }))).toMatchObject({
      status: 410,
      message: 'Gone',
    })
    expect(toApiError(new TypeError('x is undefined'))).toMatchObject({
      status: 500,
      message: GENERIC,
    })
  })
})
