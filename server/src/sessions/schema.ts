import { z } from '@hono/zod-openapi'
import type { LiveSession } from './families'

/** `ISessionResponse`: one sign-in of the caller. */
export const sessionSchema = z
  .object({
    id: z.string().openapi({ description: 'The session id (stable across refreshes)' }),
    userAgent: z.string().optional(),
    ipAddress: z.string().optional(),
    createdAt: z.string().openapi({ description: 'When the sign-in happened, ISO 8601' }),
    expires: z.string().openapi({ description: 'When it ends unless refreshed or revoked sooner' }),
    current: z.boolean().openapi({ description: 'The session of this request' }),
    impersonated: z
      .boolean()
      .optional()
      .openapi({ description: 'True for a session someone opened acting as the user' }),
  })
  .openapi('ISessionResponse')

/** The wire form of a session; `currentId` is the caller's own session, when known. */
export const toSessionResponse = (session: LiveSession, currentId: string | undefined) => ({
  id: session.id,
  ...(session.userAgent === null ? {} : { userAgent: session.userAgent }),
  ...(session.ip === null ? {} : { ipAddress: session.ip }),
  createdAt: session.startedAt.toISOString(),
  expires: session.expiresAt.toISOString(),
  current: session.id === currentId,
  ...(session.impersonated ? { impersonated: true } : {}),
})
