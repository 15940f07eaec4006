import type { ApiClient } from './client'

/** Paths of the sessions calls (wire-api §5.1 rows 116-120); patterns as the demo routes them. */
export const SESSIONS_PATHS = {
  mine: '/identity/resources/users/sessions/v1/me',
  current: '/identity/resources/users/sessions/v1/me/current',
  all: '/identity/resources/users/sessions/v1/me/all',
  one: '/identity/resources/users/sessions/v1/me/:id',
  revoke: '/identity/resources/users/sessions/v1/revoke',
} as const

/** `ISessionResponse`: one sign-in of the user (a refresh-token family on the server). */
export interface SessionInfo {
  /** Stable across refreshes. */
  id: string
  userAgent?: string
  ipAddress?: string
  /** When the sign-in happened, ISO 8601. */
  createdAt: string
  /** When it ends unless refreshed (idle rule) or revoked sooner, ISO 8601. */
  expires: string
  /** The session of this browser (known from its refresh cookie). */
  current: boolean
}

/** The signed-in user's live sessions, newest sign-in first. */
export async function getMySessions(client: ApiClient): Promise<SessionInfo[]> {
  return client.get<SessionInfo[]>(SESSIONS_PATHS.mine)
}

/** This browser's session (404 when the request carried no live refresh cookie). */
export async function getCurrentSession(client: ApiClient): Promise<SessionInfo> {
  return client.get<SessionInfo>(SESSIONS_PATHS.current)
}

/**
 * Ends one of the user's sessions: its next refresh fails, so that browser is signed out within
 * the access token's lifetime.
 */
export async function deleteMySession(client: ApiClient, id: string): Promise<void> {
  await client.delete(SESSIONS_PATHS.one.replace(':id', encodeURIComponent(id)))
}

/** Ends all the user's sessions except this browser's. */
export async function deleteMyOtherSessions(client: ApiClient): Promise<void> {
  await client.delete(SESSIONS_PATHS.all)
}

/** Ends every session a member has in the caller's tenant (fe.secure.delete.sessions). */
export async function revokeUserSessions(client: ApiClient, userId: string): Promise<void> {
  await client.post(SESSIONS_PATHS.revoke, { userId })
}
