import { call, prefix } from '../helpers'
import type { TestServer } from '../helpers'

/** The connections route of wire §5.19. */
export const connectionsPath = '/directory/resources/v1/configurations/scim2'

/** A created connection: its id, token and SCIM base path under the API prefix. */
export interface TestConnection {
  id: string
  token: string
  scimBaseUrl: string
  /** The base as `call` takes it (without the API prefix). */
  base: string
}

/** Creates a connection as the signed-in admin `adminToken`. */
export const createConnection = async (
  server: TestServer,
  adminToken: string,
  body: Record<string, unknown> = { source: 'okta', connectionName: 'Okta' },
): Promise<TestConnection> => {
  const response = await call(server, connectionsPath, { token: adminToken, body })
  if (response.status !== 200) throw new Error(`Create failed with ${response.status}`)
  const created = (await response.json()) as { id: string; token: string; scimBaseUrl: string }
  return { ...created, base: new URL(created.scimBaseUrl).pathname.slice(prefix.length) }
}

/** A SCIM request as a directory sends it: bearer token, application/scim+json. */
export const scim = async (
  server: TestServer,
  connection: { base: string; token: string },
  path: string,
  init: { method?: string; body?: unknown; token?: string } = {},
) => {
  const response = await server.app.request(`${prefix}${connection.base}${path}`, {
    method: init.method ?? (init.body === undefined ? 'GET' : 'POST'),
    headers: {
      authorization: `Bearer ${init.token ?? connection.token}`,
      'content-type': 'application/scim+json; charset=utf-8',
      accept: 'application/scim+json',
    },
    body: init.body === undefined ? undefined : JSON.stringify(init.body),
  })
  const text = await response.text()
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- SCIM resources are open-ended
  const body: any = text ? JSON.parse(text) : undefined
  return { status: response.status, body, headers: response.headers }
}

/** A SCIM user body as Okta sends it on create. */
export const oktaUser = (email: string, given = 'Ada', family = 'Lovelace') => ({
  schemas: ['urn:ietf:params:scim:schemas:core:2.0:User'],
  userName: email,
  name: { givenName: given, familyName: family },
  emails: [{ primary: true, value: email, type: 'work' }],
  displayName: `${given} ${family}`,
  locale: 'en-US',
  externalId: `00u${email.length}okta`,
  groups: [],
  password: 'ignored-by-foyer-1',
  active: true,
})
