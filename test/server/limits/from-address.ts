import { prefix } from '../helpers'
import type { TestServer, WireErrorBody } from '../helpers'

/**
 * The Node bindings @hono/node-server hands the app for a request from `address` whose body has
 * been read: what the client-address and unread-body code look at.
 */
export const fromAddress = (address: string) => ({
  incoming: { readableEnded: true, socket: { remoteAddress: address } },
})

/**
 * A JSON POST to the API as if it came over a socket from `address`, with extra headers such as
 * X-Forwarded-For.
 */
export const postFrom = (
  server: TestServer,
  address: string,
  path: string,
  body: unknown,
  headers: Record<string, string> = {},
) =>
  server.app.request(
    `${prefix}${path}`,
    {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...headers },
      body: JSON.stringify(body),
    },
    fromAddress(address),
  )

/** Asserts nothing; reads a 429's Retry-After (seconds) and wire body for the test to check. */
export const readRefusal = async (response: Response) => ({
  status: response.status,
  retryAfter: Number(response.headers.get('retry-after')),
  body: (await response.json()) as WireErrorBody,
})

/** The sign-in path. */
export const signInPath = '/identity/resources/auth/v1/user'
