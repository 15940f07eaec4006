import { HTTPException } from 'hono/http-exception'
import type { Context } from 'hono'
import type { ContentfulStatusCode } from 'hono/utils/http-status'

/** RFC 7644 §3.12 scimType values this server answers. */
export type ScimType =
  | 'invalidFilter'
  | 'tooMany'
  | 'uniqueness'
  | 'mutability'
  | 'invalidSyntax'
  | 'invalidPath'
  | 'noTarget'
  | 'invalidValue'

/** The error schema URN of RFC 7644 §3.12. */
export const SCIM_ERROR = 'urn:ietf:params:scim:api:messages:2.0:Error'

/** The media type of every SCIM answer (RFC 7644 §3.1). */
export const SCIM_MEDIA_TYPE = 'application/scim+json'

/** A SCIM failure: a status, a sentence, and a scimType for 400 and 409. */
export class ScimError extends HTTPException {
  readonly scimType: ScimType | undefined

  constructor(status: ContentfulStatusCode, detail: string, scimType?: ScimType) {
    super(status, { message: detail })
    this.scimType = scimType
  }
}

/** 400 with a scimType. */
export const scimBadRequest = (detail: string, scimType: ScimType = 'invalidValue') =>
  new ScimError(400, detail, scimType)

/** 404: no such resource of this connection. */
export const scimNotFound = (what: string) => new ScimError(404, `${what} not found`)

/** An answer in SCIM's media type. */
export const scimJson = (c: Context, body: unknown, status: ContentfulStatusCode = 200): Response =>
  c.body(JSON.stringify(body), status, { 'content-type': SCIM_MEDIA_TYPE })

/**
 * Any error of a SCIM request as RFC 7644's error body (`status` a string), never the API's
 * wire shape: the directory reads `detail` and `scimType`. Unknown errors are a logged 500.
 */
export const respondWithScimError = (c: Context, error: unknown) => {
  if (error instanceof HTTPException) {
    const status = error.status as ContentfulStatusCode
    const scimType =
      error instanceof ScimError ? error.scimType : status === 400 ? 'invalidValue' : undefined
    const body = {
      schemas: [SCIM_ERROR],
      ...(scimType ? { scimType } : {}),
      detail: error.message || 'Bad request',
      status: String(status),
    }
    const retry = c.res.headers.get('retry-after')
    const answer = scimJson(c, body, status)
    if (retry) answer.headers.set('retry-after', retry)
    return answer
  }
  console.error(`[${String(c.get('traceId'))}]`, error)
  return scimJson(c, { schemas: [SCIM_ERROR], detail: 'Internal server error', status: '500' }, 500)
}
