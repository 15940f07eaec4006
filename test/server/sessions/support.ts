import { call, refreshCookie } from '../helpers'
import type { TestServer } from '../helpers'

/** The sessions API's base path. */
export const sessionsPath = '/identity/resources/users/sessions/v1'

/** A session as the API answers it. */
export interface SessionBody {
  id: string
  userAgent?: string
  ipAddress?: string
  createdAt: string
  expires: string
  current: boolean
}

/** Signs in with a user agent of its own; answers the access token and refresh cookie. */
export const signInAs = async (
  server: TestServer,
  email: string,
  password: string,
  userAgent = 'Test browser',
) => {
  const response = await call(server, '/identity/resources/auth/v1/user', {
    body: { email, password },
    headers: { 'user-agent': userAgent },
  })
  const cookie = refreshCookie(response)
  const body = (await response.json()) as { accessToken?: string }
  return { status: response.status, token: body.accessToken ?? '', cookie: cookie ?? '' }
}

/** Refreshes with a cookie; answers the status, the new access token and the rotated cookie. */
export const refresh = async (server: TestServer, cookie: string) => {
  const response = await call(server, '/identity/resources/auth/v1/user/token/refresh', {
    body: {},
    headers: { cookie },
  })
  const body = (await response.json()) as { accessToken?: string }
  return {
    status: response.status,
    token: body.accessToken ?? '',
    cookie: refreshCookie(response) ?? cookie,
  }
}

/** The caller's sessions, sent with the refresh cookie when given (to mark the current one). */
export const mySessions = async (server: TestServer, token: string, cookie?: string) => {
  const response = await call(server, `${sessionsPath}/me`, {
    token,
    headers: cookie ? { cookie } : {},
  })
  return { status: response.status, body: (await response.json()) as SessionBody[] }
}
