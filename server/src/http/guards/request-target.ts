import { createMiddleware } from 'hono/factory'
import { badRequest } from '../api-error'
import { textProblem } from './text'
import type { AppEnv } from '../app-env'

const decodeSegment = (segment: string) => {
  try {
    return decodeURIComponent(segment)
  } catch {
    return segment
  }
}

/**
 * Refuses NUL and lone surrogates in the query (names and values, as routes read them) and in
 * the path's segments (route parameters such as ids) with a 400 naming the parameter, before any
 * of them can reach a query against the database.
 */
export const guardRequestTarget = () =>
  createMiddleware<AppEnv>(async (c, next) => {
    // Hono's path is decoded with decodeURI, which leaves escapes of reserved characters such
    // as %2F as they are: decode those per segment, as route parameters are.
    const path = c.req.path
    const segments = path.includes('%') ? path.split('/').map(decodeSegment) : [path]
    for (const segment of segments) {
      const problem = textProblem(segment)
      if (problem) throw badRequest(`path: ${problem}`)
    }
    if (c.req.url.includes('?')) {
      for (const [name, values] of Object.entries(c.req.queries())) {
        const nameProblem = textProblem(name)
        if (nameProblem) throw badRequest(`query: parameter names ${nameProblem}`)
        for (const value of values) {
          const problem = textProblem(value)
          if (problem) throw badRequest(`${name}: ${problem}`)
        }
      }
    }
    await next()
  })
