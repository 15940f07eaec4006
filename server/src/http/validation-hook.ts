import { badRequest } from './api-error'
import type { AppEnv } from './app-env'
import type { Hook } from '@hono/zod-openapi'
import type { ZodError } from 'zod'

/** One readable sentence naming the first bad field, e.g. "password is required". */
export const describeZodError = (error: ZodError): string => {
  const issue = error.issues[0]
  if (!issue) return 'Invalid request'
  const field = issue.path.map(String).join('.')
  if (issue.code === 'invalid_type' && /received undefined/.test(issue.message)) {
    return field ? `${field} is required` : 'A request body is required'
  }
  return field ? `${field}: ${issue.message}` : issue.message
}

/** Turns every failed zod validation into a 400 in the wire error shape. */
export const validationHook: Hook<unknown, AppEnv, string, unknown> = (result) => {
  if (!result.success) throw badRequest(describeZodError(result.error))
}
