import { firstLink, waitForMessage } from './mailbox'

/** A call to the server's JSON API from an e2e test (set-up and checks beside the browser). */
export interface ApiCall {
  /** GET without a body, POST with one, unless given. */
  method?: string
  body?: unknown
  /** Sent as `Authorization: Bearer …`. */
  token?: string
  cookie?: string
}

/** What an API answer's body is read as, unless the caller says. */
export type ApiAnswer = Record<string, unknown>

/**
 * The JSON API of the server at `serverUrl` (its `/api` prefix added): resolves with the answer's
 * body (`{}` when empty) and throws with the status and body on anything but a 2xx, so a set-up
 * step that fails says why.
 */
export function serverApi(serverUrl: string) {
  const call = serverCall(serverUrl)
  return async function api<T = ApiAnswer>(path: string, init: ApiCall = {}): Promise<T> {
    const { status, body, response } = await call<T>(path, init)
    if (!response.ok) throw new Error(`${path}: ${status} ${JSON.stringify(body)}`)
    return body
  }
}

// `{}` for an empty answer; a body that is not JSON (a proxy's error page) as its text.
const parseBody = (text: string): unknown => {
  if (text === '') return {}
  try {
    return JSON.parse(text)
  } catch {
    return text
  }
}

/** An API answer read whatever its status: for a test that asserts a refusal. */
export interface ApiResult<T = ApiAnswer> {
  status: number
  body: T
  response: Response
}

/**
 * The JSON API of the server at `serverUrl` like {@link serverApi}, but answering the status and
 * body (`{}` when empty) of any answer rather than throwing on an error status.
 */
export function serverCall(serverUrl: string) {
  return async function call<T = ApiAnswer>(
    path: string,
    init: ApiCall = {},
  ): Promise<ApiResult<T>> {
    const response = await fetch(`${serverUrl}/api${path}`, {
      method: init.method ?? (init.body === undefined ? 'GET' : 'POST'),
      headers: {
        'content-type': 'application/json',
        ...(init.token ? { authorization: `Bearer ${init.token}` } : {}),
        ...(init.cookie ? { cookie: init.cookie } : {}),
      },
      ...(init.body === undefined ? {} : { body: JSON.stringify(init.body) }),
    })
    const text = await response.text()
    return { status: response.status, body: parseBody(text) as T, response }
  }
}

/** An access token of a password sign-in through the API. */
export async function accessTokenOf(
  api: ReturnType<typeof serverApi>,
  credentials: { email: string; password: string },
): Promise<string> {
  const { accessToken } = await api<{ accessToken: string }>('/identity/resources/auth/v1/user', {
    body: credentials,
  })
  return accessToken
}

/**
 * Invites `person` into the admin's tenant with `roleIds`, reads the invitation mail from the dev
 * mailbox and accepts it with their password, as a new member does; answers their user id.
 */
export async function inviteAndAccept(
  serverUrl: string,
  adminToken: string,
  person: { email: string; password: string },
  roleIds: string[],
): Promise<string> {
  const api = serverApi(serverUrl)
  const invited = await api<{ id: string }>('/identity/resources/users/v2', {
    body: { email: person.email, roleIds },
    token: adminToken,
  })
  const mail = await waitForMessage(serverUrl, person.email, { purpose: 'invitation' })
  const link = new URL(firstLink(mail))
  await api('/identity/resources/users/v1/invitation/accept', {
    body: {
      userId: link.searchParams.get('userId'),
      token: link.searchParams.get('token'),
      password: person.password,
    },
  })
  return invited.id
}
